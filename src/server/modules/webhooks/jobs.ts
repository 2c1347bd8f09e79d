import type { FastifyInstance } from 'fastify';
import { deepMerge } from '../../../shared/merge.js';
import type { TenantFile } from '../../../shared/types/generated/tenant.js';
import { mailTenantOf } from '../../plugins/mailer.js';
import { upsertSchedule } from '../jobs/service.js';
import { runDelivery } from './delivery-service.js';
import { DELIVERY_JOB, LOG_RETENTION_MS, PURGE_JOB, retryWaitMs } from './events.js';
import { purgeDeliveries } from './repository.js';
import type { WebhookEndpoint } from './webhook.table.js';

export interface WebhookJobsOptions {
  /** OPERATOR_EMAIL: who hears of a disabled endpoint when the tenant names no operator address. */
  operatorEmail?: string;
  /** The console's origin, for the mail's link to the tenant's webhooks. */
  consoleUrl: string;
}

/**
 * The module's background work on the shared job queue: each delivery (retried by the runner
 * with the module's waits), and a nightly purge of the log past its 14 days.
 */
export function registerWebhookJobs(app: FastifyInstance, options: WebhookJobsOptions): void {
  const notifyDisabled = async (endpoint: WebhookEndpoint, reason: string) => {
    try {
      const tenant = await app.tenantConfigs.get(endpoint.tenant_alias, false);
      if (!tenant) return;
      const to = deepMerge<TenantFile>(tenant.file, tenant.overrides).contact?.operatorEmail ?? options.operatorEmail;
      if (!to) {
        app.log.warn({ tenant: endpoint.tenant_alias, endpoint: endpoint.id }, 'webhook disattivato: nessun indirizzo a cui scriverlo');
        return;
      }
      await app.mailer.send(mailTenantOf(app, tenant), 'webhookDisabled', to, {
        url: endpoint.url,
        reason,
        link: `${options.consoleUrl}/iniziative/${endpoint.tenant_alias}/webhook`,
      });
    } catch (err) {
      app.log.error({ err, endpoint: endpoint.id }, 'email del webhook disattivato non inviata');
    }
  };

  app.jobs.register<{ deliveryId: number }>(DELIVERY_JOB, {
    run: ({ payload, job }) => runDelivery({ db: app.db, now: app.clock, notifyDisabled }, payload.deliveryId, job.attempts),
    backoffMs: retryWaitMs,
  });
  app.jobs.register(PURGE_JOB, {
    run: async () => {
      const before = new Date(app.clock().getTime() - LOG_RETENTION_MS).toISOString();
      const purged = await purgeDeliveries(app.db, before);
      if (purged) app.log.info({ purged }, 'registro dei webhook: invii più vecchi di 14 giorni eliminati');
    },
  });
  // Kept by the processes that run jobs (one row for all: upserting it again changes nothing); a
  // process that only answers requests, or a tool building the app without a database, leaves it.
  app.addHook('onReady', async () => {
    if (!app.jobs.runner?.started) return;
    await upsertSchedule(app.db, { name: PURGE_JOB, kind: PURGE_JOB, cron: '17 3 * * *' }, app.clock());
  });
}
