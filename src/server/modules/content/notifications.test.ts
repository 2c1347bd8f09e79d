import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';

let t: TestApp;
const DEMO = 'demo.localhost';

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface Item {
  id: number;
  title: string;
  read: boolean;
  read_at: string | null;
}

const list = async (token: string, page = 1) => {
  const res = await t.app.inject({ method: 'GET', url: `/v1/notifications?page=${page}`, headers: { host: DEMO, ...bearer(token) } });
  expect(res.statusCode).toBe(200);
  return res.json() as { data: Item[]; unread: number; total: number; last_page: number; current_page: number };
};

describe('notifications', () => {
  it('needs a signed-in customer', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/notifications', headers: { host: DEMO } })).statusCode).toBe(401);
  });

  it("lists DEMO0001's seeded notifications, some read, with the unread count", async () => {
    const { token } = await signIn(t.app, DEMO, 'DEMO0001');
    const body = await list(token);
    expect(body.total).toBeGreaterThanOrEqual(6);
    expect(body.unread).toBe(body.data.filter((n) => !n.read).length);
    expect(body.unread).toBeGreaterThan(0);
    expect(body.data.some((n) => n.read)).toBe(true);
    expect(body.data.find((n) => n.title === 'Punti doppi a dicembre')).toBeDefined();
    expect((await list(token, 5)).data).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/notifications?page=x', headers: { host: DEMO, ...bearer(token) } })).statusCode,
    ).toBe(400);
  });

  it('keeps read state on the server: read in one session, read in another', async () => {
    const phone = await signIn(t.app, DEMO, 'DEMO0001');
    const desktop = await signIn(t.app, DEMO, 'DEMO0001');
    // Two sign-ins, two sessions (refresh families); access tokens of the same second may coincide.
    expect(phone.cookie).not.toBe(desktop.cookie);
    const before = await list(desktop.token);
    const unread = before.data.filter((n) => !n.read);
    const [first, second] = unread;
    if (!first || !second) throw new Error('the seed needs two unread notifications');

    // Opening one on the phone marks it read…
    const opened = await t.app.inject({
      method: 'GET',
      url: `/v1/notifications/${first.id}`,
      headers: { host: DEMO, ...bearer(phone.token) },
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({
      id: first.id,
      read: true,
      read_at: expect.any(String),
      body_html: expect.stringMatching(/^<p>/),
    });
    // …and the explicit call marks another, answering the new count.
    const marked = await t.app.inject({
      method: 'POST',
      url: `/v1/notifications/${second.id}/read`,
      headers: { host: DEMO, ...bearer(phone.token) },
    });
    expect(marked.json()).toMatchObject({ id: second.id, read: true, unread: before.unread - 2 });

    // The desktop session sees both read, with the same first-read time.
    const after = await list(desktop.token);
    expect(after.unread).toBe(before.unread - 2);
    expect(after.data.find((n) => n.id === first.id)).toMatchObject({ read: true, read_at: opened.json().read_at });
    // Reading again changes nothing.
    const again = await t.app.inject({
      method: 'POST',
      url: `/v1/notifications/${first.id}/read`,
      headers: { host: DEMO, ...bearer(desktop.token) },
    });
    expect(again.json()).toMatchObject({ read_at: opened.json().read_at, unread: before.unread - 2 });
  });

  it("keeps customers apart: another customer neither sees nor reads DEMO0001's own notifications", async () => {
    const demo = await signIn(t.app, DEMO, 'DEMO0001');
    const other = await signIn(t.app, DEMO, 'DEMO0003');
    const own = (await list(demo.token)).data.find((n) => n.title === 'Benvenuto in Premia Club');
    if (!own) throw new Error('seeded notification missing');
    const theirs = await list(other.token);
    expect(theirs.data.map((n) => n.title)).toEqual(['Punti doppi a dicembre']);
    expect(theirs.unread).toBe(1);
    const res = await t.app.inject({ method: 'GET', url: `/v1/notifications/${own.id}`, headers: { host: DEMO, ...bearer(other.token) } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Notifica non trovata' });
    // The tenant-wide one is read per customer.
    const broadcast = await t.app.db
      .insertInto('notifications')
      .values({ tenant_alias: 'demo', user_id: null, title: 'A tutti', body_html: '<p>x</p>', created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.inject({ method: 'POST', url: `/v1/notifications/${broadcast.id}/read`, headers: { host: DEMO, ...bearer(other.token) } });
    expect((await list(other.token)).data.find((n) => n.id === broadcast.id)?.read).toBe(true);
    expect((await list(demo.token)).data.find((n) => n.id === broadcast.id)?.read).toBe(false);
  });

  it('refuses a token of another tenant', async () => {
    const { token } = await signIn(t.app, 'aurora.localhost', 'DEMO0001');
    expect((await t.app.inject({ method: 'GET', url: '/v1/notifications', headers: { host: DEMO, ...bearer(token) } })).statusCode).toBe(
      401,
    );
  });
});
