import { act, createElement, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { cleanInlineHtml, cleanRichText } from '../../src/server/security/html-policy.js';
import { DEFAULT_THEME } from '../../src/shared/theme-defaults.js';
import { prepareRichText, RichText } from '../../src/ui/rich-text.js';
import { setServerSanitiser, useSanitizedLabel } from '../../src/ui/sanitize.js';
import { buildTheme } from '../../src/ui/theme.js';

/**
 * A page the server paints has no DOM for DOMPurify: its rich text goes through the server's
 * sanitiser (handed over by the first-screen renderer), and the browser's render that hydrates it
 * through DOMPurify. Both must make the same document, or hydration would meet other markup.
 */

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

const SERVER = { richText: cleanRichText, label: cleanInlineHtml };

/** Paints `tree` as the server does, then hydrates it as the browser does; what the page holds after. */
async function paintThenHydrate(tree: ReactElement): Promise<{ painted: string; hydrated: string; complaints: unknown[] }> {
  setServerSanitiser(SERVER);
  let painted: string;
  try {
    painted = renderToString(tree);
  } finally {
    setServerSanitiser(null);
  }
  const container = document.createElement('div');
  container.innerHTML = painted;
  document.body.append(container);
  const complaints: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void complaints.push(args));
  try {
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (error) => void complaints.push(error) });
    });
  } finally {
    consoleError.mockRestore();
  }
  const hydrated = container.innerHTML;
  container.remove();
  return { painted, hydrated, complaints };
}

describe('rich text painted by the server', () => {
  it.each(SAMPLES.map((html) => [html]))('makes the same document as the browser does with DOMPurify: %s', (html) => {
    for (const level of [2, 3, 4]) {
      expect(parsed(cleanRichText(html, level)).isEqualNode(parsed(prepareRichText(html, level)))).toBe(true);
    }
  });

  it('is painted without a DOM sanitiser, then hydrated with no mismatch', async () => {
    const html = '<h4>Titolo</h4><p>Caff&egrave;<img src="/a.png" onerror="x()"></p><script>alert(1)</script>';
    const tree = createElement(ThemeProvider, { theme: buildTheme(DEFAULT_THEME) }, createElement(RichText, { html, headingLevel: 3 }));
    const { painted, hydrated, complaints } = await paintThenHydrate(tree);
    expect(painted).toContain('<h3>Titolo</h3>');
    expect(painted).toContain('<img src="/a.png" loading="lazy" decoding="async" alt=""');
    expect(painted).not.toContain('script');
    expect(painted).not.toContain('onerror');
    expect(complaints).toEqual([]);
    expect(parsed(hydrated).isEqualNode(parsed(painted))).toBe(true);
  });

  it('paints a label under the inline policy, the same as the browser holds after hydration', async () => {
    function Label({ html }: { html: string }) {
      return createElement('span', { dangerouslySetInnerHTML: { __html: useSanitizedLabel(html) } });
    }
    const html = '<p>Accetto il <a href="/regolamento" target="_blank" onclick="x()">regolamento</a></p><img src="/x.png">';
    const { painted, hydrated, complaints } = await paintThenHydrate(createElement(Label, { html }));
    expect(painted).toBe('<span>Accetto il <a href="/regolamento" target="_blank" rel="noopener noreferrer">regolamento</a></span>');
    expect(complaints).toEqual([]);
    expect(parsed(hydrated).isEqualNode(parsed(painted))).toBe(true);
  });
});
