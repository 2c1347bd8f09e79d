import type { Db } from '../../db/database.js';
import { scrubValues } from '../../security/personal-values.js';
import type { LedgerEntry } from './points-ledger.table.js';
import { ofCustomer } from '../../db/of-customer.js';

/**
 * The customer's whole ledger, oldest first, for their data export. Erasure leaves the ledger as
 * it is: its rows carry amounts and reasons, and point at the anonymised customer row.
 */
export function ledgerForExport(db: Db, tenantAlias: string, userId: number): Promise<LedgerEntry[]> {
  return db.selectFrom('points_ledger').selectAll().where(ofCustomer(tenantAlias, userId)).orderBy('id').execute();
}

/**
 * Erasure: the ledger keeps every amount and reference, but a reference or reason that spells the
 * person's user code (an import's `seed:DEMO0001`) names the anonymous account (`~<id>`) instead,
 * and any other personal value a reason was written with (support's "Benvenuto a Marco Bianchi")
 * becomes "[cancellato]". The reference stays unique in the tenant, so an import already applied
 * is still recognised.
 */
export async function forgetCodeInLedger(
  trx: Db,
  tenantAlias: string,
  userId: number,
  username: string,
  personal: readonly string[],
): Promise<void> {
  const rows = await trx
    .selectFrom('points_ledger')
    .select(['id', 'external_ref', 'reason'])
    .where(ofCustomer(tenantAlias, userId))
    .execute();
  const anonymous = `~${userId}`;
  for (const row of rows) {
    const ref = row.external_ref?.split(username).join(anonymous) ?? null;
    const reason = scrubValues(row.reason.split(username).join(anonymous), personal);
    if (ref === row.external_ref && reason === row.reason) continue;
    await trx.updateTable('points_ledger').set({ external_ref: ref, reason }).where('id', '=', row.id).execute();
  }
}

/** Of `userIds`, the customers with a ledger movement at `since` or later (retention: they are not inactive). */
export async function movedSince(db: Db, tenantAlias: string, userIds: readonly number[], since: string): Promise<Set<number>> {
  if (!userIds.length) return new Set();
  const rows = await db
    .selectFrom('points_ledger')
    .select('user_id')
    .distinct()
    .where('tenant_alias', '=', tenantAlias)
    .where('user_id', 'in', userIds)
    .where('created_at', '>=', since)
    .execute();
  return new Set(rows.map((r) => r.user_id));
}
