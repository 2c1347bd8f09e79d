import type { Kysely, Selectable } from 'kysely';
import type { Database, Db } from '../../db/database.js';

/** A row of the history (the table is content's notification.table.ts). */
export type NotificationSend = Selectable<Database['notification_sends']>;

/** Users (not staff) of a tenant: the console's Notifiche looks them up by code and mails them. */

const CHUNK = 500;

/** The tenant's customers with these (upper-case) codes: code → id. */
export async function customersByCode(db: Db, tenantAlias: string, codes: readonly string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (let i = 0; i < codes.length; i += CHUNK) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('tenant_alias', '=', tenantAlias)
      .where('username', 'in', codes.slice(i, i + CHUNK))
      .execute();
    for (const r of rows) out.set(r.username, r.id);
  }
  return out;
}

/** Recipients that a mail can reach: an address and an active account; `ids` null = every customer. */
function mailable(db: Kysely<Database>, tenantAlias: string) {
  return db
    .selectFrom('users')
    .where('tenant_alias', '=', tenantAlias)
    .where('email', 'is not', null)
    .where('email', '!=', '')
    .where('active', '=', 1);
}

export async function countCustomers(db: Kysely<Database>, tenantAlias: string, mailableOnly: boolean): Promise<number> {
  const base = mailableOnly ? mailable(db, tenantAlias) : db.selectFrom('users').where('tenant_alias', '=', tenantAlias);
  const row = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countMailable(db: Kysely<Database>, tenantAlias: string, ids: readonly number[]): Promise<number> {
  let n = 0;
  for (let i = 0; i < ids.length; i += CHUNK) {
    const row = await mailable(db, tenantAlias)
      .where('id', 'in', ids.slice(i, i + CHUNK))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    n += Number(row.n);
  }
  return n;
}

export interface MailRecipient {
  id: number;
  email: string;
  firstname: string | null;
}

/** The next `limit` mailable customers after id `after` (of `ids`, or of every customer). */
export async function mailRecipients(
  db: Db,
  tenantAlias: string,
  ids: readonly number[] | null,
  after: number,
  limit: number,
): Promise<MailRecipient[]> {
  let query = mailable(db, tenantAlias).select(['id', 'email', 'firstname']).where('id', '>', after);
  if (ids) query = query.where('id', 'in', ids.filter((id) => id > after).slice(0, limit));
  const rows = await query.orderBy('id').limit(limit).execute();
  return rows.map((r) => ({ id: r.id, email: r.email!, firstname: r.firstname }));
}

export async function insertNotifications(
  db: Kysely<Database>,
  tenantAlias: string,
  userIds: readonly number[] | null,
  notice: { title: string; body_html: string; created_at: string },
): Promise<void> {
  if (!userIds) {
    await db
      .insertInto('notifications')
      .values({ tenant_alias: tenantAlias, user_id: null, ...notice })
      .execute();
    return;
  }
  for (let i = 0; i < userIds.length; i += CHUNK)
    await db
      .insertInto('notifications')
      .values(userIds.slice(i, i + CHUNK).map((user_id) => ({ tenant_alias: tenantAlias, user_id, ...notice })))
      .execute();
}

export async function insertSend(db: Kysely<Database>, row: Omit<NotificationSend, 'id'>): Promise<NotificationSend> {
  return db.insertInto('notification_sends').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function addMailsSent(db: Db, id: number, n: number): Promise<void> {
  await db
    .updateTable('notification_sends')
    .set((eb) => ({ emails_sent: eb('emails_sent', '+', n) }))
    .where('id', '=', id)
    .execute();
}

export async function latestSends(db: Db, tenantAlias: string, limit: number): Promise<NotificationSend[]> {
  return db
    .selectFrom('notification_sends')
    .selectAll()
    .where('tenant_alias', '=', tenantAlias)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
