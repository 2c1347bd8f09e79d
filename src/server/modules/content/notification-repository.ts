import type { ExpressionBuilder } from 'kysely';
import type { Database, Db } from '../../db/database.js';

/** A notification as one customer sees it: with their read time (null = unread). */
export interface NotificationRow {
  id: number;
  title: string;
  body_html: string;
  created_at: string;
  read_at: string | null;
}

/** The customer's own notifications plus the tenant-wide ones (user_id null). */
function visibleTo(tenantAlias: string, userId: number) {
  return (eb: ExpressionBuilder<Database, 'notifications'>) =>
    eb.and([
      eb('notifications.tenant_alias', '=', tenantAlias),
      eb.or([eb('notifications.user_id', '=', userId), eb('notifications.user_id', 'is', null)]),
    ]);
}

/** The columns of a NotificationRow. */
const NOTIFICATION_COLUMNS = [
  'notifications.id',
  'notifications.title',
  'notifications.body_html',
  'notifications.created_at',
  'notification_reads.read_at',
] as const;

function baseQuery(db: Db, tenantAlias: string, userId: number) {
  return db
    .selectFrom('notifications')
    .leftJoin('notification_reads', (join) =>
      join.onRef('notification_reads.notification_id', '=', 'notifications.id').on('notification_reads.user_id', '=', userId),
    )
    .where(visibleTo(tenantAlias, userId));
}

export async function pageNotifications(
  db: Db,
  tenantAlias: string,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ rows: NotificationRow[]; total: number; unread: number }> {
  const [rows, counts] = await Promise.all([
    baseQuery(db, tenantAlias, userId)
      .select(NOTIFICATION_COLUMNS)
      .orderBy('notifications.created_at', 'desc')
      .orderBy('notifications.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    countsFor(db, tenantAlias, userId),
  ]);
  return { rows, ...counts };
}

export async function countsFor(db: Db, tenantAlias: string, userId: number): Promise<{ total: number; unread: number }> {
  const row = await baseQuery(db, tenantAlias, userId)
    .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.count<number>('notification_reads.read_at').as('read')])
    .executeTakeFirstOrThrow();
  const total = Number(row.total);
  return { total, unread: total - Number(row.read) };
}

export async function findNotification(db: Db, tenantAlias: string, userId: number, id: number): Promise<NotificationRow | undefined> {
  return baseQuery(db, tenantAlias, userId).select(NOTIFICATION_COLUMNS).where('notifications.id', '=', id).executeTakeFirst();
}

/** Marks it read once: the first read time stays (a second device does not move it). */
export async function markRead(db: Db, notificationId: number, userId: number, at: string): Promise<void> {
  await db
    .insertInto('notification_reads')
    .values({ notification_id: notificationId, user_id: userId, read_at: at })
    .onConflict((oc) => oc.columns(['notification_id', 'user_id']).doNothing())
    .execute();
}
