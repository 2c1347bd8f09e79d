import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_FORM_ACTION } from '../../../shared/login-post.js';
import { CONSOLE_HOST, nextIp } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { HASH_BUSY, type HashQueue } from './hash-queue.js';
import { hashPassword, serverPasswordHashLimits, setPasswordHashLimits } from './password.js';

let t: TestApp;
let queue: HashQueue;
beforeAll(async () => {
  t = await buildTestApp();
  // One hash at a time and two waiting: a burst of five is beyond the queue.
  queue = setPasswordHashLimits({ concurrency: 1, maxWaiting: 2 });
});
afterAll(async () => {
  setPasswordHashLimits(serverPasswordHashLimits());
  await t.close();
});

const DEMO = 'demo.localhost';
const signin = (username: string, password = 'Demo!2025x') =>
  t.app.inject({
    method: 'POST',
    url: '/v1/auth/signin',
    headers: { host: DEMO },
    payload: { username, password },
    remoteAddress: nextIp(),
  });
const staffSignin = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/console/auth/signin',
    headers: { host: CONSOLE_HOST },
    payload: { email, password: 'Demo!2025x' },
    remoteAddress: nextIp(),
  });

/** Takes a place in the queue (its slot, or one of its waiting places), as a long hash would, until `release`. */
function holdSlot() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held = queue.run(() => gate);
  return { release: () => (release(), held) };
}

/** Lets the event loop turn until `done` holds: the requests in flight reach the queue or are answered. */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise<void>((resolve) => setImmediate(resolve));
}

describe('sign-ins beyond the hashing queue', () => {
  it('answers 503 with Retry-After to the burst past the queue, known and unknown codes alike, while the portal keeps answering', async () => {
    const slot = holdSlot();
    let answered = 0;
    const codes = ['DEMO0001', 'DEMO0002', 'NESSUNO1', 'NESSUNO2', 'DEMO0003'];
    const burst = codes.map((code) => signin(code).finally(() => answered++));
    await until(() => queue.waiting === 2 && answered === 3);
    // The app answers its start call while two sign-ins wait for a hash.
    const start = await t.app.inject({ method: 'GET', url: '/v1/app/start', headers: { host: DEMO } });
    expect(start.statusCode).toBe(200);
    expect(queue.waiting).toBe(2);

    await slot.release();
    const answers = await Promise.all(burst);
    const refused = answers.filter((r) => r.statusCode === 503);
    expect(refused).toHaveLength(3);
    // The two that waited were checked: signed in, or 401 for a code that does not exist.
    const checked = codes.filter((_, i) => answers[i]!.statusCode !== 503);
    expect(checked.map((code) => answers[codes.indexOf(code)]!.statusCode)).toEqual(
      checked.map((code) => (code.startsWith('DEMO') ? 200 : 401)),
    );
    for (const res of refused) {
      expect(res.json()).toEqual({ error: HASH_BUSY });
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
  });

  it('refuses an unknown user code exactly as a known one when the queue is full', async () => {
    const slot = holdSlot();
    const waiting = [holdSlot(), holdSlot()];
    const [known, unknown] = await Promise.all([signin('DEMO0001'), signin('NESSUNO9')]);
    expect([known.statusCode, unknown.statusCode]).toEqual([503, 503]);
    expect(unknown.json()).toEqual(known.json());
    expect(unknown.headers['retry-after']).toBeDefined();
    await Promise.all([slot.release(), ...waiting.map((w) => w.release())]);
  });

  it("sends the login page's own form back to the page with the reason, keeping the user code", async () => {
    const held = [holdSlot(), holdSlot(), holdSlot()];
    const res = await t.app.inject({
      method: 'POST',
      url: SIGN_IN_FORM_ACTION,
      remoteAddress: nextIp(),
      headers: {
        host: DEMO,
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        origin: 'http://demo.localhost:8080',
      },
      payload: new URLSearchParams({ login_email: 'DEMO0001', login_password: 'Demo!2025x' }).toString(),
    });
    expect(res.statusCode).toBe(303);
    expect(new URL(res.headers.location as string, 'http://x').searchParams.get('errore')).toBe('occupato');
    await Promise.all(held.map((h) => h.release()));
  });

  it('refuses the console sign-in in Italian the same way', async () => {
    const held = [holdSlot(), holdSlot(), holdSlot()];
    const res = await staffSignin('operator@premia.example');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: HASH_BUSY });
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    await Promise.all(held.map((h) => h.release()));
  });
});

describe('hashes at earlier parameters', () => {
  it("are stored again at today's parameters on the next successful sign-in, and keep working", async () => {
    const earlier = await hashPassword('Demo!2025x', { logN: 11, r: 8, p: 1 });
    await t.app.db
      .updateTable('users')
      .set({ password_hash: earlier })
      .where('username', '=', 'DEMO0003')
      .where('tenant_alias', '=', 'demo')
      .execute();

    expect((await signin('DEMO0003', 'Sbagliata!1')).statusCode).toBe(401);
    const unchanged = await t.app.db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', 'DEMO0003')
      .where('tenant_alias', '=', 'demo')
      .executeTakeFirstOrThrow();
    expect(unchanged.password_hash).toBe(earlier);

    expect((await signin('DEMO0003')).statusCode).toBe(200);
    const row = await t.app.db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', 'DEMO0003')
      .where('tenant_alias', '=', 'demo')
      .executeTakeFirstOrThrow();
    // The suite hashes at N=2^10, r=8, p=1 (build-app.ts).
    expect(row.password_hash).toMatch(/^scrypt\$10\$8\$1\$/);
    expect((await signin('DEMO0003')).statusCode).toBe(200);
  });

  it('are upgraded for staff too', async () => {
    const earlier = await hashPassword('Demo!2025x', { logN: 11, r: 8, p: 1 });
    await t.app.db.updateTable('staff_accounts').set({ password_hash: earlier }).where('email', '=', 'support@premia.example').execute();
    expect((await staffSignin('support@premia.example')).statusCode).toBe(200);
    const row = await t.app.db
      .selectFrom('staff_accounts')
      .select('password_hash')
      .where('email', '=', 'support@premia.example')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$10\$8\$1\$/);
  });
});
