import type { FastifyInstance } from 'fastify';
import { cmsRoutes } from './cms-routes.js';
import { directoryRoutes } from './directory-routes.js';
import { contentImageRoutes } from './image-routes.js';
import { newsRoutes } from './news-routes.js';
import { notificationRoutes } from './notification-routes.js';
import { panelRoutes } from './panel-routes.js';

/**
 * Content calls: magazine, notices, partners, advantages, vouchers, notifications, CMS sections,
 * initiatives, panel (contact and prize validation are the engagement module's).
 * Every HTML field is answered as stored: it was cleaned when it was saved (src/server/security/html-policy.ts).
 */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  await app.register(contentImageRoutes);
  await app.register(newsRoutes);
  await app.register(directoryRoutes);
  await app.register(notificationRoutes);
  await app.register(cmsRoutes);
  await app.register(panelRoutes);
}
