import type { FastifyInstance } from 'fastify';
import { contactRoutes } from './contact-routes.js';
import { formWinRoutes } from './form-win-routes.js';
import { voucherCodesRoutes } from './voucher-codes-routes.js';

export interface EngagementRoutesOptions {
  /** OPERATOR_EMAIL: recipient of contact requests of tenants that set no contact.operatorEmail. */
  operatorEmail?: string;
  /** Bytes of prize-validation receipts each tenant may store (see form-win-limits.ts). */
  receiptQuotaBytes?: number;
}

/** The customer's engagement calls: the contact form and its requests, prize validation and voucher codes (schemas/api/content.json). */
export async function engagementRoutes(app: FastifyInstance, options: EngagementRoutesOptions): Promise<void> {
  await app.register(contactRoutes, { operatorEmail: options.operatorEmail });
  await app.register(formWinRoutes, { receiptQuotaBytes: options.receiptQuotaBytes });
  await app.register(voucherCodesRoutes);
}
