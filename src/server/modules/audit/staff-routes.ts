import type { FastifyInstance } from 'fastify';
import type { ContractFile } from '../../../shared/api/contract-file.js';
import type { AuditPage, StaffAuditOperations } from '../../../shared/types/generated/api/staff-audit.js';
import contractFile from '../../../../schemas/api/staff-audit.json' with { type: 'json' };
import { routeOf } from '../../http/contract.js';
import { actorOf } from '../../plugins/staff-actor.js';
import { auditCsv, auditPage } from './history-service.js';
import { staffOf } from '../../plugins/staff-guard.js';

const contract = contractFile as ContractFile;
type Op = StaffAuditOperations;

/** The audit log, as pages and as a CSV download (schemas/api/staff-audit.json). */
export async function consoleAuditRoutes(app: FastifyInstance): Promise<void> {
  app.route<{ Querystring: Op['listAudit']['query'] }>({
    ...routeOf(contract, 'listAudit'),
    handler: async (request): Promise<AuditPage> => auditPage(app.db, staffOf(request), request.query),
  });

  app.route<{ Querystring: Op['exportAudit']['query'] }>({
    ...routeOf(contract, 'exportAudit'),
    handler: async (request, reply) => {
      const staff = staffOf(request);
      const { filename, csv } = await auditCsv(app.db, staff, actorOf(staff, request), request.query, app.clock());
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });
}
