import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, outbox, signIn } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { fakeExe, multipart, tinyJpeg, tinyPdf } from '../content/test-fixtures.js';
import { parseAmountCents } from './upload.js';

let t: TestApp;
let demo: { token: string; userId: number };
let other: { token: string; userId: number };
const DEMO = 'demo.localhost';

async function order(userId: number, orderNumber: string) {
  await t.app.db
    .insertInto('orders')
    .values({
      tenant_alias: 'demo',
      user_id: userId,
      order_number: orderNumber,
      status: 'ricevuto',
      total_points: 1000,
      shipping_json: '{}',
      idempotency_key: null,
      request_hash: null,
      created_at: new Date().toISOString(),
      due_date: '2027-01-01',
    })
    .execute();
}

beforeAll(async () => {
  t = await buildTestApp();
  demo = await signIn(t.app, DEMO, 'DEMO0001');
  other = await signIn(t.app, DEMO, 'DEMO0003');
  await order(demo.userId, 'DEMO-2026-000101');
  await order(other.userId, 'DEMO-2026-000102');
});
afterAll(() => t.close());

const contact = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/v1/contact', headers: { host: DEMO, ...bearer(token) }, payload });
const message = 'Buongiorno, vorrei sapere quando arriva il premio ordinato.';

describe('POST /v1/contact', () => {
  it('stores a request without order and mails the operator and a copy to the customer', async () => {
    const before = (await outbox(t)).length;
    const res = await contact(demo.token, { topic: 'punti', message });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ id: expect.any(Number), topic: 'punti', order_number: null });
    const mails = (await outbox(t)).slice(before);
    expect(mails.map((m) => m.name)).toEqual([
      expect.stringMatching(/-contactOperator-assistenza@premia\.example\.com\.eml$/),
      expect.stringMatching(/-contactCopy-marco\.bianchi@ferramenta-bianchi\.example\.eml$/),
    ]);
    expect(mails[0]!.text).toContain('Argomento: Punti');
    expect(mails[0]!.text).toContain('DEMO0001');
  });

  it("links one of the customer's own orders, by order_number, as multipart too", async () => {
    const before = (await outbox(t)).length;
    const form = multipart({ topic: 'ordini', message, order: 'DEMO-2026-000101' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/contact',
      headers: { host: DEMO, ...bearer(demo.token), 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().order_number).toBe('DEMO-2026-000101');
    const row = await t.app.db.selectFrom('contact_requests').selectAll().where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ tenant_alias: 'demo', user_id: demo.userId, topic: 'ordini', order_number: 'DEMO-2026-000101' });
    const mails = (await outbox(t)).slice(before);
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(mail.text).toContain('Ordine: DEMO-2026-000101');
  });

  it("refuses another customer's order and an unknown one, storing nothing", async () => {
    const count = async () => (await t.app.db.selectFrom('contact_requests').select('id').execute()).length;
    const before = await count();
    for (const orderNumber of ['DEMO-2026-000102', 'NOPE-1']) {
      const res = await contact(demo.token, { topic: 'ordini', message, order: orderNumber });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'Ordine non trovato tra i tuoi ordini',
        details: [{ field: 'order', message: 'Ordine non trovato tra i tuoi ordini' }],
      });
    }
    expect(await count()).toBe(before);
  });

  it("validates with the tenant's contact form: topic and message required", async () => {
    const res = await contact(demo.token, { message: '' });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['message', 'topic']);
    expect((await contact(demo.token, { topic: 'inventato', message })).statusCode).toBe(400);
  });

  it('needs a signed-in customer', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/v1/contact', headers: { host: DEMO }, payload: { topic: 'punti', message } }))
        .statusCode,
    ).toBe(401);
  });
});

const send = (
  token: string,
  fields: Record<string, string>,
  file?: { filename: string; contentType: string; data: Buffer },
  host = DEMO,
) => {
  const form = multipart(file ? { ...fields, receipt_name: file.filename } : fields, file ? [{ name: 'receipt', ...file }] : []);
  return t.app.inject({
    method: 'POST',
    url: '/v1/form-win',
    headers: { host, ...bearer(token), 'content-type': form.contentType },
    payload: form.payload,
  });
};
const fields = { receipt_date: '2026-11-20', receipt_time: '18:45', amount: '12,50' };

/** One prize to validate per receipt a test sends (form-win.test.ts covers the limits themselves). */
async function givePrizes(n: number) {
  await t.app.db.updateTable('users').set({ prize_to_validate: n }).where('id', '=', demo.userId).execute();
}

/** Receipts stored, in the database (files, for staff only) and, as before 2026_12_02, on disk: there must be none there. */
async function uploads(): Promise<{ files: number; disk: string[] }> {
  const files = await t.app.db
    .selectFrom('files')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('access', '=', 'staff')
    .executeTakeFirstOrThrow();
  return { files: Number(files.n), disk: await readdir(path.join(t.dataDir, 'uploads')).catch(() => []) };
}

