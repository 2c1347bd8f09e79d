import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, Db } from '../../db/database.js';
import type { RequestStatus as ContactRequestStatus } from '../../../shared/types/generated/api/staff-inbox.js';

/** A contact request as the inbox reads it; the service adds who asked and who handles it. */
export type RequestRecord = Pick<
  Selectable<Database['contact_requests']>,
  'id' | 'user_id' | 'topic' | 'message' | 'order_number' | 'status' | 'created_at' | 'replied_at' | 'closed_at' | 'assigned_staff_id'
>;

type ContactReply = Selectable<Database['contact_replies']>;

function requests(db: Kysely<Database>, tenantAlias: string) {
  return db
    .selectFrom('contact_requests')
    .select(['id', 'user_id', 'topic', 'message', 'order_number', 'status', 'created_at', 'replied_at', 'closed_at', 'assigned_staff_id'])
    .where('tenant_alias', '=', tenantAlias);
}

export interface RequestFilter {
  status: ContactRequestStatus;
  /** Only those assigned to this staff member. */
  assignedTo?: number;
}

export async function pageRequests(
  db: Db,
  tenantAlias: string,
  filter: RequestFilter,
  limit: number,
  offset: number,
): Promise<{ rows: RequestRecord[]; total: number }> {
  let rows = requests(db, tenantAlias).where('status', '=', filter.status);
  let count = db
    .selectFrom('contact_requests')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('tenant_alias', '=', tenantAlias)
    .where('status', '=', filter.status);
  if (filter.assignedTo !== undefined) {
    rows = rows.where('assigned_staff_id', '=', filter.assignedTo);
    count = count.where('assigned_staff_id', '=', filter.assignedTo);
  }
  const [items, total] = await Promise.all([
    rows.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows: items, total: Number(total.n) };
}

/** Open requests, and those of them without a reply: one indexed pass. */
export async function inboxCounts(db: Db, tenantAlias: string): Promise<{ open: number; unanswered: number }> {
  const row = await db
    .selectFrom('contact_requests')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('open'),
      eb.fn.count<number | string>(sql`case when replied_at is null then 1 end`).as('unanswered'),
    ])
    .where('tenant_alias', '=', tenantAlias)
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  return { open: Number(row.open), unanswered: Number(row.unanswered) };
}

export async function findRequest(db: Kysely<Database>, tenantAlias: string, id: number): Promise<RequestRecord | undefined> {
  return requests(db, tenantAlias).where('id', '=', id).executeTakeFirst();
}

export async function repliesOf(db: Kysely<Database>, requestId: number): Promise<ContactReply[]> {
  return db.selectFrom('contact_replies').selectAll().where('request_id', '=', requestId).orderBy('id', 'asc').execute();
}

export async function setAssignee(db: Kysely<Database>, tenantAlias: string, id: number, staffId: number | null): Promise<void> {
  await db
    .updateTable('contact_requests')
    .set({ assigned_staff_id: staffId })
    .where('id', '=', id)
    .where('tenant_alias', '=', tenantAlias)
    .execute();
}

export async function addReply(
  db: Kysely<Database>,
  tenantAlias: string,
  reply: { request_id: number; staff_email: string; sent_to: string; body: string; created_at: string },
): Promise<ContactReply> {
  await db
    .updateTable('contact_requests')
    .set({ replied_at: reply.created_at })
    .where('id', '=', reply.request_id)
    .where('tenant_alias', '=', tenantAlias)
    .execute();
  return db.insertInto('contact_replies').values(reply).returningAll().executeTakeFirstOrThrow();
}

/** Moves the request to `status`; false when it already was there (nothing changes). */
export async function setStatus(
  db: Kysely<Database>,
  tenantAlias: string,
  id: number,
  status: ContactRequestStatus,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('contact_requests')
    .set({ status, closed_at: status === 'closed' ? at : null })
    .where('id', '=', id)
    .where('tenant_alias', '=', tenantAlias)
    .where('status', '!=', status)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
