import type { FastifyInstance } from 'fastify';
import { content } from '../../../shared/types/generated/api/content.js';
import { defineRoute } from '../../http/define-route.js';
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
  defineRoute(app, content.getFormWin, async (request) => prizeValidationStatus(app.db, request.tenant, request.user!), {
    preHandler: app.authenticate,
  });

  defineRoute(
    app,
    content.sendFormWin,
    async (request, reply) => {
      const deps = { db: app.db, quotaBytes, clock: () => app.clock() };
      reply.code(201);
      return submitReceipt(deps, request.tenant, request.user!, request.body);
    },
    {
      preHandler: app.authenticate,
      // A 5 MB receipt as a base64 data URL in JSON is about 6.7 MB.
      bodyLimit: 8 * 1024 * 1024,
    },
  );
}
