import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { LedgerEntry } from './points-ledger.table.js';
import { insertLedgerEntry, sumLedger } from './repository.js';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * A user's points balance: the sum of the ledger. The checkout calls it inside its transaction
 * (with a row lock on the user) so the balance it checks is the one it debits.
 */
export function balanceOf(db: Executor, userId: number): Promise<number> {
  return sumLedger(db, userId);
}

export interface CreditInput {
  tenantAlias: string;
  userId: number;
  /** Positive whole points. */
  amount: number;
  reason: string;
  /** Idempotency key (e.g. '<file>:<row>' of an import): a second credit with it is ignored. */
  externalRef?: string | null;
  /** Defaults to now; seeders and imports may back-date. */
  at?: Date;
}

/**
 * Credits points. Returns the new row, or null when `externalRef` was already credited in this
 * tenant. Throws on a non-positive or fractional amount: a debit is a different operation
 * (the checkout's), so a sign slip cannot silently take points away.
 */
export async function credit(trx: Executor, input: CreditInput): Promise<LedgerEntry | null> {
  if (!Number.isInteger(input.amount) || input.amount <= 0) throw new RangeError(`credit: importo non valido (${input.amount})`);
  return insertLedgerEntry(trx, {
    tenant_alias: input.tenantAlias,
    user_id: input.userId,
    amount: input.amount,
    kind: 'credit',
    reason: input.reason,
    external_ref: input.externalRef ?? null,
    order_id: null,
    created_at: (input.at ?? new Date()).toISOString(),
  });
}
