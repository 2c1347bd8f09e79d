import type { Generated, Insertable, Selectable } from 'kysely';

/** A notification for one customer, or for every customer of the tenant when user_id is null. */
export interface NotificationsTable {
  id: Generated<number>;
  tenant_alias: string;
  user_id: number | null;
  title: string;
  body_html: string;
  created_at: string;
}

/** One row per notification a customer has read: kept on the server, so it holds across sessions. */
export interface NotificationReadsTable {
  notification_id: number;
  user_id: number;
  read_at: string;
}

export type Notification = Selectable<NotificationsTable>;
export type NewNotification = Insertable<NotificationsTable>;
