import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationSend } from '../../../shared/types/generated/api/staff-notifications.js';
import { bearer, CONSOLE_HOST, nextIp, outbox, signIn, staffSignIn } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { NOTIFY_MSG } from './staff-notifications-service.js';
import { ROLE_FORBIDDEN } from '../../plugins/staff-guard.js';

const DEMO = 'demo.localhost';
let t: TestApp;
let operator: string;
let support: string;

beforeAll(async () => {
  t = await buildTestApp();
  operator = (await staffSignIn(t.app, 'operator@premia.example')).token;
  support = (await staffSignIn(t.app, 'support@premia.example')).token;
});
afterAll(() => t.close());

const url = (alias = 'demo') => `/v1/console/tenants/${alias}/notifications`;
const send = (payload: object, token = operator, alias = 'demo') =>
  t.app.inject({ method: 'POST', url: url(alias), payload, headers: { host: CONSOLE_HOST, ...bearer(token) }, remoteAddress: nextIp() });
const history = async (): Promise<NotificationSend[]> =>
  (await t.app.inject({ method: 'GET', url: url(), headers: { host: CONSOLE_HOST, ...bearer(operator) }, remoteAddress: nextIp() })).json()
    .items;

async function portalTitles(code: string): Promise<string[]> {
  const customer = await signIn(t.app, DEMO, code);
  const res = await t.app.inject({ method: 'GET', url: '/v1/notifications', headers: { host: DEMO, ...bearer(customer.token) } });
  return (res.json().data as { title: string }[]).map((n) => n.title);
}

/** Reads the history until the send's mails are all gone (the event loop gets a turn between reads). */
async function mailsDone(id: number): Promise<NotificationSend> {
  for (;;) {
    const row = (await history()).find((s) => s.id === id)!;
    if (row.emailsSent >= row.emailsTotal) return row;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('console notifications', { timeout: 60_000 }, () => {
  it('sends to a list of codes: unknown codes reported, the customer sees it (text escaped), mailed, audited, in the history', async () => {
    const res = await send({
      title: 'Nuovi premi in arrivo',
      body: 'Da lunedì il catalogo <b>cresce</b>.\n\nBuona raccolta!',
      audience: 'codes',
      codes: [' demo0001 ', 'NESSUNO1', 'DEMO0001', 'nessuno2'],
      email: true,
    });
    expect(res.statusCode).toBe(201);
    const sent = res.json() as NotificationSend;
    expect(sent).toMatchObject({
      audience: 'codes',
      recipients: 1,
      unknownCodes: ['NESSUNO1', 'NESSUNO2'],
      email: true,
      emailsTotal: 1,
      sentBy: 'operator@premia.example',
      bodyHtml: '<p>Da lunedì il catalogo &lt;b&gt;cresce&lt;/b&gt;.</p><p>Buona raccolta!</p>',
    });
    expect(await portalTitles('DEMO0001')).toContain('Nuovi premi in arrivo');
    expect(await portalTitles('DEMO0003')).not.toContain('Nuovi premi in arrivo');

    expect(await mailsDone(sent.id)).toMatchObject({ emailsSent: 1 });
    const mail = (await outbox(t)).find((m) => m.text.includes('Nuovi premi in arrivo'));
    expect(mail?.name).toMatch(/notification-marco\.bianchi@ferramenta-bianchi\.example/);
    expect(mail?.text).toContain('Buona raccolta!');

    const audit = await t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'notification.send').execute();
    expect(audit.at(-1)).toMatchObject({ actor: 'operator@premia.example', tenant_alias: 'demo', target: 'Nuovi premi in arrivo' });
    expect(JSON.parse(audit.at(-1)!.after_json!)).toEqual({ destinatari: 1, codici_sconosciuti: 2, email: 1 });
    expect((await history())[0]).toMatchObject({ id: sent.id, unknownCodes: ['NESSUNO1', 'NESSUNO2'] });
  });

  it('sends to every customer; the mails of a large tenant go out after the answer, in batches', async () => {
    const now = new Date().toISOString();
    const many = Array.from({ length: 230 }, (_, i) => ({
      tenant_alias: 'demo',
      username: `MASSA${String(i).padStart(4, '0')}`,
      password_hash: null,
      active: 1,
      email: `massa${i}@clienti.example`,
      firstname: 'Cliente',
      created_at: now,
      updated_at: now,
    }));
    await t.app.db.insertInto('users').values(many).execute();
    const res = await send({ title: 'Avviso a tutti', body: 'Il portale resterà aperto tutta l’estate.', audience: 'all', email: true });
    expect(res.statusCode).toBe(201);
    const sent = res.json() as NotificationSend;
    expect(sent.recipients).toBeGreaterThanOrEqual(233);
    expect(sent.emailsTotal).toBeGreaterThanOrEqual(231);
    // The answer does not wait for the mails.
    expect(sent.emailsSent).toBe(0);
    expect((await mailsDone(sent.id)).emailsSent).toBe(sent.emailsTotal);
    expect(await portalTitles('DEMO0003')).toContain('Avviso a tutti');
    expect(await portalTitles('DEMO0001')).toContain('Avviso a tutti');
  });

  it('refuses what cannot be sent, with the reason beside its field; support may not send; another tenant is another list', async () => {
    const none = await send({ title: 'Titolo', body: 'Testo', audience: 'codes', codes: ['NESSUNO9'], email: false });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ error: `${NOTIFY_MSG.noneKnown}: NESSUNO9`, details: [{ field: 'codes' }] });
    const blank = await send({ title: '   ', body: 'Testo', audience: 'all', email: false });
    expect(blank.json()).toMatchObject({ error: NOTIFY_MSG.title, details: [{ field: 'title', message: NOTIFY_MSG.title }] });
    const empty = await send({ title: 'Titolo', body: '\n\n  \n', audience: 'all', email: false });
    expect(empty.json()).toMatchObject({ error: NOTIFY_MSG.body });
    const noCodes = await send({ title: 'Titolo', body: 'Testo', audience: 'codes', codes: [' '], email: false });
    expect(noCodes.json()).toMatchObject({ error: NOTIFY_MSG.noCodes });

    const forbidden = await send({ title: 'Titolo', body: 'Testo', audience: 'all', email: false }, support);
    expect([forbidden.statusCode, forbidden.json().error]).toEqual([403, ROLE_FORBIDDEN]);

    const aurora = await send({ title: 'Solo Aurora', body: 'Testo', audience: 'all', email: false }, operator, 'aurora');
    expect(aurora.statusCode).toBe(201);
    expect((await history()).map((s) => s.title)).not.toContain('Solo Aurora');
    expect(await portalTitles('DEMO0001')).not.toContain('Solo Aurora');
  });
});
