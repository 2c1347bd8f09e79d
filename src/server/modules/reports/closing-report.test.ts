import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClosingReport } from '../../../shared/types/generated/api/staff-reports.js';
import { bearer, CONSOLE_HOST, nextIp, staffSignIn, testClock } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { newCustomer } from '../catalog/test-helpers.js';
import type { OrderStatus } from '../orders/order.table.js';
import type { LedgerKind } from '../points/points-ledger.table.js';

/*
 * The report's figures against a reference computed here from the raw rows (ledger, orders,
 * status history, lines, costs) with plain JavaScript, days read with Intl on Europe/Rome: no
 * code of the report is called. The rows written are dated in 2031, around a March period, with
 * rows on both sides of its edges in Italian time, an expiry and a delivery after its due date.
 */
const clock = testClock(new Date('2031-05-02T09:00:00.000Z'));
const FROM = '2031-03-01';
const TO = '2031-03-31';
let t: TestApp;
let operator: string;
let customer: number;
let prize: { id: number; code: string; name: string; points: number };

const romeDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
const inPeriod = (iso: string) => romeDay(iso) >= FROM && romeDay(iso) <= TO;
const beforeEnd = (iso: string) => romeDay(iso) <= TO;

const get = (path: string) =>
  t.app.inject({
    method: 'GET',
    url: `/v1/console/tenants/demo/${path}`,
    headers: { host: CONSOLE_HOST, ...bearer(operator) },
    remoteAddress: nextIp(),
  });

async function ledger(amount: number, at: string, kind: LedgerKind, orderId: number | null = null) {
  await t.app.db
    .insertInto('points_ledger')
    .values({
      tenant_alias: 'demo',
      user_id: customer,
      amount,
      kind,
      reason: 'Prova del rendiconto',
      external_ref: null,
      order_id: orderId,
      created_at: at,
    })
    .execute();
}

