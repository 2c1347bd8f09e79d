import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { formatLongDate } from '../../../shared/format.js';
import { addDays, addMonths, dayIn, startOfDayIn } from '../../../shared/programme.js';
import type { ResolvedTenantConfig } from '../../../shared/tenant-config.js';
import type { Database, SqlDialectName } from '../../db/database.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { customerWriteTransaction } from '../customers/lock-service.js';
import { enqueueJob } from '../jobs/service.js';
import { usernamesOf } from '../customers/provisioning-service.js';
import {
  customersCreditedBefore,
  expireAll,
  expiredLots,
  expiryContextOf,
  ledgersOf,
  lotsFromRows,
  type ExpiryContext,
  type Lot,
} from '../points/expiry-service.js';
import type { LedgerEntry } from '../points/service.js';
import { recordReminders, remindedLots } from './repository.js';

/** The job that expires a tenant's points and queues the reminders, daily on the tenant's clock. */
export const EXPIRY_JOB = 'points-expiry';
/** One reminder mail to one customer, about the lots recorded for it. */
export const REMINDER_JOB = 'points-expiry-reminder';

export interface ReminderPayload {
  userId: number;
  lots: { points: number; lastDay: string }[];
}

export interface ExpiryRun {
  /** Lots closed by this run (another process's are not counted). */
  expiredLots: number;
  expiredPoints: number;
  /** Customers a reminder was queued for by this run. */
  reminded: number;
}

interface ExpiryDeps {
  db: Kysely<Database>;
  dialect: SqlDialectName;
}

const PAGE = 500;

/** What the customer reads on the expiry row. */
export const expiryReason = (lastDay: string, timeZone: string): string => `Punti scaduti il ${formatLongDate(lastDay, timeZone)}`;

/**
 * Credits made at or after this instant cannot have a last day on or before `horizon`: only the
 * customers with an earlier credit are read. Generous by a few days (month ends, zones); the
 * lots themselves decide. null: no credit can (the programme ends later).
 */
function creditsBefore(ctx: ExpiryContext, horizon: string): string | null {
  const { expiry, programmeEnd, timeZone } = ctx;
  switch (expiry.policy) {
    case 'never':
      return null;
    case 'programme_end':
      return programmeEnd !== null && programmeEnd <= horizon ? '9999-12-31' : null;
    case 'rolling':
      return expiry.months === null ? null : startOfDayIn(addDays(addMonths(horizon, -expiry.months), 4), timeZone).toISOString();
    case 'calendar':
      return startOfDayIn(`${horizon.slice(0, 4)}-01-01`, timeZone).toISOString();
  }
}

const byUser = (rows: readonly LedgerEntry[]) => {
  const map = new Map<number, LedgerEntry[]>();
  for (const row of rows) map.set(row.user_id, [...(map.get(row.user_id) ?? []), row]);
  return map;
};

/** Lots that will expire between today and the reminder horizon and still hold points. */
const comingLots = (lots: readonly Lot[], today: string, horizon: string) =>
  lots.filter((l) => !l.closed && l.remaining > 0 && l.lastDay !== null && l.lastDay >= today && l.lastDay <= horizon);

/**
 * Expires what is left of every lot whose last day is before today (the tenant's calendar), as
 * 'expiry' rows keyed per lot, and records and queues a reminder for the lots expiring within
 * `remindDays`. Set-based, a page of customers at a time: their ledgers are read in one query,
 * and only the customers with a lot due are written, together, in one transaction that locks
 * them first and reads their ledgers again (so a checkout at the same moment is counted before or
 * after, never both); reminders already recorded are skipped without a write. Any number of
 * processes may run it at once: a lot's expiry row and its reminder are each unique per lot.
 */
