import type { FastifyInstance } from 'fastify';
import { partner } from '../../../shared/types/generated/api/partner.js';
import { defineRoute } from '../../http/define-route.js';
import { partnerActorOf, partnerRoute } from '../../plugins/partner-route.js';
import { partnerMovePoints } from './partner-service.js';

/** POST /v1/partner/points (schemas/api/partner.json): a customer's points, moved by the operator's ERP. */
export async function partnerPointsRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, dialect: app.dbDialect, now: app.clock };
  defineRoute(
    app,
    partner.partnerMovePoints,
    async (request) => partnerMovePoints(deps, partnerActorOf(request), request.tenant.alias, request.body),
    {
      ...partnerRoute('points:write'),
    },
  );
}
