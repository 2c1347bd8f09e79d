import { describe, expect, it } from 'vitest';
import { cleanInlineHtml, cleanRichText, cleanTextOrInlineHtml, htmlToText } from './html-policy.js';

describe('cleanRichText', () => {
  it('keeps the formatting an article uses: headings, emphasis, lists, quotes, tables, links and pictures', () => {
    const html =
      '<h2>Titolo</h2><p>Un <strong>forte</strong>, <b>b</b>, <em>dolce</em>, <i>i</i>, <u>u</u>, <s>s</s>, <small>s</small>, x<sup>2</sup>, H<sub>2</sub>O</p>' +
      '<h3>Sotto</h3><ul><li>uno</li></ul><ol start="3"><li>tre</li></ol><blockquote><p>citazione</p></blockquote><hr />' +
      '<table><thead><tr><th scope="col" colspan="2">T</th></tr></thead><tbody><tr><td rowspan="2">a</td></tr></tbody></table>' +
      '<figure><img src="/a.png" alt="Foto" width="10" height="5" loading="lazy" decoding="async" /><figcaption>Didascalia</figcaption></figure>' +
      '<dl><dt>t</dt><dd>d</dd></dl><p><a href="https://example.com/a?b=1&amp;c=2">web</a> <a href="mailto:info@example.com">posta</a> ' +
      '<a href="tel:+39021234">telefono</a> <a href="/news/1" title="t" lang="it">notizia</a><br />fine <span lang="en">end</span></p>';
    expect(cleanRichText(html)).toBe(html);
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<p onclick="x()" style="color:red" class="c">a</p>', '<p>a</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="jav&#x61;script:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="//evil.example">x</a>', '<a>x</a>'],
    ['<a href="http://example.com">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.example"></iframe>fine', 'fine'],
    ['<svg><script>alert(1)</script></svg>ok', 'ok'],
    ['<!-- <script>alert(1)</script> -->ok', 'ok'],
    ['<div><p>a</div>', '<p>a</p>'],
    ['<p>a <b>b</p>', '<p>a <b>b</b></p>'],
    ['1 < 2 > 0 & co', '1 &lt; 2 &gt; 0 &amp; co'],
    ['<p title="a&quot; onmouseover=&quot;x">t</p>', '<p title="a&quot; onmouseover=&quot;x">t</p>'],
    ['<p>Caff&egrave; &amp; t&egrave;&#8364;</p>', '<p>Caffè &amp; tè€</p>'],
  ])('%s → %s', (input, output) => {
    expect(cleanRichText(input)).toBe(output);
  });

  it('gives links opening a new tab rel="noopener noreferrer", whatever rel they came with, and drops other targets', () => {
    expect(cleanRichText('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(cleanRichText('<a href="/news" target="frame" rel="opener">y</a>')).toBe('<a href="/news">y</a>');
  });

  it('stores pictures loading lazily, decorative unless they have an alt text, from allowed sources only', () => {
    expect(cleanRichText('<img src="/a.png" onerror="x()" loading="eager" srcset="/b.png 2x">')).toBe(
      '<img src="/a.png" loading="lazy" decoding="async" alt="" />',
    );
    expect(cleanRichText('<img src="data:image/png;base64,AA" alt="Foto">')).toBe('<img alt="Foto" loading="lazy" decoding="async" />');
    expect(cleanRichText('<img src="http://example.com/a.png" alt="x">')).toBe('<img alt="x" loading="lazy" decoding="async" />');
  });

  it('stores the highest heading as an h2, the others keeping their steps below it (at most h6)', () => {
    expect(cleanRichText('<h1 title="t">A</h1><h2>B</h2><h5>C</h5><h6>D</h6>')).toBe('<h2 title="t">A</h2><h3>B</h3><h6>C</h6><h6>D</h6>');
    expect(cleanRichText('<h3>A</h3><h4>B</h4><h3>C</h3>')).toBe('<h2>A</h2><h3>B</h3><h2>C</h2>');
    expect(cleanRichText('<h2>A</h2><h3>B</h3>')).toBe('<h2>A</h2><h3>B</h3>');
  });

  it('sets the highest heading at the level a page asks for', () => {
    expect(cleanRichText('<h2>A</h2><h3>B</h3>', 4)).toBe('<h4>A</h4><h5>B</h5>');
    expect(cleanRichText('<p>senza titoli</p>', 3)).toBe('<p>senza titoli</p>');
  });

  it('is its own fixed point: cleaning stored HTML again changes nothing', () => {
    const once = cleanRichText('<h3>A</h3><p onclick="x">a <b>b</p><img src="/a.png"><a href="/x" target="_blank">y</a>');
    expect(cleanRichText(once)).toBe(once);
  });
});

describe('cleanInlineHtml', () => {
  it('keeps a label to inline text and links', () => {
    expect(
      cleanInlineHtml(
        '<p>Accetto il <a href="/doc/regolamento.pdf" target="_blank" rel="opener" onclick="x()">regolamento</a></p><img src="/x.png"><script>alert(1)</script>',
      ),
    ).toBe('Accetto il <a href="/doc/regolamento.pdf" target="_blank" rel="noopener noreferrer">regolamento</a>');
  });
});

describe('cleanTextOrInlineHtml', () => {
  it('keeps plain text as typed, ampersands and line breaks included', () => {
    expect(cleanTextOrInlineHtml('  Carta & Sacchetti\nin due righe, 5 < 6  ')).toBe('Carta & Sacchetti\nin due righe, 5 < 6');
  });

  it('turns the paragraphs of HTML into line breaks under the inline policy', () => {
    expect(cleanTextOrInlineHtml('<p>Uno <b>forte</b></p><p>Due</p><ul><li>tre</li></ul><script>x</script>')).toBe(
      'Uno <b>forte</b><br />Due<br />tre',
    );
  });
});

describe('htmlToText', () => {
  it('drops tags, keeps paragraphs apart and decodes references', () => {
    expect(htmlToText('<p>Caff&egrave;</p><p>Tè &amp; <b>biscotti</b> 1 &lt; 2</p><script>x()</script>')).toBe(
      'Caffè\nTè & biscotti 1 < 2',
    );
  });

  it('reads a text with nothing but markup as empty', () => {
    expect(htmlToText('<p><img src="/a.png"></p><style>p{}</style>')).toBe('');
  });
});
