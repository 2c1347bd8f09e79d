import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, CONSOLE_HOST, nextIp, signIn, staffSignIn, testClock } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';

// GET /v1/contact/requests: the signed-in customer's own requests with the staff's replies, and
// nobody else's: not another customer's of the same tenant, not their own namesake's of another.
const DEMO = 'demo.localhost';
const AURORA = 'aurora.localhost';
const clock = testClock(new Date('2026-03-02T09:00:00.000Z'));

let t: TestApp;
let giulia: { token: string; userId: number }; // DEMO0001 of demo
let other: { token: string; userId: number }; // DEMO0003 of demo
let namesake: { token: string; userId: number }; // DEMO0001 of aurora
let support: string;

const list = (token: string, host = DEMO, query = '') =>
  t.app.inject({ method: 'GET', url: `/v1/contact/requests${query}`, headers: { host, ...bearer(token) } });

async function write(token: string, host: string, payload: object): Promise<number> {
  clock.advance(60_000);
  const res = await t.app.inject({ method: 'POST', url: '/v1/contact', headers: { host, ...bearer(token) }, payload });
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: number }).id;
}

const inbox = (url: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/console/tenants/demo/inbox/${url}`,
    headers: { host: CONSOLE_HOST, ...bearer(support) },
    remoteAddress: nextIp(),
    payload,
  });

let first: number;
let second: number;
beforeAll(async () => {
  t = await buildTestApp({ clock: clock.now });
  [giulia, other, namesake] = await Promise.all([
    signIn(t.app, DEMO, 'DEMO0001'),
    signIn(t.app, DEMO, 'DEMO0003'),
    signIn(t.app, AURORA, 'DEMO0001'),
  ]);
  support = (await staffSignIn(t.app, 'support@premia.example')).token;

  first = await write(giulia.token, DEMO, { topic: 'ordini', message: 'Il premio non è ancora arrivato.' });
  await write(other.token, DEMO, { topic: 'punti', message: 'Messaggio di un altro cliente.' });
  await write(namesake.token, AURORA, { topic: 'altro', message: 'Messaggio dello stesso codice su aurora.' });
  second = await write(giulia.token, DEMO, { topic: 'punti', message: 'Quando arrivano i punti?' });

  // The staff answers the first twice and closes it.
  clock.advance(60_000);
  expect((await inbox(`${first}/reply`, { message: 'Gentile Marco,\n\nil corriere consegnerà entro venerdì.' })).statusCode).toBe(200);
  clock.advance(60_000);
  expect((await inbox(`${first}/reply`, { message: 'Consegnato: buona giornata!' })).statusCode).toBe(200);
  expect((await inbox(`${first}/status`, { status: 'closed' })).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('GET /v1/contact/requests', () => {
  it("answers the customer's own requests, newest first, with the staff's replies oldest first", async () => {
    const res = await list(giulia.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      current_page: 1,
      last_page: 1,
      per_page: 10,
      total: 2,
      data: [
        {
          id: second,
          topic: 'punti',
          topic_label: 'Punti',
          message: 'Quando arrivano i punti?',
          order_number: null,
          status: 'open',
          created_at: '2026-03-02T09:04:00.000Z',
          replies: [],
        },
        {
          id: first,
          topic: 'ordini',
          topic_label: 'Ordini e spedizioni',
          message: 'Il premio non è ancora arrivato.',
          order_number: null,
          status: 'closed',
          created_at: '2026-03-02T09:01:00.000Z',
          replies: [
            {
              id: expect.any(Number),
              body: 'Gentile Marco,\n\nil corriere consegnerà entro venerdì.',
              created_at: '2026-03-02T09:05:00.000Z',
            },
            { id: expect.any(Number), body: 'Consegnato: buona giornata!', created_at: '2026-03-02T09:06:00.000Z' },
          ],
        },
      ],
    });
    // Who answered stays with the staff.
    expect(res.body).not.toContain('support@premia.example');
  });

  it("never another customer's, nor the namesake's of another tenant", async () => {
    const mine = (await list(other.token)).json();
    expect(mine.total).toBe(1);
    expect(mine.data.map((r: { message: string }) => r.message)).toEqual(['Messaggio di un altro cliente.']);
    const theirs = (await list(namesake.token, AURORA)).json();
    expect(theirs.data.map((r: { message: string }) => r.message)).toEqual(['Messaggio dello stesso codice su aurora.']);
    // A token works for the tenant that issued it only.
    expect((await list(namesake.token, DEMO)).statusCode).toBe(401);
  });

  it('pages ten at a time; a page past the end is empty; a bad page is refused', async () => {
    const userId = other.userId;
    await t.app.db
      .insertInto('contact_requests')
      .values(
        Array.from({ length: 11 }, (_, i) => ({
          tenant_alias: 'demo',
          user_id: userId,
          topic: 'altro',
          message: `Richiesta ${i + 1}`,
          order_number: null,
          created_at: new Date(Date.UTC(2026, 3, 1 + i)).toISOString(),
        })),
      )
      .execute();
    const one = (await list(other.token)).json();
    expect({ total: one.total, last_page: one.last_page, n: one.data.length }).toEqual({ total: 12, last_page: 2, n: 10 });
    expect(one.data[0].message).toBe('Richiesta 11');
    const two = (await list(other.token, DEMO, '?page=2')).json();
    expect(two.data.map((r: { message: string }) => r.message)).toEqual(['Richiesta 1', 'Messaggio di un altro cliente.']);
    expect((await list(other.token, DEMO, '?page=3')).json()).toMatchObject({ current_page: 3, last_page: 2, data: [] });
    expect((await list(other.token, DEMO, '?page=0')).statusCode).toBe(400);
  });

  it('needs a signed-in customer', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/contact/requests', headers: { host: DEMO } })).statusCode).toBe(401);
  });
});
