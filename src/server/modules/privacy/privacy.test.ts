import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, CONSOLE_HOST, linkIn, outbox, signIn, staffSignIn, testClock } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { tenantTotals } from '../../test/personal-traces.js';
import { call, DEMO, NEW_ADDRESS } from '../catalog/test-helpers.js';
import { storeStaffFile } from '../catalog/images-service.js';
import { importUsers, parseCsv, USER_COLUMNS } from '../imports/service.js';

/**
 * The customer's data rights end to end on the real database: the export (what the zip holds,
 * to whom it is handed, when it expires), erasure as anonymisation (what is gone, what stays,
 * what blocks it), and the console's side, audited.
 */
const clock = testClock(new Date('2026-06-01T09:00:00.000Z'));
let t: TestApp;
let marco: { id: number; token: string };
let giulia: { id: number; token: string };
let orderNumber: string;
const RECEIPT = Buffer.from('%PDF-1.4 scontrino di prova di Marco\n');
const MESSAGE = 'Quando arriva il mio zaino? Marco Bianchi';

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: { host: DEMO, ...bearer(token) } });
const post = (token: string | null, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { host: DEMO, ...(token ? bearer(token) : {}) }, ...(payload ? { payload } : {}) });

/**
 * Every row that is about the customer, as text, so a search finds a value in any column: their
 * row, addresses, orders, requests and replies, validations, ledger, consents, privacy requests,
 * and the tenant's whole audit log. (Other tenants have demo customers of the same names.)
 */
async function rowsAbout(userId: number): Promise<string> {
  const db = t.app.db;
  const requests = await db.selectFrom('contact_requests').selectAll().where('user_id', '=', userId).execute();
  const orders = await db.selectFrom('orders').selectAll().where('user_id', '=', userId).execute();
  const parts: unknown[] = [
    await db.selectFrom('users').selectAll().where('id', '=', userId).execute(),
    await db.selectFrom('addresses').selectAll().where('user_id', '=', userId).execute(),
    orders,
    requests,
    requests.length
      ? await db
          .selectFrom('contact_replies')
          .selectAll()
          .where(
            'request_id',
            'in',
            requests.map((r) => r.id),
          )
          .execute()
      : [],
    orders.length
      ? await db
          .selectFrom('order_status_history')
          .selectAll()
          .where(
            'order_id',
            'in',
            orders.map((o) => o.id),
          )
          .execute()
      : [],
    await db.selectFrom('prize_validations').selectAll().where('user_id', '=', userId).execute(),
    await db.selectFrom('points_ledger').selectAll().where('user_id', '=', userId).execute(),
    await db.selectFrom('consent_records').selectAll().where('user_id', '=', userId).execute(),
    await db.selectFrom('privacy_requests').select(['id', 'state', 'requested_by']).where('user_id', '=', userId).execute(),
    await db.selectFrom('audit_log').selectAll().where('tenant_alias', '=', 'demo').execute(),
  ];
  return JSON.stringify(parts);
}

