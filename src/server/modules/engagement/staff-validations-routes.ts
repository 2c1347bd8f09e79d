import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContractFile } from '../../../shared/api/contract-file.js';
import type { StaffValidationsOperations, Validation, ValidationPage } from '../../../shared/types/generated/api/staff-validations.js';
import contractFile from '../../../../schemas/api/staff-validations.json' with { type: 'json' };
import { routeOf } from '../../http/contract.js';
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

const contract = contractFile as ContractFile;
type Op = StaffValidationsOperations;

/** The Convalide area of the console (schemas/api/staff-validations.json). */
export async function consoleValidationsRoutes(app: FastifyInstance): Promise<void> {
  const deps: ValidationsDeps = { db: app.db, now: app.clock };
  const actOf = (request: FastifyRequest): StaffAct => ({
    who: actorOf(staffOf(request), request),
    tenantAlias: tenantOf(request).alias,
    config: tenantOf(request).config,
  });

  app.route<{ Params: Op['listValidations']['params']; Querystring: Op['listValidations']['query'] }>({
    ...routeOf(contract, 'listValidations'),
    handler: async (request): Promise<ValidationPage> =>
      validationsPage(deps, tenantOf(request).alias, request.query.status ?? 'pending', request.query.page ?? 1),
  });

  app.route<{ Params: Op['getValidation']['params'] }>({
    ...routeOf(contract, 'getValidation'),
    handler: async (request): Promise<Validation> => validationDetail(deps, tenantOf(request).alias, request.params.id),
  });

  app.route<{ Params: Op['getReceipt']['params'] }>({
    ...routeOf(contract, 'getReceipt'),
    handler: async (request, reply) => {
      const file = await receiptFile(deps, actOf(request), request.params.id);
      // Personal data sent by a customer: shown in the console's page, kept by no shared cache,
      // and never sniffed into something the browser would run.
      return reply
        .header('content-type', file.mime)
        .header('content-disposition', `inline; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  });

  app.route<{ Params: Op['approveValidation']['params'] }>({
    ...routeOf(contract, 'approveValidation'),
    handler: async (request): Promise<Validation> => approveValidation(deps, actOf(request), request.params.id),
  });

  app.route<{ Params: Op['rejectValidation']['params']; Body: Op['rejectValidation']['body'] }>({
    ...routeOf(contract, 'rejectValidation'),
    handler: async (request): Promise<Validation> => rejectValidation(deps, actOf(request), request.params.id, request.body.reason),
  });
}
