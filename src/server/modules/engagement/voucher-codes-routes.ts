import type { FastifyInstance } from 'fastify';
import { content } from '../../../shared/types/generated/api/content.js';
import { defineRoute } from '../../http/define-route.js';
import { voucherRequestOf } from '../content/vouchers-service.js';
import { claimVoucherCode } from './voucher-codes-service.js';

/** A customer asks for a code of a voucher's pool (schemas/api/content.json): as published, or as a staff member's preview sees it. */
export async function voucherCodesRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(
    app,
    content.claimVoucherCode,
    async (request) => claimVoucherCode(app.db, voucherRequestOf(request, request.params.id, app.clock())),
    { preHandler: app.authenticate },
  );
}
