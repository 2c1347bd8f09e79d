import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, CONSOLE_HOST, nextIp, signIn, staffSignIn } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { moveReceiptsToFiles } from './receipt-files-service.js';
import { tinyJpeg, tinyPdf } from '../content/test-fixtures.js';

let t: TestApp;
let support: string;
let operator: string;
let customer: { token: string; userId: number };

const DEMO = 'demo.localhost';
const base = (alias = 'demo') => `/v1/console/tenants/${alias}/validations`;

beforeAll(async () => {
  t = await buildTestApp();
  support = (await staffSignIn(t.app, 'support@premia.example')).token;
  operator = (await staffSignIn(t.app, 'operator@premia.example')).token;
  customer = await signIn(t.app, DEMO, 'DEMO0001');
});
afterAll(() => t.close());

const get = (url: string, token: string | null = support) =>
  t.app.inject({ method: 'GET', url, headers: { host: CONSOLE_HOST, ...(token ? bearer(token) : {}) }, remoteAddress: nextIp() });
const post = (url: string, payload: object = {}, token = support) =>
  t.app.inject({ method: 'POST', url, payload, headers: { host: CONSOLE_HOST, ...bearer(token) }, remoteAddress: nextIp() });

const prizes = async () =>
  (await t.app.db.selectFrom('users').select('prize_to_validate').where('id', '=', customer.userId).executeTakeFirstOrThrow())
    .prize_to_validate;

