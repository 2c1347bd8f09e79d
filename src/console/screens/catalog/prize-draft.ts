import type { PrizeBody, StaffPrize } from '../../../shared/types/generated/api/staff-catalog.js';
import { ApiError } from '../../api/client.js';
import { euroCents } from '../../../shared/euro-cents.js';
import { formatFixed, formatNumber } from '../../../shared/format.js';

/**
 * The prize form's values as typed (numbers as text, so a half-typed one is kept as it is), their
 * checks (the contract's limits, schemas/api/staff-catalog.json PrizeBody, which the server applies
 * again) and the body sent.
 */
export interface PrizeDraft {
  code: string;
  name: string;
  description: string;
  points: string;
  /** Euro as typed (`12,50`); empty: not declared. */
  cost: string;
  stock: string;
  category: string;
  available: boolean;
  featured: boolean;
}

export type DraftField = keyof PrizeDraft;
export type DraftErrors = Partial<Record<DraftField, string>>;

export const NEW_DRAFT: PrizeDraft = {
  code: '',
  name: '',
  description: '',
  points: '',
  cost: '',
  stock: '0',
  category: '',
  available: true,
  featured: false,
};

export function draftOf(prize: StaffPrize): PrizeDraft {
  return {
    code: prize.code,
    name: prize.name,
    description: prize.description,
    points: String(prize.points),
    cost: prize.cost_cents === null ? '' : formatFixed(prize.cost_cents / 100, 2, { group: false }),
    stock: String(prize.stock),
    category: prize.category_id === null ? '' : String(prize.category_id),
    available: prize.available,
    featured: prize.featured,
  };
}

const CODE = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

function wholeNumber(text: string, min: number, max: number, what: string): string | undefined {
  const value = text.trim();
  if (!value) return `Indica ${what}`;
  if (!/^\d+$/.test(value)) return `${what[0]!.toUpperCase()}${what.slice(2)}: solo cifre, senza punti né virgole`;
  const n = Number(value);
  if (n < min) return `Almeno ${min}`;
  if (n > max) return `Al massimo ${formatNumber(max)}`;
  return undefined;
}

/** The typed cost as the body sends it: null when left empty. */
function costOf(text: string): { cents: number | null } | { error: string } {
  return text.trim() ? euroCents(text) : { cents: null };
}

export function checkDraft(d: PrizeDraft): DraftErrors {
  const errors: DraftErrors = {};
  const code = d.code.trim();
  if (!code) errors.code = 'Indica il codice del premio';
  else if (code.length > 64) errors.code = 'Al massimo 64 caratteri';
  else if (!CODE.test(code)) errors.code = 'Solo lettere, cifre, punto, trattino e trattino basso, senza spazi';
  if (!d.name.trim()) errors.name = 'Indica il nome del premio';
  else if (d.name.length > 300) errors.name = 'Al massimo 300 caratteri';
  if (d.description.length > 20_000) errors.description = 'Al massimo 20.000 caratteri';
  const points = wholeNumber(d.points, 1, 10_000_000, 'i punti');
  if (points) errors.points = points;
  const cost = costOf(d.cost);
  if ('error' in cost) errors.cost = `Il costo ${cost.error}`;
  const stock = wholeNumber(d.stock, 0, 1_000_000, 'le scorte');
  if (stock) errors.stock = stock;
  return errors;
}

export function bodyOf(d: PrizeDraft): PrizeBody {
  return {
    code: d.code.trim(),
    name: d.name.trim(),
    description: d.description,
    points: Number(d.points.trim()),
    cost_cents: (costOf(d.cost) as { cents: number | null }).cents,
    stock: Number(d.stock.trim()),
    category_id: d.category ? Number(d.category) : null,
    available: d.available,
    featured: d.featured,
  };
}

const FIELDS: Record<string, DraftField> = { category_id: 'category' };

/** The server's refusal, field by field where it names them (`details`), for the messages beside the fields. */
export function serverErrors(error: unknown): DraftErrors {
  if (!(error instanceof ApiError)) return {};
  const details = (error.data as { details?: { field?: string; message?: string }[] } | undefined)?.details ?? [];
  const out: DraftErrors = {};
  for (const d of details) {
    const field = d.field ? (FIELDS[d.field] ?? d.field) : undefined;
    if (field && field in NEW_DRAFT && d.message) out[field as DraftField] ??= d.message;
  }
  return out;
}