export async function runExpiry(
  deps: ExpiryDeps,
  tenant: { alias: string; config: Pick<ResolvedTenantConfig, 'features' | 'programme' | 'timeZone'> },
  now: Date,
): Promise<ExpiryRun> {
  const ctx = expiryContextOf(tenant.config);
  const run: ExpiryRun = { expiredLots: 0, expiredPoints: 0, reminded: 0 };
  const today = dayIn(now, ctx.timeZone);
  const remindDays = ctx.expiry.remindDays;
  const horizon = remindDays > 0 ? addDays(today, remindDays) : addDays(today, -1);
  const before = creditsBefore(ctx, horizon);
  if (before === null) return run;
  let afterId = 0;
  for (;;) {
    const ids = await customersCreditedBefore(deps.db, tenant.alias, before, afterId, PAGE);
    if (ids.length === 0) return run;
    afterId = ids[ids.length - 1]!;
    const due: number[] = [];
    const coming = new Map<number, Lot[]>();
    for (const [userId, rows] of byUser(await ledgersOf(deps.db, ids))) {
      const lots = lotsFromRows(rows, ctx).lots;
      if (expiredLots({ lots, deficit: 0 }, today).length > 0) due.push(userId);
      const soon = remindDays > 0 ? comingLots(lots, today, horizon) : [];
      if (soon.length) coming.set(userId, soon);
    }
    if (due.length) await expireCustomers(deps, tenant.alias, due, ctx, today, now, run);
    if (coming.size) await remindCustomers(deps, tenant.alias, coming, now, run);
  }
}

async function expireCustomers(
  deps: ExpiryDeps,
  alias: string,
  userIds: readonly number[],
  ctx: ExpiryContext,
  today: string,
  now: Date,
  run: ExpiryRun,
) {
  await customerWriteTransaction(deps.db, deps.dialect, userIds, async (trx) => {
    // Read again under the locks: what an order took meanwhile no longer expires.
    const ledgers = byUser(await ledgersOf(trx, userIds));
    const userCodes = await usernamesOf(trx, userIds);
    const inputs = [...ledgers].flatMap(([userId, rows]) =>
      expiredLots(lotsFromRows(rows, ctx), today).map((lot) => ({
        userId,
        lotKey: lot.key,
        points: lot.remaining,
        reason: expiryReason(lot.lastDay!, ctx.timeZone),
        at: now,
        userCode: userCodes.get(userId),
      })),
    );
    for (const row of await expireAll(trx, alias, inputs)) {
      run.expiredLots += 1;
      run.expiredPoints -= row.amount;
    }
  });
}

/** One mail job per set of lots: the key stays short however many lots it names. */
const reminderKey = (alias: string, lots: readonly Lot[]) =>
  `${alias}:${createHash('sha256')
    .update(lots.map((l) => l.key).join(','))
    .digest('hex')}`;

async function remindCustomers(deps: ExpiryDeps, alias: string, coming: ReadonlyMap<number, readonly Lot[]>, now: Date, run: ExpiryRun) {
  // Most days most of these lots were reminded already: only the others need the write lock.
  const reminded = await remindedLots(
    deps.db,
    alias,
    [...coming.values()].flatMap((lots) => lots.map((l) => l.key)),
  );
  const pending = [...coming]
    .map(([userId, lots]) => [userId, lots.filter((l) => !reminded.has(l.key))] as const)
    .filter(([, lots]) => lots.length);
  if (pending.length === 0) return;
  const at = now.toISOString();
  // The reminders' records and their mail jobs commit together: recorded means it will be sent.
  await writeTransaction(deps.db, async (trx) => {
    const recorded = new Set(
      await recordReminders(
        trx,
        pending.flatMap(([userId, lots]) =>
          lots.map((l) => ({
            tenant_alias: alias,
            lot_key: l.key,
            user_id: userId,
            points: l.remaining,
            last_day: l.lastDay!,
            created_at: at,
          })),
        ),
      ),
    );
    for (const [userId, lots] of pending) {
      const fresh = lots.filter((l) => recorded.has(l.key));
      if (fresh.length === 0) continue;
      const payload: ReminderPayload = { userId, lots: fresh.map((l) => ({ points: l.remaining, lastDay: l.lastDay! })) };
      await enqueueJob(trx, { kind: REMINDER_JOB, tenantAlias: alias, payload, idempotencyKey: reminderKey(alias, fresh) }, now);
      run.reminded += 1;
    }
  });
}
