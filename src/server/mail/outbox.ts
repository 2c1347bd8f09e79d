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
  /** Renders and delivers one mail; resolves once it is written or handed to SMTP. */
  send<K extends MailKind>(kind: K, to: string, vars: MailVars[K]): Promise<void>;
  /** Delivers without making the caller wait (see Mailer.sendInBackground). */
  sendInBackground<K extends MailKind>(kind: K, to: string, vars: MailVars[K]): void;
}

/** The outbox of `tenant` on `mailer`. */
export function outboxFor(mailer: Pick<Mailer, 'send' | 'sendInBackground'>, tenant: MailTenant): Outbox {
  return {
    baseUrl: tenant.baseUrl,
    send: (kind, to, vars) => mailer.send(tenant, kind, to, vars),
    sendInBackground: (kind, to, vars) => mailer.sendInBackground(tenant, kind, to, vars),
  };
}
