import type { FastifyInstance } from 'fastify';
import type { ContractFile } from '../../../shared/api/contract-file.js';
import type { PoolCounts, PoolImport, StaffVoucherCodesOperations } from '../../../shared/types/generated/api/staff-voucher-codes.js';
import contractFile from '../../../../schemas/api/staff-voucher-codes.json' with { type: 'json' };
import { routeOf } from '../../http/contract.js';
import { importVoucherCodes, voucherPool } from './voucher-codes-service.js';
import { actorOf } from '../../plugins/staff-actor.js';
import { signedStaffOnly, staffOf, tenantOf } from '../../plugins/staff-guard.js';

const contract = contractFile as unknown as ContractFile;
type Op = StaffVoucherCodesOperations;

/** A voucher's pool of codes (schemas/api/staff-voucher-codes.json): the console's VoucherCodesPanel. */
export async function consoleVoucherCodesRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, now: app.clock };

  app.route<{ Params: Op['getVoucherCodes']['params'] }>({
    ...routeOf(contract, 'getVoucherCodes'),
    handler: async (request): Promise<PoolCounts> => voucherPool(app.db, tenantOf(request).alias, request.params.id),
  });

  app.route<{ Params: Op['importVoucherCodes']['params']; Body: Op['importVoucherCodes']['body'] }>({
    ...routeOf(contract, 'importVoucherCodes'),
    // A 5 MB file (the multipart plugin's limit) and the form around it.
    bodyLimit: 6 * 1024 * 1024,
    onRequest: signedStaffOnly(app),
    handler: async (request): Promise<PoolImport> =>
      importVoucherCodes(deps, actorOf(staffOf(request), request), tenantOf(request).alias, request.params.id, request.body.file),
  });
}
