import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staffPrivacy } from '../../../shared/types/generated/api/staff-privacy.js';
import { defineRoute } from '../../http/define-route.js';
import { actorOf } from '../../plugins/staff-actor.js';
import { staffOf, tenantOf } from '../../plugins/staff-guard.js';
import { ZIP_HEADERS } from './customer-routes.js';
import { eraseByStaff } from './erase-service.js';
import type { PrivacyDeps } from './export-service.js';
import { consentHistoryCsv, customerIdOr404, customerPrivacy } from './overview-service.js';
import { downloadForStaff, prepareForStaff } from './staff-service.js';

/** A customer's data rights in the console (schemas/api/staff-privacy.json), for support and operators. */
export async function consolePrivacyRoutes(app: FastifyInstance): Promise<void> {
  const deps: PrivacyDeps = { db: app.db, dialect: app.dbDialect, now: app.clock };
  const customerOf = async (request: FastifyRequest<{ Params: { username: string } }>) => {
    const tenant = tenantOf(request);
    return { tenant, userId: await customerIdOr404(deps, tenant.alias, request.params.username) };
  };

  defineRoute(app, staffPrivacy.getCustomerPrivacy, async (request) => {
    const { tenant, userId } = await customerOf(request);
    return customerPrivacy(deps, { alias: tenant.alias, purposes: tenant.config.consents }, userId);
  });

  defineRoute(app, staffPrivacy.consentHistoryCsv, async (request, reply) => {
    const { tenant, userId } = await customerOf(request);
    const csv = await consentHistoryCsv(deps, tenant.config.consents, userId);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="consensi-${userId}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });

  defineRoute(app, staffPrivacy.prepareCustomerExport, async (request, reply) => {
    const { tenant, userId } = await customerOf(request);
    const who = actorOf(staffOf(request), request);
    reply.code(202);
    return prepareForStaff(deps, who, tenant.alias, userId, request.params.username);
  });

  defineRoute(app, staffPrivacy.downloadCustomerExport, async (request, reply) => {
    const { tenant, userId } = await customerOf(request);
    const who = actorOf(staffOf(request), request);
    const { zip, fileName } = await downloadForStaff(deps, who, tenant.alias, userId, request.params.username, request.params.id);
    return reply.headers({ ...ZIP_HEADERS, 'content-disposition': `attachment; filename="${fileName}"` }).send(zip);
  });

  defineRoute(app, staffPrivacy.eraseCustomerData, async (request) => {
    const { tenant, userId } = await customerOf(request);
    await eraseByStaff(deps, actorOf(staffOf(request), request), tenant.alias, userId, request.body.reason.trim());
    return { ok: true as const };
  });
}
