import type { Generated, Insertable, Selectable } from 'kysely';

/** expiry: what was left of a credit when it expired (the tenant's expiry policy), written by the expiry job. */
export type LedgerKind = 'credit' | 'debit' | 'reversal' | 'expiry';

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
  /** Midnight UTC of the day for a movement imported with a date alone. */
  created_at: string;
  /** 1: the movement has a day and no time (an import's date column); shown as that day. */
  day_only: Generated<number>;
}

export type LedgerEntry = Selectable<PointsLedgerTable>;
export type NewLedgerEntry = Insertable<PointsLedgerTable>;
