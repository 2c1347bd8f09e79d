/**
 * Placeholder prize pictures drawn on request: a tinted 4:3 card with a category glyph and
 * label. Generated rather than stored so the repository stays small; URLs are content-addressed
 * (glyph + colour), so browsers may cache them for a year. Images are the same for every
 * tenant, hence no tenant and no login (an <img> request carries neither).
 */
export const IMAGE_WIDTH = 400;
export const IMAGE_HEIGHT = 300;

/** Glyphs drawn in a 100×100 box, white stroke. */
const GLYPHS: Record<string, { label: string; path: string }> = {
  casa: { label: 'Casa e cucina', path: 'M15 50 L50 18 L85 50 M25 42 V85 H75 V42 M42 85 V62 H58 V85' },
  tech: { label: 'Tecnologia', path: 'M15 22 H85 V68 H15 Z M40 82 H60 M50 68 V82' },
  sport: {
    label: 'Sport e tempo libero',
    path: 'M50 15 A35 35 0 1 0 50.1 15 Z M15 50 H85 M50 15 C30 35 30 65 50 85 M50 15 C70 35 70 65 50 85',
  },
  viaggi: { label: 'Viaggi ed esperienze', path: 'M25 35 H75 V82 H25 Z M40 35 V22 H60 V35 M25 55 H75' },
  benessere: { label: 'Benessere', path: 'M50 15 C20 45 20 80 50 85 C80 80 80 45 50 15 Z M50 40 V75' },
  gourmet: {
    label: 'Gourmet',
    path: 'M22 35 H70 V62 A22 22 0 0 1 48 84 A22 22 0 0 1 26 62 Z M70 42 H80 A8 8 0 0 1 80 58 H70 M35 15 V25 M48 12 V25 M61 15 V25',
  },
  ufficio: { label: 'Ufficio', path: 'M15 35 H85 V80 H15 Z M38 35 V24 H62 V35 M15 52 H85' },
  bambini: { label: 'Bambini', path: 'M50 12 L61 38 L89 40 L67 58 L74 86 L50 71 L26 86 L33 58 L11 40 L39 38 Z' },
  buoni: { label: 'Buoni regalo', path: 'M15 35 H85 V80 H15 Z M15 50 H85 M50 35 V80 M50 35 C40 18 25 25 35 35 M50 35 C60 18 75 25 65 35' },
};

export function isGlyph(name: string): boolean {
  return Object.hasOwn(GLYPHS, name);
}

/** URL of a product picture; `color` is 6 hex digits. */
export function imageUrl(glyph: string, color: string): string {
  return `/v1/catalog/images/${glyph}/${color}.svg`;
}

export function renderImage(glyph: string, color: string): string {
  const g = GLYPHS[glyph];
  if (!g) throw new RangeError(glyph);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 400 300" role="img" aria-label="${g.label}">`,
    `<rect width="400" height="300" fill="#${color}"/>`,
    `<rect width="400" height="300" fill="url(#s)"/>`,
    '<defs><linearGradient id="s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".18"/><stop offset="1" stop-color="#000" stop-opacity=".18"/></linearGradient></defs>',
    `<g transform="translate(140 60) scale(1.2)" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"><path d="${g.path}"/></g>`,
    `<text x="200" y="270" text-anchor="middle" font-family="system-ui,sans-serif" font-size="20" fill="#fff">${g.label}</text>`,
    '</svg>',
  ].join('');
}
