import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import type { DOMWindow } from 'jsdom';

/**
 * The one SVG policy of Premia: every SVG an operator uploads (logos, favicon) passes through it
 * before it is stored, so the database never holds one that could run a script or reach another
 * site. It matters beyond <img> (where browsers already run no script): the file has a URL on the
 * portal's own origin, which anyone can open as a document, and a favicon or a `<use>` may load it.
 *
 * Premia's HTML sanitiser (src/server/security/html-policy.ts) is configured for rich text and
 * keeps no SVG; writing an XML sanitiser would be new attack surface. DOMPurify's SVG profile is the
 * maintained allow-list of SVG elements and attributes (the same library the portal uses in the
 * browser), run here over jsdom's XML parser, so the file is parsed as the XML it is: what does
 * not parse is refused, never guessed at.
 *
 * Kept: shapes, paths, text, gradients, patterns, masks, filters, `<use>` of the file's own ids,
 * `<style>` and presentation attributes. Removed: `<script>`, event handlers (`onload` …),
 * `<foreignObject>`, links (`<a>`), animations (they can rewrite an href), and every reference
 * outside the file: `href`/`xlink:href` other than `#id` (or an embedded PNG/JPEG/GIF/WebP picture
 * in an `<image>`), and CSS with `url()` to anything but `#id`, `@import`, `image-set()` or escapes.
 */

export class SvgRefused extends Error {
  override name = 'SvgRefused';
}

const SVG_NS = 'http://www.w3.org/2000/svg';

const POLICY: Config = {
  USE_PROFILES: { svg: true, svgFilters: true },
  // <use> of the file's own ids is how design tools share a shape; its href is held to '#…' below.
  ADD_TAGS: ['use'],
  ADD_ATTR: ['role'],
  ADD_DATA_URI_TAGS: ['image'],
  FORBID_TAGS: ['a', 'animate', 'animatemotion', 'animatetransform', 'set', 'foreignobject', 'script', 'iframe'],
};

const EMBEDDED_PICTURE = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;

/** CSS that reaches nothing outside the file: every url() to '#id', no @import, image-set() or escapes (which could spell either). */
export function isSelfContainedCss(css: string): boolean {
  if (/\\|@import|image-set\s*\(|expression\s*\(|@font-face/i.test(css)) return false;
  for (const m of css.matchAll(/url\s*\(\s*(['"]?)\s*([^'")\s]*)/gi)) if (!m[2]!.startsWith('#')) return false;
  return true;
}

let instance: Promise<{ purify: DOMPurify; window: DOMWindow }> | null = null;

/** jsdom is loaded at the first SVG upload only: server start-up and every other request never pay for it. */
function sanitizer() {
  instance ??= import('jsdom').then(({ JSDOM }) => {
    const { window } = new JSDOM('');
    const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
    purify.addHook('uponSanitizeAttribute', (node, data) => {
      const name = data.attrName;
      const value = data.attrValue;
      if (name === 'href' || name === 'xlink:href') {
        const picture = node.nodeName.toLowerCase() === 'image' && EMBEDDED_PICTURE.test(value);
        if (!value.startsWith('#') && !picture) data.keepAttr = false;
      } else if ((name === 'style' || /url\s*\(|\\|@import|image-set/i.test(value)) && !isSelfContainedCss(value)) {
        data.keepAttr = false;
      }
    });
    return { purify, window };
  });
  return instance;
}

export interface SanitizedSvg {
  data: Buffer;
  /** Something was removed: the console says so beside the upload. */
  cleaned: boolean;
}

/** Parses, cleans and serialises an SVG; SvgRefused (Italian) when it is no well-formed SVG document. */
export async function sanitizeSvg(input: Buffer): Promise<SanitizedSvg> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(input).replace(/^\uFEFF/, '');
  } catch {
    throw new SvgRefused('l’SVG non è testo UTF-8');
  }
  // Entities declared inside the file can expand exponentially ("billion laughs"): refused unparsed.
  if (/<!ENTITY/i.test(text)) throw new SvgRefused('l’SVG dichiara entità XML: esportalo di nuovo senza DOCTYPE interno');
  const { purify, window } = await sanitizer();
  const doc = new window.DOMParser().parseFromString(text, 'image/svg+xml');
  const root = doc.documentElement;
  if (doc.getElementsByTagName('parsererror').length > 0 || root.localName !== 'svg')
    throw new SvgRefused('l’SVG non è un documento XML valido');
  if (root.namespaceURI !== SVG_NS) throw new SvgRefused(`l’elemento <svg> non dichiara xmlns="${SVG_NS}"`);

  purify.sanitize(root, { ...POLICY, IN_PLACE: true });
  let cleaned = purify.removed.length > 0;
  for (const style of [...root.getElementsByTagName('style')]) {
    if (isSelfContainedCss(style.textContent ?? '')) continue;
    style.remove();
    cleaned = true;
  }
  return { data: Buffer.from(new window.XMLSerializer().serializeToString(root), 'utf8'), cleaned };
}
