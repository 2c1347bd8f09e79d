import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createDatabase, type DatabaseHandle } from '../../db/database.js';
import { loadEnv } from '../../env.js';
import { PROJECT_ROOT } from '../../paths.js';
import { bearer, CONSOLE_HOST, nextIp, staffSignIn } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { snapshot } from '../catalog/test-helpers.js';
import { demoPrize, placeOrder, type PlacedOrder } from './test-staff-orders.js';

/**
 * Exactly-once cancellation. The requests are split across two app instances with their own
 * connection to the same database (two SQLite connections on one file, or two PostgreSQL
 * pools), as two staff members on two server processes would send them.
 */
let t: TestApp;
let second: { app: FastifyInstance; handle: DatabaseHandle };
let tokens: string[];
let prize: Awaited<ReturnType<typeof demoPrize>>;

beforeAll(async () => {
  t = await buildTestApp();
  const description = t.database.description;
  const handle =
    t.database.dialect === 'sqlite'
      ? createDatabase({ dataDir: path.dirname(description), sqliteFile: path.basename(description) })
      : createDatabase({ databaseUrl: description, dataDir: os.tmpdir(), poolSize: 4 });
  const app = await buildApp({
    env: { ...loadEnv({ NODE_ENV: 'test' }), DATA_DIR: t.dataDir },
    database: handle,
    tenantsDir: path.join(PROJECT_ROOT, 'tenants'),
    distDir: path.join(os.tmpdir(), 'premia-no-dist'),
    logger: false,
    overridesTtlMs: 0,
  });
  second = { app, handle };
  // Two staff members: support and the operator.
  tokens = [(await staffSignIn(t.app, 'support@premia.example')).token, (await staffSignIn(t.app, 'operator@premia.example')).token];
  prize = await demoPrize(t.app);
});
afterAll(async () => {
  await second.app.close();
  await second.handle.destroy();
  await t.close();
});

const move = (i: number, order: string, payload: object) =>
  (i % 2 === 0 ? t.app : second.app).inject({
    method: 'POST',
    url: `/v1/console/tenants/demo/orders/${order}/status`,
    payload,
    headers: { host: CONSOLE_HOST, ...bearer(tokens[i % 2]!) },
    remoteAddress: nextIp(),
  });

const stockOf = async () =>
  (await t.app.db.selectFrom('products').select('stock').where('id', '=', prize.id).executeTakeFirstOrThrow()).stock;

async function traces(placed: PlacedOrder) {
  const order = await t.app.db
    .selectFrom('orders')
    .select(['id', 'status'])
    .where('order_number', '=', placed.orderNumber)
    .executeTakeFirstOrThrow();
  const [reversals, history, notes, audit] = await Promise.all([
    t.app.db.selectFrom('points_ledger').select('amount').where('order_id', '=', order.id).where('kind', '=', 'reversal').execute(),
    t.app.db.selectFrom('order_status_history').select('to_status').where('order_id', '=', order.id).execute(),
    t.app.db.selectFrom('notifications').select('id').where('user_id', '=', placed.userId).execute(),
    t.app.db.selectFrom('audit_log').select('id').where('action', '=', 'order.status').where('target', '=', placed.orderNumber).execute(),
  ]);
  return {
    status: order.status,
    reversals: reversals.map((r) => r.amount),
    history: history.map((h) => h.to_status),
    notes: notes.length,
    audit: audit.length,
  };
}

describe('concurrent status changes', () => {
  it('10 cancellations of one order at once: one succeeds, points and stock come back exactly once', async () => {
    const placed = await placeOrder(t.app, prize.id, 2);
    const stockBefore = await stockOf();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => move(i, placed.orderNumber, { status: 'annullato', reason: 'Doppio clic' })),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    expect(answers.find((r) => r.statusCode === 409)!.json()).toEqual({ error: "L'ordine è già nello stato «annullato»" });
    const after = await snapshot(t.app, placed.userId);
    expect(after.balance).toBe(placed.points);
    expect(after.debits).toHaveLength(1);
    expect(await stockOf()).toBe(stockBefore + 2);
    expect(await traces(placed)).toEqual({ status: 'annullato', reversals: [placed.points], history: ['annullato'], notes: 1, audit: 1 });
  });

  it('cancellations racing a shipment: one of them wins, and the points come back only if the cancellation did', async () => {
    const placed = await placeOrder(t.app, prize.id);
    const stockBefore = await stockOf();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        move(
          i,
          placed.orderNumber,
          i % 2 === 0 ? { status: 'annullato' } : { status: 'spedito', carrier: 'BRT', tracking_code: `BRT${i}` },
        ),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const state = await traces(placed);
    const balance = (await snapshot(t.app, placed.userId)).balance;
    if (state.status === 'annullato') {
      expect([balance, await stockOf(), state.reversals]).toEqual([placed.points, stockBefore + 1, [placed.points]]);
    } else {
      expect(state.status).toBe('spedito');
      expect([balance, await stockOf(), state.reversals]).toEqual([0, stockBefore, []]);
    }
    expect([state.history.length, state.notes, state.audit]).toEqual([1, 1, 1]);
  });
});
