import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptRegolamentoAs,
  bearer,
  CONSOLE_HOST,
  linkIn,
  nextIp,
  outbox,
  signIn,
  staffSignIn,
  testClock,
} from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { tenantTotals, tracesOf } from '../../test/personal-traces.js';
import { multipart } from '../content/test-fixtures.js';
import { upload, whenOver } from '../imports/test-staff-imports.js';

/**
 * Erasure leaves no trace of the person anywhere in the database: a customer who touched every
 * area (imported by the console, points given by support with a reason naming them, an order
 * shipped, a wish, a request answered, a receipt, consents, an export, mails and webhooks about
 * them) is erased, and then every text column of every table — read from the catalogue, so a
 * table added later is searched too — is searched for their name, email, phone, address and
 * user code. The tenant's ledger and order totals do not move.
 */
const clock = testClock(new Date('2026-06-01T09:00:00.000Z'));
let t: TestApp;
const DEMO = 'demo.localhost';
const PERSON = {
  code: 'PRIV4417',
  firstname: 'Ottavina',
  lastname: 'Quaglierini',
  email: 'ottavina.quaglierini@posta-riservata.example',
  phone: '0471 882913',
  street: 'Vicolo dei Sette Tigli',
  city: 'Castelquaglia',
};
const TRACES = Object.values(PERSON);
const allowPrivate = process.env.WEBHOOKS_ALLOW_PRIVATE;

const customer = (token: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { host: DEMO, ...(token ? bearer(token) : {}) },
    remoteAddress: nextIp(),
    ...(payload ? { payload } : {}),
  });
