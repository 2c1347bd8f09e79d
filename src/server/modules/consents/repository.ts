import type { Db } from '../../db/database.js';
import type { ConsentRecord, NewConsentRecord } from './consent-record.table.js';

/** Appends answers; records are never updated (the newest of a purpose is the current answer). */
export async function insertRecords(db: Db, records: NewConsentRecord[]): Promise<void> {
  if (records.length > 0) await db.insertInto('consent_records').values(records).execute();
}

/** Every answer of one customer, oldest first. */
export async function recordsOfUser(
  db: Db,
  userId: number,
): Promise<Pick<ConsentRecord, 'purpose' | 'given' | 'version' | 'recorded_at' | 'channel'>[]> {
  return db
    .selectFrom('consent_records')
    .select(['purpose', 'given', 'version', 'recorded_at', 'channel'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/** Every answer of one customer with its wording's hash, oldest first. */
export async function fullRecordsOfUser(db: Db, userId: number): Promise<ConsentRecord[]> {
  return db.selectFrom('consent_records').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

/** Every answer for one purpose in a tenant, oldest first (retention reads the newest per customer). */
export async function recordsOfPurpose(db: Db, tenantAlias: string, purpose: string): Promise<ConsentRecord[]> {
  return db
    .selectFrom('consent_records')
    .selectAll()
    .where('tenant_alias', '=', tenantAlias)
    .where('purpose', '=', purpose)
    .orderBy('id')
    .execute();
}
