import type { Db } from '../../db/database.js';
import { storeStaffFile } from '../catalog/images-service.js';
import { takePrizeToValidate } from '../customers/prize-credit-service.js';
import type { ContactReply, ContactRequest, NewContactRequest, NewPrizeValidation, PrizeValidation } from './requests.table.js';
import { ofCustomer } from '../../db/of-customer.js';
import { writeTransaction } from '../../db/write-transaction.js';

/** Contact requests and prize validations. */

export async function insertContactRequest(db: Db, row: NewContactRequest): Promise<ContactRequest> {
  return db.insertInto('contact_requests').values(row).returningAll().executeTakeFirstOrThrow();
}

export type OwnRequestRow = Pick<ContactRequest, 'id' | 'topic' | 'message' | 'order_number' | 'status' | 'created_at'>;

/** A page of one customer's requests in one tenant, newest first, and how many they have in all. */
export async function pageOwnRequests(
  db: Db,
  tenantAlias: string,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ rows: OwnRequestRow[]; total: number }> {
  const own = db.selectFrom('contact_requests').where(ofCustomer(tenantAlias, userId));
  const [rows, count] = await Promise.all([
    own
      .select(['id', 'topic', 'message', 'order_number', 'status', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    own.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The replies to these requests (already known to be the customer's), oldest first. */
export async function repliesTo(
  db: Db,
  requestIds: readonly number[],
): Promise<Pick<ContactReply, 'id' | 'request_id' | 'body' | 'created_at'>[]> {
  if (requestIds.length === 0) return [];
  return db
    .selectFrom('contact_replies')
    .select(['id', 'request_id', 'body', 'created_at'])
    .where('request_id', 'in', [...requestIds])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export type PrizeValidationOutcome = { saved: PrizeValidation } | { refused: 'no-prize' | 'storage-full' };

class Refused extends Error {
  constructor(readonly reason: 'no-prize' | 'storage-full') {
    super(reason);
  }
}

/**
 * Stores the validation and its receipt (in `files`, for staff only) in one transaction with what
 * bounds it: it uses up one of the customer's prizes to validate and adds its bytes to the
 * tenant's stored total, so a refused request leaves no receipt behind. Both are conditional
 * UPDATEs, so of parallel requests only as many pass as there are prizes and room (PostgreSQL
 * re-reads the row a concurrent transaction changed; SQLite runs one transaction at a time); a
 * refused one rolls back whatever it had taken.
 */
export async function insertPrizeValidation(
  db: Db,
  row: Omit<NewPrizeValidation, 'file_path' | 'file_hash'>,
  receipt: { data: Buffer; content_type: string },
  quotaBytes: number,
): Promise<PrizeValidationOutcome> {
  try {
    return await writeTransaction(db, async (trx) => {
      if (!(await takePrizeToValidate(trx, row.tenant_alias, row.user_id))) throw new Refused('no-prize');
      if (!(await addStoredBytes(trx, row.tenant_alias, row.size, quotaBytes))) throw new Refused('storage-full');
      const hash = await storeStaffFile(trx, receipt, row.created_at);
      const saved = await trx
        .insertInto('prize_validations')
        .values({ ...row, file_path: '', file_hash: hash })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { saved };
    });
  } catch (err) {
    if (err instanceof Refused) return { refused: err.reason };
    throw err;
  }
}

/** Adds `bytes` to the tenant's stored total unless that would pass `quotaBytes`; false when it would. */
async function addStoredBytes(db: Db, tenantAlias: string, bytes: number, quotaBytes: number): Promise<boolean> {
  await db
    .insertInto('receipt_storage')
    .values({ tenant_alias: tenantAlias, bytes: 0 })
    .onConflict((oc) => oc.column('tenant_alias').doNothing())
    .execute();
  const added = await db
    .updateTable('receipt_storage')
    .set((eb) => ({ bytes: eb('bytes', '+', bytes) }))
    .where('tenant_alias', '=', tenantAlias)
    .where((eb) => eb(eb('bytes', '+', bytes), '<=', quotaBytes))
    .executeTakeFirst();
  return added.numUpdatedRows > 0n;
}

/** Bytes of receipts the tenant stores (0 before the first). */
export async function storedReceiptBytes(db: Db, tenantAlias: string): Promise<number> {
  const row = await db.selectFrom('receipt_storage').select('bytes').where('tenant_alias', '=', tenantAlias).executeTakeFirst();
  return Number(row?.bytes ?? 0);
}

export async function hasPendingValidation(db: Db, tenantAlias: string, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('prize_validations')
    .select('id')
    .where(ofCustomer(tenantAlias, userId))
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row !== undefined;
}

export async function listPrizeValidations(db: Db, tenantAlias: string, userId: number): Promise<PrizeValidation[]> {
  return db.selectFrom('prize_validations').selectAll().where(ofCustomer(tenantAlias, userId)).orderBy('id', 'desc').execute();
}
