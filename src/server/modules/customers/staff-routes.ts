import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staffCustomers } from '../../../shared/types/generated/api/staff-customers.js';
import { defineRoute } from '../../http/define-route.js';
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

/** The Customers area of the console (schemas/api/staff-customers.json). */
export async function consoleCustomersRoutes(app: FastifyInstance, options: { history: CustomerHistory }): Promise<void> {
  const deps: CustomersDeps = { db: app.db, dialect: app.dbDialect, now: app.clock, jwtKey: app.jwtKey, history: options.history };
  const actOf = (request: FastifyRequest): StaffAct => ({
    who: actorOf(staffOf(request), request),
    tenantAlias: tenantOf(request).alias,
    config: tenantOf(request).config,
  });

  defineRoute(app, staffCustomers.searchCustomers, async (request) =>
    search(deps, tenantOf(request).alias, request.query.q, request.query.page),
  );

  defineRoute(app, staffCustomers.exportCustomers, async (request, reply) => {
    const tenant = tenantOf(request);
    const { filename, csv } = await exportCustomers(app.db, actorOf(staffOf(request), request), tenant.alias, tenant.config, app.clock());
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });

  defineRoute(app, staffCustomers.getCustomer, async (request) =>
    customerDetail(deps, tenantOf(request).alias, request.params.username, tenantOf(request).config),
  );

  defineRoute(app, staffCustomers.adjustPoints, async (request) =>
    adjustPoints(deps, actOf(request), request.params.username, request.body),
  );

  defineRoute(app, staffCustomers.setCustomerState, async (request) =>
    setState(deps, actOf(request), request.params.username, request.body),
  );

  defineRoute(app, staffCustomers.resendActivation, async (request) => {
    await resendActivation(deps, actOf(request), request.params.username, outboxOf(app, tenantOf(request)));
    return { ok: true };
  });

  defineRoute(app, staffCustomers.revokeSessions, async (request) => {
    await revokeSessions(deps, actOf(request), request.params.username);
    return { ok: true };
  });
}
