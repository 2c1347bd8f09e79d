import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { escapeHtml } from '../../mail/templates.js';
import { insertNotification } from './notify-repository.js';

/** A notification for one customer, written by another module's action (the console's reviews). */
export interface CustomerNotice {
  tenantAlias: string;
  userId: number;
  title: string;
  /** Plain text, one paragraph each: escaped here, so a staff member's words never become markup. */
  paragraphs: readonly string[];
}

/**
 * Adds `notice` to the customer's notifications (/notifications, read state on the server). Pass
 * the transaction that makes the change it reports, so a change rolled back notifies nobody.
 */
export async function notifyCustomer(db: Kysely<Database>, notice: CustomerNotice, now: Date): Promise<void> {
  await insertNotification(db, {
    tenant_alias: notice.tenantAlias,
    user_id: notice.userId,
    title: notice.title,
    body_html: notice.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
    created_at: now.toISOString(),
  });
}
