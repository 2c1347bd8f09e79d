import type { LedgerKind } from './points-ledger.table.js';

/**
 * Lots: what is left of each credit, computed from the append-only ledger alone. Nothing about
 * lots is stored; an expiry is one more ledger row, whose idempotency key names the lot it closes.
 *
 * The rules, in ledger order (created_at, then id):
 * - a credit opens a lot (paying first any points the customer owes, see `deficit`);
 * - a debit (an order, a staff debit, an import's negative row) takes from the oldest open lots
 *   first; what the lots cannot cover is owed (`deficit`), paid by the next credits;
 * - a positive reversal that gives an order's points back (a cancelled order) returns them to the
 *   lots that order took them from, last taken first, so a refund never makes points younger; if
 *   such a lot has already expired, the points go to a new lot keyed `<lot>+<reversal id>` with the
 *   same last day, which the next expiry run closes. Any other positive reversal opens a lot;
 * - an expiry row (kind 'expiry', external_ref `expiry:<lot key>`) empties and closes its lot.
 */

export interface LotLedgerRow {
  id: number;
  amount: number;
  kind: LedgerKind;
  created_at: string;
  order_id: number | null;
  external_ref: string | null;
}

export interface Lot {
  /** The credit's row id, or `<lot key>+<reversal id>` for points returned to an expired lot. */
  key: string;
  /** The row that opened it. */
  rowId: number;
  amount: number;
  remaining: number;
  /** The last day (YYYY-MM-DD) its points can be spent; null: they never expire. */
  lastDay: string | null;
  /** An expiry row has closed it. */
  closed: boolean;
}

export interface LotsState {
  /** Oldest first. */
  lots: Lot[];
  /** Points taken beyond what the lots held (a staff debit below zero); the next credits pay them. */
  deficit: number;
}

/** The idempotency key of the expiry of a lot: one expiry row per lot, whoever writes it. */
export const expiryRef = (lotKey: string): string => `expiry:${lotKey}`;

const EXPIRY_REF = /^expiry:(.+)$/;

/**
 * The lots of one customer's ledger. `lastDayOf` says when a credit row's points expire
 * (expiry-policy.ts); rows must be sorted by created_at, then id.
 */
export function computeLots<R extends LotLedgerRow>(rows: readonly R[], lastDayOf: (row: R) => string | null): LotsState {
  const lots: Lot[] = [];
  const byKey = new Map<string, Lot>();
  // What each order took from which lot, in the order taken: a refund gives it back there.
  const taken = new Map<number, { lot: Lot; points: number }[]>();
  let deficit = 0;

  const open = (row: R, points: number, key = String(row.id), lastDay = lastDayOf(row), at = lots.length) => {
    const paid = Math.min(deficit, points);
    deficit -= paid;
    const lot: Lot = { key, rowId: row.id, amount: points, remaining: points - paid, lastDay, closed: false };
    lots.splice(at, 0, lot);
    byKey.set(key, lot);
  };

  const take = (row: R, points: number) => {
    let left = points;
    for (const lot of lots) {
      if (left === 0) break;
      if (lot.closed || lot.remaining === 0) continue;
      const part = Math.min(lot.remaining, left);
      lot.remaining -= part;
      left -= part;
      if (row.order_id !== null) {
        const list = taken.get(row.order_id) ?? [];
        list.push({ lot, points: part });
        taken.set(row.order_id, list);
      }
    }
    deficit += left;
  };

  const giveBack = (row: R, points: number) => {
    let left = points;
    const list = row.order_id === null ? [] : (taken.get(row.order_id) ?? []);
    while (left > 0 && list.length > 0) {
      const last = list[list.length - 1]!;
      const part = Math.min(last.points, left);
      last.points -= part;
      if (last.points === 0) list.pop();
      left -= part;
      if (!last.lot.closed) {
        last.lot.remaining += part;
        continue;
      }
      const key = `${last.lot.key}+${row.id}`;
      const sibling = byKey.get(key);
      if (sibling) {
        sibling.amount += part;
        sibling.remaining += part;
      } else open(row, part, key, last.lot.lastDay, lots.indexOf(last.lot) + 1);
    }
    if (left > 0) open(row, left);
  };

  for (const row of rows) {
    if (row.kind === 'expiry') {
      const lot = byKey.get(EXPIRY_REF.exec(row.external_ref ?? '')?.[1] ?? '');
      if (lot) {
        const over = Math.max(0, -row.amount - lot.remaining);
        lot.remaining = Math.max(0, lot.remaining + row.amount);
        lot.closed = true;
        if (over > 0) take(row, over);
      } else take(row, -row.amount);
    } else if (row.amount > 0) {
      if (row.kind === 'reversal') giveBack(row, row.amount);
      else open(row, row.amount);
    } else if (row.amount < 0) take(row, -row.amount);
  }
  return { lots, deficit };
}

/** Lots whose last day is before `today` and that still hold points: what an expiry run closes. */
export function expiredLots(state: LotsState, today: string): Lot[] {
  return state.lots.filter((l) => !l.closed && l.remaining > 0 && l.lastDay !== null && l.lastDay < today);
}

/**
 * The next points to expire from `today` on: the open lots sharing the earliest last day that
 * is today or later, summed; null when none will.
 */
export function nextExpiry(state: LotsState, today: string): { points: number; date: string } | null {
  const coming = state.lots.filter((l) => !l.closed && l.remaining > 0 && l.lastDay !== null && l.lastDay >= today);
  if (coming.length === 0) return null;
  const date = coming.reduce((min, l) => (l.lastDay! < min ? l.lastDay! : min), coming[0]!.lastDay!);
  return { points: coming.filter((l) => l.lastDay === date).reduce((sum, l) => sum + l.remaining, 0), date };
}
