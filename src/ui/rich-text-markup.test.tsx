import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { DEFAULT_THEME } from '../shared/theme-defaults.js';
import { prepareRichText, RichText } from './rich-text.js';
import { prepareRichTextMarkup } from './rich-text-markup.js';
import { buildTheme } from './theme.js';

/** Rich text as operators and the seed write it, and as an attacker would. */
const SAMPLES = [
  '<p onclick="x()">Ciao <strong>mondo</strong><script>alert(1)</script></p><iframe src="//x"></iframe><a href="javascript:alert(1)">a</a>',
  '<h3>Come funziona</h3><p>Caff&egrave; &amp; <em>latte</em> &lt;3</p><h4>Passo 1</h4><ul><li>uno</li><li>due</li></ul><h3>Premi</h3>',
  '<h1 title="t">A</h1><h2>B</h2><h6>C</h6>',
  '<img src="/a.png" width="10" height="5" onerror="x()"><img src="/b.png" alt="Un premio" loading="lazy">',
  '<img alt="x loading=" src="/a.png"><img alt="" title="b alt=" src="/b.png"><img title="c alt=" src="/c.png">',
  '<a href="https://x.example" target="_blank" rel="opener">nuova scheda</a> <a href="/news" target="frame">qui</a>',
  '<blockquote>citazione <br> su due righe</blockquote><table><tr><th>a</th><td>1</td></tr></table><hr>',
  '<p>testo &quot;citato&quot;, un > isolato e un <strong>grassetto</strong> non chiuso <em>qui</p>',
];

function parsed(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

describe('prepareRichTextMarkup (the page the server paints)', () => {
  it.each(SAMPLES.map((html) => [html]))('makes the same document as the browser does with DOMPurify: %s', (html) => {
    for (const level of [2, 3]) {
      expect(parsed(prepareRichTextMarkup(html, level)).isEqualNode(parsed(prepareRichText(html, level)))).toBe(true);
    }
  });

  it('re-levels headings, loads pictures lazily and drops what the policy refuses', () => {
    expect(prepareRichTextMarkup('<h3>A</h3><h4 title="t">B</h4><script>x()</script>', 2)).toBe('<h2>A</h2><h3 title="t">B</h3>');
    expect(prepareRichTextMarkup('<img src="/a.png" onerror="x()">')).toBe('<img src="/a.png" loading="lazy" decoding="async" alt="">');
  });

  it('reads tags closed in the wrong order its own way, balanced, until the browser reads them again', () => {
    // The HTML parser re-opens <strong> after </p>; the tokenizer closes it with the paragraph.
    // Either way nothing runs, and the painted text is replaced once the page's scripts handle it.
    expect(prepareRichTextMarkup('<p>a <strong>b</p> c')).toBe('<p>a <strong>b</strong></p> c');
  });
});

describe('RichText', () => {
  const theme = buildTheme(DEFAULT_THEME);
  const html = '<h4>Titolo</h4><p>Caff&egrave;<img src="/a.png" onerror="x()"></p><script>alert(1)</script>';
  const tree = (
    <ThemeProvider theme={theme}>
      <RichText html={html} headingLevel={3} />
    </ThemeProvider>
  );

  it("is painted by the server without a DOM, then holds DOMPurify's version once hydrated", async () => {
    const painted = renderToString(tree);
    expect(painted).toContain('<h3>Titolo</h3>');
    expect(painted).not.toContain('script');
    expect(painted).not.toContain('onerror');
    const container = document.createElement('div');
    container.innerHTML = painted;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (error) => void errors.push(error) });
    });
    expect(errors).toEqual([]);
    const body = container.firstElementChild!;
    expect(body.innerHTML).toBe(prepareRichText(html, 3));
    expect(body.querySelector('h3')?.textContent).toBe('Titolo');
    container.remove();
  });
});
