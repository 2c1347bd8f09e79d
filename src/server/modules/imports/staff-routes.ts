import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContractFile } from '../../../shared/api/contract-file.js';
import { importableExtraFields } from '../../../shared/customer-fields.js';
import type { ImportKind } from '../../../shared/import-columns.js';
import type { ImportJob, StaffImportsOperations } from '../../../shared/types/generated/api/staff-imports.js';
import contractFile from '../../../../schemas/api/staff-imports.json' with { type: 'json' };
import { routeOf } from '../../http/contract.js';
import { importJobHandler } from './import-run.js';
import { queueKindOf } from './jobs-kinds.js';
import { importJob, importReportCsv, JOB_KINDS, startImportJob, type JobDeps } from './jobs-service.js';
import { actorOf } from '../../plugins/staff-actor.js';
import { signedStaffOnly, staffOf, tenantOf } from '../../plugins/staff-guard.js';

// Through unknown: TypeScript types the JSON's `anyOf` (a reference or null) as objects with
// optional undefined keys, which Json does not admit.
const contract = contractFile as unknown as ContractFile;
type Op = StaffImportsOperations;
type JobRequest = FastifyRequest<{ Params: Op['getUsersImport']['params'] }>;

/** Room for the form's other parts and the multipart framing around the file. */
const FORM_OVERHEAD = 1024 * 1024;

const OPERATIONS: Record<ImportKind, { start: string; get: string; report: string }> = {
  users: { start: 'startUsersImport', get: 'getUsersImport', report: 'exportUsersImportReport' },
  points: { start: 'startPointsImport', get: 'getPointsImport', report: 'exportPointsImportReport' },
  catalog: { start: 'startCatalogImport', get: 'getCatalogImport', report: 'exportCatalogImportReport' },
};

/**
 * The console's CSV uploads (schemas/api/staff-imports.json): the same imports as `npm run
 * users:import` / `points:import`, run as durable jobs (`import.<kind>` in the shared queue) that
 * any server process may run or resume, while the screen polls (modules/imports/jobs-service.ts).
 */
export async function consoleImportsRoutes(app: FastifyInstance): Promise<void> {
  const deps: JobDeps = {
    db: app.db,
    dialect: app.dbDialect,
    now: app.clock,
    onError: (err, jobId) => app.log.error({ err, importJob: jobId }, 'avanzamento dell’importazione non registrato'),
  };

  for (const kind of ['users', 'points', 'catalog'] as const) {
    const names = OPERATIONS[kind];
    const route = routeOf(contract, names.start);
    const { maxBytes } = JOB_KINDS[kind];
    app.jobs.register(queueKindOf(kind), importJobHandler(deps));

    app.route<{ Params: Op['startUsersImport']['params']; Body: Op['startUsersImport']['body'] }>({
      ...route,
      config: { ...route.config, maxFileBytes: maxBytes },
      bodyLimit: maxBytes + FORM_OVERHEAD,
      onRequest: signedStaffOnly(app),
      handler: async (request, reply): Promise<ImportJob> => {
        const tenant = tenantOf(request);
        const job = await startImportJob(deps, {
          alias: tenant.alias,
          kind,
          extraFields: importableExtraFields(tenant.config.forms),
          dryRun: request.body.dryRun === true,
          file: request.body.file,
          fileName: request.body.fileName,
          who: actorOf(staffOf(request), request),
        });
        reply.code(202);
        return job;
      },
    });

    app.route<{ Params: Op['getUsersImport']['params'] }>({
      ...routeOf(contract, names.get),
      handler: async (request: JobRequest): Promise<ImportJob> => importJob(deps, tenantOf(request).alias, kind, request.params.id),
    });

    app.route<{ Params: Op['getUsersImport']['params'] }>({
      ...routeOf(contract, names.report),
      handler: async (request: JobRequest, reply: FastifyReply) => {
        const { filename, csv } = await importReportCsv(deps, tenantOf(request).alias, kind, request.params.id);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'no-store')
          .send(csv);
      },
    });
  }
}