beforeAll(async () => {
  t = await buildTestApp({ clock: clock.now });
  const m = await signIn(t.app, DEMO, 'DEMO0001');
  const g = await signIn(t.app, DEMO, 'DEMO0003');
  marco = { id: m.userId, token: m.token };
  giulia = { id: g.userId, token: g.token };
  // Marco's data in every area: an order (and its saved address), a wish, a request with a reply, a receipt.
  const prize = await t.app.db
    .selectFrom('products')
    .select(['id', 'code'])
    .where('tenant_alias', '=', 'demo')
    .where('available', '=', 1)
    .where('stock', '>=', 5)
    .orderBy('points')
    .executeTakeFirstOrThrow();
  expect(
    (
      await call(t.app, DEMO, marco.token, {
        method: 'POST',
        url: '/v1/catalog/products/addtocart',
        payload: { product_id: prize.id, quantity: 1 },
      })
    ).statusCode,
  ).toBe(200);
  const order = await call(t.app, DEMO, marco.token, { method: 'POST', url: '/v1/catalog/checkout', payload: NEW_ADDRESS });
  expect(order.statusCode).toBe(200);
  orderNumber = order.json<{ order_number: string }>().order_number;
  const at = clock.now().toISOString();
  await t.app.db.insertInto('wishlist_items').values({ user_id: marco.id, product_id: prize.id, created_at: at }).execute();
  const request = await t.app.db
    .insertInto('contact_requests')
    .values({
      tenant_alias: 'demo',
      user_id: marco.id,
      topic: 'Ordini',
      message: MESSAGE,
      order_number: orderNumber,
      created_at: at,
      assigned_staff_id: null,
      replied_at: null,
      closed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.app.db
    .insertInto('contact_replies')
    .values({
      request_id: request.id,
      staff_email: 'support@premia.example',
      sent_to: 'marco.bianchi@ferramenta-bianchi.example',
      body: 'Arriva domani, Marco.',
      created_at: at,
    })
    .execute();
  const hash = await storeStaffFile(t.app.db, { data: RECEIPT, content_type: 'application/pdf' }, at);
  await t.app.db
    .insertInto('prize_validations')
    .values({
      tenant_alias: 'demo',
      user_id: marco.id,
      receipt_date: '2026-05-30',
      receipt_time: '18:20',
      amount_cents: 1250,
      file_path: '',
      file_hash: hash,
      original_name: 'scontrino-marco.pdf',
      mime: 'application/pdf',
      size: RECEIPT.length,
      status: 'approved',
      created_at: at,
    })
    .execute();
  // A consent changed from the page: recorded with channel profile and the current wording.
  const changed = await post(marco.token, '/v1/privacy/consents', { purpose: 'marketing', given: false });
  expect(changed.statusCode).toBe(200);
  expect(changed.json().consents.find((c: { purpose: string }) => c.purpose === 'marketing')).toMatchObject({
    given: false,
    version: expect.any(String),
  });
});
afterAll(() => t.close());

describe('export', () => {
  let id: string;

  it('is prepared by a job, announced by mail, and holds every area of the owner only', async () => {
    const asked = await post(marco.token, '/v1/privacy/export');
    expect(asked.statusCode).toBe(202);
    id = asked.json().id;
    // Pressing again while it is prepared is the same export, not a second zip.
    expect((await post(marco.token, '/v1/privacy/export')).json()).toEqual({ id });
    expect((await get(marco.token, `/v1/privacy/export/${id}`)).statusCode).toBe(409);
    expect((await get(marco.token, '/v1/privacy')).json().exports[0]).toMatchObject({ id, state: 'preparing' });

    await t.app.jobs.drain();
    const res = await get(marco.token, `/v1/privacy/export/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const json = (name: string) => JSON.parse(strFromU8(files[name]!)) as unknown;
    expect(Object.keys(files).sort()).toEqual(
      [
        'consensi.json',
        'convalide.json',
        'indirizzi.json',
        'lista-desideri.json',
        'movimenti-punti.json',
        'ordini.json',
        'profilo.json',
        'richieste-contatto.json',
        'riepilogo.csv',
        'scontrini/',
        'scontrini/scontrino-1.pdf',
      ].filter((n) => n !== 'scontrini/' || files[n]),
    );
    expect(json('profilo.json')).toMatchObject({ username: 'DEMO0001', email: 'marco.bianchi@ferramenta-bianchi.example' });
    expect(JSON.stringify(json('profilo.json'))).not.toContain('scrypt');
    const addresses = json('indirizzi.json') as { user_id: number; surname: string }[];
    expect(addresses.map((a) => [a.user_id, a.surname])).toEqual([
      [marco.id, 'Bianchi'],
      [marco.id, 'Ferri'],
    ]);
    const consents = json('consensi.json') as { purpose: string; given: boolean; channel: string; text: string | null }[];
    expect(consents.map((c) => [c.purpose, c.given, c.channel])).toEqual([
      ['privacy', true, 'demo'],
      ['marketing', true, 'demo'],
      ['marketing', false, 'profile'],
    ]);
    expect(consents.every((c) => typeof c.text === 'string' && c.text.length > 10)).toBe(true);
    const ledger = json('movimenti-punti.json') as { user_id: number; amount: number }[];
    const balance = (await get(marco.token, '/v1/points')).json().balance ?? undefined;
    expect(ledger.every((e) => e.user_id === marco.id)).toBe(true);
    if (balance !== undefined) expect(ledger.reduce((s, e) => s + e.amount, 0)).toBe(balance);
    expect((json('ordini.json') as { order_number: string }[]).map((o) => o.order_number)).toEqual([orderNumber]);
    expect(json('lista-desideri.json')).toHaveLength(1);
    expect(json('richieste-contatto.json')).toEqual([
      expect.objectContaining({ message: MESSAGE, replies: [expect.objectContaining({ body: 'Arriva domani, Marco.' })] }),
    ]);
    const validations = json('convalide.json') as { receipt_file: string }[];
    expect(validations).toHaveLength(1);
    expect(Buffer.from(files[validations[0]!.receipt_file]!)).toEqual(RECEIPT);
    const summary = strFromU8(files['riepilogo.csv']!);
    expect(summary).toContain('Profilo;Email;marco.bianchi@ferramenta-bianchi.example');
    expect(summary).toContain(orderNumber);
    // Only Marco's: nothing of Giulia, the other customer of the tenant.
    expect(strFromU8(unzipSync(new Uint8Array(res.rawPayload))['profilo.json']!) + summary).not.toMatch(/Romano|giulia/i);

    const mails = await outbox(t);
    const mail = mails.find((m) => m.text.includes('i tuoi dati sono pronti'));
    expect(mail).toBeDefined();
    expect(mail!.text).toContain('/my-page');
  });

  it('is not handed to another customer, nor to anyone signed out', async () => {
    expect((await get(giulia.token, `/v1/privacy/export/${id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/v1/privacy/export/${id}`, headers: { host: DEMO } })).statusCode).toBe(401);
    expect((await get(giulia.token, '/v1/privacy')).json().exports).toEqual([]);
  });

  it('expires after seven days and the recurring purge drops the zip', async () => {
    clock.advance(7 * 24 * 3600_000 + 60_000);
    const again = await signIn(t.app, DEMO, 'DEMO0001');
    marco.token = again.token;
    expect((await get(marco.token, `/v1/privacy/export/${id}`)).statusCode).toBe(410);
    expect((await get(marco.token, '/v1/privacy')).json().exports[0]).toMatchObject({ id, state: 'expired' });
    // The hourly schedule is due: draining runs it.
    clock.advance(3600_000);
    await t.app.jobs.drain();
    const row = await t.app.db.selectFrom('privacy_requests').select(['state', 'data']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'expired', data: null });
  });
});

describe('console', () => {
  it('support prepares and downloads the same export, each step audited, and reads the consent history', async () => {
    const { token } = await staffSignIn(t.app, 'support@premia.example');
    const base = '/v1/console/tenants/demo/customers/DEMO0001/privacy';
    const headers = { host: CONSOLE_HOST, ...bearer(token) };
    const asked = await t.app.inject({ method: 'POST', url: `${base}/export`, headers });
    expect(asked.statusCode).toBe(202);
    const exportId = asked.json().id as string;
    await t.app.jobs.drain();
    const zip = await t.app.inject({ method: 'GET', url: `${base}/export/${exportId}`, headers });
    expect(zip.statusCode).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(zip.rawPayload)))).toContain('profilo.json');
    // Another customer's path does not reach Marco's export.
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/console/tenants/demo/customers/DEMO0003/privacy/export/${exportId}`, headers }))
        .statusCode,
    ).toBe(404);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'actor', 'target'])
      .where('action', 'like', 'customer.privacy.%')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'customer.privacy.export', actor: 'support@premia.example', target: 'DEMO0001' },
      { action: 'customer.privacy.download', actor: 'support@premia.example', target: 'DEMO0001' },
    ]);
    const view = (await t.app.inject({ method: 'GET', url: base, headers })).json();
    expect(view.consents.map((c: { channel: string }) => c.channel)).toEqual(['demo', 'demo', 'profile']);
    expect(view.exports[0]).toMatchObject({ id: exportId, state: 'ready', requestedBy: 'support@premia.example' });
    const csv = await t.app.inject({ method: 'GET', url: `${base}/consents.csv`, headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('marketing;Comunicazioni commerciali;negato');
  });
});

