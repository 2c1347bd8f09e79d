import { columnSpecOf } from '../../../shared/import-columns.js';
import { cleanPrizeDescription } from '../catalog/prize-description-service.js';
import type { ColumnSpec } from './csv.js';
import { euroCents } from '../../../shared/euro-cents.js';
import { optionalText, parseFlag, parsePoints, requiredText, RowError } from './values.js';

export const CATALOG_IMPORT_COLUMNS: ColumnSpec = columnSpecOf('catalog');

/** A validated row of the catalogue file. */
export interface PrizeCandidate {
  line: number;
  code: string;
  name: string;
  description: string;
  points: number;
  /** Declared cost in euro cents; null: the cell was empty (the stored cost stays). */
  cost: number | null;
  stock: number;
  category: string;
  subcategory: string | null;
  available: 0 | 1;
  featured: 0 | 1;
  /** Zip entries, main picture first; empty = leave the prize's pictures as they are. */
  images: string[];
}

/** The `cost` cell: euro with up to two decimals (`12,50`), at least 0. */
function costCents(value: string | undefined): number | null {
  if (!value?.trim()) return null;
  const reading = euroCents(value);
  if ('error' in reading) throw new RowError(`cost: ${reading.error}`);
  return reading.cents;
}

function wholeNumber(column: string, value: string | undefined, min: number): number {
  const n = parsePoints(column, value);
  if (n < min) throw new RowError(`${column}: ${n} non ammesso (minimo ${min})`);
  return n;
}

/** Checks one row; throws RowError. `findEntry` resolves an image name in the zip (undefined: no zip or not in it). */
export function validatePrizeRow(
  line: number,
  v: Record<string, string>,
  findEntry: ((name: string) => string | undefined) | null,
): PrizeCandidate {
  const code = requiredText('code', v.code, 64);
  if (/\s/.test(code)) throw new RowError(`code: "${code}" contiene spazi`);
  const names = (v.images ?? '')
    .split('|')
    .map((n) => n.trim())
    .filter(Boolean);
  if (names.length && !findEntry) throw new RowError('images: le immagini si importano con un file zip che contiene il CSV e le immagini');
  if (names.length > 10) throw new RowError('images: al massimo 10 immagini per premio');
  const images = names.map((name) => {
    const entry = findEntry!(name);
    if (!entry) throw new RowError(`images: "${name}" non è nello zip`);
    return entry;
  });
  return {
    line,
    code,
    name: requiredText('name', v.name, 300),
    description: cleanPrizeDescription(optionalText('description', v.description, 10_000) ?? ''),
    points: wholeNumber('points', v.points, 1),
    cost: costCents(v.cost),
    stock: wholeNumber('stock', v.stock, 0),
    category: requiredText('category', v.category, 120),
    subcategory: optionalText('subcategory', v.subcategory, 120),
    available: parseFlag('available', v.available, 1),
    featured: parseFlag('featured', v.featured, 0),
    images: [...new Set(images)],
  };
}
