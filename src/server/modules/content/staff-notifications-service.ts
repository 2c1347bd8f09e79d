import type { NotificationSend as SendView, SendBody } from '../../../shared/types/generated/api/staff-notifications.js';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import type { Outbox } from '../../mail/outbox.js';
import { escapeHtml } from '../../mail/templates.js';
import { recordAction } from '../audit/service.js';
import { cleanRichText } from './editing-service.js';
import type { StaffAct } from '../../plugins/staff-actor.js';
import { countCustomers, countMailable, customersByCode, mailRecipients } from '../customers/staff-service.js';
import { addMailsSent, insertNotifications, insertSend, latestSends, type NotificationSend } from './staff-notifications-repository.js';
import { writeTransaction } from '../../db/write-transaction.js';

export const NOTIFY_MSG = {
  title: 'Scrivi il titolo della notifica',
  body: 'Scrivi il testo della notifica',
  noCodes: 'Indica almeno un codice utente',
  noneKnown: 'Nessuno dei codici indicati è un cliente di questa iniziativa',
} as const;

/** Mails per batch: each batch is awaited before the next and its count written, so the history moves. */
const MAIL_BATCH = 100;
/** Unknown codes kept in the history: enough to fix a list, bounded for a hostile one. */
const UNKNOWN_KEPT = 1000;
const HISTORY = 100;

export interface NotificationsDeps {
  db: Db;
  now: () => Date;
  /** A batch of mails that failed: the route logs it; the rest go on. */
  onMailError: (err: unknown, sendId: number) => void;
}

function view(row: NotificationSend): SendView {
  return {
    id: row.id,
    title: row.title,
    bodyHtml: row.body_html,
    audience: row.audience,
    recipients: row.recipients,
    unknownCodes: JSON.parse(row.unknown_codes_json) as string[],
    email: row.email === 1,
    emailsTotal: row.emails_total,
    emailsSent: row.emails_sent,
    sentBy: row.sent_by,
    sentAt: row.created_at,
  };
}

/** Paragraphs of the operator's text: a blank line between them; a single line break is kept inside one. */
export function paragraphsOf(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Codes as the login compares them (trimmed, upper case), each once, in the list's order. */
function normalCodes(codes: readonly string[] | undefined): string[] {
  return [...new Set((codes ?? []).map((c) => c.trim().toUpperCase()).filter(Boolean))];
}

function invalid(field: string, message: string): HttpError {
  return new HttpError(400, message, [{ field, message }]);
}

export async function notificationHistory(deps: Pick<NotificationsDeps, 'db'>, tenantAlias: string): Promise<{ items: SendView[] }> {
  return { items: (await latestSends(deps.db, tenantAlias, HISTORY)).map(view) };
}

/**
 * Writes the notification for every customer (one row, user_id null, as the portal reads it) or
 * for each customer of the list, the history row and the audit entry in one transaction; then,
 * when asked, mails the recipients in the background (`mailing`, for the server's shutdown to
 * wait on). The body is plain text turned into paragraphs, escaped, then passed through the
 * one sanitiser: what the operator typed is never markup.
 */
export async function sendNotification(
  deps: NotificationsDeps,
  act: StaffAct,
  outbox: Outbox,
  body: SendBody,
): Promise<{ sent: SendView; mailing: Promise<void> }> {
  const title = body.title.trim();
  if (!title) throw invalid('title', NOTIFY_MSG.title);
  const paragraphs = paragraphsOf(body.body);
  if (!paragraphs.length) throw invalid('body', NOTIFY_MSG.body);
  const bodyHtml = cleanRichText(paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join(''));

  let ids: number[] | null = null;
  let unknown: string[] = [];
  if (body.audience === 'codes') {
    const codes = normalCodes(body.codes);
    if (!codes.length) throw invalid('codes', NOTIFY_MSG.noCodes);
    const known = await customersByCode(deps.db, act.tenantAlias, codes);
    unknown = codes.filter((c) => !known.has(c));
    if (!known.size)
      throw invalid('codes', `${NOTIFY_MSG.noneKnown}: ${unknown.slice(0, 20).join(', ')}${unknown.length > 20 ? ' …' : ''}`);
    ids = [...known.values()].sort((a, b) => a - b);
  }

  const now = deps.now();
  const row = await writeTransaction(deps.db, async (trx) => {
    await insertNotifications(trx, act.tenantAlias, ids, { title, body_html: bodyHtml, created_at: now.toISOString() });
    const recipients = ids ? ids.length : await countCustomers(trx, act.tenantAlias, false);
    const emailsTotal = !body.email
      ? 0
      : ids
        ? await countMailable(trx, act.tenantAlias, ids)
        : await countCustomers(trx, act.tenantAlias, true);
    const saved = await insertSend(trx, {
      tenant_alias: act.tenantAlias,
      title,
      body_html: bodyHtml,
      audience: body.audience,
      recipients,
      unknown_codes_json: JSON.stringify(unknown.slice(0, UNKNOWN_KEPT)),
      email: body.email ? 1 : 0,
      emails_total: emailsTotal,
      emails_sent: 0,
      sent_by: act.who.actor,
      created_at: now.toISOString(),
    });
    await recordAction(
      trx,
      act.who,
      {
        tenant: act.tenantAlias,
        action: 'notification.send',
        target: title,
        after: { destinatari: recipients, codici_sconosciuti: unknown.length, email: emailsTotal },
      },
      now,
    );
    return saved;
  });
  const mailing = row.emails_total ? mailAll(deps, outbox, row, ids, paragraphs) : Promise.resolve();
  return { sent: view(row), mailing };
}

/** The mails, a batch at a time, each batch counted on the history row; never rejects. */
async function mailAll(deps: NotificationsDeps, outbox: Outbox, row: NotificationSend, ids: number[] | null, paragraphs: string[]) {
  const link = `${outbox.baseUrl}/notifications`;
  let after = 0;
  for (;;) {
    const batch = await mailRecipients(deps.db, row.tenant_alias, ids, after, MAIL_BATCH).catch((err: unknown) => {
      deps.onMailError(err, row.id);
      return [];
    });
    if (!batch.length) return;
    after = batch.at(-1)!.id;
    const results = await Promise.allSettled(
      batch.map((r) => outbox.send('notification', r.email, { firstname: r.firstname, title: row.title, paragraphs, link })),
    );
    for (const r of results) if (r.status === 'rejected') deps.onMailError(r.reason, row.id);
    const sent = results.filter((r) => r.status === 'fulfilled').length;
    await addMailsSent(deps.db, row.id, sent).catch((err: unknown) => deps.onMailError(err, row.id));
  }
}
