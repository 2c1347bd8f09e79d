import { Editor } from '@tiptap/core';
import { editorExtensions } from '../../src/console/screens/content/editor-extensions.js';
import { cleanRichText } from '../../src/server/security/html-policy.js';

/**
 * The console's content editor (TipTap) and the server's sanitiser agree: every node and mark the
 * editor can emit is stored exactly as the staff member saw it, and whatever is pasted into the
 * editor comes out as markup the policy keeps whole. Both sides are built from src/shared/html-policy.ts.
 * The stored text is compared as the editor reads it back (the browser's parser), so the
 * sanitiser's own spelling (`<br />`, `è` for `&egrave;`) does not count.
 */
function tree(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

function emitted(html: string): string {
  const editor = new Editor({ extensions: editorExtensions(), content: html });
  try {
    return editor.getHTML();
  } finally {
    editor.destroy();
  }
}

/** One document with every node and mark of the editor's schema. */
const EVERYTHING = [
  '<h2>Titolo</h2>',
  '<h3>Sottotitolo</h3>',
  '<p><strong>grassetto</strong> <em>corsivo</em> <u>sottolineato</u> <s>barrato</s><br>a capo</p>',
  '<p><a href="https://example.com/a?b=1&amp;c=2">link</a> e <a href="mailto:info@example.com">posta</a></p>',
  '<ul><li><p>uno</p></li><li><p>due</p></li></ul>',
  '<ol><li><p>primo</p></li></ol>',
  '<ol start="3"><li><p>terzo</p></li></ol>',
  '<blockquote><p>citazione</p></blockquote>',
  '<hr>',
  '<p>Caffè &amp; tè € &lt;tag&gt;</p>',
].join('');

/** What a staff member may paste: the editor must turn it into markup the sanitiser keeps as it is. */
const PASTED = [
  '<h1>Grande</h1><h4>Piccolo</h4>',
  '<p style="color:red" class="x" onclick="alert(1)">stile</p>',
  '<a href="javascript:alert(1)">js</a><a href="data:text/html,x">data</a><a href="tel:+39">tel</a>',
  '<a href="https://x.example" target="_blank" rel="opener" class="c" title="t">tutto</a>',
  '<ol type="a" reversed start="2"><li>a</li></ol>',
  '<pre><code>codice</code></pre><p><code>inline</code></p>',
  '<img src="/a.png" onerror="alert(1)"><script>alert(1)</script><iframe src="https://x"></iframe>',
  '<table><tr><td>cella</td></tr></table>',
  '<div><span>span</span></div>',
];

describe('the content editor emits only what the server keeps', () => {
  it('keeps every node and mark of the editor unchanged through the server sanitiser', () => {
    const html = emitted(EVERYTHING);
    for (const tag of ['h2', 'h3', 'strong', 'em', 'u', 's', 'br', 'a', 'ul', 'ol', 'li', 'blockquote', 'hr', 'p'])
      expect(html).toContain(`<${tag}`);
    expect(html).toContain('<ol start="3">');
    expect(tree(cleanRichText(html))).toBe(tree(html));
  });

  it.each(PASTED)('turns pasted %s into markup the sanitiser keeps unchanged', (pasted) => {
    const html = emitted(pasted);
    expect(tree(cleanRichText(html))).toBe(tree(html));
    expect(html).not.toMatch(/javascript:|data:|onclick|onerror|<script|style=|class=|target=|<code|<pre/i);
  });
});
