import type { Db } from '../../db/database.js';
import type { NewPrivacyRequest, PrivacyRequest, PrivacyRequestKind } from './privacy-request.table.js';

/** The request's fields without the zip, for lists and state checks. */
const HEAD = [
  'id',
  'tenant_alias',
  'user_id',
  'kind',
  'state',
  'requested_by',
  'token_hash',
  'created_at',
  'ready_at',
  'expires_at',
] as const;
export type RequestHead = Omit<PrivacyRequest, 'data'>;

export async function insertRequest(db: Db, row: NewPrivacyRequest): Promise<void> {
  await db.insertInto('privacy_requests').values(row).execute();
}

export function findRequest(db: Db, id: string): Promise<RequestHead | undefined> {
  return db.selectFrom('privacy_requests').select(HEAD).where('id', '=', id).executeTakeFirst();
}

export function exportData(db: Db, id: string): Promise<Pick<PrivacyRequest, 'data'> | undefined> {
  return db.selectFrom('privacy_requests').select('data').where('id', '=', id).executeTakeFirst();
}

/** The customer's requests of a kind, newest first. */
export function requestsOf(db: Db, userId: number, kind: PrivacyRequestKind, limit = 10): Promise<RequestHead[]> {
  return db
    .selectFrom('privacy_requests')
    .select(HEAD)
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Drops export zips, to be narrowed by the caller: each request stays, expired, without its data. */
const dropZips = (db: Db) => db.updateTable('privacy_requests').set({ state: 'expired', data: null }).where('kind', '=', 'export');

/** The zip kept, and the customer's older zips dropped: one live export per customer. */
export async function markReady(db: Db, userId: number, id: string, data: Buffer, readyAt: string, expiresAt: string): Promise<boolean> {
  await dropZips(db).where('user_id', '=', userId).where('state', '=', 'ready').where('id', '!=', id).execute();
  const done = await db
    .updateTable('privacy_requests')
    .set({ state: 'ready', data, ready_at: readyAt, expires_at: expiresAt })
    .where('id', '=', id)
    .where('state', '=', 'preparing')
    .executeTakeFirst();
  return done.numUpdatedRows > 0n;
}

/** Drops the zips whose time is over; answers how many. */
export async function expireExports(db: Db, nowIso: string): Promise<number> {
  const done = await dropZips(db).where('state', '=', 'ready').where('expires_at', '<=', nowIso).executeTakeFirst();
  return Number(done.numUpdatedRows);
}

/** A pending erasure by its mailed code's hash, still within its time. */
export function pendingErasure(db: Db, tokenHash: string, nowIso: string): Promise<RequestHead | undefined> {
  return db
    .selectFrom('privacy_requests')
    .select(HEAD)
    .where('token_hash', '=', tokenHash)
    .where('kind', '=', 'erase')
    .where('state', '=', 'pending')
    .where('expires_at', '>', nowIso)
    .executeTakeFirst();
}

/** After an erasure: no zip of the person is kept, no other link confirms, this one is done. */
export async function closeRequestsOf(db: Db, userId: number, eraseId: string | null, nowIso: string): Promise<void> {
  await dropZips(db).where('user_id', '=', userId).execute();
  await db
    .updateTable('privacy_requests')
    .set({ state: 'expired', token_hash: null })
    .where('user_id', '=', userId)
    .where('kind', '=', 'erase')
    .where('state', '=', 'pending')
    .execute();
  if (eraseId) {
    await db.updateTable('privacy_requests').set({ state: 'done', ready_at: nowIso }).where('id', '=', eraseId).execute();
  }
}
