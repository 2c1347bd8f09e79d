import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../paths.js';
import { bearer, CONSOLE_HOST, nextIp, signIn, staffSignIn, testClock } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { multipart } from '../content/test-fixtures.js';

/**
 * The regolamento on record, on the database the suite runs on (SQLite, or PostgreSQL with
 * TEST_DATABASE_URL): the demo tenants start with their folder's PDF as version 1, accepted by
 * the demo customers; a version published in the console must be accepted before anything else.
 */
let t: TestApp;
let operator: string;
let support: string;
const clock = testClock(new Date('2026-12-10T09:00:00Z'));
const DEMO = 'demo.localhost';
const AURORA = 'aurora.localhost';
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

beforeAll(async () => {
  t = await buildTestApp({ clock: clock.now });
  operator = (await staffSignIn(t.app, 'operator@premia.example')).token;
  support = (await staffSignIn(t.app, 'support@premia.example')).token;
});
afterAll(async () => {
  await t.close();
});

const staff = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/v1/console/tenants/${url}`,
    headers: { host: CONSOLE_HOST, ...bearer(token) },
    remoteAddress: nextIp(),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const customer = (method: 'GET' | 'POST', url: string, token: string, host = DEMO, payload?: Record<string, unknown>, address = nextIp()) =>
  t.app.inject({ method, url, headers: { host, ...bearer(token) }, remoteAddress: address, ...(payload ? { payload } : {}) });

async function uploadPdf(alias: string, data: Buffer): Promise<string> {
  const form = multipart({ kind: 'document' }, [{ name: 'file', filename: 'regolamento-v2.pdf', contentType: 'application/pdf', data }]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/console/tenants/${alias}/brand-assets`,
    payload: form.payload,
    headers: { host: CONSOLE_HOST, 'content-type': form.contentType, ...bearer(operator) },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { ref: string }).ref;
}

const page = (url: string, host = DEMO) => t.app.inject({ method: 'GET', url, headers: { host } });

