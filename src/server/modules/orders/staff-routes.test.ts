import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffOrderDetail, StaffOrderPage } from '../../../shared/types/generated/api/staff-orders.js';
import { bearer, CONSOLE_HOST, nextIp, outbox, staffSignIn, testClock } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { call, DEMO, snapshot } from '../catalog/test-helpers.js';
import { demoPrize, placeOrder, type PlacedOrder } from './test-staff-orders.js';

const clock = testClock();
let t: TestApp;
let support: string;
let operator: string;
let prize: Awaited<ReturnType<typeof demoPrize>>;

beforeAll(async () => {
  t = await buildTestApp({ clock: clock.now });
  support = (await staffSignIn(t.app, 'support@premia.example')).token;
  operator = (await staffSignIn(t.app, 'operator@premia.example')).token;
  prize = await demoPrize(t.app);
});
afterAll(() => t.close());

const base = (alias = 'demo') => `/v1/console/tenants/${alias}/orders`;
const get = (url: string, token = support) =>
  t.app.inject({ method: 'GET', url, headers: { host: CONSOLE_HOST, ...bearer(token) }, remoteAddress: nextIp() });
const post = (url: string, payload: object, token = support) =>
  t.app.inject({ method: 'POST', url, payload, headers: { host: CONSOLE_HOST, ...bearer(token) }, remoteAddress: nextIp() });
const move = (order: string, payload: object, token = support) => post(`${base()}/${order}/status`, payload, token);

/** The customer's own view of the order (GET /v1/catalog/orders). */
async function customerOrder(placed: PlacedOrder) {
  const res = await call(t.app, DEMO, placed.customerToken, { method: 'GET', url: '/v1/catalog/orders' });
  return res
    .json<{ data: { order_number: string; status: string; status_label: string; tracking: unknown }[] }>()
    .data.find((o) => o.order_number === placed.orderNumber)!;
}

async function notificationsOf(placed: PlacedOrder) {
  const res = await call(t.app, DEMO, placed.customerToken, { method: 'GET', url: '/v1/notifications' });
  // Only the order's own: the demo tenant also has notifications for everyone.
  return res
    .json<{ data: { title: string; body_html: string }[] }>()
    .data.filter((n) => n.title.startsWith(`Ordine ${placed.orderNumber}`));
}

