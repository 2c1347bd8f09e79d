import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { backoffMs, enqueueJob } from '../modules/jobs/service.js';
import type { JobHandler } from '../modules/jobs/runner.js';
import type { Mailer, MailMessage } from './mailer.js';

/** Outgoing mail is a durable job of this kind: queued with the change, delivered by any process. */
export const MAIL_JOB = 'mail.send';

/**
 * Delivery attempts before a mail is dead (kept in the console's "Coda lavori", retried by hand).
 * With MAIL_BACKOFF the ten attempts span about three hours: an SMTP outage shorter than that
 * loses nothing and needs nobody.
 */
export const MAIL_MAX_ATTEMPTS = 10;

/** 30 s after the first failure, doubling, at most an hour between two attempts. */
export const mailBackoffMs = (attempt: number): number => backoffMs(attempt, 30_000, 3_600_000);

/** Puts one mail in the shared queue; `db` is the transaction of the change it follows, if any. */
export async function enqueueMail(db: Kysely<Database>, message: MailMessage, now: Date): Promise<void> {
  await enqueueJob(db, { kind: MAIL_JOB, tenantAlias: message.tenant.alias, payload: message, maxAttempts: MAIL_MAX_ATTEMPTS }, now);
}

/**
 * The queue's handler: renders and delivers (SMTP or the file outbox). A failure (SMTP down,
 * refused, disk full) throws, so the runner retries it later. A crash after SMTP accepted the
 * mail and before the job was marked done sends it twice: at least once, never lost.
 */
export function mailJobHandler(mailer: Pick<Mailer, 'deliver'>): JobHandler<MailMessage> {
  return { run: ({ payload }) => mailer.deliver(payload), backoffMs: mailBackoffMs };
}
