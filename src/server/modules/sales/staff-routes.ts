import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staffSales } from '../../../shared/types/generated/api/staff-sales.js';
import { defineRoute } from '../../http/define-route.js';
import { HttpError } from '../../http/errors.js';
import { actorOf } from '../../plugins/staff-actor.js';
import { signedStaffOnly, staffOf, tenantOf } from '../../plugins/staff-guard.js';
import type { RequestTenant } from '../tenants/service.js';
import type { EarningPlan, SalesDeps, SalesTenant } from './service.js';
import { applySalesFile, listSalesBatches, previewSalesFile, undoSalesBatch } from './upload-service.js';

export interface ConsoleSalesRoutesOptions {
  /** The tenant's earning plan as its rules stand now (modules/earning, wired in src/server/staff-routes.ts). */
  earnFor: (tenant: RequestTenant) => EarningPlan | undefined;
}

/** Sales files from the console (schemas/api/staff-sales.json): preview, apply, the batches and their undo. */
export async function consoleSalesRoutes(app: FastifyInstance, options: ConsoleSalesRoutesOptions): Promise<void> {
  // The rules as stored now, not as the guard's cache last read them: a rule saved a moment ago counts.
  const context = async (request: FastifyRequest): Promise<{ deps: SalesDeps; tenant: SalesTenant }> => {
    const tenant = await app.tenantConfigs.get(tenantOf(request).alias, true);
    if (!tenant) throw new HttpError(404, 'Iniziativa non trovata');
    return {
      deps: { db: app.db, dialect: app.dbDialect, now: app.clock, earn: options.earnFor(tenant) },
      tenant: { alias: tenant.alias, timeZone: tenant.config.timeZone, calendar: tenant.config.programme.calendar },
    };
  };

  // A 5 MB file (the multipart plugin's limit) and the form around it.
  const upload = { bodyLimit: 6 * 1024 * 1024, onRequest: signedStaffOnly(app) };

  defineRoute(
    app,
    staffSales.previewSalesFile,
    async (request) => {
      const { deps, tenant } = await context(request);
      return previewSalesFile(deps, tenant, request.body.file);
    },
    upload,
  );

  defineRoute(
    app,
    staffSales.applySalesFile,
    async (request) => {
      const { deps, tenant } = await context(request);
      return applySalesFile(deps, actorOf(staffOf(request), request), tenant, request.body.file);
    },
    upload,
  );

  defineRoute(app, staffSales.listSalesBatches, async (request) =>
    listSalesBatches({ db: app.db }, tenantOf(request).alias, request.query.page),
  );

  defineRoute(app, staffSales.undoSalesBatch, async (request) => {
    const { deps, tenant } = await context(request);
    return undoSalesBatch(deps, actorOf(staffOf(request), request), tenant.alias, request.params.batch_id);
  });
}
