/**
 * The one HTML policy of Premia's rich text (news, notices, notifications, CMS sections,
 * advantages, vouchers, initiative pages) and of the HTML in consent labels and prize
 * descriptions. The server's sanitiser (src/server/security/html-policy.ts, sanitize-html: every
 * HTML is cleaned with it once, when it is saved) and the browser's backstop (src/ui/sanitize.ts,
 * DOMPurify) are both configured from it, so what one keeps the other keeps
 * (tests/contract/html-policy.test.ts feeds both the same hostile HTML).
 */

/** One allow-list: the tags kept, and per tag the attributes kept beside the global ones. */
export interface HtmlPolicy {
  readonly tags: ReadonlySet<string>;
  readonly attributes: Readonly<Record<string, ReadonlySet<string>>>;
}

/** Attributes any kept tag may carry. */
export const GLOBAL_ATTRIBUTES: ReadonlySet<string> = new Set(['title', 'lang']);

/**
 * Rich text: articles and sections. Headings of every level are kept, so a heading an operator
 * typed at the wrong level is moved (the portal re-levels them under the page's own heading), not
 * flattened into a paragraph.
 */
export const RICH_TEXT_POLICY: HtmlPolicy = {
  tags: new Set([
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sup',
    'sub',
    'span',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'dl',
    'dt',
    'dd',
  ]),
  attributes: {
    a: new Set(['href', 'target', 'rel']),
    img: new Set(['src', 'alt', 'width', 'height', 'loading', 'decoding']),
    th: new Set(['colspan', 'rowspan', 'scope']),
    td: new Set(['colspan', 'rowspan']),
    ol: new Set(['start']),
  },
};

/**
 * The documented subset for labels (the consent checkbox's title, a prize's HTML description):
 * inline text, emphasis, line breaks and links; no blocks, pictures or tables inside a label.
 */
export const INLINE_POLICY: HtmlPolicy = {
  tags: new Set(['a', 'b', 'strong', 'em', 'i', 'u', 'br', 'span']),
  attributes: { a: RICH_TEXT_POLICY.attributes['a']! },
};

/**
 * Dropped with everything inside: their content is code or markup, never readable text. Void
 * elements (embed) are not listed: they have no content, and a parser looking for their end tag
 * would swallow the rest of the text.
 */
export const DROPPED_WITH_CONTENT: ReadonlySet<string> = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'template',
  'noscript',
  'textarea',
  'title',
  'svg',
  'math',
  'select',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
  'audio',
  'video',
]);

/** Attributes holding a URL, and the schemes they may use (no scheme: a path on the same site). */
export const URL_ATTRIBUTES: ReadonlySet<string> = new Set(['href', 'src']);
export const URL_SCHEMES: ReadonlySet<string> = new Set(['https', 'mailto', 'tel']);

/** Attributes that are a small whole number, or dropped. */
export const NUMERIC_ATTRIBUTES: ReadonlySet<string> = new Set(['width', 'height', 'colspan', 'rowspan', 'start']);

/** The only `rel` a link gets: set on links opening a new tab (no window.opener for the other site). */
export const NEW_TAB_REL = 'noopener noreferrer';

/**
 * True for https, mailto and tel links and for root-relative paths on the same site (`/news/1`);
 * false for everything else: other schemes (javascript:, data:, http:), relative paths, and a
 * path starting `//` or `/\`, which browsers read as another host. `url` is the decoded
 * attribute value (character references resolved).
 */
export function isAllowedUrl(url: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:") and
  // between the slashes of a host ("/ /evil.example").
  // eslint-disable-next-line no-control-regex
  const bare = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (bare.startsWith('/')) return bare[1] !== '/' && bare[1] !== '\\';
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(bare)?.[1]?.toLowerCase();
  return scheme !== undefined && URL_SCHEMES.has(scheme);
}

/**
 * A value that would end a comment or a raw-text element if the markup were ever read again
 * another way (DOMPurify drops such attributes; the server does too, so both keep the same).
 */
const ATTRIBUTE_BREAKOUT = /((--!?|])>)|<\/(style|script|title|xmp|textarea|noscript|iframe|noembed|noframes)/i;

/**
 * Whether attribute `name` (lower case, decoded `value`) stays on a `tag` under `policy`. `rel` never
 * does: the sanitiser sets NEW_TAB_REL itself when `target="_blank"` stays, so a page's own rel
 * cannot re-open window.opener. `target` stays only as _blank, `loading` only as lazy, `decoding`
 * only as async.
 */
export function keepsAttribute(policy: HtmlPolicy, tag: string, name: string, value: string): boolean {
  if (!GLOBAL_ATTRIBUTES.has(name) && !policy.attributes[tag]?.has(name)) return false;
  if (ATTRIBUTE_BREAKOUT.test(value)) return false;
  if (URL_ATTRIBUTES.has(name)) return isAllowedUrl(value);
  if (NUMERIC_ATTRIBUTES.has(name)) return /^\d{1,5}$/.test(value);
  if (name === 'rel') return false;
  if (name === 'target') return value === '_blank';
  if (name === 'loading') return value === 'lazy';
  if (name === 'decoding') return value === 'async';
  return true;
}

/** Every attribute name the policy can keep (for allow-list options such as DOMPurify's ALLOWED_ATTR). */
export function attributeNames(policy: HtmlPolicy): string[] {
  return [...new Set([...GLOBAL_ATTRIBUTES, ...Object.values(policy.attributes).flatMap((names) => [...names])])];
}

/** True when a text carries markup (a prize description may be plain text or HTML, as back ends send it). */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][^>]*>/i.test(text);
}

/**
 * Ends of the blocks the inline policy drops become line breaks, so a description's paragraphs
 * stay apart. Applied before a sanitiser reads the text, so the marks it adds are parsed and
 * cleaned like the rest.
 */
export function blockEndsAsBreaks(html: string): string {
  return html.replace(/<\/(?:p|div|li|h[1-6])\s*>/gi, '<br>');
}
