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

/** One notification sent by an operator from the console (2026_12_02_0003): the history of the Notifiche area. */
export interface NotificationSendsTable {
  id: Generated<number>;
  tenant_alias: string;
  title: string;
  body_html: string;
  audience: 'all' | 'codes';
  /** Customers notified. */
  recipients: number;
  /** Codes of the list that were no customer of the tenant (JSON string[]). */
  unknown_codes_json: string;
  email: 0 | 1;
  /** Recipients to mail, and those mailed so far (the background batches move it). */
  emails_total: number;
  emails_sent: number;
  /** The operator's email. */
  sent_by: string;
  created_at: string;
}

export type Notification = Selectable<NotificationsTable>;
export type NotificationSend = Selectable<NotificationSendsTable>;
export type NewNotification = Insertable<NotificationsTable>;
