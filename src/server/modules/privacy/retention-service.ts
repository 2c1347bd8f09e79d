import type { ConsentPurpose } from '../../../shared/consents.js';
import type { AuditAction } from '../../../shared/audit/audit-actions.js';
import { recordAction, type Actor } from '../audit/service.js';
import { lapseConsents } from '../consents/service.js';
import { dormantCustomers } from '../customers/privacy-service.js';
import { deleteDecidedReceipts } from '../engagement/privacy-service.js';
import { customersWithOrders } from '../orders/privacy-service.js';
import { movedSince } from '../points/privacy-service.js';
import { eraseInactive } from './erase-service.js';
import type { PrivacyDeps } from './export-service.js';
import { writeTransaction } from '../../db/write-transaction.js';

/** The nightly job of every retention rule of every tenant (retention-jobs.ts). */
export const RETENTION_JOB = 'privacy.retention';

/** Who a retention run is in the audit log. */
const RETENTION_ACTOR: Actor = { actor: 'retention', role: 'cli', address: null };

/** Candidates read per round: a large first run does not hold every id in memory at once. */
const CANDIDATES_PER_ROUND = 500;

/**
 * How long an answer "given" lasts unless the customer gives it again: the Italian data-protection
 * authority's limits for loyalty programmes (profiling 12 months, marketing 24). A purpose the
 * tenant does not declare is not looked at.
 */
const CONSENT_LIFETIME_MONTHS: Readonly<Record<string, number>> = { profiling: 12, marketing: 24 };

/** Every run is audited as the retention actor with its counts, also when they are zero, so the log shows that it ran. */
const auditRun = (db: PrivacyDeps['db'], tenantAlias: string, action: AuditAction, target: string, after: object, at: Date) =>
  recordAction(db, RETENTION_ACTOR, { tenant: tenantAlias, action, target, after }, at);

const monthsBefore = (at: Date, months: number) => {
  const d = new Date(at);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
};

/**
 * One tenant's run: each rule lapses the old answers (recorded as withdrawals with channel
 * retention) and the run is audited with its counts, also when nothing lapsed, so the log shows
 * that retention ran.
 */
export async function runConsentRetention(
  deps: PrivacyDeps,
  tenant: { alias: string; purposes: ConsentPurpose[] },
): Promise<Record<string, number>> {
  const at = deps.now();
  const counts: Record<string, number> = {};
  await writeTransaction(deps.db, async (trx) => {
    for (const [purpose, months] of Object.entries(CONSENT_LIFETIME_MONTHS)) {
      if (!tenant.purposes.some((p) => p.id === purpose)) continue;
      counts[purpose] = await lapseConsents(trx, { tenantAlias: tenant.alias, purpose, cutoff: monthsBefore(at, months), at });
    }
    await auditRun(trx, tenant.alias, 'consent.retention', 'consensi', counts, at);
  });
  return counts;
}

/** Of `userIds`, those without a points movement or an order since `since`. */
async function withoutActivity(db: PrivacyDeps['db'], tenantAlias: string, userIds: number[], since: string): Promise<number[]> {
  const [moved, ordered] = await Promise.all([
    movedSince(db, tenantAlias, userIds, since),
    customersWithOrders(db, tenantAlias, userIds, { since }),
  ]);
  return userIds.filter((id) => !moved.has(id) && !ordered.has(id));
}

export interface InactiveRun {
  months: number;
  /** Nobody active at this time or later is touched (ISO UTC). */
  inactiveSince: string;
  anonymised: number;
  /** Inactive, but an order is neither shipped nor cancelled: tried again on the next run. */
  skippedPendingOrders: number;
}

/**
 * Anonymises the tenant's inactive customers: an account older than `months` with, in the last
 * `months`, no sign-in or session renewal, no points movement and no order. Each is an erasure
 * (erase-service), checked again under the customer's lock; one with a pending order is skipped.
 * The run is audited with its counts, also when they are zero.
 */
export async function runInactiveCustomerRetention(deps: PrivacyDeps, tenantAlias: string, months: number): Promise<InactiveRun> {
  const at = deps.now();
  const since = monthsBefore(at, months).toISOString();
  const run: InactiveRun = { months, inactiveSince: since, anonymised: 0, skippedPendingOrders: 0 };
  const stillInactive = (userId: number) => async (trx: PrivacyDeps['db']) =>
    (await dormantCustomers(trx, tenantAlias, since, { userIds: [userId] })).length === 1 &&
    (await withoutActivity(trx, tenantAlias, [userId], since)).length === 1;
  let after = 0;
  for (;;) {
    const batch = await dormantCustomers(deps.db, tenantAlias, since, { afterId: after, limit: CANDIDATES_PER_ROUND });
    if (!batch.length) break;
    after = batch.at(-1)!;
    const inactive = await withoutActivity(deps.db, tenantAlias, batch, since);
    // Known to wait for a parcel: skipped without taking the write lock (the erasure checks again under it).
    const waiting = await customersWithOrders(deps.db, tenantAlias, inactive, 'pending');
    run.skippedPendingOrders += waiting.size;
    for (const userId of inactive.filter((id) => !waiting.has(id))) {
      const outcome = await eraseInactive(deps, tenantAlias, userId, stillInactive(userId));
      if (outcome === 'erased') run.anonymised += 1;
      else if (outcome === 'pendingOrders') run.skippedPendingOrders += 1;
    }
  }
  await auditRun(deps.db, tenantAlias, 'privacy.retention.customers', 'clienti inattivi', run, at);
  return run;
}

export interface ReceiptsRun {
  months: number;
  /** Receipts of validations decided before this time are deleted (ISO UTC). */
  decidedBefore: string;
  deleted: number;
}

/** Deletes the receipts of validations decided more than `months` ago; audited with the count, also zero. */
export async function runReceiptRetention(deps: PrivacyDeps, tenantAlias: string, months: number): Promise<ReceiptsRun> {
  const at = deps.now();
  const decidedBefore = monthsBefore(at, months).toISOString();
  const run: ReceiptsRun = {
    months,
    decidedBefore,
    deleted: await deleteDecidedReceipts(deps.db, tenantAlias, decidedBefore),
  };
  await auditRun(deps.db, tenantAlias, 'privacy.retention.receipts', 'scontrini', run, at);
  return run;
}