describe('the regolamento on record', { timeout: 60_000 }, () => {
  it('publishes a new version, blocks the customer until they accept it, records hash and address, keeps the old one readable', async () => {
    const folderPdf = await readFile(path.join(PROJECT_ROOT, 'tenants', 'demo', 'pdf', 'regolamento.pdf'));

    // The demo tenant's folder PDF is version 1, in force, at the stable address.
    const first = await page('/regolamento');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(sha256(first.rawPayload)).toBe(sha256(folderPdf));
    const inForce = await t.app.inject({ method: 'GET', url: '/v1/regolamento', headers: { host: DEMO } });
    expect(inForce.json()).toMatchObject({ version: 1, format: 'pdf', url: '/regolamento/1', docHash: sha256(folderPdf) });

    const marco = await signIn(t.app, DEMO, 'DEMO0001');
    expect((await customer('GET', '/v1/auth/me/addresses', marco.token)).statusCode).toBe(200);

    // A draft is not in force; support may not prepare one.
    const v2Pdf = Buffer.from('%PDF-1.4\n% Regolamento versione 2: soglie nuove\n%%EOF\n');
    const ref = await uploadPdf('demo', v2Pdf);
    const draftBody = { format: 'pdf', file: ref, changes: 'Nuove soglie dei premi.\nTermine delle richieste al 30 novembre.' };
    expect((await staff('POST', 'demo/regolamento', support, draftBody)).statusCode).toBe(403);
    const draft = await staff('POST', 'demo/regolamento', operator, draftBody);
    expect(draft.statusCode, draft.body).toBe(201);
    expect(draft.json()).toMatchObject({ version: 2, status: 'draft', current: false, docHash: sha256(v2Pdf), url: null });
    expect((await staff('POST', 'demo/regolamento', operator, draftBody)).statusCode).toBe(409);
    expect((await customer('GET', '/v1/auth/me/addresses', marco.token)).statusCode).toBe(200);
    expect((await page('/regolamento/2')).statusCode).toBe(404);

    clock.advance(60_000);
    const published = await staff('POST', 'demo/regolamento/2/pubblica', operator);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ version: 2, status: 'published', current: true, publishedAt: clock.now().toISOString() });
    expect((await staff('POST', 'demo/regolamento/2/pubblica', operator)).statusCode).toBe(409);

    // Until accepted: every other call refused with the code the portal acts on; me says what to accept.
    const refused = await customer('GET', '/v1/auth/me/addresses', marco.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'regolamento_da_accettare' });
    expect((await customer('GET', '/v1/points', marco.token)).statusCode).toBe(403);
    const me = await customer('GET', '/v1/auth/me', marco.token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ regolamento_da_accettare: 2 });
    const pending = await customer('GET', '/v1/regolamento/da-accettare', marco.token);
    expect(pending.json()).toEqual({
      pending: {
        version: 2,
        format: 'pdf',
        publishedAt: clock.now().toISOString(),
        changes: draftBody.changes,
        url: '/regolamento/2',
        docHash: sha256(v2Pdf),
      },
    });
    // Signing out is never refused.
    expect((await customer('GET', '/v1/auth/signout', marco.token)).statusCode).toBe(200);

    // Accepting what is no longer in force is refused; accepting version 2 records it.
    expect((await customer('POST', '/v1/regolamento/accettazioni', marco.token, DEMO, { version: 1 })).statusCode).toBe(409);
    clock.advance(5_000);
    const accepted = await customer('POST', '/v1/regolamento/accettazioni', marco.token, DEMO, { version: 2 }, '203.0.113.7');
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json()).toEqual({ version: 2, docHash: sha256(v2Pdf), acceptedAt: clock.now().toISOString() });
    expect((await customer('GET', '/v1/auth/me/addresses', marco.token)).statusCode).toBe(200);
    expect((await customer('GET', '/v1/auth/me', marco.token)).json()).toMatchObject({ regolamento_da_accettare: null });

    // The stable address opens version 2; version 1 stays readable; the folder's link leads to the version in force.
    expect(sha256((await page('/regolamento')).rawPayload)).toBe(sha256(v2Pdf));
    expect(sha256((await page('/regolamento/1')).rawPayload)).toBe(sha256(folderPdf));
    const folderLink = await page('/app/pdf/regolamento.pdf');
    expect(folderLink.statusCode).toBe(302);
    expect(folderLink.headers.location).toBe('/regolamento');
    // Another tenant's version 2 does not exist.
    expect((await page('/regolamento/2', AURORA)).statusCode).toBe(404);

    // Support sees both acceptances of the customer, newest first.
    const history = await staff('GET', 'demo/customers/DEMO0001/regolamento', support);
    expect(history.statusCode).toBe(200);
    expect(history.json()).toEqual({
      currentVersion: 2,
      acceptances: [
        {
          version: 2,
          docHash: sha256(v2Pdf),
          channel: 'portal',
          address: '203.0.113.7',
          acceptedAt: clock.now().toISOString(),
          current: true,
        },
        { version: 1, docHash: sha256(folderPdf), channel: 'demo', address: null, acceptedAt: expect.any(String), current: false },
      ],
    });

    // Drafting and publishing are in the audit log, with who did it.
    const audit = await t.app.inject({
      method: 'GET',
      url: '/v1/console/audit?tenant=demo',
      headers: { host: CONSOLE_HOST, ...bearer(operator) },
    });
    const entries = (audit.json() as { items: { action: string; target: string; actor: string }[] }).items;
    expect(entries.filter((e) => e.action.startsWith('regolamento.')).map((e) => [e.action, e.target, e.actor])).toEqual([
      ['regolamento.publish', '2', 'operator@premia.example'],
      ['regolamento.draft', '2', 'operator@premia.example'],
    ]);
  });

  it('stores rich text sanitised, hashes what it stores, and serves it as a page', async () => {
    const draft = await staff('POST', 'aurora/regolamento', operator, {
      format: 'html',
      html: '<h2>Art. 1</h2><p>Premi entro 180 giorni.</p><script>alert(1)</script>',
      changes: 'Articolo 1 riscritto.',
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const body = draft.json() as { version: number; html: string; docHash: string };
    expect(body.html).not.toContain('script');
    expect(body.html).toContain('Premi entro 180 giorni.');
    expect(body.docHash).toBe(sha256(body.html));
    expect((await staff('POST', `aurora/regolamento/${body.version}/pubblica`, operator)).statusCode).toBe(200);
    const doc = await page('/regolamento', AURORA);
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toMatch(/^text\/html/);
    expect(doc.body).toContain(`Versione ${body.version}`);
    expect(doc.body).toContain('Premi entro 180 giorni.');
    expect(doc.body).not.toContain('alert(1)');

    const empty = await staff('POST', 'aurora/regolamento', operator, { format: 'html', html: '<p> </p>', changes: 'x' });
    expect(empty.statusCode).toBe(400);
    const noChanges = await staff('POST', 'aurora/regolamento', operator, { format: 'html', html: '<p>Testo</p>', changes: '  ' });
    expect(noChanges.statusCode).toBe(400);
    const notUploaded = await staff('POST', 'aurora/regolamento', operator, {
      format: 'pdf',
      file: `stored:${'0'.repeat(64)}.pdf`,
      changes: 'x',
    });
    expect(notUploaded.statusCode).toBe(400);

    // A draft nobody published can be deleted, once, and the deletion is on record.
    const second = await staff('POST', 'aurora/regolamento', operator, { format: 'html', html: '<p>Bozza</p>', changes: 'Prova.' });
    const number = (second.json() as { version: number }).version;
    expect((await staff('DELETE', `aurora/regolamento/${number}`, operator)).statusCode).toBe(200);
    expect((await staff('DELETE', `aurora/regolamento/${number}`, operator)).statusCode).toBe(404);
    expect((await staff('DELETE', `aurora/regolamento/${body.version}`, operator)).statusCode).toBe(409);
    const audit = await t.app.inject({
      method: 'GET',
      url: '/v1/console/audit?tenant=aurora',
      headers: { host: CONSOLE_HOST, ...bearer(operator) },
    });
    const deletions = (audit.json() as { items: { action: string; target: string; actor: string }[] }).items.filter(
      (e) => e.action === 'regolamento.draft_delete',
    );
    expect(deletions.map((e) => [e.target, e.actor])).toEqual([[String(number), 'operator@premia.example']]);
  });

  it('records the acceptance of the signup form against the version in force, with the address', async () => {
    const anna = await signIn(t.app, AURORA, 'DEMO0002');
    const inForce = (await t.app.inject({ method: 'GET', url: '/v1/regolamento', headers: { host: AURORA } })).json() as {
      version: number;
      docHash: string;
    };
    const res = await customer('POST', '/v1/auth/signup', anna.token, AURORA, AURORA_SIGNUP, '198.51.100.4');
    expect(res.statusCode, res.body).toBe(200);
    const history = await staff('GET', 'aurora/customers/DEMO0002/regolamento', operator);
    expect(history.json()).toMatchObject({
      currentVersion: inForce.version,
      acceptances: [{ version: inForce.version, docHash: inForce.docHash, channel: 'signup', address: '198.51.100.4', current: true }],
    });
  });
});

/** Every field aurora's own signup form asks for (see customers/registration.test.ts). */
const AURORA_SIGNUP = {
  firstname: 'Luca',
  lastname: 'Neri',
  vatcode: 'IT04512340987',
  company: 'Neri Ferramenta',
  region: 'Lazio',
  district: 'RM',
  city: 'Roma',
  address1: 'Via Appia',
  address2: '12',
  zipcode: '00179',
  phone: '+39 06 1234567',
  repeatphone: '+39 06 1234567',
  email: 'luca@neri.example',
  repeatemail: 'luca@neri.example',
  password: 'Nuova!2026y',
  repeatpassword: 'Nuova!2026y',
  accetta_regolamento: 1,
  dichiarazione_rappresentante: 1,
  gdpr_privacy: 1,
  gdpr_marketing: 1,
  country: 'IT',
  codice_fiscale: 'NRELCU80E04H501J',
  date_of_birth: '1980-05-04',
};
