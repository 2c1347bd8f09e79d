import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses } from '../../http/schemas.js';
import { mailTenantOf } from '../../plugins/mailer.js';
import { balanceOf } from '../points/service.js';
import { resolveCheckoutForm } from './checkout-form.js';
import * as s from './checkout-schemas.js';
import { loadOrderView, orderView, placeOrder, requestHash, type OrderView } from './checkout-service.js';
import { orderItems, pageLedger, pageOrders } from './order-repository.js';
import { customerOf, requireCatalogue, type ProductListing } from './service.js';

const security = [{ bearer: [] }];

/** One page of `rows`, in the spec's paging shape. */
function paged<T>(data: T[], total: number, limit: number, page: number) {
  return { data, total, per_page: limit, page, last_page: Math.max(1, Math.ceil(total / limit)) };
}

/** Checkout (spec §7 POST catalog/checkout), order history and the points detail of /dettaglio-punti. */
export async function checkoutRoutes(app: FastifyInstance, options: { listing: ProductListing }): Promise<void> {
  async function mailConfirmation(request: FastifyRequest, view: OrderView): Promise<void> {
    const user = customerOf(request);
    if (!user.email) return;
    const mailTenant = mailTenantOf(app, request.tenant);
    const a = view.shipping as Record<string, string>;
    try {
      await app.mailer.send(mailTenant, 'order', user.email, {
        firstname: user.firstname,
        orderNumber: view.order_number,
        items: view.items.map((i) => ({ name: i.name, quantity: i.quantity, points: i.points })),
        totalPoints: view.points,
        shipping: `${a['firstname']} ${a['lastname']}, ${a['address']} ${a['address_number']}, ${a['zipcode']} ${a['city']} (${a['district']})`,
        link: `${mailTenant.baseUrl}/storico-ordini`,
      });
    } catch (err) {
      // The order is committed: a mail failure must not turn it into an error the customer retries.
      request.log.error({ err, order: view.order_number }, 'conferma ordine: invio email non riuscito');
    }
  }

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
    async (request) => {
      const user = customerOf(request);
      const form = await resolveCheckoutForm(app.db, request.tenant, user.id, request.body);
      const { order, created } = await placeOrder(app.db, app.dbDialect, {
        tenantAlias: request.tenant.alias,
        userId: user.id,
        form,
        idempotencyKey: request.headers['idempotency-key'] ?? null,
        requestHash: requestHash(request.body),
        now: app.clock(),
      });
      const view = await loadOrderView(app.db, order);
      if (created) {
        options.listing.forgetTenant(request.tenant.alias);
        await mailConfirmation(request, view);
      }
      return view;
    },
  );

  app.get<{ Querystring: { page: number; limit: number } }>(
    '/catalog/orders',
    {
      preHandler: app.authenticateActive,
      schema: { tags: ['catalog'], summary: "The customer's orders, newest first", security, querystring: s.pageQuery, response: { 200: s.ordersResponse, ...errorResponses(400, 401, 403) } },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await pageOrders(app.db, request.tenant.alias, customerOf(request).id, limit, (page - 1) * limit);
      const items = await orderItems(app.db, rows.map((r) => r.id));
      return paged(
        rows.map((o) => orderView(o, items.filter((i) => i.order_id === o.id))),
        total,
        limit,
        page,
      );
    },
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
    async (request) => {
      const { page, limit } = request.query;
      const userId = customerOf(request).id;
      const [balance, { rows, total }] = await Promise.all([balanceOf(app.db, userId), pageLedger(app.db, userId, limit, (page - 1) * limit)]);
      const data = rows.map((r) => ({ id: r.id, date: r.created_at, amount: r.amount, kind: r.kind, reason: r.reason, order_number: r.order_number }));
      return { balance, ...paged(data, total, limit, page) };
    },
  );
}
