import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../http/schemas.js';
import { outboxOf } from '../../plugins/mailer.js';
import * as s from './checkout-schemas.js';
import { checkout } from './checkout-service.js';
import { customerOf, requireCatalogue } from './guards.js';
import { ordersPage, pointsPage } from './order-history-service.js';
import type { ProductListing } from './service.js';

const security = [{ bearer: [] }];

/** Checkout (spec §7 POST catalog/checkout), order history and the points detail of /dettaglio-punti. */
export async function checkoutRoutes(app: FastifyInstance, options: { listing: ProductListing }): Promise<void> {
  app.post<{ Body: Record<string, unknown>; Headers: { 'idempotency-key'?: string } }>(
    '/catalog/checkout',
    {
      preHandler: [app.authenticateActive, requireCatalogue],
      schema: {
        tags: ['catalog'],
        summary: 'Orders the cart: spends points and stock, saves the order, empties the cart, mails a confirmation',
        description:
          "One transaction; nothing changes on failure. 400 invalid form or empty cart, 409 a prize is no longer available, 422 not enough points or an Idempotency-Key reused with another body. A retry with the same Idempotency-Key and body answers the same order (200).",
        security,
        headers: s.checkoutHeaders,
        body: s.checkoutBody,
        response: { 200: s.checkoutResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      checkout(
        { db: app.db, dialect: app.dbDialect, listing: options.listing, outbox: outboxOf(app, request.tenant), log: request.log, now: app.clock() },
        { tenant: request.tenant, customer: customerOf(request), body: request.body, idempotencyKey: request.headers['idempotency-key'] ?? null },
      ),
  );

  app.get<{ Querystring: { page: number; limit: number } }>(
    '/catalog/orders',
    {
      preHandler: app.authenticateActive,
      schema: { tags: ['catalog'], summary: "The customer's orders, newest first", security, querystring: s.pageQuery, response: { 200: s.ordersResponse, ...errorResponses(400, 401, 403) } },
    },
    async (request) => ordersPage(app.db, request.tenant.alias, customerOf(request).id, request.query.page, request.query.limit),
  );

  app.get<{ Querystring: { page: number; limit: number } }>(
    '/points',
    {
      preHandler: app.authenticateActive,
      schema: {
        tags: ['points'],
        summary: 'Points detail (/dettaglio-punti): balance and ledger movements, newest first',
        description: 'The spec leaves this call open; the balance is derived from the ledger (credits, order debits, reversals).',
        security,
        querystring: s.pageQuery,
        response: { 200: s.pointsResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => pointsPage(app.db, customerOf(request).id, request.query.page, request.query.limit),
  );
}