const consoleCall = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/v1/console/tenants/demo${url}`,
    headers: { host: CONSOLE_HOST, ...bearer(token) },
    remoteAddress: nextIp(),
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  process.env.WEBHOOKS_ALLOW_PRIVATE = 'true';
  t = await buildTestApp({ clock: clock.now });
});
afterAll(async () => {
  await t?.close();
  if (allowPrivate === undefined) delete process.env.WEBHOOKS_ALLOW_PRIVATE;
  else process.env.WEBHOOKS_ALLOW_PRIVATE = allowPrivate;
});

describe('erasure, searched in every text column of every table', () => {
  it('leaves no trace of the person, and the tenant totals as they were', { timeout: 60_000 }, async () => {
    const operator = (await staffSignIn(t.app, 'operator@premia.example')).token;
    // A partner's endpoint for every event: deliveries (kept in the log) carry the customer.
    const hook = await consoleCall(operator, 'POST', '/webhooks', {
      url: 'http://127.0.0.1:9/premia',
      events: [
        'order.created',
        'order.status_changed',
        'customer.activated',
        'points.credited',
        'points.debited',
        'validation.approved',
        'contact.received',
      ],
    });
    expect(hook.statusCode, hook.body).toBe(201);

    const csv = [
      'user_code;password;firstname;lastname;email;phone;address1;zipcode;city;points_enabled;active',
      `${PERSON.code};Privata!2026x;${PERSON.firstname};${PERSON.lastname};${PERSON.email};${PERSON.phone};${PERSON.street} 41;39012;${PERSON.city};1;1`,
    ].join('\r\n');
    const started = await upload(t.app, 'users', operator, csv, { fileName: 'clienti.csv' });
    expect(started.statusCode, started.body).toBe(202);
    expect(await whenOver(t.app, 'users', started.json().id, operator)).toMatchObject({
      state: 'done',
      report: { accepted: 1, rejected: 0 },
    });
    // The same file again: its report names the code as already there.
    const again = await upload(t.app, 'users', operator, csv);
    expect(await whenOver(t.app, 'users', again.json().id, operator)).toMatchObject({ state: 'done', report: { skipped: 1 } });
    const points = await upload(
      t.app,
      'points',
      operator,
      `user_code;points;reason;external_ref\r\n${PERSON.code};3000;Fiera con ${PERSON.lastname};fiera-${PERSON.code}-1\r\n`,
    );
    expect(points.statusCode, points.body).toBe(202);
    expect(await whenOver(t.app, 'points', points.json().id, operator)).toMatchObject({ state: 'done', report: { accepted: 1 } });
    const adjusted = await consoleCall(operator, 'POST', `/customers/${PERSON.code}/points`, {
      delta: 5000,
      reason: `Benvenuto a ${PERSON.firstname} ${PERSON.lastname}`,
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);

    const me = await signIn(t.app, DEMO, PERSON.code, 'Privata!2026x');
    const token = me.token;
    await acceptRegolamentoAs(t.app, DEMO, token);
    expect((await customer(token, 'POST', '/v1/privacy/consents', { purpose: 'marketing', given: true })).statusCode).toBe(200);
    expect((await customer(token, 'POST', '/v1/privacy/consents', { purpose: 'marketing', given: false })).statusCode).toBe(200);

    const prize = await t.app.db
      .selectFrom('products')
      .select(['id'])
      .where('tenant_alias', '=', 'demo')
      .where('available', '=', 1)
      .where('stock', '>=', 5)
      .where('points', '<=', 5000)
      .orderBy('points')
      .executeTakeFirstOrThrow();
    expect((await customer(token, 'POST', '/v1/catalog/products/addtowishlist', { product_id: prize.id })).statusCode).toBe(200);
    expect((await customer(token, 'POST', '/v1/catalog/products/addtocart', { product_id: prize.id, quantity: 1 })).statusCode).toBe(200);
    const order = await customer(token, 'POST', '/v1/catalog/checkout', {
      firstname: PERSON.firstname,
      lastname: PERSON.lastname,
      address: PERSON.street,
      address_number: '41',
      district: 'BZ',
      city: PERSON.city,
      zipcode: '39012',
      phone: PERSON.phone,
      repeatphone: PERSON.phone,
      notes: `Citofono ${PERSON.lastname}`,
      accept_rules_checkout: 1,
    });
    expect(order.statusCode, order.body).toBe(200);
    const orderNumber = order.json<{ order_number: string }>().order_number;

    const contact = await customer(token, 'POST', '/v1/contact', {
      topic: 'ordini',
      message: `Sono ${PERSON.firstname} ${PERSON.lastname}, scrivetemi a ${PERSON.email}`,
    });
    expect(contact.statusCode, contact.body).toBe(201);
    const support = (await staffSignIn(t.app, 'support@premia.example')).token;
    const reply = await consoleCall(support, 'POST', `/inbox/${contact.json().id}/reply`, {
      message: `Gentile ${PERSON.firstname}, arriva presto.`,
    });
    expect(reply.statusCode, reply.body).toBe(200);

    await t.app.db.updateTable('users').set({ prize_to_validate: 1 }).where('id', '=', me.userId).execute();
    const form = multipart(
      { receipt_date: '2026-05-30', receipt_time: '18:20', amount: '12,50', receipt_name: `scontrino-${PERSON.lastname}.pdf` },
      [
        {
          name: 'receipt',
          filename: `scontrino-${PERSON.lastname}.pdf`,
          contentType: 'application/pdf',
          data: Buffer.from(`%PDF-1.4 ${PERSON.lastname}\n`),
        },
      ],
    );
    const receipt = await t.app.inject({
      method: 'POST',
      url: '/v1/form-win',
      headers: { host: DEMO, ...bearer(token), 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(receipt.statusCode, receipt.body).toBeLessThan(300);

    // The order is shipped (a pending one would block the erasure), the customer mailed.
    for (const step of [{ status: 'in_lavorazione' }, { status: 'spedito', carrier: 'BRT', tracking_code: 'BRT123456' }]) {
      const moved = await consoleCall(support, 'POST', `/orders/${orderNumber}/status`, step);
      expect(moved.statusCode, moved.body).toBe(200);
    }
    expect((await customer(token, 'POST', '/v1/privacy/export')).statusCode).toBe(202);
    await t.app.jobs.drain();
    // The setup reached every area: the person is written down in many tables now.
    const before = await tracesOf(t.app.db, t.app.dbDialect, TRACES);
    for (const table of [
      'users',
      'import_jobs',
      'rate_limit_hits',
      'orders',
      'contact_requests',
      'contact_replies',
      'jobs',
      'audit_log',
      'points_ledger',
      'webhook_deliveries',
    ]) {
      expect(before.map((trace) => trace.table)).toContain(table);
    }
    const totals = await tenantTotals(t.app.db, 'demo');

    expect((await customer(token, 'POST', '/v1/privacy/erase')).statusCode).toBe(202);
    const mail = (await outbox(t)).find((m) => m.text.includes('conferma la cancellazione') && m.text.includes(PERSON.email));
    const link = linkIn(mail!.text, 'http://demo.localhost:8080/cancella-account/');
    expect((await customer(null, 'POST', '/v1/privacy/erase/confirm', { code: link!.split('/').pop()! })).statusCode).toBe(200);
    await t.app.jobs.drain();

    expect((await tracesOf(t.app.db, t.app.dbDialect, TRACES)).map((x) => `${x.table}.${x.column}: ${x.value}`)).toEqual([]);
    expect(await tenantTotals(t.app.db, 'demo')).toEqual(totals);
    await expect(signIn(t.app, DEMO, PERSON.code, 'Privata!2026x')).rejects.toThrow(/401/);
    // The acceptance of the regolamento stays as evidence, without the address it came from.
    const acceptances = await t.app.db
      .selectFrom('regolamento_acceptances')
      .select(['version', 'address'])
      .where('user_id', '=', me.userId)
      .execute();
    expect(acceptances.length).toBeGreaterThan(0);
    expect(acceptances.filter((a) => a.address !== null)).toEqual([]);
  });
});