describe('/v1/form-win', () => {
  it('tells the SPA that DEMO0001 has a prize waiting for validation', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/form-win', headers: { host: DEMO, ...bearer(demo.token) } });
    expect(res.json()).toEqual({ enabled: true, prize_to_validate: true, validations: [] });
  });

  it('accepts a real JPG, stores it in the database for staff only (never on disk, never public) and clears the flag', async () => {
    const jpg = tinyJpeg();
    const res = await send(demo.token, fields, { filename: '../../scontrino cena.jpg', contentType: 'image/jpeg', data: jpg });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'pending',
      receipt_date: '2026-11-20',
      receipt_time: '18:45',
      amount: 12.5,
      mime: 'image/jpeg',
      size: jpg.length,
      original_name: 'scontrino cena.jpg',
    });
    const row = await t.app.db.selectFrom('prize_validations').selectAll().where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(row.file_path).toBe('');
    expect(row.amount_cents).toBe(1250);
    const stored = await t.app.db.selectFrom('files').selectAll().where('hash', '=', row.file_hash!).executeTakeFirstOrThrow();
    expect([Buffer.from(stored.data), stored.access, stored.content_type]).toEqual([jpg, 'staff', 'image/jpeg']);
    expect((await uploads()).disk).toEqual([]);
    // The pictures' public route knows no receipt, even by its hash.
    const open = await t.app.inject({ method: 'GET', url: `/v1/catalog/files/${row.file_hash}.jpg`, headers: { host: DEMO } });
    expect(open.statusCode).toBe(404);
    const state = (await t.app.inject({ method: 'GET', url: '/v1/form-win', headers: { host: DEMO, ...bearer(demo.token) } })).json();
    expect(state.prize_to_validate).toBe(false);
    expect(state.validations).toHaveLength(1);
  });

  it('accepts a PDF, also as a JSON data URL with a dot-decimal amount', async () => {
    await givePrizes(2);
    const pdf = tinyPdf();
    expect(
      (
        await send(demo.token, { ...fields, amount: '1.234,56' }, { filename: 'fattura.pdf', contentType: 'application/pdf', data: pdf })
      ).json(),
    ).toMatchObject({ mime: 'application/pdf', amount: 1234.56 });
    const receipt = `data:application/pdf;name=${encodeURIComponent('ricevuta.pdf')};base64,${pdf.toString('base64')}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/form-win',
      headers: { host: DEMO, ...bearer(demo.token) },
      payload: { ...fields, amount: 7.5, receipt },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ mime: 'application/pdf', amount: 7.5, original_name: 'ricevuta.pdf' });
  });

  it('refuses an EXE renamed .pdf by its content, storing nothing', async () => {
    await givePrizes(1);
    const before = await uploads();
    const res = await send(demo.token, fields, { filename: 'scontrino.pdf', contentType: 'application/pdf', data: fakeExe() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Formato file non valido: sono ammessi PDF, JPG e PNG' });
    expect(await uploads()).toEqual(before);
  });

  it('refuses a file over 5 MB', async () => {
    const big = Buffer.concat([tinyPdf(), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await send(demo.token, fields, { filename: 'grande.pdf', contentType: 'application/pdf', data: big });
    expect(res.statusCode).toBe(413);
  });

  it('refuses missing fields, a bad amount and a future date with the form messages', async () => {
    await givePrizes(1);
    const missing = await send(demo.token, {});
    expect(missing.statusCode).toBe(400);
    expect(
      missing
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['amount', 'receipt', 'receipt_date', 'receipt_time']);
    const jpg = { filename: 'a.jpg', contentType: 'image/jpeg', data: tinyJpeg() };
    expect((await send(demo.token, { ...fields, amount: 'dodici' }, jpg)).json().details).toEqual([
      { field: 'amount', message: 'Importo non valido' },
    ]);
    expect((await send(demo.token, { ...fields, receipt_date: '2999-01-01' }, jpg)).statusCode).toBe(400);
  });

  it('is off where the tenant has no prize validation', async () => {
    const aurora = await signIn(t.app, 'aurora.localhost', 'DEMO0001');
    const res = await send(aurora.token, fields, { filename: 'a.jpg', contentType: 'image/jpeg', data: tinyJpeg() }, 'aurora.localhost');
    expect(res.statusCode).toBe(404);
  });
});

describe('parseAmountCents', () => {
  it.each([
    ['12,50', 1250],
    ['12.50', 1250],
    ['1.234,56', 123456],
    ['€ 7', 700],
    [7.5, 750],
    ['0', null],
    ['12,345', null],
    ['abc', null],
    ['-3', null],
    // amount_cents is a 32-bit column: beyond it PostgreSQL refuses the row (it answered 500).
    ['21474836,47', 2147483647],
    ['21474836,48', null],
    ['99999999999999999999', null],
    [1e20, null],
  ])('%s → %s', (input, cents) => expect(parseAmountCents(input)).toBe(cents));
});
