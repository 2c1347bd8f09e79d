import { colorOfFile } from '../../http/drawn-svg.js';

/**
 * Pictures of the demo content, drawn on request as small SVGs: a tinted card with a motif for
 * articles, advantages, vouchers and initiatives (800×450, 16:9) and an initials badge for
 * partner logos (240×120). Generated instead of stored to keep the repository small; the URL
 * names everything drawn (motif or initials + colour), so it is cached for a year. The same for
 * every tenant, hence no tenant and no login (an <img> request carries neither).
 */
export const PICTURE_WIDTH = 800;
export const PICTURE_HEIGHT = 450;
export const LOGO_WIDTH = 240;
export const LOGO_HEIGHT = 120;

/** Motifs drawn in a 100×100 box, white stroke. */
const MOTIFS: Record<string, { label: string; path: string }> = {
  negozio: {
    label: 'Negozio',
    path: 'M12 40 L20 18 H80 L88 40 Z M12 40 C12 50 30 50 30 40 C30 50 50 50 50 40 C50 50 70 50 70 40 C70 50 88 50 88 40 M18 48 V85 H82 V48 M40 85 V62 H60 V85',
  },
  premi: {
    label: 'Premi',
    path: 'M30 15 H70 V40 A20 20 0 0 1 30 40 Z M30 22 H15 C15 40 25 42 30 40 M70 22 H85 C85 40 75 42 70 40 M50 60 V75 M35 85 H65 V75 H35 Z',
  },
  evento: {
    label: 'Eventi',
    path: 'M15 25 H85 V85 H15 Z M15 40 H85 M32 15 V32 M68 15 V32 M30 55 H40 M45 55 H55 M60 55 H70 M30 70 H40 M45 70 H55',
  },
  stagione: {
    label: 'Stagione',
    path: 'M50 30 A20 20 0 1 0 50.1 30 Z M50 10 V20 M50 80 V90 M10 50 H20 M80 50 H90 M22 22 L29 29 M71 71 L78 78 M22 78 L29 71 M71 29 L78 22',
  },
  consigli: { label: 'Consigli', path: 'M50 12 A25 25 0 0 1 65 57 V68 H35 V57 A25 25 0 0 1 50 12 Z M38 76 H62 M42 84 H58' },
  ambiente: { label: 'Sostenibilità', path: 'M20 80 C20 40 45 20 85 15 C82 55 62 80 20 80 Z M20 80 L55 45' },
  digitale: { label: 'Digitale', path: 'M30 10 H70 V90 H30 Z M30 20 H70 M30 78 H70 M47 84 H53' },
  viaggio: { label: 'Viaggi', path: 'M10 55 L90 25 L75 75 L50 60 L40 80 L38 58 Z M38 58 L90 25' },
  gusto: { label: 'Gusto', path: 'M30 12 V45 A8 8 0 0 0 46 45 V12 M38 12 V88 M65 12 C55 25 55 45 65 50 V88' },
  buono: { label: 'Buoni', path: 'M10 30 H90 V45 A6 6 0 0 0 90 57 V72 H10 V57 A6 6 0 0 0 10 45 Z M38 30 V72' },
};

export function pictureUrl(motif: string, color: string): string {
  return `/v1/content/images/${motif}/${color}.svg`;
}

export function logoUrl(initials: string, color: string): string {
  return `/v1/content/logos/${initials}/${color}.svg`;
}

function renderPicture(motif: string, color: string): string {
  const m = MOTIFS[motif];
  if (!m) throw new RangeError(motif);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}" viewBox="0 0 800 450" role="img" aria-label="${m.label}">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset="1" stop-color="#000" stop-opacity=".22"/></linearGradient></defs>',
    `<rect width="800" height="450" fill="#${color}"/><rect width="800" height="450" fill="url(#g)"/>`,
    '<circle cx="680" cy="80" r="140" fill="#fff" fill-opacity=".08"/><circle cx="90" cy="420" r="120" fill="#fff" fill-opacity=".06"/>',
    `<g transform="translate(300 105) scale(2)" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"><path d="${m.path}"/></g>`,
    '</svg>',
  ].join('');
}

function renderLogo(initials: string, color: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_WIDTH}" height="${LOGO_HEIGHT}" viewBox="0 0 240 120" role="img" aria-label="${initials}">`,
    '<rect width="240" height="120" rx="12" fill="#fff"/>',
    `<rect x="6" y="6" width="228" height="108" rx="10" fill="none" stroke="#${color}" stroke-width="4"/>`,
    `<text x="120" y="78" text-anchor="middle" font-family="Georgia,serif" font-size="48" font-weight="700" fill="#${color}">${initials}</text>`,
    '</svg>',
  ].join('');
}

/** The picture a URL's `<motif>/<colour>.svg` names, or null when it names none. */
export function pictureFor(motif: string, file: string): string | null {
  const color = colorOfFile(file);
  return color && Object.hasOwn(MOTIFS, motif) ? renderPicture(motif, color) : null;
}

/** The logo a URL's `<initials>/<colour>.svg` names, or null when it names none. */
export function logoFor(initials: string, file: string): string | null {
  const color = colorOfFile(file);
  // Only 1–3 capital letters are drawn: nothing from the URL reaches the SVG unchecked.
  return color && /^[A-Z]{1,3}$/.test(initials) ? renderLogo(initials, color) : null;
}
