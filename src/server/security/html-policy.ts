import sanitize, { type IOptions, type Attributes, type Tag } from 'sanitize-html';
import {
  DROPPED_WITH_CONTENT,
  GLOBAL_ATTRIBUTES,
  blockEndsAsBreaks,
  INLINE_POLICY,
  NEW_TAB_REL,
  RICH_TEXT_POLICY,
  URL_ATTRIBUTES,
  URL_SCHEMES,
  keepsAttribute,
  looksLikeHtml,
  type HtmlPolicy,
} from '../../shared/html-policy.js';

/**
 * The server's HTML sanitiser: every piece of HTML written by staff, an import or the demo seed
 * goes through it once, when it is saved, and only its output is stored. It is sanitize-html (a
 * real HTML parser, htmlparser2, and a maintained allow-list filter) configured from the one
 * allow-list in src/shared/html-policy.ts, which the browser's DOMPurify backstop is built from
 * too. What the library keeps is then held to the policy's per-value rules (URL schemes, numbers,
 * `target` only as _blank) by the same `keepsAttribute` the browser uses.
 *
 * Rich text is stored the way the portal shows it by default, so the page a server paints needs
 * no sanitising of its own: links opening a new tab carry rel="noopener noreferrer", pictures load
 * lazily and count as decorative unless they have an alt text, and the highest heading is an h2
 * (the page's title is the h1) with the others keeping their steps below it.
 */

/** The heading level a stored body starts at: the one the portal's pages show it at by default. */
export const STORED_TOP_HEADING = 2;

const HEADING = /^h([1-6])$/;

/** Keeps only the attributes the policy allows on `tag`, with the values it allows. */
function policyAttributes(policy: HtmlPolicy, tag: string, attribs: Attributes): Attributes {
  const kept: Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (keepsAttribute(policy, tag, name.toLowerCase(), value)) kept[name.toLowerCase()] = value;
  }
  return kept;
}

function transform(policy: HtmlPolicy, headingShift: number) {
  return (tagName: string, attribs: Attributes): Tag => {
    const attributes = policyAttributes(policy, tagName, attribs);
    if (tagName === 'a' && attributes['target'] === '_blank') attributes['rel'] = NEW_TAB_REL;
    if (tagName === 'img' && policy.tags.has('img')) {
      attributes['loading'] = 'lazy';
      attributes['decoding'] = 'async';
      attributes['alt'] ??= '';
    }
    const level = HEADING.exec(tagName)?.[1];
    if (level !== undefined && headingShift !== 0) {
      return { tagName: `h${Math.min(6, Math.max(1, Number(level) + headingShift))}`, attribs: attributes };
    }
    return { tagName, attribs: attributes };
  };
}

function optionsFor(policy: HtmlPolicy, headingShift = 0): IOptions {
  const perTag: Record<string, string[]> = { '*': [...GLOBAL_ATTRIBUTES] };
  for (const tag of policy.tags) perTag[tag] = [...(policy.attributes[tag] ?? [])];
  return {
    allowedTags: [...policy.tags],
    allowedAttributes: perTag,
    // A second lock behind keepsAttribute: the library's own scheme check on the same attributes.
    allowedSchemes: [...URL_SCHEMES],
    allowedSchemesByTag: {},
    allowedSchemesAppliedToAttributes: [...URL_ATTRIBUTES],
    allowProtocolRelative: false,
    nonTextTags: [...DROPPED_WITH_CONTENT],
    disallowedTagsMode: 'discard',
    enforceHtmlBoundary: false,
    parser: { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true },
    transformTags: { '*': transform(policy, headingShift) },
  };
}

const richOnce = optionsFor(RICH_TEXT_POLICY);
const inlineOnce = optionsFor(INLINE_POLICY);

/** The lowest heading number (the highest heading) of some clean HTML, or undefined without headings. */
function highestHeading(clean: string): number | undefined {
  let top: number | undefined;
  sanitize(clean, {
    allowedTags: [],
    onOpenTag: (name) => {
      const level = HEADING.exec(name)?.[1];
      if (level !== undefined) top = Math.min(top ?? 6, Number(level));
    },
  });
  return top;
}

/**
 * Rich text (articles, sections, notices, rules): the policy's tags, with the highest heading at
 * `topHeading` and the others keeping their steps below it (at most h6). Stored at the default
 * level; the page the server paints asks for the level of its own place on the page.
 */
export function cleanRichText(html: string, topHeading = STORED_TOP_HEADING): string {
  const clean = sanitize(html, richOnce);
  const top = highestHeading(clean);
  if (top === undefined || top === topHeading) return clean;
  return sanitize(clean, optionsFor(RICH_TEXT_POLICY, topHeading - top));
}

/** A label's HTML (consent text in a checkbox, a prize's description): inline text and links only. */
export function cleanInlineHtml(html: string): string {
  return sanitize(html, inlineOnce).trim();
}

const TRAILING_BREAKS = /(?:<br \/>\s*)+$/;

/**
 * A text that may be plain or HTML, as back ends send a prize's description: plain text as typed
 * (the portal shows it as text, never as markup), HTML as inline rich text whose paragraphs stay
 * apart as line breaks.
 */
export function cleanTextOrInlineHtml(raw: string): string {
  if (!looksLikeHtml(raw)) return raw.trim();
  return cleanInlineHtml(blockEndsAsBreaks(raw)).replace(TRAILING_BREAKS, '').trim();
}

const TEXT_BREAKS = ['p', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'tr', 'br'];

/**
 * Plain text of some HTML (excerpts, mail bodies, "is this rule text empty?"): the library keeps
 * only the elements that end a line, which become line breaks; its output escapes exactly &, <
 * and > in text, which are turned back last.
 */
export function htmlToText(html: string): string {
  const breaks = sanitize(html, {
    allowedTags: TEXT_BREAKS,
    allowedAttributes: {},
    nonTextTags: [...DROPPED_WITH_CONTENT],
    selfClosing: ['br'],
  });
  return breaks
    .replace(/<\/(?:p|li|h[1-6]|blockquote|tr)>|<br \/>/g, '\n')
    .replace(/<[a-z0-9]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
