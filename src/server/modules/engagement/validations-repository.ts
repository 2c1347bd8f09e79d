import type { Kysely } from 'kysely';
import type { Database, Db } from '../../db/database.js';
import type { ValidationStatus as PrizeValidationStatus } from '../../../shared/types/generated/api/staff-validations.js';

/** A prize validation as the console's queue reads it (its customer is named by id). */
export interface ValidationListRow {
  id: number;
  user_id: number;
  status: PrizeValidationStatus;
  receipt_date: string;
  receipt_time: string;
  amount_cents: number;
  file_hash: string | null;
  original_name: string | null;
  mime: string;
  size: number;
  created_at: string;
  reviewed_at: string | null;
  reviewed_by: string | null;
  review_reason: string | null;
}

/** A prize validation with the customer who sent it. */
export interface ValidationRow extends ValidationListRow {
  username: string;
  firstname: string | null;
  lastname: string | null;
  company: string | null;
  email: string | null;
}

function validations(db: Kysely<Database>, tenantAlias: string) {
  return db
    .selectFrom('prize_validations as v')
    .select([
      'v.id',
      'v.user_id',
      'v.status',
      'v.receipt_date',
      'v.receipt_time',
      'v.amount_cents',
      'v.file_hash',
      'v.original_name',
      'v.mime',
      'v.size',
      'v.created_at',
      'v.reviewed_at',
      'v.reviewed_by',
      'v.review_reason',
    ])
    .where('v.tenant_alias', '=', tenantAlias);
}

/** One page of the tenant's validations in `status`: the queue (pending) oldest first, decisions newest first. */
export async function pageValidations(
  db: Db,
  tenantAlias: string,
  status: PrizeValidationStatus,
  limit: number,
  offset: number,
): Promise<{ rows: ValidationListRow[]; total: number }> {
  const order = status === 'pending' ? 'asc' : 'desc';
  const [rows, count] = await Promise.all([
    validations(db, tenantAlias)
      .where('v.status', '=', status)
      .orderBy(status === 'pending' ? 'v.created_at' : 'v.reviewed_at', order)
      .orderBy('v.id', order)
      .limit(limit)
      .offset(offset)
      .execute(),
    countValidations(db, tenantAlias, status),
  ]);
  return { rows, total: count };
}

export async function countValidations(db: Db, tenantAlias: string, status: PrizeValidationStatus): Promise<number> {
  const row = await db
    .selectFrom('prize_validations')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('tenant_alias', '=', tenantAlias)
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findValidation(db: Kysely<Database>, tenantAlias: string, id: number): Promise<ValidationListRow | undefined> {
  return validations(db, tenantAlias).where('v.id', '=', id).executeTakeFirst();
}

/**
 * Records the decision on a pending validation; false when it is no longer pending. Conditional,
 * so of two staff members deciding together exactly one changes it.
 */
export async function decideValidation(
  db: Kysely<Database>,
  tenantAlias: string,
  id: number,
  decision: { status: 'approved' | 'rejected'; reviewed_at: string; reviewed_by: string; review_reason: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('prize_validations')
    .set(decision)
    .where('id', '=', id)
    .where('tenant_alias', '=', tenantAlias)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
