import type { FastifyInstance } from 'fastify';
import { importableExtraFields } from '../../../shared/customer-fields.js';
import type { ImportKind } from '../../../shared/import-columns.js';
import { staffImports } from '../../../shared/types/generated/api/staff-imports.js';
import { defineRoute } from '../../http/define-route.js';
import { importJobHandler } from './import-run.js';
import { queueKindOf } from './jobs-kinds.js';
import { importJob, importReportCsv, JOB_KINDS, startImportJob, type JobDeps } from './jobs-service.js';
import { actorOf } from '../../plugins/staff-actor.js';
import { signedStaffOnly, staffOf, tenantOf } from '../../plugins/staff-guard.js';

/** Room for the form's other parts and the multipart framing around the file. */
const FORM_OVERHEAD = 1024 * 1024;

/** Each kind's three operations: the same inputs and answers, at the kind's own paths. */
const OPERATIONS: Record<
  ImportKind,
  {
    start: typeof staffImports.startUsersImport;
    get: typeof staffImports.getUsersImport;
    report: typeof staffImports.exportUsersImportReport;
  }
> = {
  users: { start: staffImports.startUsersImport, get: staffImports.getUsersImport, report: staffImports.exportUsersImportReport },
  points: { start: staffImports.startPointsImport, get: staffImports.getPointsImport, report: staffImports.exportPointsImportReport },
  catalog: { start: staffImports.startCatalogImport, get: staffImports.getCatalogImport, report: staffImports.exportCatalogImportReport },
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
    const operations = OPERATIONS[kind];
    const { maxBytes } = JOB_KINDS[kind];
    app.jobs.register(queueKindOf(kind), importJobHandler(deps));

    defineRoute(
      app,
      operations.start,
      async (request, reply) => {
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
      // Merged over the contract's config, which carries the route's staff roles.
      { config: { maxFileBytes: maxBytes }, bodyLimit: maxBytes + FORM_OVERHEAD, onRequest: signedStaffOnly(app) },
    );

    defineRoute(app, operations.get, async (request) => importJob(deps, tenantOf(request).alias, kind, request.params.id));

    defineRoute(app, operations.report, async (request, reply) => {
      const { filename, csv } = await importReportCsv(deps, tenantOf(request).alias, kind, request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    });
  }
}
