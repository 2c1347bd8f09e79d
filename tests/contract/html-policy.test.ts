import { cleanInlineHtml, cleanRichText } from '../../src/server/security/html-policy.js';
import { INLINE_POLICY, RICH_TEXT_POLICY, isAllowedUrl } from '../../src/shared/html-policy.js';
import { prepareRichText } from '../../src/ui/rich-text.js';
import { sanitizeHtml as browserSanitize } from '../../src/ui/sanitize.js';
import { OWASP_EVASIONS } from './owasp-evasions.js';

/**
 * The server's sanitiser (sanitize-html, which cleans every HTML once, when it is saved) and the
 * browser's backstop (DOMPurify, which also cleans the console's previews of unsaved text) are
 * built from one allow-list: fed the same hostile or awkward HTML, they must keep the same
 * elements with the same attributes. Both outputs are read back with the browser's parser, so
 * spelling differences that mean the same tree (`&egrave;` or `è`, `<br>` or `<br />`) do not
 * count. Rich text is compared as the portal shows it at the stored heading level (pictures lazy,
 * the highest heading an h2), which the server stores and the browser's RichText makes.
 */
function shape(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const walk = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent);
    if (!(node instanceof Element)) return '';
    const attributes = Array.from(node.attributes, (a) => `${a.name}=${JSON.stringify(a.value)}`).sort();
    return `<${node.localName}${attributes.map((a) => ` ${a}`).join('')}>[${Array.from(node.childNodes, walk).join(',')}]`;
  };
  return Array.from(template.content.childNodes, walk).join(',');
}

const HOSTILE = [
  '<script>alert(1)</script><p>ok</p>',
  '<p onclick="x()" style="color:red" class="c" id="i" data-x="1" aria-label="a">a</p>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="jav&#x61;script:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href=" JavaScript:alert(1)">x</a>',
  '<a href="//evil.example">x</a>',
  '<a href="\\\\evil.example">x</a>',
  '<a href="vbscript:x">x</a><a href="data:text/html,x">y</a>',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<img src=x onerror=alert(1)>',
  '<img src="/a.png" width="10" height="5x" loading="eager" alt="Foto">',
  '<img src="/a.png" loading="lazy" srcset="/b.png 2x">',
  '<iframe src="https://evil.example"></iframe>fine',
  '<svg><script>alert(1)</script></svg>ok',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>ok',
  '<!-- <script>alert(1)</script> -->ok',
  '<style>p { color: red }</style><noscript><p>n</p></noscript><template><p>t</p></template>ok',
  '<textarea><p>x</p></textarea><select><option>o</option></select><title>t</title>ok',
  '<video src="/v.mp4">fallback</video><audio>fallback</audio><object data="x">o</object><embed src="x">ok',
  '<head><p>h</p></head><p>b</p>',
  '<noscript><p>n</p></noscript>ok',
  '<div><p>a</div>',
  '<p>a <b>b</p>',
  '1 < 2 > 0 & co',
  '<p title="a&quot; onmouseover=&quot;x">t</p>',
  '<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="opener">x</a>',
  '<a href="/news" target="frame" rel="opener">y</a><a href="mailto:info@example.com">m</a><a href="tel:+39021234">t</a>',
  '<h1 lang="it">A</h1><h2>B</h2><h5>C</h5><h6 title="t">D</h6>',
  '<ol start="3" reversed type="a"><li>uno</li></ol><ol start="x"><li>due</li></ol>',
  '<table><thead><tr><th scope="col" colspan="2" rowspan="1x">T</th></tr></thead><tbody><tr><td colspan="2" scope="row">a</td></tr></tbody></table>',
  '<figure><img src="/f.png" alt=""><figcaption>Didascalia</figcaption></figure><dl><dt>t</dt><dd>d</dd></dl>',
  '<blockquote cite="https://x.example">q</blockquote><hr><small>s</small><sup>1</sup><sub>2</sub><s>x</s><u>u</u>',
  '<form action="/x"><input name="a" value="b"><button formaction="/y">go</button></form>',
  '<span style="background:url(javascript:alert(1))" lang="en">s</span>',
  '<p>Caff&egrave; &amp; t&egrave;&nbsp;&#8364;</p>',
  '<a href="/a">1<a href="/b">2</a></a>',
];

/** Reads `html` as a browser would and checks that nothing in it can run or leave the policy. */
function expectInert(html: string, input: string): void {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const el of Array.from(template.content.querySelectorAll('*'))) {
    expect(RICH_TEXT_POLICY.tags.has(el.localName), `<${el.localName}> from ${input}`).toBe(true);
    for (const attr of Array.from(el.attributes)) {
      expect(attr.name, `${attr.name} from ${input}`).not.toMatch(/^on|^style$|^srcset$|^formaction$|^xlink:/i);
      if (attr.name === 'href' || attr.name === 'src') expect(isAllowedUrl(attr.value), `${attr.value} from ${input}`).toBe(true);
    }
  }
}

describe('one HTML policy, the server sanitiser and the browser backstop', () => {
  it.each(HOSTILE)('rich text: %s', (html) => {
    expect(shape(prepareRichText(html, 2)), html).toBe(shape(cleanRichText(html)));
  });
  it.each(HOSTILE)('inline labels: %s', (html) => {
    expect(shape(browserSanitize(html, INLINE_POLICY)), html).toBe(shape(cleanInlineHtml(html)));
  });

  it.each([...HOSTILE, ...OWASP_EVASIONS])('stores nothing that can run: %s', (html) => {
    const stored = cleanRichText(html);
    expectInert(stored, html);
    expectInert(cleanInlineHtml(html), html);
    // What is stored comes through the browser's backstop whole: nothing legitimate is lost on the way.
    expect(shape(browserSanitize(stored)), html).toBe(shape(stored));
  });

  it.each(OWASP_EVASIONS)('the browser backstop alone leaves nothing that can run either: %s', (html) => {
    expectInert(browserSanitize(html), html);
    expectInert(browserSanitize(html, INLINE_POLICY), html);
  });
});
