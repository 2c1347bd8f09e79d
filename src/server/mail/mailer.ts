import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/database.js';
import { renderMail, type MailKind, type MailVars } from './templates.js';

/** What a mail needs to know about its tenant. */
export interface MailTenant {
  alias: string;
  name: string;
  /** https://host (or http://alias.localhost:8080 locally): links in the mail start with it. */
  baseUrl: string;
  /** Colour of the call-to-action button (the tenant's theme.colors.primary). */
  primaryColor?: string;
}

/** One mail to go out, as the queue keeps it: the template and its values, not the rendered text. */
export interface MailMessage<K extends MailKind = MailKind> {
  tenant: MailTenant;
  kind: K;
  to: string;
  vars: MailVars[K];
  /** When it was queued (this machine's time): the outbox file is named by it, so files sort in the order mails were sent. */
  queuedAt?: string;
}

/**
 * Where a mail is put to be delivered later (the durable job queue, plugins/mailer.ts). `db` is
 * the transaction of the change the mail follows, when the caller has one.
 */
export type MailQueue = (message: MailMessage, db?: Kysely<Database>) => Promise<void>;

export interface MailerOptions {
  /** smtp(s)://… sends real mail; absent → .eml files in outboxDir. */
  smtpUrl?: string;
  outboxDir: string;
  /** Where send() puts a mail: a durable queue whose worker calls deliver(). */
  queue: MailQueue;
  log: { error(obj: object, msg: string): void; info(msg: string): void };
}

export interface Mailer {
  /**
   * Puts one mail in the durable queue (retried until delivered, see plugins/mailer.ts).
   * Resolves once it is queued; pass `db` (a transaction) to queue it with the change it follows.
   */
  send<K extends MailKind>(tenant: MailTenant, kind: K, to: string, vars: MailVars[K], db?: Kysely<Database>): Promise<void>;
  /**
   * Queues without making the caller wait, so answer times do not reveal whether a mail is due
   * (password recovery). Failures are logged; flush() awaits what is still pending.
   */
  sendInBackground<K extends MailKind>(tenant: MailTenant, kind: K, to: string, vars: MailVars[K]): void;
  /** Renders and delivers one mail now: written to the outbox or handed to SMTP (the queue's worker). */
  deliver(message: MailMessage): Promise<void>;
  flush(): Promise<void>;
}

/** File-name-safe recipient: keeps letters, digits and @._- only. */
function safeName(value: string): string {
  return value.replace(/[^A-Za-z0-9@._-]/g, '_').slice(0, 120);
}

/** Compact UTC timestamp with milliseconds, sortable: 20261122T101500123Z. */
function stamp(date: Date): string {
  return date.toISOString().replace(/[-:.]/g, '');
}

export function createMailer(options: MailerOptions): Mailer {
  const smtp: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  // Without SMTP, nodemailer still builds the MIME message (headers, encodings, both parts).
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();
  // Two mails queued in the same millisecond (a contact request's two) still get distinct,
  // ordered times: outbox files sort in the order the mails were queued by this process.
  let lastQueuedMs = 0;
  const queueTime = () => new Date((lastQueuedMs = Math.max(Date.now(), lastQueuedMs + 1))).toISOString();

  async function writeEml(kind: string, to: string, message: Buffer, at: Date): Promise<void> {
    await mkdir(options.outboxDir, { recursive: true });
    const base = `${stamp(at)}-${kind}-${safeName(to)}`;
    for (let n = 1; ; n++) {
      const file = path.join(options.outboxDir, `${base}${n === 1 ? '' : `-${n}`}.eml`);
      try {
        await writeFile(file, message, { flag: 'wx' });
        return;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || n > 50) throw err;
      }
    }
  }

  const mailer: Mailer = {
    send(tenant, kind, to, vars, db) {
      return options.queue({ tenant, kind, to, vars, queuedAt: queueTime() } as MailMessage, db);
    },
    async deliver({ tenant, kind, to, vars, queuedAt }) {
      const rendered = renderMail(kind, vars, { tenantName: tenant.name, baseUrl: tenant.baseUrl, primaryColor: tenant.primaryColor });
      const host = new URL(tenant.baseUrl).hostname;
      const mail = {
        from: { name: tenant.name, address: `noreply@${host.includes('.') ? host : `${host}.invalid`}` },
        to,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        headers: { 'X-Premia-Tenant': tenant.alias, 'X-Premia-Kind': kind },
      };
      if (smtp) {
        await smtp.sendMail(mail);
        return;
      }
      const info = (await stream.sendMail(mail)) as { message: Buffer };
      await writeEml(kind, to, info.message, queuedAt ? new Date(queuedAt) : new Date());
    },
    sendInBackground(tenant, kind, to, vars) {
      const job = mailer
        .send(tenant, kind, to, vars)
        .catch((err: unknown) => options.log.error({ err, kind, tenant: tenant.alias }, 'email non messa in coda'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async flush() {
      await Promise.all([...pending]);
    },
  };
  return mailer;
}
