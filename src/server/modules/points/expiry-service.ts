import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { WriteTransaction } from '../../db/write-transaction.js';
import type { ResolvedExpiry, ResolvedTenantConfig } from '../../../shared/tenant-config.js';
import { lastDayOf, rowDay } from './expiry-policy.js';
import { computeLots, expiryRef, nextExpiry, type LotsState } from './lots.js';
import { announce, announceAll } from './movement-events.js';
import type { LedgerEntry } from './points-ledger.table.js';
import { creditedBefore, insertLedgerEntries, insertLedgerEntry, ledgerRowsOf } from './repository.js';

export { expiredLots, type Lot } from './lots.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** Every row of these customers in ledger order, per customer (lots.ts computes what is left of each credit). */
export function ledgersOf(db: Executor, userIds: readonly number[]): Promise<LedgerEntry[]> {
  return ledgerRowsOf(db, userIds);
}

/** A page of the tenant's customers, by id after `afterId`, with a positive movement before `before`. */
export function customersCreditedBefore(
  db: Executor,
  tenantAlias: string,
  before: string,
  afterId: number,
  limit: number,
): Promise<number[]> {
  return creditedBefore(db, tenantAlias, before, afterId, limit);
}

export interface ExpireInput {
  tenantAlias: string;
  userId: number;
  /** The lot (lots.ts) whose remaining points expire. */
  lotKey: string;
  /** Whole points, positive (the row stores them negative). */
  points: number;
  /** What the customer reads, e.g. 'Punti scaduti il 31 dicembre 2026'. */
  reason: string;
  at: Date;
  /** The customer's code, for the points.debited webhook. */
  userCode?: string;
}

/**
 * Writes a lot's expiry: an 'expiry' debit keyed `expiry:<lot>`, so a lot expires once however
 * many processes run the expiry at once (the second insert is ignored and null returned).
 */
export async function expire(trx: WriteTransaction, input: ExpireInput): Promise<LedgerEntry | null> {
  if (!Number.isInteger(input.points) || input.points <= 0) throw new RangeError(`expire: importo non valido (${input.points})`);
  const row = await insertLedgerEntry(trx, {
    tenant_alias: input.tenantAlias,
    user_id: input.userId,
    amount: -input.points,
    kind: 'expiry',
    reason: input.reason,
    external_ref: expiryRef(input.lotKey),
    order_id: null,
    created_at: input.at.toISOString(),
  });
  await announce(trx, row, input.userCode);
  return row;
}

/** Rows per insert: well under either database's limit of bound parameters. */
const EXPIRE_CHUNK = 500;

/**
 * The same for many lots of one tenant (the daily job, a page of customers at a time): one
 * insert per few hundred lots. A lot already expired (by another process) is left out; answers
 * the rows written.
 */
export async function expireAll(
  trx: WriteTransaction,
  tenantAlias: string,
  inputs: readonly Omit<ExpireInput, 'tenantAlias'>[],
): Promise<LedgerEntry[]> {
  const written: LedgerEntry[] = [];
  for (let start = 0; start < inputs.length; start += EXPIRE_CHUNK) {
    const chunk = inputs.slice(start, start + EXPIRE_CHUNK);
    for (const input of chunk)
      if (!Number.isInteger(input.points) || input.points <= 0) throw new RangeError(`expire: importo non valido (${input.points})`);
    const rows = await insertLedgerEntries(
      trx,
      chunk.map((input) => ({
        tenant_alias: tenantAlias,
        user_id: input.userId,
        amount: -input.points,
        kind: 'expiry' as const,
        reason: input.reason,
        external_ref: expiryRef(input.lotKey),
        order_id: null,
        created_at: input.at.toISOString(),
      })),
    );
    await announceAll(trx, rows, new Map(chunk.flatMap((input) => (input.userCode ? [[input.userId, input.userCode] as const] : []))));
    written.push(...rows);
  }
  return written;
}

/** What decides when a tenant's points expire. */
export interface ExpiryContext {
  expiry: ResolvedExpiry;
  /** programme.end, for the programme_end policy; null without a calendar. */
  programmeEnd: string | null;
  timeZone: string;
}

/** A tenant's expiry context from its configuration. */
export function expiryContextOf(config: Pick<ResolvedTenantConfig, 'features' | 'programme' | 'timeZone'>): ExpiryContext {
  return { expiry: config.features.points.expiry, programmeEnd: config.programme.calendar?.end ?? null, timeZone: config.timeZone };
}

/** The lots of one customer's rows (in ledger order) under the tenant's policy. */
export function lotsFromRows(rows: readonly LedgerEntry[], ctx: ExpiryContext): LotsState {
  return computeLots(rows, (row) => lastDayOf(rowDay(row, ctx.timeZone), ctx.expiry, ctx.programmeEnd));
}

/** The next points to expire for a customer on `today`, or null (the points page and auth/me). */
export async function nextExpiryOf(
  db: Executor,
  userId: number,
  ctx: ExpiryContext,
  today: string,
): Promise<{ points: number; date: string } | null> {
  if (ctx.expiry.policy === 'never') return null;
  return nextExpiry(lotsFromRows(await ledgerRowsOf(db, [userId]), ctx), today);
}
