import type { MarkReadResult, Notification, NotificationPage } from '../../../shared/types/generated/api/content.js';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import { countsFor, findNotification, markRead, pageNotifications, type NotificationRow } from './notification-repository.js';
import { offsetOf, pageOf } from '../../http/paging.js';
import { htmlToText } from '../../security/html-policy.js';

/**
 * The customer's notifications. Read state is a server row per customer and notification, so a
 * notification read on the phone is read on the desktop too; opening one marks it read.
 */

export const NOTIFICATIONS_PAGE_SIZE = 10;
export const NOTIFICATION_NOT_FOUND = 'Notifica non trovata';
const EXCERPT_LENGTH = 160;

function notificationView(n: NotificationRow): Notification {
  const text = htmlToText(n.body_html).replace(/\s+/g, ' ');
  const excerpt = text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : text;
  return {
    id: n.id,
    title: n.title,
    excerpt,
    body_html: n.body_html,
    created_at: n.created_at,
    read: n.read_at !== null,
    read_at: n.read_at,
  };
}

/** A page of the customer's notifications (theirs and the tenant-wide ones), with the unread count. */
export async function notificationsPage(db: Db, tenantAlias: string, userId: number, page: number): Promise<NotificationPage> {
  const { rows, total, unread } = await pageNotifications(
    db,
    tenantAlias,
    userId,
    NOTIFICATIONS_PAGE_SIZE,
    offsetOf(page, NOTIFICATIONS_PAGE_SIZE),
  );
  return { ...pageOf(rows.map(notificationView), total, page, NOTIFICATIONS_PAGE_SIZE), unread };
}

/** The notification, marked read by this customer if it was not; 404 when it is not theirs to see. */
async function readOne(db: Db, tenantAlias: string, userId: number, id: number, now: Date): Promise<NotificationRow> {
  const found = await findNotification(db, tenantAlias, userId, id);
  if (!found) throw new HttpError(404, NOTIFICATION_NOT_FOUND);
  if (found.read_at === null) {
    await markRead(db, id, userId, now.toISOString());
    // Re-read: another session may have marked it a moment earlier, and its time wins.
    return (await findNotification(db, tenantAlias, userId, id)) ?? found;
  }
  return found;
}

/** Opens a notification: it is answered and marked read. */
export async function openNotification(db: Db, tenantAlias: string, userId: number, id: number, now: Date): Promise<Notification> {
  return notificationView(await readOne(db, tenantAlias, userId, id, now));
}

/** Marks a notification read (idempotent) and answers the customer's unread count. */
export async function markNotificationRead(
  db: Db,
  tenantAlias: string,
  userId: number,
  id: number,
  clock: () => Date,
): Promise<MarkReadResult> {
  const row = await readOne(db, tenantAlias, userId, id, clock());
  const { unread } = await countsFor(db, tenantAlias, userId);
  return { id: row.id, read: true, read_at: row.read_at ?? clock().toISOString(), unread };
}
