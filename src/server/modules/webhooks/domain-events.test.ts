import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, CONSOLE_HOST, nextIp, staffSignIn } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { createApiKey } from '../apikeys/service.js';
import { DEMO, newCustomer } from '../catalog/test-helpers.js';
import { demoPrize, placeOrder } from '../orders/test-staff-orders.js';
import { startReceiver } from './test-receiver.js';

/**
 * Each of the eight events, raised the way a person raises it (a customer's checkout and contact
 * request, the console's status change, activation and validation decisions), reaches a
 * subscribed endpoint signed, with the fields a partner acts on.
 */
let t: TestApp;
let operator: string;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const allowPrivate = process.env.WEBHOOKS_ALLOW_PRIVATE;

beforeAll(async () => {
  process.env.WEBHOOKS_ALLOW_PRIVATE = 'true';
  t = await buildTestApp();
  operator = (await staffSignIn(t.app, 'operator@premia.example')).token;
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
  if (allowPrivate === undefined) delete process.env.WEBHOOKS_ALLOW_PRIVATE;
  else process.env.WEBHOOKS_ALLOW_PRIVATE = allowPrivate;
});

const consolePost = (url: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/console/tenants/demo/${url}`,
    headers: { host: CONSOLE_HOST, ...bearer(operator) },
    remoteAddress: nextIp(),
    ...(payload ? { payload } : {}),
  });

async function pendingValidation(userId: number): Promise<number> {
  const row = await t.app.db
    .insertInto('prize_validations')
    .values({
      tenant_alias: 'demo',
      user_id: userId,
      receipt_date: '2026-11-20',
      receipt_time: '10:30',
      amount_cents: 1250,
      file_path: '',
      file_hash: null,
      original_name: 'scontrino.jpg',
      mime: 'image/jpeg',
      size: 10,
      status: 'pending',
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('domain events to webhooks', { timeout: 60_000 }, () => {
  it('announces orders, status changes, activations, points, validations and contact requests', async () => {
    const all = [
      'order.created',
      'order.status_changed',
      'customer.activated',
      'points.credited',
      'points.debited',
      'validation.approved',
      'validation.rejected',
      'contact.received',
    ];
    const created = await consolePost('webhooks', { url: receiver.url, events: all });
    receiver.useSecret((created.json() as { secret: string }).secret);

    const order = await placeOrder(t.app, (await demoPrize(t.app)).id);
    expect(
      (await consolePost(`orders/${order.orderNumber}/status`, { status: 'annullato', reason: 'Richiesta del cliente' })).statusCode,
    ).toBe(200);
    const fresh = await newCustomer(t.app, 'demo', 0);
    const code = (await t.app.db.selectFrom('users').select('username').where('id', '=', fresh.id).executeTakeFirstOrThrow()).username;
    expect((await consolePost(`customers/${code}/state`, { active: true })).statusCode).toBe(200);
    expect((await consolePost(`validations/${await pendingValidation(fresh.id)}/approve`)).statusCode).toBe(200);
    expect(
      (await consolePost(`validations/${await pendingValidation(fresh.id)}/reject`, { reason: 'Scontrino illeggibile' })).statusCode,
    ).toBe(200);
    const contact = await t.app.inject({
      method: 'POST',
      url: '/v1/contact',
      headers: { host: DEMO, ...bearer(fresh.token) },
      payload: { topic: 'ordini', message: 'Quando arriva il premio?' },
    });
    expect(contact.statusCode).toBe(201);

    // A partner's system moving points through the API.
    const { key } = await createApiKey(
      t.app.db,
      { tenantAlias: 'demo', name: 'ERP', scopes: ['points:write'] },
      { actor: 'cli', role: 'cli', address: null },
      new Date(),
    );
    const partner = await t.app.inject({
      method: 'POST',
      url: '/v1/partner/points',
      headers: { host: DEMO, ...bearer(key) },
      payload: { user_code: code.toLowerCase(), delta: 75, reason: 'Acquisti di marzo', external_id: 'erp-1' },
    });
    expect(partner.statusCode, partner.body).toBe(200);

    await t.app.jobs.drain();
    expect(receiver.received.every((r) => r.verified)).toBe(true);
    const byType = (type: string) => receiver.received.filter((r) => r.type === type).map((r) => r.body.data);
    expect(new Set(receiver.received.map((r) => r.type))).toEqual(new Set(all));

    expect(byType('order.created')).toEqual([
      expect.objectContaining({
        order_number: order.orderNumber,
        user_code: order.username,
        status: 'ricevuto',
        total_points: order.points,
        due_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      }),
    ]);
    expect(byType('order.status_changed')).toEqual([
      expect.objectContaining({
        order_number: order.orderNumber,
        status: 'annullato',
        previous_status: 'ricevuto',
        refunded_points: order.points,
      }),
    ]);
    // The checkout's debit and the cancellation's refund, each with the customer's code.
    expect(byType('points.debited')).toEqual([expect.objectContaining({ user_code: order.username, points: order.points, kind: 'debit' })]);
    expect(byType('points.credited')).toContainEqual(
      expect.objectContaining({ user_code: order.username, points: order.points, kind: 'reversal' }),
    );
    expect(byType('points.credited')).toContainEqual(
      expect.objectContaining({ user_code: code, points: 75, external_id: 'partner:erp-1' }),
    );
    expect(byType('customer.activated')).toEqual([expect.objectContaining({ user_code: code, customer_id: fresh.id })]);
    expect(byType('validation.approved')).toEqual([expect.objectContaining({ user_code: code, reason: null })]);
    expect(byType('validation.rejected')).toEqual([expect.objectContaining({ user_code: code, reason: 'Scontrino illeggibile' })]);
    expect(byType('contact.received')).toEqual([
      expect.objectContaining({ user_code: code, topic: 'ordini', message: 'Quando arriva il premio?' }),
    ]);
  });
});
