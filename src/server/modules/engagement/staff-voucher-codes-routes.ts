import type { FastifyInstance } from 'fastify';
import { staffVoucherCodes } from '../../../shared/types/generated/api/staff-voucher-codes.js';
import { defineRoute } from '../../http/define-route.js';
import { importVoucherCodes, voucherPool } from './voucher-codes-service.js';
import { actorOf } from '../../plugins/staff-actor.js';
import { signedStaffOnly, staffOf, tenantOf } from '../../plugins/staff-guard.js';

/** A voucher's pool of codes (schemas/api/staff-voucher-codes.json): the console's VoucherCodesPanel. */
export async function consoleVoucherCodesRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, now: app.clock };

  defineRoute(app, staffVoucherCodes.getVoucherCodes, async (request) => voucherPool(app.db, tenantOf(request).alias, request.params.id));

  defineRoute(
    app,
    staffVoucherCodes.importVoucherCodes,
    async (request) =>
      importVoucherCodes(deps, actorOf(staffOf(request), request), tenantOf(request).alias, request.params.id, request.body.file),
    {
      // A 5 MB file (the multipart plugin's limit) and the form around it.
      bodyLimit: 6 * 1024 * 1024,
      onRequest: signedStaffOnly(app),
    },
  );
}
