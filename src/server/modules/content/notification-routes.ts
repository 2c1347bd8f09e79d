import type { FastifyInstance } from 'fastify';
import type { ContentOperations } from '../../../shared/types/generated/api/content.js';
import { routeOf } from '../../http/contract.js';
import { contract } from './contract.js';
import { markNotificationRead, notificationsPage, openNotification } from './notification-service.js';
import type { PageQuery } from '../../http/paging.js';

type IdParams = ContentOperations['getNotification']['params'];

/** GET notifications, GET notifications/{id} (marks it read) and POST notifications/{id}/read (notification-service.ts). */
export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  app.route<{ Querystring: PageQuery }>({
    ...routeOf(contract, 'getNotifications'),
    preHandler: app.authenticate,
    handler: async (request) => notificationsPage(app.db, request.tenant.alias, request.user!.id, request.query.page),
  });

  app.route<{ Params: IdParams }>({
    ...routeOf(contract, 'getNotification'),
    preHandler: app.authenticate,
    handler: async (request) => openNotification(app.db, request.tenant.alias, request.user!.id, request.params.id, app.clock()),
  });

  app.route<{ Params: IdParams }>({
    ...routeOf(contract, 'markNotificationRead'),
    preHandler: app.authenticate,
    handler: async (request) => markNotificationRead(app.db, request.tenant.alias, request.user!.id, request.params.id, () => app.clock()),
  });
}
