import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staffValidations } from '../../../shared/types/generated/api/staff-validations.js';
import { defineRoute } from '../../http/define-route.js';
import { actorOf } from '../../plugins/staff-actor.js';
import type { StaffAct } from '../../plugins/staff-actor.js';
import { staffOf, tenantOf } from '../../plugins/staff-guard.js';
import {
  approveValidation,
  receiptFile,
  rejectValidation,
  validationDetail,
  validationsPage,
  type ValidationsDeps,
} from './validations-service.js';

/** The Convalide area of the console (schemas/api/staff-validations.json). */
export async function consoleValidationsRoutes(app: FastifyInstance): Promise<void> {
  const deps: ValidationsDeps = { db: app.db, now: app.clock };
  const actOf = (request: FastifyRequest): StaffAct => ({
    who: actorOf(staffOf(request), request),
    tenantAlias: tenantOf(request).alias,
    config: tenantOf(request).config,
  });

  defineRoute(app, staffValidations.listValidations, async (request) =>
    validationsPage(deps, tenantOf(request).alias, request.query.status ?? 'pending', request.query.page),
  );

  defineRoute(app, staffValidations.getValidation, async (request) => validationDetail(deps, tenantOf(request).alias, request.params.id));

  defineRoute(app, staffValidations.getReceipt, async (request, reply) => {
    const file = await receiptFile(deps, actOf(request), request.params.id);
    // Personal data sent by a customer: shown in the console's page, kept by no shared cache,
    // and never sniffed into something the browser would run.
    return reply
      .header('content-type', file.mime)
      .header('content-disposition', `inline; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.data);
  });

  defineRoute(app, staffValidations.approveValidation, async (request) => approveValidation(deps, actOf(request), request.params.id));

  defineRoute(app, staffValidations.rejectValidation, async (request) =>
    rejectValidation(deps, actOf(request), request.params.id, request.body.reason),
  );
}
