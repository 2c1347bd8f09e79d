import type { Db } from '../../db/database.js';
import type { LedgerEntry } from './points-ledger.table.js';

/**
 * The customer's whole ledger, oldest first, for their data export. Erasure leaves the ledger as
 * it is: its rows carry amounts and reasons, and point at the anonymised customer row.
 */
export function ledgerForExport(db: Db, tenantAlias: string, userId: number): Promise<LedgerEntry[]> {
  return db
    .selectFrom('points_ledger')
    .selectAll()
    .where('tenant_alias', '=', tenantAlias)
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}
