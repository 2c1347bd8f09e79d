import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, CONSOLE_HOST, nextIp, outbox, signIn, staffSignIn } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';

let t: TestApp;
let support: string;
let operator: string;
let customer: { token: string; userId: number };

const DEMO = 'demo.localhost';
const base = (alias = 'demo') => `/v1/console/tenants/${alias}/inbox`;

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

/** DEMO0001 writes from /contatti; answers the request's id. */
async function contact(message: string, topic = 'punti'): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/contact',
    headers: { host: DEMO, ...bearer(customer.token) },
    payload: { topic, message },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as number;
}

const counts = async () => (await get(`${base()}/counts`)).json() as { open: number; unanswered: number };

describe('console inbox', () => {
  it('lists open requests newest first with topic, message and customer, and counts the unanswered', async () => {
    const before = await counts();
    const older = await contact('Quando arrivano i miei punti di ottobre?');
    const newer = await contact('Il premio è arrivato rotto.', 'ordini');
    expect(await counts()).toEqual({ open: before.open + 2, unanswered: before.unanswered + 2 });
    const page = (await get(base())).json();
    const ids = page.items.map((r: { id: number }) => r.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(page.unanswered).toBe(before.unanswered + 2);
    expect(page.items.find((r: { id: number }) => r.id === older)).toMatchObject({
      topic: 'punti',
      topicLabel: 'Punti',
      message: 'Quando arrivano i miei punti di ottobre?',
      orderNumber: null,
      status: 'open',
      assignee: null,
      repliedAt: null,
      customer: { username: 'DEMO0001', email: 'marco.bianchi@ferramenta-bianchi.example' },
    });
  });

  it('assigns to the caller or a colleague of the tenant, refuses anyone else, and filters "mine"', async () => {
    const id = await contact('Vorrei cambiare indirizzo di consegna.');
    const detail = (await get(`${base()}/${id}`)).json();
    const emails = detail.assignable.map((s: { email: string }) => s.email);
    expect(emails).toEqual(expect.arrayContaining(['operator@premia.example', 'support@premia.example']));
    const me = detail.assignable.find((s: { email: string }) => s.email === 'support@premia.example');

    const assigned = await post(`${base()}/${id}/assign`, { staffId: me.id });
    expect(assigned.json().request.assignee).toEqual({ id: me.id, email: 'support@premia.example', role: 'support' });
    expect((await get(`${base()}?mine=true`)).json().items.map((r: { id: number }) => r.id)).toContain(id);
    expect((await get(`${base()}?mine=true`, operator)).json().items.map((r: { id: number }) => r.id)).not.toContain(id);

    const stranger = await post(`${base()}/${id}/assign`, { staffId: 999_999 });
    expect([stranger.statusCode, stranger.json().error]).toEqual([
      400,
      'Questa persona non gestisce l’iniziativa: scegli qualcuno dell’elenco',
    ]);
    expect((await post(`${base()}/${id}/assign`, { staffId: null })).json().request.assignee).toBeNull();
    const audit = await t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'inbox.assign').execute();
    expect(audit.map((a) => a.after_json)).toEqual([
      JSON.stringify({ assignee: 'support@premia.example' }),
      JSON.stringify({ assignee: null }),
    ]);
  });

  it('replies by email (built from the tenant, not the request), keeps the reply in the thread and counts it answered', async () => {
    const id = await contact('Posso usare i punti per due premi?');
    const before = (await outbox(t)).length;
    const unanswered = (await counts()).unanswered;
    const res = await t.app.inject({
      method: 'POST',
      url: `${base()}/${id}/reply`,
      payload: { message: 'Buongiorno,\n\ncerto: il saldo vale per tutti i premi.' },
      headers: { host: CONSOLE_HOST, 'x-forwarded-host': 'evil.example', ...bearer(support) },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().replies).toEqual([
      {
        id: expect.any(Number),
        author: 'support@premia.example',
        sentTo: 'marco.bianchi@ferramenta-bianchi.example',
        body: 'Buongiorno,\n\ncerto: il saldo vale per tutti i premi.',
        createdAt: expect.any(String),
      },
    ]);
    expect(res.json().request.repliedAt).not.toBeNull();
    expect((await counts()).unanswered).toBe(unanswered - 1);
    const mails = (await outbox(t)).slice(before);
    expect(mails.map((m) => m.name)).toEqual([expect.stringMatching(/-contactReply-marco\.bianchi@ferramenta-bianchi\.example\.eml$/)]);
    expect(mails[0]!.text).toContain('certo: il saldo vale per tutti i premi.');
    expect(mails[0]!.text).toContain('Posso usare i punti per due premi?');
    expect(mails[0]!.text).toContain('http://demo.localhost');
    expect(mails[0]!.text).not.toContain('evil.example');

    const short = await post(`${base()}/${id}/reply`, { message: ' ok ' });
    expect([short.statusCode, short.json().error]).toEqual([400, 'Scrivi la risposta (almeno 3 caratteri)']);
  });

  it('closes and reopens; a closed request takes no reply and leaves the unanswered count', async () => {
    const id = await contact('Non trovo la sezione vantaggi.');
    const unanswered = (await counts()).unanswered;
    const closed = await post(`${base()}/${id}/status`, { status: 'closed' });
    expect(closed.json().request).toMatchObject({ status: 'closed', closedAt: expect.any(String) });
    expect((await counts()).unanswered).toBe(unanswered - 1);
    expect((await get(`${base()}?status=closed`)).json().items.map((r: { id: number }) => r.id)).toContain(id);
    const refused = await post(`${base()}/${id}/reply`, { message: 'Eccola qui.' });
    expect([refused.statusCode, refused.json().error]).toEqual([409, 'La richiesta è chiusa: riaprila per rispondere']);
    // Closing twice changes and logs nothing.
    await post(`${base()}/${id}/status`, { status: 'closed' });
    expect((await post(`${base()}/${id}/status`, { status: 'open' })).json().request).toMatchObject({ status: 'open', closedAt: null });
    const actions = await t.app.db.selectFrom('audit_log').select('action').where('target', '=', `DEMO0001 #${id}`).orderBy('id').execute();
    expect(actions.map((a) => a.action)).toEqual(['inbox.close', 'inbox.reopen']);
  });

  it('refuses customers and other tenants', async () => {
    const id = await contact('Una domanda.');
    expect((await get(`${base()}/${id}`, customer.token)).statusCode).toBe(401);
    expect((await get(`${base()}/${id}`, null)).statusCode).toBe(401);
    expect((await get(`${base('aurora')}/${id}`)).statusCode).toBe(403);
    expect((await get(`${base('aurora')}/${id}`, operator)).statusCode).toBe(404);
  });
});
