import type { Kysely, Selectable } from 'kysely';
import type { Database, Db } from '../../db/database.js';

/** A row of the history (the table is content's notification.table.ts). */
export type NotificationSend = Selectable<Database['notification_sends']>;

/** Rows written per statement (the ids of a list of recipients). */
const CHUNK = 500;

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
