import type { FastifyInstance } from 'fastify';
import { formatLongDate } from '../../../shared/format.js';
import { outboxOf } from '../../plugins/mailer.js';
import { customerCards } from '../customers/staff-service.js';
import { upsertSchedule } from '../jobs/service.js';
import { EXPIRY_JOB, REMINDER_JOB, runExpiry, type ReminderPayload } from './expiry-service.js';

/** Every day at 00:05 on the tenant's clock: the points whose last day was yesterday expire. */
const EXPIRY_CRON = '5 0 * * *';

/**
 * The programme's background work: the daily points expiry of each tenant (a schedule per
 * tenant, in its time zone) and the reminder mails it queues. The handlers read the tenant's
 * configuration when they run, so a policy changed in the console applies to the next run.
 */
export async function programmeJobs(app: FastifyInstance): Promise<void> {
  const tenantOf = async (alias: string | null) => (alias ? app.tenantConfigs.get(alias, true) : null);

  app.jobs.register<Record<string, never>>(EXPIRY_JOB, {
    async run({ job }) {
      const tenant = await tenantOf(job.tenant_alias);
      if (!tenant) return;
      const run = await runExpiry({ db: app.db, dialect: app.dbDialect }, tenant, app.clock());
      if (run.expiredLots || run.reminded) app.log.info({ tenant: tenant.alias, ...run }, 'scadenza punti eseguita');
    },
  });

  app.jobs.register<ReminderPayload>(REMINDER_JOB, {
    async run({ job, payload }) {
      const tenant = await tenantOf(job.tenant_alias);
      const card = (await customerCards(app.db, [payload.userId])).get(payload.userId);
      if (!tenant || !card?.email) return;
      const outbox = outboxOf(app, tenant);
      const tz = tenant.config.timeZone;
      await outbox.send('pointsExpiry', card.email, {
        firstname: card.firstname,
        lots: payload.lots.map((l) => ({ points: l.points, lastDay: formatLongDate(l.lastDay, tz) })),
        link: `${outbox.baseUrl}/dettaglio-punti`,
      });
    },
  });

  app.addHook('onReady', async () => {
    const now = app.clock();
    for (const entry of app.tenants.list()) {
      const tenant = await app.tenantConfigs.get(entry.alias, false);
      if (!tenant) continue;
      await upsertSchedule(
        app.db,
        {
          name: `${EXPIRY_JOB}:${tenant.alias}`,
          kind: EXPIRY_JOB,
          tenantAlias: tenant.alias,
          cron: EXPIRY_CRON,
          timeZone: tenant.config.timeZone,
        },
        now,
      );
    }
  });
}
