import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors.js';
import { errorResponses } from '../../http/schemas.js';
import { countsFor, findNotification, markRead, pageNotifications, type NotificationRow } from './notification-repository.js';
import { idParamsSchema, offsetOf, pageOf, pageQuerySchema, pageResponse, type IdParams, type PageQuery } from './paging.js';
import { htmlToText, sanitizeHtml } from './sanitize.js';

export const NOTIFICATIONS_PAGE_SIZE = 10;
export const NOTIFICATION_NOT_FOUND = 'Notifica non trovata';
const EXCERPT_LENGTH = 160;

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

function view(n: NotificationRow) {
  const text = htmlToText(n.body_html).replace(/\s+/g, ' ');
  const excerpt = text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : text;
  return { id: n.id, title: n.title, excerpt, body_html: sanitizeHtml(n.body_html), created_at: n.created_at, read: n.read_at !== null, read_at: n.read_at };
}

/**
 * The customer's notifications. Read state is a server row per customer and notification, so a
 * notification read on the phone is read on the desktop too; opening one marks it read.
 */
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
    async (request) => {
      const { page } = request.query;
      const { rows, total, unread: count } = await pageNotifications(app.db, request.tenant.alias, request.user!.id, NOTIFICATIONS_PAGE_SIZE, offsetOf(page, NOTIFICATIONS_PAGE_SIZE));
      return { ...pageOf(rows.map(view), total, page, NOTIFICATIONS_PAGE_SIZE), unread: count };
    },
  );

  async function readOne(alias: string, userId: number, id: number) {
    const found = await findNotification(app.db, alias, userId, id);
    if (!found) throw new HttpError(404, NOTIFICATION_NOT_FOUND);
    if (found.read_at === null) {
      await markRead(app.db, id, userId, app.clock().toISOString());
      // Re-read: another session may have marked it a moment earlier, and its time wins.
      return (await findNotification(app.db, alias, userId, id)) ?? found;
    }
    return found;
  }

  app.get<{ Params: IdParams }>(
    '/notifications/:id',
    {
      preHandler: app.authenticate,
      schema: { tags: ['content'], summary: 'One notification; opening it marks it read', security, params: idParamsSchema, response: { 200: notificationSchema, ...errorResponses(400, 401, 404) } },
    },
    async (request) => view(await readOne(request.tenant.alias, request.user!.id, request.params.id)),
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
    async (request) => {
      const userId = request.user!.id;
      const row = await readOne(request.tenant.alias, userId, request.params.id);
      const { unread: count } = await countsFor(app.db, request.tenant.alias, userId);
      return { id: row.id, read: true, read_at: row.read_at ?? app.clock().toISOString(), unread: count };
    },
  );
}
