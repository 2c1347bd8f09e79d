import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createMailer, type Mailer, type MailTenant } from '../mail/mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** `app.mailer.send(mailTenantOf(request), 'activation', to, { link })`: .eml in the outbox or SMTP. */
    mailer: Mailer;
  }
}

export interface MailerPluginOptions {
  smtpUrl?: string;
  outboxDir: string;
}

/**
 * The tenant as mails see it. Links are built on the host the customer used (Host + protocol),
 * but only when that host belongs to the same tenant: X-Client-Info picks the tenant, so a
 * forged Host could otherwise send a reset link (and its token) to an attacker's site.
 */
export function mailTenantOf(app: FastifyInstance, request: FastifyRequest): MailTenant {
  const { tenant } = request;
  const host = request.host;
  const sameTenant = host && app.tenants.lookup(host) === tenant.alias;
  const baseUrl = sameTenant ? `${request.protocol}://${host}` : `https://${tenant.config.hosts[0] ?? `${tenant.alias}.localhost`}`;
  return { alias: tenant.alias, name: tenant.config.name, baseUrl, primaryColor: tenant.config.theme.colors.primary };
}

async function mailerPlugin(app: FastifyInstance, options: MailerPluginOptions): Promise<void> {
  const mailer = createMailer({ smtpUrl: options.smtpUrl, outboxDir: options.outboxDir, log: app.log });
  app.decorate('mailer', mailer);
  // Mails queued in the background still go out on a clean shutdown.
  app.addHook('onClose', async () => mailer.flush());
}

export default fp(mailerPlugin, { name: 'premia-mailer', fastify: '5.x', dependencies: ['premia-tenancy'] });
