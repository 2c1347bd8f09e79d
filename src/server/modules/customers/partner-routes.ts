import type { FastifyInstance } from 'fastify';
import type { ContractFile } from '../../../shared/api/contract-file.js';
import type { PartnerOperations, PointsAnswer } from '../../../shared/types/generated/api/partner.js';
import contractFile from '../../../../schemas/api/partner.json' with { type: 'json' };
import { routeOf } from '../../http/contract.js';
import { partnerActorOf, partnerRoute } from '../../plugins/partner-route.js';
import { partnerMovePoints } from './partner-service.js';

const contract = contractFile as unknown as ContractFile;

/** POST /v1/partner/points (schemas/api/partner.json): a customer's points, moved by the operator's ERP. */
export async function partnerPointsRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, dialect: app.dbDialect, now: app.clock };
  app.route<{ Body: PartnerOperations['partnerMovePoints']['body'] }>({
    ...routeOf(contract, 'partnerMovePoints'),
    ...partnerRoute('points:write'),
    handler: async (request): Promise<PointsAnswer> => partnerMovePoints(deps, partnerActorOf(request), request.tenant.alias, request.body),
  });
}
