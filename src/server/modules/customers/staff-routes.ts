import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContractFile } from '../../../shared/api/contract-file.js';
import type {
  BalanceAnswer,
  CustomerDetail,
  CustomerPage,
  OkAnswer,
  StaffCustomersOperations,
} from '../../../shared/types/generated/api/staff-customers.js';
import contractFile from '../../../../schemas/api/staff-customers.json' with { type: 'json' };
import { routeOf } from '../../http/contract.js';
import { outboxOf } from '../../plugins/mailer.js';
import { actorOf } from '../../plugins/staff-actor.js';
import { exportCustomers } from './staff-export.js';
import {
  adjustPoints,
  customerDetail,
  resendActivation,
  revokeSessions,
  search,
  setState,
  type CustomerHistory,
  type CustomersDeps,
  type StaffAct,
} from './staff-service.js';
import { staffOf, tenantOf } from '../../plugins/staff-guard.js';

const contract = contractFile as ContractFile;
type Op = StaffCustomersOperations;

/** The Customers area of the console (schemas/api/staff-customers.json). */
export async function consoleCustomersRoutes(app: FastifyInstance, options: { history: CustomerHistory }): Promise<void> {
  const deps: CustomersDeps = { db: app.db, dialect: app.dbDialect, now: app.clock, jwtKey: app.jwtKey, history: options.history };
  const actOf = (request: FastifyRequest): StaffAct => ({
    who: actorOf(staffOf(request), request),
    tenantAlias: tenantOf(request).alias,
    config: tenantOf(request).config,
  });

  app.route<{ Params: Op['searchCustomers']['params']; Querystring: Op['searchCustomers']['query'] }>({
    ...routeOf(contract, 'searchCustomers'),
    handler: async (request): Promise<CustomerPage> => search(deps, tenantOf(request).alias, request.query.q, request.query.page ?? 1),
  });

  app.route<{ Params: Op['exportCustomers']['params'] }>({
    ...routeOf(contract, 'exportCustomers'),
    handler: async (request, reply) => {
      const tenant = tenantOf(request);
      const { filename, csv } = await exportCustomers(app.db, actorOf(staffOf(request), request), tenant.alias, tenant.config, app.clock());
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });

  app.route<{ Params: Op['getCustomer']['params'] }>({
    ...routeOf(contract, 'getCustomer'),
    handler: async (request): Promise<CustomerDetail> =>
      customerDetail(deps, tenantOf(request).alias, request.params.username, tenantOf(request).config),
  });

  app.route<{ Params: Op['adjustPoints']['params']; Body: Op['adjustPoints']['body'] }>({
    ...routeOf(contract, 'adjustPoints'),
    handler: async (request): Promise<BalanceAnswer> => adjustPoints(deps, actOf(request), request.params.username, request.body),
  });

  app.route<{ Params: Op['setCustomerState']['params']; Body: Op['setCustomerState']['body'] }>({
    ...routeOf(contract, 'setCustomerState'),
    handler: async (request): Promise<CustomerDetail> => setState(deps, actOf(request), request.params.username, request.body),
  });

  app.route<{ Params: Op['resendActivation']['params'] }>({
    ...routeOf(contract, 'resendActivation'),
    handler: async (request): Promise<OkAnswer> => {
      await resendActivation(deps, actOf(request), request.params.username, outboxOf(app, tenantOf(request)));
      return { ok: true };
    },
  });

  app.route<{ Params: Op['revokeSessions']['params'] }>({
    ...routeOf(contract, 'revokeSessions'),
    handler: async (request): Promise<OkAnswer> => {
      await revokeSessions(deps, actOf(request), request.params.username);
      return { ok: true };
    },
  });
}
