import { describe, expect, it } from 'vitest';
import { htmlToText, isSafeUrl, sanitizeHtml } from './html-sanitize.js';

describe('sanitizeHtml', () => {
  it('keeps allowed markup and well-formed character references', () => {
    const html = '<h3>Titolo</h3><p>Caff&egrave; <strong>forte</strong> &amp; <em>dolce</em></p><ul><li>uno</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<p onclick="x()" style="color:red">a</p>', '<p>a</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="jav&#x61;script:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="//evil.example">x</a>', '<a>x</a>'],
    ['<img src="data:image/svg+xml,<svg onload=alert(1)>">', '<img>'],
    ['<iframe src="https://evil.example"></iframe>fine', 'fine'],
    ['<svg><script>alert(1)</script></svg>ok', 'ok'],
    ['<!-- <script>alert(1)</script> -->ok', 'ok'],
    ['<div><p>a</div>', '<p>a</p>'],
    ['<p>a <b>b</p>', '<p>a <b>b</b></p>'],
    ['1 < 2 > 0 & co', '1 &lt; 2 &gt; 0 &amp; co'],
    ['<p title="a&quot; onmouseover=&quot;x">t</p>', '<p title="a&quot; onmouseover=&quot;x">t</p>'],
    // The inner <script> swallows the rest up to its end tag; the stray '<scr' stays text.
    ['<scr<script>ipt>alert(1)</script>', '&lt;scr'],
  ])('%s → %s', (input, output) => {
    expect(sanitizeHtml(input)).toBe(output);
  });

  it('keeps safe links and adds rel to new-window ones', () => {
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/contatti">c</a><a href="mailto:info@example.com">m</a>')).toBe(
      '<a href="/contatti">c</a><a href="mailto:info@example.com">m</a>',
    );
  });
});

describe('isSafeUrl', () => {
  it.each([
    ['https://a.example', true],
    ['/news/1', true],
    ['tel:+39021234', true],
    ['JavaScript:alert(1)', false],
    ['vbscript:x', false],
    ['data:text/html,x', false],
  ])('%s → %s', (url, safe) => expect(isSafeUrl(url)).toBe(safe));
});

describe('htmlToText', () => {
  it('drops tags, keeps paragraphs apart and decodes references', () => {
    expect(htmlToText('<p>Caff&egrave;</p><p>Tè &amp; <b>biscotti</b></p>')).toBe('Caffè\nTè & biscotti');
  });
});
