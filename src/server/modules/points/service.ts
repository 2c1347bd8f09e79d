import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { WriteTransaction } from '../../db/write-transaction.js';
import { announce, announceAll } from './movement-events.js';
import type { LedgerEntry, LedgerKind, NewLedgerEntry } from './points-ledger.table.js';
import {
  entriesByRef,
  entriesByRefPrefix,
  insertLedgerEntries,
  insertLedgerEntry,
  pageLedger,
  balanceBefore,
  pointsByWeek,
  pointsInPeriod,
  pointsTotals,
  sumBalances,
  type BalanceScope,
} from './repository.js';

/** The ledger row other modules see (the checkout's points page lists them), and what an import writes. */
export type { LedgerEntry, LedgerKind, NewLedgerEntry };

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * A user's points balance: the sum of the ledger. The checkout calls it inside its transaction
 * (with a row lock on the user) so the balance it checks is the one it debits.
 */
export async function balanceOf(db: Executor, userId: number): Promise<number> {
  return (await sumBalances(db, { userIds: [userId] })).get(userId) ?? 0;
}

/**
 * The balances of several customers (a page of the staff's list, an import's debtors) or of a
 * whole tenant (the staff's export), by user id; a customer without movements is absent (0).
 */
export function balancesOf(db: Executor, scope: BalanceScope): Promise<Map<number, number>> {
  return sumBalances(db, scope);
}

/** A page of the customer's movements, newest first (their order numbers come from the orders). */
export function ledgerPage(db: Executor, userId: number, limit: number, offset: number): Promise<{ rows: LedgerEntry[]; total: number }> {
  return pageLedger(db, userId, limit, offset);
}

/** The tenant's movements already written with these idempotency keys (an import checks its file). */
export function movementsByRef(db: Executor, tenantAlias: string, refs: readonly string[]): Promise<LedgerEntry[]> {
  return entriesByRef(db, tenantAlias, refs);
}

/** The customers' movements whose idempotency key starts with `prefix` (a sales batch's credits, for its undo). */
export function movementsByRefPrefix(
  db: Executor,
  tenantAlias: string,
  userIds: readonly number[],
  prefix: string,
): Promise<LedgerEntry[]> {
  return entriesByRefPrefix(db, tenantAlias, userIds, prefix);
}

/** Whose movement it is and why: every single movement's input starts so. */
interface MovementInput {
  tenantAlias: string;
  userId: number;
  /** Shown to the customer as written (the points detail lists each row's reason). */
  reason: string;
  /** The customer's user code, for the webhooks' payload. */
  userCode?: string;
}

/**
 * Writes one movement of the customer's ledger and announces it to the webhooks when it moves
 * points (a free order's debit does not). Null when the tenant's ledger already holds its external_ref.
 */
async function writeMovement(
  trx: Executor,
  input: MovementInput,
  entry: Pick<NewLedgerEntry, 'amount' | 'kind' | 'external_ref' | 'order_id' | 'created_at'>,
): Promise<LedgerEntry | null> {
  const row = await insertLedgerEntry(trx, { tenant_alias: input.tenantAlias, user_id: input.userId, reason: input.reason, ...entry });
  if (entry.amount !== 0) await announce(trx, row, input.userCode);
  return row;
}

export interface CreditInput extends MovementInput {
  /** Positive whole points. */
  amount: number;
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
  return writeMovement(trx, input, {
    amount: input.amount,
    kind: 'credit',
    external_ref: input.externalRef ?? null,
    order_id: null,
    created_at: (input.at ?? new Date()).toISOString(),
  });
}

export interface DebitInput extends MovementInput {
  /** Whole points taken, as a positive number (the row stores it negative). */
  amount: number;
  /** Idempotency key, e.g. 'order:<number>': a second debit with it is ignored. */
  externalRef: string;
  orderId: number | null;
  at: Date | string;
}

/**
 * Debits points (the checkout, inside its write transaction). Returns the new row, or null when
 * `externalRef` was already used in this tenant. Throws on a negative or fractional amount, so
 * a sign slip cannot turn a debit into a credit.
 */
export async function debit(trx: WriteTransaction, input: DebitInput): Promise<LedgerEntry | null> {
  if (!Number.isInteger(input.amount) || input.amount < 0) throw new RangeError(`debit: importo non valido (${input.amount})`);
  return writeMovement(trx, input, {
    amount: -input.amount,
    kind: 'debit',
    external_ref: input.externalRef,
    order_id: input.orderId,
    created_at: typeof input.at === 'string' ? input.at : input.at.toISOString(),
  });
}

export interface RefundInput extends MovementInput {
  /** The points the order spent, positive. */
  amount: number;
  orderId: number;
  orderNumber: string;
  at: Date;
}

/**
 * Hands a cancelled order's points back: a `reversal` row referencing the order, keyed
 * `order-refund:<number>` so a second refund of one order is never written (null is returned).
 */
