import type { FastifyInstance } from 'fastify';
import { content } from '../../../shared/types/generated/api/content.js';
import { defineRoute } from '../../http/define-route.js';
import { markNotificationRead, notificationsPage, openNotification } from './notification-service.js';

/** GET notifications, GET notifications/{id} (marks it read) and POST notifications/{id}/read (notification-service.ts). */
export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(
    app,
    content.getNotifications,
    async (request) => notificationsPage(app.db, request.tenant.alias, request.user!.id, request.query.page),
    { preHandler: app.authenticate },
  );

  defineRoute(
    app,
    content.getNotification,
    async (request) => openNotification(app.db, request.tenant.alias, request.user!.id, request.params.id, app.clock()),
    { preHandler: app.authenticate },
  );

  defineRoute(
    app,
    content.markNotificationRead,
    async (request) => markNotificationRead(app.db, request.tenant.alias, request.user!.id, request.params.id, () => app.clock()),
    { preHandler: app.authenticate },
  );
}
