import type { FastifyInstance } from 'fastify';
import { cmsRoutes } from './cms-routes.js';
import { contactRoutes } from './contact-routes.js';
import { directoryRoutes } from './directory-routes.js';
import { formWinRoutes } from './form-win-routes.js';
import { contentImageRoutes } from './image-routes.js';
import { newsRoutes } from './news-routes.js';
import { notificationRoutes } from './notification-routes.js';
import { panelRoutes } from './panel-routes.js';

export interface ContentRoutesOptions {
  /** OPERATOR_EMAIL: recipient of contact requests of tenants that set no contact.operatorEmail. */
  operatorEmail?: string;
  /** Bytes of prize-validation receipts each tenant may store (see form-win-limits.ts). */
  receiptQuotaBytes?: number;
}

/**
 * Content and engagement calls (spec §7 and issue 6): magazine, notices, partners, advantages,
 * vouchers, notifications, CMS sections, initiatives, panel, contact and prize validation.
 * Every HTML field is passed through sanitize.ts before it is answered.
 */
export async function contentRoutes(app: FastifyInstance, options: ContentRoutesOptions): Promise<void> {
  await app.register(contentImageRoutes);
  await app.register(newsRoutes);
  await app.register(directoryRoutes);
  await app.register(notificationRoutes);
  await app.register(cmsRoutes);
  await app.register(panelRoutes);
  await app.register(contactRoutes, { operatorEmail: options.operatorEmail });
  await app.register(formWinRoutes, { receiptQuotaBytes: options.receiptQuotaBytes });
}
