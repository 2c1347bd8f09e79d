import type { FastifyInstance } from 'fastify';
import { privacy } from '../../../shared/types/generated/api/privacy.js';
import { defineRoute } from '../../http/define-route.js';
import { outboxOf } from '../../plugins/mailer.js';
import { upsertSchedule } from '../jobs/service.js';
import type { RequestTenant } from '../tenants/service.js';
import { confirmErasure, requestErasure } from './erase-service.js';
import { EXPORT_JOB, exportFile, prepareExport, PURGE_JOB, purgeExports, requestExport, type PrivacyDeps } from './export-service.js';
import { changeConsent, privacyOverview } from './overview-service.js';
import { retentionJobs } from './retention-jobs.js';

/** Where a zip goes out: to its owner only, never kept by a cache, never sniffed. */
export const ZIP_HEADERS = { 'content-type': 'application/zip', 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' };

/**
 * The customer's data rights (schemas/api/privacy.json), and the jobs behind them: the export
 * job, the hourly purge of expired zips (a schedule every process declares; one job per hour),
 * and retention (retention-jobs.ts).
 */
export async function privacyRoutes(app: FastifyInstance): Promise<void> {
  const deps: PrivacyDeps = { db: app.db, dialect: app.dbDialect, now: app.clock };
  const tenantOf = (request: { tenant: RequestTenant }) => ({ alias: request.tenant.alias, purposes: request.tenant.config.consents });

  app.jobs.register<{ id: string }>(EXPORT_JOB, {
    run: ({ payload }) =>
      prepareExport(
        { ...deps, tenantOf: (alias) => app.tenantConfigs.get(alias, false), outboxOf: (tenant) => outboxOf(app, tenant) },
        payload.id,
      ),
  });
  app.jobs.register(PURGE_JOB, { run: async () => void (await purgeExports(deps)) });
  retentionJobs(app, deps);
  app.addHook('onReady', async () => {
    await upsertSchedule(app.db, { name: 'privacy-purge', kind: PURGE_JOB, cron: '17 * * * *' }, app.clock());
  });

  const signedIn = { preHandler: app.authenticate };

  defineRoute(app, privacy.getPrivacy, async (request) => privacyOverview(deps, tenantOf(request), request.user!.id), signedIn);

  defineRoute(app, privacy.setConsent, async (request) => changeConsent(deps, tenantOf(request), request.user!.id, request.body), signedIn);

  defineRoute(
    app,
    privacy.requestDataExport,
    async (request, reply) => {
      reply.code(202);
      return requestExport(deps, request.tenant.alias, request.user!.id, 'customer');
    },
    signedIn,
  );

  defineRoute(
    app,
    privacy.getDataExport,
    async (request, reply) => {
      const { zip, fileName } = await exportFile(deps, request.tenant.alias, request.user!.id, request.params.id);
      return reply.headers({ ...ZIP_HEADERS, 'content-disposition': `attachment; filename="${fileName}"` }).send(zip);
    },
    signedIn,
  );

  defineRoute(
    app,
    privacy.requestErasure,
    async (request, reply) => {
      const tenant = request.tenant;
      await requestErasure(deps, outboxOf(app, tenant), { alias: tenant.alias, timeZone: tenant.config.timeZone }, request.user!.id);
      reply.code(202);
      return { ok: true as const };
    },
    signedIn,
  );

  defineRoute(app, privacy.confirmErasure, async (request) => {
    await confirmErasure(deps, request.tenant.alias, request.body.code);
    return { ok: true as const };
  });
}
