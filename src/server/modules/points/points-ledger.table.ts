import type { Generated, Insertable, Selectable } from 'kysely';

export type LedgerKind = 'credit' | 'debit' | 'reversal';

/** Append-only points ledger: the balance is derived (sum of amount), never stored. */
export interface PointsLedgerTable {
  id: Generated<number>;
  tenant_alias: string;
  user_id: number;
  /** Positive for credits, negative for debits; a reversal carries the opposite sign of what it undoes. */
  amount: number;
  kind: LedgerKind;
  reason: string;
  /** Idempotency key of imports, unique per tenant. */
  external_ref: string | null;
  order_id: number | null;
  created_at: string;
}

export type LedgerEntry = Selectable<PointsLedgerTable>;
export type NewLedgerEntry = Insertable<PointsLedgerTable>;
