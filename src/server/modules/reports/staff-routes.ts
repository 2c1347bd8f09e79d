import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staffReports } from '../../../shared/types/generated/api/staff-reports.js';
import { defineRoute } from '../../http/define-route.js';
import { actorOf } from '../../plugins/staff-actor.js';
import { staffOf, tenantOf } from '../../plugins/staff-guard.js';
import { closingReport, downloadClosingReport, type ReportDeps, type ReportFormat, type ReportTenant } from './service.js';

const CONTENT_TYPES: Record<ReportFormat, string> = { csv: 'text/csv; charset=utf-8', pdf: 'application/pdf' };

/** The console's Rendiconto (schemas/api/staff-reports.json): the figures, and the two downloads. */
export async function consoleReportsRoutes(app: FastifyInstance): Promise<void> {
  const deps: ReportDeps = { db: app.db, now: app.clock };
  const tenantFor = (request: FastifyRequest): ReportTenant => {
    const { alias, config } = tenantOf(request);
    return { alias, name: config.name, company: config.footer?.companyLine?.trim() || null, timeZone: config.timeZone };
  };

  defineRoute(app, staffReports.getClosingReport, async (request) =>
    closingReport(deps, tenantFor(request), request.query.from, request.query.to),
  );

  for (const format of ['csv', 'pdf'] as const) {
    const operation = format === 'csv' ? staffReports.downloadClosingReportCsv : staffReports.downloadClosingReportPdf;
    defineRoute(app, operation, async (request, reply) => {
      const who = actorOf(staffOf(request), request);
      const { filename, body } = await downloadClosingReport(deps, who, tenantFor(request), request.query.from, request.query.to, format);
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(body);
    });
  }
}
