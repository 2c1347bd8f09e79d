import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createMailer, type Mailer, type MailTenant } from '../mail/mailer.js';
import { enqueueMail, MAIL_JOB, mailJobHandler } from '../mail/mail-job.js';
import { outboxFor, type Outbox } from '../mail/outbox.js';
import type { RequestTenant } from '../modules/tenants/service.js';
import { publicBaseUrl, type LinkSite } from '../tenants/public-url.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** `app.mailer.send(mailTenantOf(app, request.tenant), 'activation', to, { link })`: .eml in the outbox or SMTP. */
    mailer: Mailer;
    /** The origin links to this tenant start with (publicBaseUrl with this server's environment). */
    publicUrlOf(tenant: Pick<RequestTenant, 'alias'> & { config: { hosts: readonly string[]; publicUrl?: string } }): string;
  }
}

export interface MailerPluginOptions {
  smtpUrl?: string;
  outboxDir: string;
  /** Where links point: from the environment, never from a request. */
  links: LinkSite;
}

/**
 * The tenant as mails see it. Takes the tenant, not the request: a link (and the token in it)
 * must never follow a Host or X-Forwarded-Host an attacker can send.
 */
export function mailTenantOf(app: FastifyInstance, tenant: RequestTenant): MailTenant {
  return {
    alias: tenant.alias,
    name: tenant.config.name,
    baseUrl: app.publicUrlOf(tenant),
    primaryColor: tenant.config.theme.colors.primary,
  };
}

/** The tenant's outbox, for a route to hand to the service that mails. */
export function outboxOf(app: FastifyInstance, tenant: RequestTenant): Outbox {
  return outboxFor(app.mailer, mailTenantOf(app, tenant));
}

async function mailerPlugin(app: FastifyInstance, options: MailerPluginOptions): Promise<void> {
  const mailer = createMailer({
    smtpUrl: options.smtpUrl,
    outboxDir: options.outboxDir,
    queue: (message, db) => enqueueMail(db ?? app.db, message, app.clock()),
    log: app.log,
  });
  app.decorate('mailer', mailer);
  // Every process delivers the queued mail, whichever process queued it (plugins/jobs.ts).
  app.jobs.register(MAIL_JOB, mailJobHandler(mailer));
  app.decorate('publicUrlOf', (tenant: Parameters<FastifyInstance['publicUrlOf']>[0]) =>
    publicBaseUrl(tenant.alias, tenant.config, options.links),
  );
  // Mails still being queued in the background reach the queue on a clean shutdown.
  app.addHook('onClose', async () => mailer.flush());
}

export default fp(mailerPlugin, { name: 'premia-mailer', fastify: '5.x', dependencies: ['premia-tenancy', 'premia-jobs'] });
