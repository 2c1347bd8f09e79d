import type { FastifyInstance } from 'fastify';
import type { ContentOperations } from '../../../shared/types/generated/api/content.js';
import { routeOf } from '../../http/contract.js';
import { contract } from './contract.js';
import { RECEIPT_QUOTA_BYTES } from './form-win-limits.js';
import { prizeValidationStatus, submitReceipt } from './form-win-service.js';

export interface FormWinOptions {
  /** Bytes of receipts the tenant may store; default RECEIPT_QUOTA_BYTES. */
  receiptQuotaBytes?: number;
}

/**
 * /form-win: a customer sends the receipt of a purchase to validate a prize (linked from the 'Hai
 * un premio da convalidare' modal). GET tells the SPA whether to show that modal.
 */
export async function formWinRoutes(app: FastifyInstance, options: FormWinOptions): Promise<void> {
  const quotaBytes = options.receiptQuotaBytes ?? RECEIPT_QUOTA_BYTES;
  app.route({
    ...routeOf(contract, 'getFormWin'),
    preHandler: app.authenticate,
    handler: async (request) => prizeValidationStatus(app.db, request.tenant, request.user!),
  });

  app.route<{ Body: ContentOperations['sendFormWin']['body'] }>({
    ...routeOf(contract, 'sendFormWin'),
    preHandler: app.authenticate,
    // A 5 MB receipt as a base64 data URL in JSON is about 6.7 MB.
    bodyLimit: 8 * 1024 * 1024,
    handler: async (request, reply) => {
      const deps = { db: app.db, quotaBytes, clock: () => app.clock() };
      return reply.code(201).send(await submitReceipt(deps, request.tenant, request.user!, request.body));
    },
  });
}