export async function refundOrder(trx: Executor, input: RefundInput): Promise<LedgerEntry | null> {
  if (!Number.isInteger(input.amount) || input.amount < 0) throw new RangeError(`refund: importo non valido (${input.amount})`);
  return writeMovement(trx, input, {
    amount: input.amount,
    kind: 'reversal',
    external_ref: `order-refund:${input.orderNumber}`,
    order_id: input.orderId,
    created_at: input.at.toISOString(),
  });
}

export interface AdjustInput extends MovementInput {
  /** Signed whole points, not zero: positive credits, negative debits. */
  delta: number;
  at: Date;
}

/** A movement of either sign: a credit when positive, a debit when negative. */
async function signedMovement(trx: WriteTransaction, input: AdjustInput, op: string, externalRef: string | null) {
  if (!Number.isInteger(input.delta) || input.delta === 0) throw new RangeError(`${op}: importo non valido (${input.delta})`);
  return writeMovement(trx, input, {
    amount: input.delta,
    kind: input.delta > 0 ? 'credit' : 'debit',
    external_ref: externalRef,
    order_id: null,
    created_at: input.at.toISOString(),
  });
}

/**
 * A staff adjustment (the console): one row of either sign, with no idempotency key, since two
 * identical adjustments are two decisions. The caller holds the customer's lock and has checked
 * the balance in the same transaction.
 */
export async function adjust(trx: WriteTransaction, input: AdjustInput): Promise<LedgerEntry> {
  // A null external_ref never conflicts, so the insert always lands.
  return (await signedMovement(trx, input, 'adjust', null))!;
}

export interface ExternalMovementInput extends AdjustInput {
  /** The caller's idempotency key, unique in the tenant's ledger. */
  externalRef: string;
}

/**
 * A movement of either sign keyed by the caller's id (the partner API's external_id). Returns
 * null when the key is in the ledger already (another call wrote it first, even concurrently:
 * the unique key decides). The caller holds the customer's lock and has checked the balance.
 */
export function externalMovement(trx: WriteTransaction, input: ExternalMovementInput): Promise<LedgerEntry | null> {
  return signedMovement(trx, input, 'movement', input.externalRef);
}

export interface ReversalInput {
  /** The credit taken back. */
  original: LedgerEntry;
  /** Points taken back, positive, at most the original's amount (less when the customer spent them). */
  amount: number;
  reason: string;
  at: Date;
  userCode?: string;
}

/**
 * Takes back (part of) a credit with a new `reversal` row keyed `reversal:<its key>`: the credit
 * stays in the ledger, and a second reversal of it is never written (null is returned). The
 * caller holds the customer's lock and has checked the balance.
 */
export async function reverseCredit(trx: WriteTransaction, input: ReversalInput): Promise<LedgerEntry | null> {
  const { original, amount } = input;
  if (!Number.isInteger(amount) || amount <= 0 || amount > original.amount || !original.external_ref)
    throw new RangeError(`reversal: importo non valido (${amount} di ${original.amount})`);
  const whose = { tenantAlias: original.tenant_alias, userId: original.user_id, reason: input.reason, userCode: input.userCode };
  return writeMovement(trx, whose, {
    amount: -amount,
    kind: 'reversal',
    external_ref: `reversal:${original.external_ref}`,
    order_id: null,
    created_at: input.at.toISOString(),
  });
}

/**
 * Appends a file's movements (modules/imports) in one statement, inside the caller's transaction,
 * which has checked the balances of the debits. A row whose external_ref the tenant's ledger
 * already holds is left out: the answer lists only the rows written.
 */
export async function appendImportedEntries(
  trx: WriteTransaction,
  entries: readonly NewLedgerEntry[],
  userCodes?: ReadonlyMap<number, string>,
): Promise<LedgerEntry[]> {
  const rows = await insertLedgerEntries(trx, entries);
  await announceAll(trx, rows, userCodes);
  return rows;
}

/**
 * The dashboard's points figures: issued and spent in each of the given weeks (Mondays,
 * YYYY-MM-DD, consecutive, oldest first; weeks without movements are absent) and in all.
 */
export async function pointsFigures(db: Executor, tenantAlias: string, mondays: readonly string[]) {
  const [weeks, totals] = await Promise.all([pointsByWeek(db, tenantAlias, mondays), pointsTotals(db, tenantAlias)]);
  return { weeks, totals };
}

/** The points side of the closing report over [from, until) (ISO instants): the period's movements and the balances around it. */
export async function pointsOfPeriod(db: Executor, tenantAlias: string, from: string, until: string) {
  const [period, opening, closing] = await Promise.all([
    pointsInPeriod(db, tenantAlias, from, until),
    balanceBefore(db, tenantAlias, from),
    balanceBefore(db, tenantAlias, until),
  ]);
  return { ...period, opening, outstanding: closing };
}
