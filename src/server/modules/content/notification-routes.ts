import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../http/schemas.js';
import { markNotificationRead, notificationsPage, openNotification } from './notification-service.js';
import { idParamsSchema, pageQuerySchema, pageResponse, type IdParams, type PageQuery } from './paging.js';

const security = [{ bearer: [] }];

const notificationSchema = {
  type: 'object',
  required: ['id', 'title', 'excerpt', 'body_html', 'created_at', 'read', 'read_at'],
  properties: {
    id: { type: 'integer', description: 'Id (/notifications/{id}).' },
    title: { type: 'string', description: 'Title.' },
    excerpt: { type: 'string', description: 'Start of the text, plain.' },
    body_html: { type: 'string', description: 'Text, sanitized HTML.' },
    created_at: { type: 'string', description: 'ISO-8601 time it was sent.' },
    read: { type: 'boolean', description: 'Read by this customer (on any device).' },
    read_at: { type: ['string', 'null'], description: 'When it was first read.' },
  },
} as const;

const unread = { type: 'integer', description: 'Unread notifications of the customer (all pages).' } as const;

/** GET notifications, GET notifications/{id} (marks it read) and POST notifications/{id}/read (notification-service.ts). */
export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: PageQuery }>(
    '/notifications',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['content'], summary: "The customer's notifications, newest first, with the unread count", security,
        querystring: pageQuerySchema,
        response: { 200: pageResponse(notificationSchema, 'A page of notifications.', { unread }), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => notificationsPage(app.db, request.tenant.alias, request.user!.id, request.query.page),
  );

  app.get<{ Params: IdParams }>(
    '/notifications/:id',
    {
      preHandler: app.authenticate,
      schema: { tags: ['content'], summary: 'One notification; opening it marks it read', security, params: idParamsSchema, response: { 200: notificationSchema, ...errorResponses(400, 401, 404) } },
    },
    async (request) => openNotification(app.db, request.tenant.alias, request.user!.id, request.params.id, app.clock()),
  );

  app.post<{ Params: IdParams }>(
    '/notifications/:id/read',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['content'], summary: 'Marks a notification read (idempotent)', security, params: idParamsSchema,
        response: {
          200: { type: 'object', required: ['id', 'read', 'read_at', 'unread'], properties: { id: { type: 'integer', description: 'Id.' }, read: { type: 'boolean', description: 'Always true.' }, read_at: { type: 'string', description: 'First read time.' }, unread } },
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => markNotificationRead(app.db, request.tenant.alias, request.user!.id, request.params.id, () => app.clock()),
  );
}
