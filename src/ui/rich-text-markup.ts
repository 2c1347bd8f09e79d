import { RICH_TEXT_POLICY } from '../shared/html-policy.js';
import { sanitizeHtml } from '../shared/html-sanitize.js';

/**
 * What prepareRichText (rich-text.tsx) makes, without a DOM: for the page the server paints and
 * the render that hydrates it. The shared tokenizer re-emits every tag itself and escapes every
 * `<` and `"` of text and attribute values, so the tags of its output can be rewritten by pattern.
 */
export function prepareRichTextMarkup(html: string, headingLevel = 2): string {
  return relevelHeadingTags(lazyImageTags(sanitizeHtml(html, RICH_TEXT_POLICY)), headingLevel);
}

const IMAGE_TAG = /<img\b([^>]*)>/g;
/** The tokenizer writes every attribute as ` name="value"`, with no `"` inside the value. */
const ATTRIBUTE = / ([a-z-]+)="([^"]*)"/g;

/** Images load lazily and count as decorative unless they carry an alt text. */
function lazyImageTags(html: string): string {
  return html.replace(IMAGE_TAG, (_tag, attributes: string) => {
    // Read pair by pair from the start, so a value that merely contains ` alt=` is not taken for one.
    const pairs = [...attributes.matchAll(ATTRIBUTE)].filter(([, name]) => name !== 'loading');
    const kept = pairs.map(([pair]) => pair).join('');
    return `<img${kept} loading="lazy" decoding="async"${pairs.some(([, name]) => name === 'alt') ? '' : ' alt=""'}>`;
  });
}

const HEADING_TAG = /<(\/?)h([1-6])(?=[\s>])/g;

/** The highest heading becomes `<h{level}>`, the others keep their steps below it (at most h6). */
function relevelHeadingTags(html: string, level: number): string {
  const levels = [...html.matchAll(HEADING_TAG)].map((m) => Number(m[2]));
  if (levels.length === 0) return html;
  const shift = level - Math.min(...levels);
  if (shift === 0) return html;
  return html.replace(HEADING_TAG, (_tag, slash: string, n: string) => `<${slash}h${Math.min(6, Math.max(level, Number(n) + shift))}`);
}
