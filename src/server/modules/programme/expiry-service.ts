import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { formatLongDate } from '../../../shared/format.js';
import { addDays, addMonths, dayIn, startOfDayIn } from '../../../shared/programme.js';
import type { ResolvedTenantConfig } from '../../../shared/tenant-config.js';
import type { Database, SqlDialectName } from '../../db/database.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { customerWriteTransaction } from '../customers/lock-service.js';
import { enqueueJob } from '../jobs/service.js';
import {
  customersCreditedBefore,
  expire,
  expiredLots,
  expiryContextOf,
  ledgersOf,
  lotsFromRows,
  type ExpiryContext,
  type LedgerEntry,
  type Lot,
} from '../points/service.js';
import { recordReminders } from './repository.js';

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
 * `remindDays`. Any number of processes may run it at once: a lot's expiry row and its reminder
 * are each unique per lot, and each customer's expiry is computed again under their lock, so a
 * checkout at the same moment is counted before or after, never both.
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
    const ledgers = byUser(await ledgersOf(deps.db, ids));
    for (const [userId, rows] of ledgers) {
      const lots = lotsFromRows(rows, ctx).lots;
      if (expiredLots({ lots, deficit: 0 }, today).length > 0) await expireCustomer(deps, tenant.alias, userId, ctx, today, now, run);
      if (remindDays > 0) await remindCustomer(deps, tenant.alias, userId, comingLots(lots, today, horizon), now, run);
    }
  }
}

async function expireCustomer(
  deps: ExpiryDeps,
  alias: string,
  userId: number,
  ctx: ExpiryContext,
  today: string,
  now: Date,
  run: ExpiryRun,
) {
  await customerWriteTransaction(deps.db, deps.dialect, userId, async (trx) => {
    // Read again under the lock: what an order took meanwhile no longer expires.
    const fresh = lotsFromRows(await ledgersOf(trx, [userId]), ctx);
    for (const lot of expiredLots(fresh, today)) {
      const row = await expire(trx, {
        tenantAlias: alias,
        userId,
        lotKey: lot.key,
        points: lot.remaining,
        reason: expiryReason(lot.lastDay!, ctx.timeZone),
        at: now,
      });
      if (row) {
        run.expiredLots += 1;
        run.expiredPoints += lot.remaining;
      }
    }
  });
}

/** One mail job per set of lots: the key stays short however many lots it names. */
const reminderKey = (alias: string, lots: readonly Lot[]) =>
  `${alias}:${createHash('sha256')
    .update(lots.map((l) => l.key).join(','))
    .digest('hex')}`;

async function remindCustomer(deps: ExpiryDeps, alias: string, userId: number, lots: readonly Lot[], now: Date, run: ExpiryRun) {
  if (lots.length === 0) return;
  const at = now.toISOString();
  // The reminder's record and its mail job commit together: recorded means it will be sent.
  await writeTransaction(deps.db, deps.dialect, async (trx) => {
    const recorded = new Set(
      await recordReminders(
        trx,
        lots.map((l) => ({
          tenant_alias: alias,
          lot_key: l.key,
          user_id: userId,
          points: l.remaining,
          last_day: l.lastDay!,
          created_at: at,
        })),
      ),
    );
    const fresh = lots.filter((l) => recorded.has(l.key));
    if (fresh.length === 0) return;
    const payload: ReminderPayload = { userId, lots: fresh.map((l) => ({ points: l.remaining, lastDay: l.lastDay! })) };
    await enqueueJob(trx, { kind: REMINDER_JOB, tenantAlias: alias, payload, idempotencyKey: reminderKey(alias, fresh) }, now);
    run.reminded += 1;
  });
}