/** DEMO0001 sends a receipt from /form-win as the portal does (a prize granted first); answers its id. */
async function upload(file = tinyJpeg(), name = 'scontrino.jpg', mime = 'image/jpeg', amount = '12,50'): Promise<number> {
  await t.app.db.updateTable('users').set({ prize_to_validate: 1 }).where('id', '=', customer.userId).execute();
  const receipt = `data:${mime};name=${encodeURIComponent(name)};base64,${file.toString('base64')}`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/form-win',
    headers: { host: DEMO, ...bearer(customer.token) },
    payload: { receipt_date: '2026-01-20', receipt_time: '18:45', amount, receipt },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

async function notifications(): Promise<{ title: string; body_html: string }[]> {
  const res = await t.app.inject({ method: 'GET', url: '/v1/notifications', headers: { host: DEMO, ...bearer(customer.token) } });
  return res.json().data;
}

const formWin = async () =>
  (await t.app.inject({ method: 'GET', url: '/v1/form-win', headers: { host: DEMO, ...bearer(customer.token) } })).json();

describe('console validations: the queue', () => {
  it('lists pending receipts oldest first with the customer, date, time and amount, and counts them', async () => {
    const first = await upload();
    const second = await upload(tinyPdf(), 'fattura.pdf', 'application/pdf', '7,00');
    const res = await get(base());
    expect(res.statusCode).toBe(200);
    const page = res.json();
    const ids = page.items.map((v: { id: number }) => v.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(page.pending).toBeGreaterThanOrEqual(2);
    expect(page.items.find((v: { id: number }) => v.id === second)).toMatchObject({
      status: 'pending',
      receiptDate: '2026-01-20',
      receiptTime: '18:45',
      amount: 7,
      mime: 'application/pdf',
      originalName: 'fattura.pdf',
      customer: { username: 'DEMO0001', firstname: 'Marco', lastname: 'Bianchi' },
    });
    expect((await get(`${base()}/${second}`)).json()).toMatchObject({ id: second, status: 'pending' });
  });

  it('answers 404 for a validation of another tenant, and 403 for a tenant not given to support', async () => {
    const id = await upload();
    expect((await get(`${base('aurora')}/${id}`, operator)).statusCode).toBe(404);
    expect((await get(`${base('aurora')}/${id}/receipt`, operator)).statusCode).toBe(404);
    const refused = await get(`${base('aurora')}`);
    expect([refused.statusCode, refused.json().error]).toEqual([403, 'Questa iniziativa non è tra quelle che gestisci']);
  });
});

describe('console validations: the receipt file', () => {
  it('serves the bytes inline to staff with the detected type, no shared caching and nosniff', async () => {
    const jpg = tinyJpeg();
    const id = await upload(jpg);
    const res = await get(`${base()}/${id}/receipt`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-disposition']).toBe(`inline; filename="scontrino-${id}.jpg"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload).toEqual(jpg);

    const pdfId = await upload(tinyPdf(), 'fattura.pdf', 'application/pdf');
    const pdf = await get(`${base()}/${pdfId}/receipt`);
    expect([pdf.headers['content-type'], pdf.headers['content-disposition']]).toEqual([
      'application/pdf',
      `inline; filename="scontrino-${pdfId}.pdf"`,
    ]);
  });

  it('never serves it without a staff token: no token 401, a customer token 401', async () => {
    const id = await upload();
    for (const token of [null, customer.token]) {
      const res = await get(`${base()}/${id}/receipt`, token);
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.rawPayload.subarray(0, 3)).not.toEqual(tinyJpeg().subarray(0, 3));
    }
    // From a customer host the console's path is no file either.
    const portal = await t.app.inject({
      method: 'GET',
      url: `${base()}/${id}/receipt`,
      headers: { host: DEMO, ...bearer(customer.token) },
    });
    expect(portal.statusCode).toBe(401);
  });

  it('audits every look at a receipt; says when the file is not available', async () => {
    const id = await upload();
    const looks = () => t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'validation.receipt').execute();
    const before = (await looks()).length;
    expect((await get(`${base()}/${id}/receipt`)).statusCode).toBe(200);
    const after = await looks();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({
      actor: 'support@premia.example',
      role: 'support',
      tenant_alias: 'demo',
      target: `DEMO0001 #${id}`,
    });

    await t.app.db.updateTable('prize_validations').set({ file_hash: null }).where('id', '=', id).execute();
    const res = await get(`${base()}/${id}/receipt`);
    expect([res.statusCode, res.json().error]).toEqual([404, 'Il file dello scontrino non è disponibile']);
  });
});

describe('console validations: decisions', () => {
  it('approves: the customer is notified, the prize stays validated, the audit records it', async () => {
    const id = await upload();
    expect(await prizes()).toBe(0);
    const res = await post(`${base()}/${id}/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'approved', reviewedBy: 'support@premia.example', reason: null });
    expect(await prizes()).toBe(0);
    expect((await formWin()).prize_to_validate).toBe(false);
    expect((await formWin()).validations.find((v: { id: number }) => v.id === id).status).toBe('approved');
    expect((await notifications())[0]).toMatchObject({ title: 'Premio convalidato' });
    expect((await notifications())[0]!.body_html).toContain('20/01/2026 alle 18:45');
    const audit = await t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'validation.approve').execute();
    expect(audit.at(-1)).toMatchObject({ actor: 'support@premia.example', tenant_alias: 'demo', target: `DEMO0001 #${id}` });

    // Decided once: a second click (or a colleague's) is told so.
    const again = await post(`${base()}/${id}/reject`, { reason: 'Troppo tardi' }, operator);
    expect([again.statusCode, again.json().error]).toEqual([
      409,
      'Questa convalida è già stata decisa: ricarica la pagina per vedere l’esito',
    ]);
  });

  it('rejects only with a reason, which the customer reads, and gives the prize back', async () => {
    const id = await upload();
    const blank = await post(`${base()}/${id}/reject`, { reason: '  ' });
    expect([blank.statusCode, blank.json().error]).toEqual([
      400,
      'Scrivi il motivo del rifiuto (almeno 3 caratteri): il cliente lo leggerà',
    ]);
    expect((await post(`${base()}/${id}/reject`, {})).statusCode).toBe(400);
    expect((await get(`${base()}/${id}`)).json().status).toBe('pending');

    const res = await post(`${base()}/${id}/reject`, { reason: '<b>Scontrino</b> illeggibile' });
    expect(res.json()).toMatchObject({ status: 'rejected', reason: '<b>Scontrino</b> illeggibile' });
    // The modal returns: the customer may send another receipt.
    expect(await prizes()).toBe(1);
    expect((await formWin()).prize_to_validate).toBe(true);
    const note = (await notifications())[0]!;
    expect(note.title).toBe('Convalida del premio non riuscita');
    // The staff member's words are text, never markup.
    expect(note.body_html).toContain('Motivo: &lt;b&gt;Scontrino&lt;/b&gt; illeggibile');
    const rejected = (await get(`${base()}?status=rejected`)).json();
    expect(rejected.items[0]).toMatchObject({ id, status: 'rejected' });
  });

  it('of ten simultaneous decisions exactly one wins, and the prize comes back once', async () => {
    const id = await upload();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 ? post(`${base()}/${id}/approve`) : post(`${base()}/${id}/reject`, { reason: 'Non valido' }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(9);
    const won = answers.find((r) => r.statusCode === 200)!.json().status;
    expect(await prizes()).toBe(won === 'rejected' ? 1 : 0);
    const entries = await t.app.db.selectFrom('audit_log').select('id').where('target', '=', `DEMO0001 #${id}`).execute();
    expect(entries).toHaveLength(1);
  });
});

describe('receipts written to disk before they were kept in the database', () => {
  it('are moved into files at start (once; a missing file or a path outside the tenant folder is not read) and then shown', async () => {
    const jpg = tinyJpeg();
    const name = `uploads/demo/${'a'.repeat(32)}.jpg`;
    await mkdir(path.join(t.dataDir, 'uploads', 'demo'), { recursive: true });
    await writeFile(path.join(t.dataDir, name), jpg);
    const old = (filePath: string) =>
      t.app.db
        .insertInto('prize_validations')
        .values({
          tenant_alias: 'demo',
          user_id: customer.userId,
          receipt_date: '2026-01-02',
          receipt_time: '10:00',
          amount_cents: 500,
          file_path: filePath,
          file_hash: null,
          original_name: 'vecchio.jpg',
          mime: 'image/jpeg',
          size: jpg.length,
          status: 'pending',
          created_at: '2026-01-02T10:00:00.000Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const moved = await old(name);
    const gone = await old(`uploads/demo/${'b'.repeat(32)}.jpg`);
    const outside = await old('../portal.db');

    // Missing: these two, and any receipt an earlier test unlinked.
    const first = await moveReceiptsToFiles(t.app.db, t.dataDir, () => new Date());
    expect(first.moved).toBe(1);
    expect(first.missing).toBeGreaterThanOrEqual(2);
    expect(await moveReceiptsToFiles(t.app.db, t.dataDir, () => new Date())).toEqual({ moved: 0, missing: first.missing });
    const res = await get(`${base()}/${moved.id}/receipt`);
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect(res.rawPayload).toEqual(jpg);
    for (const { id } of [gone, outside]) expect((await get(`${base()}/${id}/receipt`)).statusCode).toBe(404);
  });
});
