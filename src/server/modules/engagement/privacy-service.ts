import type { Db } from '../../db/database.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { findAnyFile } from '../catalog/images-service.js';
import { deleteStoredFiles } from '../catalog/privacy-service.js';
import { ofCustomer } from '../../db/of-customer.js';

/**
 * The customer's contact requests and prize validations for the privacy module. An export holds
 * them with the receipts' bytes; an erasure empties what the person wrote (the message, the
 * copies mailed to them) and deletes the receipts, keeping dates, amounts and decisions.
 */

export interface ExportedContactRequest {
  id: number;
  topic: string;
  message: string;
  order_number: string | null;
  status: string;
  created_at: string;
  replies: { body: string; created_at: string }[];
}

export async function contactRequestsForExport(db: Db, tenantAlias: string, userId: number): Promise<ExportedContactRequest[]> {
  const requests = await db
    .selectFrom('contact_requests')
    .select(['id', 'topic', 'message', 'order_number', 'status', 'created_at'])
    .where(ofCustomer(tenantAlias, userId))
    .orderBy('id')
    .execute();
  const replies = requests.length
    ? await db
        .selectFrom('contact_replies')
        .select(['request_id', 'body', 'created_at'])
        .where(
          'request_id',
          'in',
          requests.map((r) => r.id),
        )
        .orderBy('id')
        .execute()
    : [];
  return requests.map((r) => ({
    ...r,
    replies: replies.filter((x) => x.request_id === r.id).map(({ body, created_at }) => ({ body, created_at })),
  }));
}

export interface ExportedValidation {
  id: number;
  receipt_date: string;
  receipt_time: string;
  amount_cents: number;
  status: string;
  created_at: string;
  reviewed_at: string | null;
  review_reason: string | null;
  /** The receipt's bytes and type, null when it is no longer stored. */
  receipt: { data: Buffer; mime: string } | null;
}

export async function validationsForExport(db: Db, tenantAlias: string, userId: number): Promise<ExportedValidation[]> {
  const rows = await db
    .selectFrom('prize_validations')
    .select([
      'id',
      'receipt_date',
      'receipt_time',
      'amount_cents',
      'status',
      'created_at',
      'reviewed_at',
      'review_reason',
      'file_hash',
      'mime',
    ])
    .where(ofCustomer(tenantAlias, userId))
    .orderBy('id')
    .execute();
  const out: ExportedValidation[] = [];
  for (const { file_hash, mime, ...row } of rows) {
    const file = file_hash ? await findAnyFile(db, file_hash) : undefined;
    out.push({ ...row, receipt: file ? { data: Buffer.from(file.data), mime } : null });
  }
  return out;
}

/**
 * In the caller's transaction: the messages and the replies' copies emptied, the receipts
 * deleted (their bytes given back to the tenant's quota), the validations kept without a file.
 */
export async function forgetRequests(trx: Db, tenantAlias: string, userId: number): Promise<void> {
  const requests = await trx.selectFrom('contact_requests').select('id').where(ofCustomer(tenantAlias, userId)).execute();
  if (requests.length) {
    const ids = requests.map((r) => r.id);
    await trx.updateTable('contact_requests').set({ message: '' }).where('id', 'in', ids).execute();
    await trx.updateTable('contact_replies').set({ body: '', sent_to: '' }).where('request_id', 'in', ids).execute();
  }
  const validations = await trx
    .selectFrom('prize_validations')
    .select(['id', 'file_hash', 'size'])
    .where(ofCustomer(tenantAlias, userId))
    .execute();
  await dropReceipts(trx, tenantAlias, validations);
}

/**
 * Retention: the receipts of the tenant's validations decided (approved or rejected) before
 * `decidedBefore` are deleted; the validations stay with their date, amount and decision. A
 * pending validation keeps its receipt: the operator has not looked at it yet. Answers how many
 * receipts went. The write lock is taken only when there is something to delete.
 */
export async function deleteDecidedReceipts(db: Db, tenantAlias: string, decidedBefore: string): Promise<number> {
  const due = (trx: Db) =>
    trx
      .selectFrom('prize_validations')
      .select(['id', 'file_hash', 'size'])
      .where('tenant_alias', '=', tenantAlias)
      .where('status', 'in', ['approved', 'rejected'])
      .where('reviewed_at', '<', decidedBefore)
      .where('file_hash', 'is not', null)
      .execute();
  if (!(await due(db)).length) return 0;
  return writeTransaction(db, async (trx) => {
    const validations = await due(trx);
    await dropReceipts(trx, tenantAlias, validations);
    return validations.length;
  });
}

/**
 * The validations kept without a file; the files no other validation shares deleted; their bytes
 * given back to the tenant's quota.
 */
async function dropReceipts(trx: Db, tenantAlias: string, validations: { id: number; file_hash: string | null; size: number }[]) {
  if (!validations.length) return;
  await trx
    .updateTable('prize_validations')
    .set({ file_hash: null, file_path: '', original_name: null })
    .where(
      'id',
      'in',
      validations.map((v) => v.id),
    )
    .execute();
  const hashes = [...new Set(validations.flatMap((v) => (v.file_hash ? [v.file_hash] : [])))];
  // The same bytes sent by someone else stay theirs.
  const stillUsed = hashes.length
    ? await trx.selectFrom('prize_validations').select('file_hash').where('file_hash', 'in', hashes).execute()
    : [];
  await deleteStoredFiles(
    trx,
    hashes.filter((h) => !stillUsed.some((u) => u.file_hash === h)),
  );
  const bytes = validations.filter((v) => v.file_hash).reduce((sum, v) => sum + v.size, 0);
  if (bytes > 0) {
    await trx
      .updateTable('receipt_storage')
      .set((eb) => ({ bytes: eb('bytes', '-', bytes) }))
      .where('tenant_alias', '=', tenantAlias)
      .execute();
  }
}
