/**
 * Allow-list HTML sanitizer for the rich text the API serves (news, notices, CMS sections …),
 * and for the page the server paints before the browser's scripts run (src/ui/sanitize.ts).
 *
 * Why not DOMPurify here: it needs a DOM, and jsdom is only a devDependency. The stored HTML
 * comes from the seed and from operators, so it is trusted-ish; this pass keeps the API's answers
 * safe for any client, and it is the only sanitiser of the rich text in a page the server paints,
 * as shown before the page's scripts run (and for good with scripts off), with the CSP (no inline
 * script) behind it. Once the scripts handle the page, DOMPurify's output replaces it.
 *
 * The approach: a small tokenizer that re-emits only the tags and attributes of the shared policy
 * (src/shared/html-policy.ts, which the SPA's DOMPurify configuration is built from too), every
 * attribute value re-quoted and escaped, every text run escaped. Anything it does not understand
 * becomes text. The output is balanced (unclosed tags are closed, stray closing tags dropped).
 */

import {
  DROPPED_WITH_CONTENT,
  NEW_TAB_REL,
  RICH_TEXT_POLICY,
  VOID_TAGS,
  isAllowedUrl,
  keepsAttribute,
  type HtmlPolicy,
} from './html-policy.js';

/** The references URL checks must see through, plus the ones Italian text commonly uses (for htmlToText). */
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
  agrave: 'à',
  egrave: 'è',
  eacute: 'é',
  igrave: 'ì',
  ograve: 'ò',
  ugrave: 'ù',
  Agrave: 'À',
  Egrave: 'È',
  Eacute: 'É',
  euro: '€',
  laquo: '«',
  raquo: '»',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  middot: '·',
};

/** Decodes character references, so `jav&#x61;script:` is seen for what it is. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[ref] ?? NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Escapes text but keeps well-formed character references (`&egrave;`, `&#8364;`) as they are. */
function escapeText(text: string): string {
  return text
    .replace(/&(?!(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** http(s), mailto, tel, or a path on the same site; everything else (javascript:, data:, //host) is refused. */
export function isSafeUrl(raw: string): boolean {
  return isAllowedUrl(decodeEntities(raw));
}

const ATTR_RE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const OPEN_TAG_RE = /^<([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/;
const CLOSE_TAG_RE = /^<\/([a-zA-Z][a-zA-Z0-9]*)\s*>/;

function cleanAttributes(policy: HtmlPolicy, tag: string, source: string): string {
  const out: string[] = [];
  let targetBlank = false;
  for (const m of source.matchAll(ATTR_RE)) {
    const name = (m[1] ?? '').toLowerCase();
    const value = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
    if (!keepsAttribute(policy, tag, name, value)) continue;
    if (name === 'target') targetBlank = true;
    out.push(` ${name}="${escapeAttr(value)}"`);
  }
  if (tag === 'a' && targetBlank) out.push(` rel="${NEW_TAB_REL}"`);
  return out.join('');
}

/** Returns HTML containing only the tags and attributes `policy` allows, balanced and escaped. */
export function sanitizeHtml(input: string, policy: HtmlPolicy = RICH_TEXT_POLICY): string {
  let out = '';
  const open: string[] = [];
  let i = 0;
  while (i < input.length) {
    const lt = input.indexOf('<', i);
    if (lt === -1) {
      out += escapeText(input.slice(i));
      break;
    }
    out += escapeText(input.slice(i, lt));
    const rest = input.slice(lt);
    if (rest.startsWith('<!--')) {
      const end = input.indexOf('-->', lt + 4);
      i = end === -1 ? input.length : end + 3;
      continue;
    }
    if (rest.startsWith('<!') || rest.startsWith('<?')) {
      // Doctype, CDATA, processing instructions: dropped.
      const end = input.indexOf('>', lt);
      i = end === -1 ? input.length : end + 1;
      continue;
    }
    const close = CLOSE_TAG_RE.exec(rest);
    if (close) {
      const tag = (close[1] ?? '').toLowerCase();
      const at = open.lastIndexOf(tag);
      if (at !== -1) {
        // Closing an outer tag closes the ones still open inside it.
        while (open.length > at) out += `</${open.pop()}>`;
      }
      i = lt + close[0].length;
      continue;
    }
    const tagMatch = OPEN_TAG_RE.exec(rest);
    if (!tagMatch) {
      out += '&lt;';
      i = lt + 1;
      continue;
    }
    const tag = (tagMatch[1] ?? '').toLowerCase();
    i = lt + tagMatch[0].length;
    if (DROPPED_WITH_CONTENT.has(tag)) {
      const end = input.toLowerCase().indexOf(`</${tag}`, i);
      if (end === -1) break;
      const gt = input.indexOf('>', end);
      i = gt === -1 ? input.length : gt + 1;
      continue;
    }
    if (!policy.tags.has(tag)) continue;
    out += `<${tag}${cleanAttributes(policy, tag, tagMatch[2] ?? '')}>`;
    if (!VOID_TAGS.has(tag)) open.push(tag);
  }
  while (open.length) out += `</${open.pop()}>`;
  return out;
}

/** Plain text of some HTML (for excerpts and mail bodies): tags removed, references decoded. */
export function htmlToText(html: string): string {
  return decodeEntities(
    sanitizeHtml(html)
      .replace(/<\/(p|li|h[1-6]|blockquote|tr)>|<br>/g, '\n')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
