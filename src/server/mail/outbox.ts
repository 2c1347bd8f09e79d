import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { Mailer, MailTenant } from './mailer.js';
import type { MailKind, MailVars } from './templates.js';

/**
 * The mailer as a service sees it: bound to one tenant, with the origin its links start with.
 * Services receive it from their route (plugins/mailer.ts `outboxOf`), so they never touch the
 * Fastify instance and tests can hand them a fake.
 */
export interface Outbox {
  /** https://host of the tenant: links in its mails start with it (never taken from the request). */
  readonly baseUrl: string;
  /**
   * Queues one mail for delivery (retried until it goes out); resolves once it is queued. Pass
   * the transaction of the change the mail follows as `db` to queue it with that change.
   */
  send<K extends MailKind>(kind: K, to: string, vars: MailVars[K], db?: Kysely<Database>): Promise<void>;
  /** Delivers without making the caller wait (see Mailer.sendInBackground). */
  sendInBackground<K extends MailKind>(kind: K, to: string, vars: MailVars[K]): void;
}

/** The outbox of `tenant` on `mailer`. */
export function outboxFor(mailer: Pick<Mailer, 'send' | 'sendInBackground'>, tenant: MailTenant): Outbox {
  return {
    baseUrl: tenant.baseUrl,
    send: (kind, to, vars, db) => mailer.send(tenant, kind, to, vars, db),
    sendInBackground: (kind, to, vars) => mailer.sendInBackground(tenant, kind, to, vars),
  };
}
