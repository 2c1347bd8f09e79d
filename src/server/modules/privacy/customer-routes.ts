import type { FastifyInstance } from 'fastify';
import type { ContractFile } from '../../../shared/api/contract-file.js';
import type { PrivacyOperations } from '../../../shared/types/generated/api/privacy.js';
import contractFile from '../../../../schemas/api/privacy.json' with { type: 'json' };
import { routeOf } from '../../http/contract.js';
import { outboxOf } from '../../plugins/mailer.js';
import { upsertSchedule } from '../jobs/service.js';
import type { RequestTenant } from '../tenants/service.js';
import { confirmErasure, requestErasure } from './erase-service.js';
import { EXPORT_JOB, exportFile, prepareExport, PURGE_JOB, purgeExports, requestExport, type PrivacyDeps } from './export-service.js';
import { changeConsent, privacyOverview } from './overview-service.js';
import { retentionJobs } from './retention-jobs.js';

const contract = contractFile as ContractFile;
type Op = PrivacyOperations;

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

  app.route({
    ...routeOf(contract, 'getPrivacy'),
    preHandler: app.authenticate,
    handler: async (request) => privacyOverview(deps, tenantOf(request), request.user!.id),
  });

  app.route<{ Body: Op['setConsent']['body'] }>({
    ...routeOf(contract, 'setConsent'),
    preHandler: app.authenticate,
    handler: async (request) => changeConsent(deps, tenantOf(request), request.user!.id, request.body),
  });

  app.route({
    ...routeOf(contract, 'requestDataExport'),
    preHandler: app.authenticate,
    handler: async (request, reply) => reply.code(202).send(await requestExport(deps, request.tenant.alias, request.user!.id, 'customer')),
  });

  app.route<{ Params: Op['getDataExport']['params'] }>({
    ...routeOf(contract, 'getDataExport'),
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      const { zip, fileName } = await exportFile(deps, request.tenant.alias, request.user!.id, request.params.id);
      return reply.headers({ ...ZIP_HEADERS, 'content-disposition': `attachment; filename="${fileName}"` }).send(zip);
    },
  });

  app.route({
    ...routeOf(contract, 'requestErasure'),
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      const tenant = request.tenant;
      await requestErasure(deps, outboxOf(app, tenant), { alias: tenant.alias, timeZone: tenant.config.timeZone }, request.user!.id);
      return reply.code(202).send({ ok: true });
    },
  });

  app.route<{ Body: Op['confirmErasure']['body'] }>({
    ...routeOf(contract, 'confirmErasure'),
    handler: async (request) => {
      await confirmErasure(deps, request.tenant.alias, request.body.code);
      return { ok: true as const };
    },
  });
}
