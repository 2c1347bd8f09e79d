import type { FastifyInstance } from 'fastify';
import { staffAudit } from '../../../shared/types/generated/api/staff-audit.js';
import { defineRoute } from '../../http/define-route.js';
import { actorOf } from '../../plugins/staff-actor.js';
import { auditCsv, auditPage } from './history-service.js';
import { staffOf } from '../../plugins/staff-guard.js';

/** The audit log, as pages and as a CSV download (schemas/api/staff-audit.json). */
export async function consoleAuditRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, staffAudit.listAudit, async (request) => auditPage(app.db, staffOf(request), request.query));

  defineRoute(app, staffAudit.exportAudit, async (request, reply) => {
    const staff = staffOf(request);
    const { filename, csv } = await auditCsv(app.db, staff, actorOf(staff, request), request.query, app.clock());
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
}