describe('fulfilment: one order through its statuses', () => {
  it('moves ricevuto → in_lavorazione → spedito → consegnato; the customer sees status and tracking, a notification and a mail for each', async () => {
    const placed = await placeOrder(t.app, prize.id);
    expect(await customerOrder(placed)).toMatchObject({ status: 'ricevuto', status_label: 'Ricevuto', tracking: null });

    const working = await move(placed.orderNumber, { status: 'in_lavorazione' });
    expect(working.statusCode).toBe(200);
    expect(working.json<StaffOrderDetail>()).toMatchObject({ status: 'in_lavorazione', next_statuses: ['spedito', 'annullato'] });

    const shipped = await move(placed.orderNumber, {
      status: 'spedito',
      carrier: ' BRT ',
      tracking_code: 'BRT0001234567',
      tracking_url: 'https://vas.brt.it/vas/sped_det_show.hsm?Nspediz=BRT0001234567',
      reason: 'Partito con il giro del mattino',
    });
    expect(shipped.statusCode).toBe(200);
    const detail = shipped.json<StaffOrderDetail>();
    const tracking = { carrier: 'BRT', code: 'BRT0001234567', url: 'https://vas.brt.it/vas/sped_det_show.hsm?Nspediz=BRT0001234567' };
    expect(detail).toMatchObject({ status: 'spedito', status_label: 'Spedito', tracking, next_statuses: ['consegnato'] });
    expect(detail.history.map((h) => [h.from, h.to, h.actor, h.role, h.reason])).toEqual([
      ['ricevuto', 'in_lavorazione', 'support@premia.example', 'support', null],
      ['in_lavorazione', 'spedito', 'support@premia.example', 'support', 'Partito con il giro del mattino'],
    ]);
    expect(detail.history[1]!.tracking).toEqual(tracking);
    expect(detail.shipping).toMatchObject({ firstname: 'Anna', lastname: 'Ferri', city: 'Torino', zipcode: '10123', district: 'TO' });
    expect(await customerOrder(placed)).toMatchObject({ status: 'spedito', status_label: 'Spedito', tracking });

    const notes = await notificationsOf(placed);
    expect(notes.map((n) => n.title)).toEqual([`Ordine ${placed.orderNumber}: spedito`, `Ordine ${placed.orderNumber}: in lavorazione`]);
    expect(notes[0]!.body_html).toContain('spedito con BRT');
    expect(notes[0]!.body_html).toContain('BRT0001234567');
    expect(notes[0]!.body_html).toContain('Il link per seguirla è nello storico ordini.');

    const mails = (await outbox(t)).filter((m) => m.name.includes(`-orderStatus-${placed.email}`));
    expect(mails).toHaveLength(2);
    // Quoted-printable undone, so the text reads as written.
    const text = mails[1]!.text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(text).toContain(placed.orderNumber);
    expect(text).toContain('BRT0001234567');
    expect(text).toContain('Segui la spedizione: https://vas.brt.it/vas/sped_det_show.hsm?Nspediz=BRT0001234567');
    // The link comes from the tenant's configuration, not from the console's host the request came on.
    expect(text).toContain('http://demo.localhost:8080/storico-ordini');
    expect(text).not.toContain('console.localhost');

    const delivered = await move(placed.orderNumber, { status: 'consegnato' });
    expect(delivered.json<StaffOrderDetail>()).toMatchObject({ status: 'consegnato', tracking, next_statuses: [] });
    expect(await customerOrder(placed)).toMatchObject({ status: 'consegnato', tracking });

    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'actor', 'before_json', 'after_json'])
      .where('target', '=', placed.orderNumber)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.action, JSON.parse(a.before_json!).status, JSON.parse(a.after_json!).status])).toEqual([
      ['order.status', 'ricevuto', 'in_lavorazione'],
      ['order.status', 'in_lavorazione', 'spedito'],
      ['order.status', 'spedito', 'consegnato'],
    ]);
  });

  it('refuses an illegal step with 409 and the reason in Italian, changing nothing', async () => {
    const placed = await placeOrder(t.app, prize.id);
    const early = await move(placed.orderNumber, { status: 'consegnato' });
    expect([early.statusCode, early.json()]).toEqual([409, { error: 'Un ordine può risultare consegnato solo dopo essere stato spedito' }]);
    await move(placed.orderNumber, { status: 'spedito', carrier: 'SDA', tracking_code: 'SDA77' });
    const late = await move(placed.orderNumber, { status: 'annullato' });
    expect([late.statusCode, late.json()]).toEqual([409, { error: "L'ordine è già stato spedito: non può più essere annullato" }]);
    const back = await move(placed.orderNumber, { status: 'in_lavorazione' });
    expect(back.json()).toEqual({ error: 'Un ordine «spedito» non può tornare allo stato «in lavorazione»' });
    expect((await get(`${base()}/${placed.orderNumber}`)).json<StaffOrderDetail>().history).toHaveLength(1);
  });

  it('asks for carrier and tracking code with spedito, takes only https links, and tracking only with spedito', async () => {
    const placed = await placeOrder(t.app, prize.id);
    const none = await move(placed.orderNumber, { status: 'spedito', carrier: 'BRT', tracking_code: '   ' });
    expect([none.statusCode, none.json()]).toEqual([
      400,
      { error: "Per segnare l'ordine come spedito indica il corriere e il codice di spedizione" },
    ]);
    const plain = await move(placed.orderNumber, {
      status: 'spedito',
      carrier: 'BRT',
      tracking_code: 'X1',
      tracking_url: 'http://brt.it/x',
    });
    expect(plain.statusCode).toBe(400);
    const script = await move(placed.orderNumber, { status: 'spedito', carrier: 'BRT', tracking_code: 'X1', tracking_url: 'https://' });
    expect(script.json()).toEqual({ error: 'Il link di tracciamento deve essere un indirizzo https://' });
    const early = await move(placed.orderNumber, { status: 'in_lavorazione', tracking_code: 'X1' });
    expect(early.json()).toEqual({ error: 'Corriere, codice e link di spedizione si indicano solo con lo stato «spedito»' });
    expect((await customerOrder(placed)).status).toBe('ricevuto');
  });

  it("cancels before shipping: the points come back as a movement naming the order, and the stock; another tenant's order is unknown", async () => {
    const placed = await placeOrder(t.app, prize.id, 2);
    const stockBefore = (await t.app.db.selectFrom('products').select('stock').where('id', '=', prize.id).executeTakeFirstOrThrow()).stock;
    expect((await snapshot(t.app, placed.userId)).balance).toBe(0);
    const res = await move(placed.orderNumber.toLowerCase(), { status: 'annullato', reason: 'Premio fuori produzione' });
    expect(res.statusCode).toBe(200);
    expect((await snapshot(t.app, placed.userId)).balance).toBe(placed.points);
    const stockAfter = (await t.app.db.selectFrom('products').select('stock').where('id', '=', prize.id).executeTakeFirstOrThrow()).stock;
    expect(stockAfter).toBe(stockBefore + 2);
    const points = await call(t.app, DEMO, placed.customerToken, { method: 'GET', url: '/v1/points' });
    expect(points.json<{ data: { kind: string }[] }>().data.filter((m) => m.kind === 'reversal')).toEqual([
      expect.objectContaining({
        amount: placed.points,
        kind: 'reversal',
        reason: `Annullamento ordine ${placed.orderNumber}`,
        order_number: placed.orderNumber,
      }),
    ]);
    const [note] = await notificationsOf(placed);
    expect(note!.body_html).toContain('Motivo: Premio fuori produzione');
    const again = await move(placed.orderNumber, { status: 'annullato' });
    expect([again.statusCode, again.json()]).toEqual([409, { error: "L'ordine è già nello stato «annullato»" }]);
    const revive = await move(placed.orderNumber, { status: 'in_lavorazione' });
    expect([revive.statusCode, revive.json()]).toEqual([409, { error: "L'ordine è annullato: il suo stato non può più cambiare" }]);
    expect((await snapshot(t.app, placed.userId)).balance).toBe(placed.points);

    const elsewhere = await post(`${base('aurora')}/${placed.orderNumber}/status`, { status: 'in_lavorazione' }, operator);
    expect([elsewhere.statusCode, elsewhere.json()]).toEqual([404, { error: `Ordine ${placed.orderNumber} non trovato` }]);
  });
});

