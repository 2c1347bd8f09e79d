import type { FastifyInstance } from 'fastify';
import { upsertSchedule } from '../jobs/service.js';
import type { PrivacyDeps } from './export-service.js';
import { RETENTION_JOB, runConsentRetention, runInactiveCustomerRetention, runReceiptRetention } from './retention-service.js';

/** Every night at 03:30 (Rome). */
const RETENTION_CRON = '30 3 * * *';

/**
 * The nightly retention job: for each tenant, the consents' lapse, then the tenant's own rules
 * (inactive customers, receipts) when its configuration switches them on. The configuration is
 * read when the job runs, so a rule switched on or changed in the console applies the next
 * night; a rule that is off does nothing and writes nothing to the audit log. The schedule's due
 * time makes it one job whatever the number of processes, so each rule runs once a night.
 *
 * One tenant's failure does not keep the others from running: it is logged, and the job then
 * fails so the queue retries it (a rule that already ran finds nothing left the second time).
 */
export function retentionJobs(app: FastifyInstance, deps: PrivacyDeps): void {
  app.jobs.register(RETENTION_JOB, {
    run: async () => {
      const failed: string[] = [];
      for (const { alias } of app.tenants.list()) {
        try {
          const tenant = await app.tenantConfigs.get(alias, true);
          if (!tenant) continue;
          await runConsentRetention(deps, { alias, purposes: tenant.config.consents });
          const rules = tenant.config.retention;
          if (rules.inactiveCustomerMonths) await runInactiveCustomerRetention(deps, alias, rules.inactiveCustomerMonths);
          if (rules.receiptMonths) await runReceiptRetention(deps, alias, rules.receiptMonths);
        } catch (err) {
          app.log.error({ err, tenant: alias }, 'conservazione dei dati non riuscita');
          failed.push(alias);
        }
      }
      if (failed.length) throw new Error(`retention failed for ${failed.join(', ')}`);
    },
  });
  app.addHook('onReady', async () => {
    await upsertSchedule(app.db, { name: 'privacy-retention', kind: RETENTION_JOB, cron: RETENTION_CRON }, app.clock());
  });
}
