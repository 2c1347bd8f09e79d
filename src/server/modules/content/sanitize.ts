/**
 * Allow-list HTML sanitizer for the rich text the API serves (news, notices, CMS sections …).
 *
 * Why not DOMPurify here: it needs a DOM, and jsdom is only a devDependency. The stored HTML
 * comes from the seed and from operators, so it is trusted-ish; this pass is defence in depth
 * and keeps the API's answers safe for any client. The SPA sanitizes again with DOMPurify
 * right before rendering (the browser is the last line, with the real HTML parser).
 *
 * The approach: a small tokenizer that re-emits only known tags with known attributes, every
 * attribute value re-quoted and escaped, every text run escaped, URLs limited to http(s),
 * mailto, tel and site-relative paths. Anything it does not understand becomes text. The output
 * is balanced (unclosed tags are closed, stray closing tags dropped).
 */

const ALLOWED_TAGS = new Set([
  'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sup', 'sub', 'span',
  'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'a', 'img', 'figure', 'figcaption',
  'table', 'thead', 'tbody', 'tr', 'th', 'td', 'dl', 'dt', 'dd',
]);
const VOID_TAGS = new Set(['br', 'hr', 'img']);
/** Dropped with everything inside: their content is code or markup, never readable text. */
const DROP_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'textarea', 'title', 'svg', 'math', 'select', 'xmp', 'noembed', 'noframes']);

const GLOBAL_ATTRS = new Set(['title', 'lang']);
const TAG_ATTRS: Record<string, Set<string>> = {
  a: new Set(['href', 'target', 'rel']),
  img: new Set(['src', 'alt', 'width', 'height', 'loading']),
  th: new Set(['colspan', 'rowspan', 'scope']),
  td: new Set(['colspan', 'rowspan']),
  ol: new Set(['start']),
};
const URL_ATTRS = new Set(['href', 'src']);
const NUMERIC_ATTRS = new Set(['width', 'height', 'colspan', 'rowspan', 'start']);

/** The references URL checks must see through, plus the ones Italian text commonly uses (for htmlToText). */
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t', newline: '\n',
  agrave: 'à', egrave: 'è', eacute: 'é', igrave: 'ì', ograve: 'ò', ugrave: 'ù', Agrave: 'À', Egrave: 'È', Eacute: 'É',
  euro: '€', laquo: '«', raquo: '»', lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', hellip: '…', ndash: '–', mdash: '—', middot: '·',
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
  return text.replace(/&(?!(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** http(s), mailto, tel, or a path on the same site; everything else (javascript:, data:, //host) is refused. */
export function isSafeUrl(raw: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  const url = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (url.startsWith('//') || url.startsWith('\\')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  // No scheme: a relative URL on the same site (a scheme must start with a letter).
  if (scheme === undefined) return true;
  return scheme === 'http' || scheme === 'https' || scheme === 'mailto' || scheme === 'tel';
}

const ATTR_RE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const OPEN_TAG_RE = /^<([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/;
const CLOSE_TAG_RE = /^<\/([a-zA-Z][a-zA-Z0-9]*)\s*>/;

function cleanAttributes(tag: string, source: string): string {
  const allowed = TAG_ATTRS[tag];
  const out: string[] = [];
  let targetBlank = false;
  for (const m of source.matchAll(ATTR_RE)) {
    const name = (m[1] ?? '').toLowerCase();
    if (!GLOBAL_ATTRS.has(name) && !allowed?.has(name)) continue;
    const value = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
    if (URL_ATTRS.has(name) && !isSafeUrl(value)) continue;
    if (NUMERIC_ATTRS.has(name) && !/^\d{1,5}$/.test(value)) continue;
    if (name === 'rel') continue; // set below when needed; a page's own rel could re-open window.opener
    if (name === 'target') {
      if (value !== '_blank') continue;
      targetBlank = true;
    }
    if (name === 'loading' && value !== 'lazy') continue;
    out.push(` ${name}="${escapeAttr(value)}"`);
  }
  if (tag === 'a' && targetBlank) out.push(' rel="noopener noreferrer"');
  return out.join('');
}

/** Returns HTML containing only allow-listed tags and attributes, balanced and escaped. */
export function sanitizeHtml(input: string): string {
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
    if (DROP_WITH_CONTENT.has(tag)) {
      const end = input.toLowerCase().indexOf(`</${tag}`, i);
      if (end === -1) break;
      const gt = input.indexOf('>', end);
      i = gt === -1 ? input.length : gt + 1;
      continue;
    }
    if (!ALLOWED_TAGS.has(tag)) continue;
    out += `<${tag}${cleanAttributes(tag, tagMatch[2] ?? '')}>`;
    if (!VOID_TAGS.has(tag)) open.push(tag);
  }
  while (open.length) out += `</${open.pop()}>`;
  return out;
}

/** Plain text of some HTML (for excerpts and mail bodies): tags removed, references decoded. */
export function htmlToText(html: string): string {
  return decodeEntities(sanitizeHtml(html).replace(/<\/(p|li|h[2-4]|blockquote|tr)>|<br>/g, '\n').replace(/<[^>]*>/g, ''))
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