describe('the console list, bulk changes and the CSV', () => {
  it('filters by status, date, prize and customer, newest first, a page at a time', async () => {
    // A prize of their own and known dates, so other tests' orders stay out of these lists.
    const own = await t.app.db
      .selectFrom('products')
      .select(['id', 'code', 'name', 'points'])
      .where('tenant_alias', '=', 'demo')
      .where('available', '=', 1)
      .where('stock', '>=', 5)
      .where('id', '!=', prize.id)
      .orderBy('points')
      .executeTakeFirstOrThrow();
    const first = await placeOrder(t.app, own.id);
    const second = await placeOrder(t.app, own.id);
    await move(first.orderNumber, { status: 'in_lavorazione' });
    const dated = (n: string, at: string) => t.app.db.updateTable('orders').set({ created_at: at }).where('order_number', '=', n).execute();
    await dated(first.orderNumber, '2026-01-10T10:00:00.000Z');
    await dated(second.orderNumber, '2026-01-12T10:00:00.000Z');
    const list = async (query: string) => (await get(`${base()}?prize=${own.code}&${query}`)).json<StaffOrderPage>();

    const page = await list('since=2026-01-01');
    expect(page.items.map((o) => o.order_number)).toEqual([second.orderNumber, first.orderNumber]);
    expect(page.items[1]).toMatchObject({
      date: '2026-01-10T10:00:00.000Z',
      status: 'in_lavorazione',
      status_label: 'In lavorazione',
      points: own.points,
      customer: { username: first.username, firstname: 'Luca', lastname: 'Verdi' },
      lines: [{ code: own.code, name: own.name, quantity: 1, points: own.points }],
      tracking: null,
    });
    expect((await list('since=2026-01-11')).items.map((o) => o.order_number)).toEqual([second.orderNumber]);
    expect((await list('since=2026-01-10T10:00:01Z')).items.map((o) => o.order_number)).toEqual([second.orderNumber]);
    expect((await list('status=in_lavorazione')).items.map((o) => o.order_number)).toEqual([first.orderNumber]);
    expect((await list(`customer=${second.username.toLowerCase()}`)).items.map((o) => o.order_number)).toEqual([second.orderNumber]);
    expect((await get(`${base()}?customer=${second.username}`)).json<StaffOrderPage>().total).toBe(1);
    // A code naming no customer of the tenant matches no order (rather than being ignored).
    expect(await list('customer=NESSUNO0000')).toMatchObject({ total: 0, items: [] });
    const paged = await list('limit=1&page=2');
    expect([paged.total, paged.items.map((o) => o.order_number)]).toEqual([2, [first.orderNumber]]);
    expect((await get(`${base()}?since=ieri`)).statusCode).toBe(400);
    expect((await get(`${base('aurora')}?prize=${own.code}`, operator)).json<StaffOrderPage>().total).toBe(0);
  });

  it('moves several orders at once, saying for each one whether it moved or why not', async () => {
    const a = await placeOrder(t.app, prize.id);
    const b = await placeOrder(t.app, prize.id);
    await move(b.orderNumber, { status: 'spedito', carrier: 'GLS', tracking_code: 'G1' });
    const res = await post(`${base()}/bulk-status`, {
      order_numbers: [a.orderNumber, b.orderNumber, 'DEMO-1999-000001'],
      status: 'in_lavorazione',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      results: [
        { order_number: a.orderNumber, ok: true, status: 'in_lavorazione', error: null },
        {
          order_number: b.orderNumber,
          ok: false,
          status: 'spedito',
          error: 'Un ordine «spedito» non può tornare allo stato «in lavorazione»',
        },
        { order_number: 'DEMO-1999-000001', ok: false, status: null, error: 'Ordine DEMO-1999-000001 non trovato' },
      ],
    });
  });

  it('exports the fulfilment CSV with the full address, as Italian Excel reads it, and audits the export', async () => {
    const placed = await placeOrder(t.app, prize.id, 3);
    // Summer time: 08:30 UTC is 10:30 in Italy.
    await t.app.db
      .updateTable('orders')
      .set({ created_at: '2026-07-01T08:30:00.000Z' })
      .where('order_number', '=', placed.orderNumber)
      .execute();
    const res = await get(`${base()}/export.csv?customer=${placed.username}&status=ricevuto`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="ordini-demo-\d{4}-\d{2}-\d{2}\.csv"$/);
    const body = res.rawPayload.toString('utf8');
    expect(body.startsWith('\ufeff')).toBe(true);
    const lines = body.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'ordine;data;stato;codice_cliente;azienda;destinatario;indirizzo;civico;cap;citta;provincia;telefono;note;codice_premio;premio;quantita;punti',
    );
    expect(lines.slice(1, -1)).toEqual([
      [
        placed.orderNumber,
        '01/07/2026 10:30',
        'Ricevuto',
        placed.username,
        '',
        'Anna Ferri',
        'Corso Vittorio Emanuele II',
        '45',
        '10123',
        'Torino',
        'TO',
        '011 456 7890',
        '"Insegna ""Tabacchi Ferri"", aperto 8–19"',
        prize.code,
        prize.name.includes(';') ? `"${prize.name}"` : prize.name,
        '3',
        String(prize.points * 3),
      ].join(';'),
    ]);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'after_json'])
      .where('action', '=', 'order.export')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after_json!)).toEqual({ customer: placed.username, status: 'ricevuto', orders: 1 });
  });
});