describe('erasure', () => {
  beforeAll(async () => {
    // The export tests moved the clock past the last access token.
    marco.token = (await signIn(t.app, DEMO, 'DEMO0001')).token;
  });

  it('is refused while an order is neither shipped nor cancelled, with the reason in Italian', async () => {
    const res = await post(marco.token, '/v1/privacy/erase');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toContain(`l'ordine ${orderNumber} non è ancora stato spedito`);
    expect((await get(marco.token, '/v1/privacy')).json().pendingOrders).toEqual([orderNumber]);
  });

  it('confirmed by the mailed link, anonymises the person and keeps the ledger and the orders', async () => {
    await t.app.db.updateTable('orders').set({ status: 'spedito' }).where('order_number', '=', orderNumber).execute();
    const before = await tenantTotals(t.app.db, 'demo');
    const asked = await post(marco.token, '/v1/privacy/erase');
    expect(asked.statusCode).toBe(202);
    // Nothing happens before the link is opened.
    expect((await get(marco.token, '/v1/privacy')).statusCode).toBe(200);
    // Pressing again sends no second mail: the first link works.
    expect((await post(marco.token, '/v1/privacy/erase')).statusCode).toBe(202);
    const erasureMails = (await outbox(t)).filter((m) => m.text.includes('conferma la cancellazione'));
    expect(erasureMails).toHaveLength(1);
    const mail = erasureMails[0];
    const link = linkIn(mail!.text, 'http://demo.localhost:8080/cancella-account/');
    expect(link).toBeDefined();
    const code = link!.split('/').pop()!;
    expect((await post(null, '/v1/privacy/erase/confirm', { code: 'x'.repeat(32) })).statusCode).toBe(400);
    expect((await post(null, '/v1/privacy/erase/confirm', { code })).statusCode).toBe(200);
    // Once only.
    expect((await post(null, '/v1/privacy/erase/confirm', { code })).statusCode).toBe(400);

    expect(await tenantTotals(t.app.db, 'demo')).toEqual(before);
    const text = await rowsAbout(marco.id);
    const traces = ['Marco', 'Bianchi', 'marco.bianchi@', 'Garibaldi', 'DEMO0001', 'Ferri', 'Corso Vittorio', '011 456 7890', MESSAGE];
    expect(traces.filter((trace) => text.includes(trace))).toEqual([]);
    const user = await t.app.db.selectFrom('users').selectAll().where('id', '=', marco.id).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ firstname: null, lastname: null, email: null, password_hash: null, active: 0, extra_json: '{}' });
    expect(await t.app.db.selectFrom('files').select('hash').where('data', '=', RECEIPT).execute()).toEqual([]);
    // The ledger still sums the same for the anonymous row.
    const ledger = await t.app.db.selectFrom('points_ledger').select('amount').where('user_id', '=', marco.id).execute();
    expect(ledger.length).toBeGreaterThan(1);

    // Signed out everywhere, and the code signs in no more.
    expect((await get(marco.token, '/v1/privacy')).statusCode).toBe(401);
    await expect(signIn(t.app, DEMO, 'DEMO0001')).rejects.toThrow(/401/);
  });

  it('frees the code: a new import of it makes a new, empty customer', async () => {
    const table = await parseCsv(Buffer.from('user_code;password\r\nDEMO0001;Nuova!2026y\r\n'), USER_COLUMNS);
    const report = await importUsers({ db: t.app.db, dialect: t.app.dbDialect }, table, { alias: 'demo', file: 'clienti.csv' });
    expect(report).toMatchObject({ read: 1, accepted: 1, skipped: 0 });
    const fresh = await t.app.db
      .selectFrom('users')
      .selectAll()
      .where('tenant_alias', '=', 'demo')
      .where('username', '=', 'DEMO0001')
      .executeTakeFirstOrThrow();
    expect(fresh.id).not.toBe(marco.id);
    expect(fresh).toMatchObject({ firstname: null, email: null, active: 0 });
    const signedIn = await signIn(t.app, DEMO, 'DEMO0001', 'Nuova!2026y');
    expect((await get(signedIn.token, '/v1/privacy')).json()).toMatchObject({ exports: [], pendingOrders: [] });
    expect((await t.app.db.selectFrom('points_ledger').select('id').where('user_id', '=', fresh.id).execute()).length).toBe(0);
  });

  it('staff erase with a reason, audited without the person', async () => {
    const { token } = await staffSignIn(t.app, 'operator@premia.example');
    const headers = { host: CONSOLE_HOST, ...bearer(token) };
    const url = '/v1/console/tenants/demo/customers/DEMO0003/privacy/erase';
    expect((await t.app.inject({ method: 'POST', url, headers, payload: { reason: '' } })).statusCode).toBe(400);
    const res = await t.app.inject({ method: 'POST', url, headers, payload: { reason: 'Richiesta telefonica del 1 giugno' } });
    expect(res.statusCode).toBe(200);
    const entry = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'customer.privacy.erase')
      .executeTakeFirstOrThrow();
    expect(entry.target).toBe(`cliente cancellato n. ${giulia.id}`);
    expect(entry.after_json).toContain('Richiesta telefonica');
    const text = await rowsAbout(giulia.id);
    expect(['DEMO0003', 'Romano', 'giulia.romano', 'Via Toledo'].filter((trace) => text.includes(trace))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/v1/console/tenants/demo/customers/DEMO0003/privacy', headers })).statusCode).toBe(
      404,
    );
  });
});