let serial = 0;
/** An order of `quantity` pieces placed at `at`, due on `due`, moved through `steps` ([status, at]), its points debited (and refunded when cancelled). */
async function order(quantity: number, at: string, due: string, steps: [OrderStatus, string][]): Promise<string> {
  const number = `DEMO-2031-R${++serial}`;
  const last = steps.at(-1)?.[0] ?? 'ricevuto';
  const { id } = await t.app.db
    .insertInto('orders')
    .values({
      tenant_alias: 'demo',
      user_id: customer,
      order_number: number,
      status: last,
      total_points: prize.points * quantity,
      shipping_json: '{}',
      idempotency_key: null,
      request_hash: null,
      created_at: at,
      due_date: due,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.app.db
    .insertInto('order_items')
    .values({ order_id: id, product_id: prize.id, code: prize.code, name: prize.name, image_url: null, points: prize.points, quantity })
    .execute();
  await ledger(-prize.points * quantity, at, 'debit', id);
  let from: OrderStatus = 'ricevuto';
  for (const [to, when] of steps) {
    await t.app.db
      .insertInto('order_status_history')
      .values({
        order_id: id,
        from_status: from,
        to_status: to,
        actor: 'test',
        actor_role: 'operator',
        reason: null,
        carrier: null,
        tracking_code: null,
        tracking_url: null,
        created_at: when,
      })
      .execute();
    if (to === 'annullato') await ledger(prize.points * quantity, when, 'reversal', id);
    from = to;
  }
  return number;
}

/** The report's figures computed from every row of the tenant. */
async function reference() {
  const db = t.app.db;
  const rows = await db.selectFrom('points_ledger').selectAll().where('tenant_alias', '=', 'demo').execute();
  const period = rows.filter((r) => inPeriod(r.created_at));
  const sum = (list: typeof rows) => list.reduce((n, r) => n + r.amount, 0);
  const opening = sum(rows.filter((r) => romeDay(r.created_at) < FROM));
  const points = {
    opening,
    issued: sum(period.filter((r) => r.order_id === null && r.kind !== 'expiry' && r.amount > 0)),
    withdrawn: -sum(period.filter((r) => r.order_id === null && r.kind !== 'expiry' && r.amount < 0)),
    spent: -sum(period.filter((r) => r.order_id !== null)),
    expired: -sum(period.filter((r) => r.kind === 'expiry')),
    outstanding: sum(rows.filter((r) => beforeEnd(r.created_at))),
  };
  const orders = await db.selectFrom('orders').selectAll().where('tenant_alias', '=', 'demo').execute();
  const ids = orders.map((o) => o.id);
  const history = await db.selectFrom('order_status_history').selectAll().where('order_id', 'in', ids).execute();
  const items = await db.selectFrom('order_items').selectAll().where('order_id', 'in', ids).execute();
  const costs = new Map(
    (await db.selectFrom('products').select(['id', 'cost_cents']).where('tenant_alias', '=', 'demo').execute()).map((p) => [
      p.id,
      p.cost_cents,
    ]),
  );
  const pieces = (id: number) => items.filter((i) => i.order_id === id).reduce((n, i) => n + i.quantity, 0);
  const when = (id: number, status: OrderStatus) => history.find((h) => h.order_id === id && h.to_status === status)?.created_at;
  const requested = orders.filter((o) => inPeriod(o.created_at));
  const delivered = orders.filter((o) => when(o.id, 'consegnato') && inPeriod(when(o.id, 'consegnato')!));
  const cancelled = orders.filter((o) => when(o.id, 'annullato') && inPeriod(when(o.id, 'annullato')!));
  const closed = (o: (typeof orders)[number]) => [when(o.id, 'consegnato'), when(o.id, 'annullato')].some((at) => at && beforeEnd(at));
  const owed = orders.filter((o) => beforeEnd(o.created_at) && !closed(o));
  const owedItems = items.filter((i) => owed.some((o) => o.id === i.order_id));
  const valueCents = owedItems.reduce((n, i) => n + (costs.get(i.product_id ?? -1) ?? 0) * i.quantity, 0);
  const late = delivered.filter((o) => romeDay(when(o.id, 'consegnato')!) > o.due_date);
  return {
    points,
    prizes: {
      requested: { orders: requested.length, prizes: requested.reduce((n, o) => n + pieces(o.id), 0) },
      delivered: { orders: delivered.length, prizes: delivered.reduce((n, o) => n + pieces(o.id), 0), late: late.length },
      cancelled: { orders: cancelled.length, prizes: cancelled.reduce((n, o) => n + pieces(o.id), 0) },
      outstanding: {
        orders: owed.length,
        prizes: owedItems.reduce((n, i) => n + i.quantity, 0),
        overdue: owed.filter((o) => o.due_date < TO).length,
        valueCents,
        uncosted: owedItems.filter((i) => (costs.get(i.product_id ?? -1) ?? null) === null).reduce((n, i) => n + i.quantity, 0),
      },
    },
    deposit: { rate: 0.2, cents: Math.round(valueCents / 5) },
    late: late.map((o) => o.order_number),
  };
}

let late: string;
beforeAll(async () => {
  t = await buildTestApp({ clock: clock.now });
  operator = (await staffSignIn(t.app, 'operator@premia.example')).token;
  customer = (await newCustomer(t.app, 'demo', 0)).id;
  prize = await t.app.db
    .selectFrom('products')
    .select(['id', 'code', 'name', 'points'])
    .where('tenant_alias', '=', 'demo')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await t.app.db.updateTable('products').set({ cost_cents: 2550 }).where('id', '=', prize.id).execute();
  await ledger(50_000, '2031-02-10T10:00:00.000Z', 'credit');
  // 00:30 of 1 March in Rome: inside the period although still February in UTC.
  await ledger(3_000, '2031-02-28T23:30:00.000Z', 'credit');
  await ledger(-1_200, '2031-03-10T00:05:00.000Z', 'expiry');
  await ledger(-200, '2031-03-12T09:00:00.000Z', 'debit');
  // 00:30 of 1 April in Rome: after the period.
  await ledger(700, '2031-03-31T22:30:00.000Z', 'credit');
  late = await order(1, '2031-01-05T10:00:00.000Z', '2031-03-04', [
    ['spedito', '2031-03-18T10:00:00.000Z'],
    ['consegnato', '2031-03-20T10:00:00.000Z'],
  ]);
  await order(2, '2031-03-15T10:00:00.000Z', '2031-09-11', []);
  await order(1, '2031-03-16T10:00:00.000Z', '2031-09-12', [['annullato', '2031-03-18T11:00:00.000Z']]);
  await order(3, '2031-03-25T10:00:00.000Z', '2031-09-21', [
    ['spedito', '2031-03-30T10:00:00.000Z'],
    ['consegnato', '2031-04-02T10:00:00.000Z'],
  ]);
});
afterAll(() => t.close());

describe('closing report', () => {
  it('answers the figures the rows give, expiry and a late delivery included', async () => {
    const res = await get(`closing-report?from=${FROM}&to=${TO}`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<ClosingReport>();
    const want = await reference();
    expect(report.points).toEqual(want.points);
    expect(report.prizes).toEqual(want.prizes);
    expect(report.deposit).toEqual(want.deposit);
    expect(report.deliveries.filter((d) => d.late).map((d) => d.orderNumber)).toEqual(want.late);
    // What this test wrote, by hand: the expiry, the staff debit, the late delivery.
    expect(report.points.expired).toBe(1_200);
    expect(report.points.withdrawn).toBeGreaterThanOrEqual(200);
    expect(report.deliveries.find((d) => d.orderNumber === late)).toEqual({
      orderNumber: late,
      requestedAt: '2031-01-05T10:00:00.000Z',
      dueDate: '2031-03-04',
      deliveredOn: '2031-03-20',
      prizes: 1,
      late: true,
    });
    expect(report.points.opening + report.points.issued - report.points.withdrawn - report.points.spent - report.points.expired).toBe(
      report.points.outstanding,
    );
    expect(report.tenant).toMatchObject({ alias: 'demo', company: expect.stringContaining('Premia S.r.l.') });
  });

  it('downloads the CSV and the PDF, each audited', async () => {
    const csv = await get(`closing-report.csv?from=${FROM}&to=${TO}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain(`rendiconto-demo-${FROM}-${TO}.csv`);
    const want = await reference();
    const lines = csv.body.replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toBe('sezione;voce;valore;ordine;richiesto_il;scadenza;consegnato_il;pezzi;in_ritardo');
    expect(lines).toContain(`Punti;Punti scaduti;${want.points.expired}`);
    expect(lines).toContain(`Punti;Punti in circolazione alla fine del periodo;${want.points.outstanding}`);
    const euro = (c: number) => `${Math.floor(c / 100)},${String(c % 100).padStart(2, '0')}`;
    expect(lines).toContain(`Cauzione;Cauzione DPR 430/2001 (20% del valore);${euro(want.deposit.cents)}`);
    expect(lines).toContain(`Consegne;Ordine consegnato;;${late};05/01/2031;04/03/2031;20/03/2031;1;sì`);
    const pdf = await get(`closing-report.pdf?from=${FROM}&to=${TO}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const audits = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'after_json'])
      .where('action', '=', 'report.closing.download')
      .orderBy('id')
      .execute();
    expect(audits.map((a) => [a.target, JSON.parse(a.after_json!).format])).toEqual([
      [`${FROM}/${TO}`, 'csv'],
      [`${FROM}/${TO}`, 'pdf'],
    ]);
  });

  it('refuses a period that ends before it starts, and a customer cannot reach it', async () => {
    const res = await get(`closing-report?from=${TO}&to=${FROM}`);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toBe('La data di inizio del periodo è dopo quella di fine');
    expect((await get('closing-report?from=2031-13-01&to=2031-12-01')).statusCode).toBe(400);
  });
});
