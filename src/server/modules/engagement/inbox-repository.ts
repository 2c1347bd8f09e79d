import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, Db } from '../../db/database.js';
import type { RequestStatus as ContactRequestStatus } from '../../../shared/types/generated/api/staff-inbox.js';
import type { StaffRole } from '../../plugins/staff-guard.js';

/** A contact request with its customer and assignee, as the console's inbox reads it. */
export interface RequestRow {
  id: number;
  user_id: number;
  topic: string;
  message: string;
  order_number: string | null;
  status: ContactRequestStatus;
  created_at: string;
  replied_at: string | null;
  closed_at: string | null;
  username: string;
  firstname: string | null;
  lastname: string | null;
  company: string | null;
  email: string | null;
  assignee_id: number | null;
  assignee_email: string | null;
  assignee_role: StaffRole | null;
}

type ContactReply = Selectable<Database['contact_replies']>;

export interface StaffRow {
  id: number;
  email: string;
  role: StaffRole;
}

function withPeople(db: Kysely<Database>, tenantAlias: string) {
  return db
    .selectFrom('contact_requests as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('staff_accounts as s', 's.id', 'r.assigned_staff_id')
    .select([
      'r.id',
      'r.user_id',
      'r.topic',
      'r.message',
      'r.order_number',
      'r.status',
      'r.created_at',
      'r.replied_at',
      'r.closed_at',
      'u.username',
      'u.firstname',
      'u.lastname',
      'u.company',
      'u.email',
      's.id as assignee_id',
      's.email as assignee_email',
      's.role as assignee_role',
    ])
    .where('r.tenant_alias', '=', tenantAlias);
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
): Promise<{ rows: RequestRow[]; total: number }> {
  let rows = withPeople(db, tenantAlias).where('r.status', '=', filter.status);
  let count = db
    .selectFrom('contact_requests')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('tenant_alias', '=', tenantAlias)
    .where('status', '=', filter.status);
  if (filter.assignedTo !== undefined) {
    rows = rows.where('r.assigned_staff_id', '=', filter.assignedTo);
    count = count.where('assigned_staff_id', '=', filter.assignedTo);
  }
  const [items, total] = await Promise.all([
    rows.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(limit).offset(offset).execute(),
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

export async function findRequest(db: Kysely<Database>, tenantAlias: string, id: number): Promise<RequestRow | undefined> {
  return withPeople(db, tenantAlias).where('r.id', '=', id).executeTakeFirst();
}

export async function repliesOf(db: Kysely<Database>, requestId: number): Promise<ContactReply[]> {
  return db.selectFrom('contact_replies').selectAll().where('request_id', '=', requestId).orderBy('id', 'asc').execute();
}

/** The enabled staff who may manage `tenantAlias` (every tenant, or given this one), by email. */
export async function staffOfTenant(db: Kysely<Database>, tenantAlias: string): Promise<StaffRow[]> {
  return db
    .selectFrom('staff_accounts as s')
    .select(['s.id', 's.email', 's.role'])
    .where('s.disabled_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('s.all_tenants', '=', 1),
        eb.exists(
          eb
            .selectFrom('staff_tenants as t')
            .select('t.staff_id')
            .whereRef('t.staff_id', '=', 's.id')
            .where('t.tenant_alias', '=', tenantAlias),
        ),
      ]),
    )
    .orderBy('s.email')
    .execute();
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
