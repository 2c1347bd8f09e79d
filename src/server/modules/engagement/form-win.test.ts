import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadEnv } from '../../env.js';
import { bearer, signIn, testClock } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { multipart, tinyJpeg } from '../content/test-fixtures.js';

/** Prize-validation uploads are bounded by prize, pending state, rate and tenant quota. */

const DEMO = 'demo.localhost';
const NO_PRIZE = 'Non hai premi da convalidare';
const ALREADY_SENT = 'Hai già inviato lo scontrino di questo premio: è in attesa di verifica';
const STORAGE_FULL =
  "Al momento non possiamo ricevere altri scontrini: lo spazio disponibile è esaurito. Riprova più tardi o contatta l'assistenza";
const TOO_MANY = 'Troppi tentativi, riprova più tardi';
const fields = { receipt_date: '2026-11-20', receipt_time: '18:45', amount: '12,50' };
const jpg = tinyJpeg();
let sent = 0;

function sender(t: TestApp) {
  return (token: string, withFile = true) => {
    // Each receipt its own bytes (4 after the JPEG's end): stored files are counted one per receipt.
    const data = Buffer.concat([jpg, Buffer.from(String(++sent % 10_000).padStart(4, '0'))]);
    const form = withFile
      ? multipart({ ...fields, receipt_name: 'scontrino.jpg' }, [
          { name: 'receipt', filename: 'scontrino.jpg', contentType: 'image/jpeg', data },
        ])
      : multipart(fields);
    return t.app.inject({
      method: 'POST',
      url: '/v1/form-win',
      headers: { host: DEMO, ...bearer(token), 'content-type': form.contentType },
      payload: form.payload,
    });
  };
}

const helpers = (t: TestApp) => ({
  setPrizes: (userId: number, n: number) => t.app.db.updateTable('users').set({ prize_to_validate: n }).where('id', '=', userId).execute(),
  prizesOf: async (userId: number) =>
    (await t.app.db.selectFrom('users').select('prize_to_validate').where('id', '=', userId).executeTakeFirstOrThrow()).prize_to_validate,
  rows: async (userId: number) => t.app.db.selectFrom('prize_validations').selectAll().where('user_id', '=', userId).execute(),
  /** Receipts stored (in `files`, for staff only): a refused request must leave none behind. */
  files: async () => (await t.app.db.selectFrom('files').select('hash').where('access', '=', 'staff').execute()).map((f) => f.hash),
  clear: async () => {
    await t.app.db.deleteFrom('prize_validations').execute();
    await t.app.db.deleteFrom('receipt_storage').execute();
    await t.app.db.deleteFrom('files').where('access', '=', 'staff').execute();
  },
});

describe('POST /v1/form-win: one validation per prize, a per-customer rate', () => {
  const clock = testClock();
  let t: TestApp;
  let h: ReturnType<typeof helpers>;
  let send: ReturnType<typeof sender>;
  let winner: { token: string; userId: number };
  let nobody: { token: string; userId: number };

  beforeAll(async () => {
    t = await buildTestApp({ clock: clock.now });
    h = helpers(t);
    send = sender(t);
  });
  afterAll(() => t.close());
  // Each test in its own rate window, with fresh tokens and one prize for DEMO0001.
  beforeEach(async () => {
    clock.advance(2 * 3600_000);
    winner = await signIn(t.app, DEMO, 'DEMO0001');
    nobody = await signIn(t.app, DEMO, 'DEMO0003');
    await h.clear();
    await h.setPrizes(winner.userId, 1);
  });

  it('refuses a customer with no prize to validate, storing nothing', async () => {
    const before = await h.files();
    const res = await send(nobody.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: NO_PRIZE });
    expect(await h.rows(nobody.userId)).toEqual([]);
    expect(await h.files()).toEqual(before);
  });

  it('accepts one receipt per prize; a second is refused while the first awaits review', async () => {
    expect((await send(winner.token)).statusCode).toBe(201);
    const again = await send(winner.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: ALREADY_SENT });
    expect(await h.rows(winner.userId)).toHaveLength(1);
    expect(await h.files()).toHaveLength(1);
  });

  it('accepts as many receipts as the customer has prizes', async () => {
    await h.setPrizes(winner.userId, 2);
    expect((await send(winner.token)).statusCode).toBe(201);
    const state = await t.app.inject({ method: 'GET', url: '/v1/form-win', headers: { host: DEMO, ...bearer(winner.token) } });
    expect(state.json().prize_to_validate).toBe(true);
    expect((await send(winner.token)).statusCode).toBe(201);
    expect((await send(winner.token)).json()).toEqual({ error: ALREADY_SENT });
    expect(await h.prizesOf(winner.userId)).toBe(0);
    expect((await h.rows(winner.userId)).map((r) => r.status)).toEqual(['pending', 'pending']);
  });

  it('stores one receipt and one file when 20 requests race for one prize', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(winner.token)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c !== 201).every((c) => c === 409 || c === 429)).toBe(true);
    for (const r of answers.filter((a) => a.statusCode === 409)) expect(r.json()).toEqual({ error: ALREADY_SENT });
    expect(await h.rows(winner.userId)).toHaveLength(1);
    // The losers wrote their file before losing the race: each one was removed.
    expect(await h.files()).toHaveLength(1);
    expect(await h.prizesOf(winner.userId)).toBe(0);
  });

  it('allows 10 attempts an hour per customer, counted in the database every process shares', async () => {
    await h.setPrizes(winner.userId, 50);
    // A second app on the same database stands for a second server process.
    const other = await buildApp({
      env: { ...loadEnv({ NODE_ENV: 'test' }), DATA_DIR: t.dataDir },
      database: t.database,
      clock: clock.now,
      logger: false,
      distDir: path.join(os.tmpdir(), 'premia-no-dist'),
    });
    try {
      for (let i = 0; i < 5; i += 1) expect((await send(winner.token, false)).statusCode).toBe(400);
      for (let i = 0; i < 5; i += 1) {
        const form = multipart(fields);
        const res = await other.inject({
          method: 'POST',
          url: '/v1/form-win',
          headers: { host: DEMO, ...bearer(winner.token), 'content-type': form.contentType },
          payload: form.payload,
        });
        expect(res.statusCode).toBe(400);
      }
    } finally {
      await other.close();
    }
    const limited = await send(winner.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: TOO_MANY });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await h.rows(winner.userId)).toEqual([]);
    expect(await h.files()).toEqual([]);

    clock.advance(3600_000);
    const fresh = await signIn(t.app, DEMO, 'DEMO0001');
    expect((await send(fresh.token)).statusCode).toBe(201);
  });

  it('does not count the rate of one customer against another', async () => {
    await h.setPrizes(winner.userId, 50);
    await h.setPrizes(nobody.userId, 1);
    for (let i = 0; i < 11; i += 1) await send(winner.token, false);
    expect((await send(winner.token)).statusCode).toBe(429);
    expect((await send(nobody.token)).statusCode).toBe(201);
  });
});

describe('POST /v1/form-win: the storage quota of a tenant', () => {
  let t: TestApp;
  let h: ReturnType<typeof helpers>;
  let send: ReturnType<typeof sender>;
  let winner: { token: string; userId: number };

  beforeAll(async () => {
    // Room for three receipts and a half.
    t = await buildTestApp({ receiptQuotaBytes: Math.floor(jpg.length * 3.5) });
    h = helpers(t);
    send = sender(t);
    winner = await signIn(t.app, DEMO, 'DEMO0001');
    await h.setPrizes(winner.userId, 20);
  });
  afterAll(() => t.close());

  it('stores receipts up to the quota even when they race, then refuses with 413 and keeps the prize', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(winner.token)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 413, 413, 413, 413, 413]);
    for (const r of answers.filter((a) => a.statusCode === 413)) expect(r.json()).toEqual({ error: STORAGE_FULL });
    expect(await h.rows(winner.userId)).toHaveLength(3);
    expect(await h.files()).toHaveLength(3);
    // A refused receipt did not use up a prize: the customer can send it once there is room.
    expect(await h.prizesOf(winner.userId)).toBe(17);

    const late = await send(winner.token);
    expect(late.statusCode).toBe(413);
    expect(late.json()).toEqual({ error: STORAGE_FULL });
    expect(await h.files()).toHaveLength(3);
  });

  it('counts the bytes of every customer of the tenant, not per customer', async () => {
    const other = await signIn(t.app, DEMO, 'DEMO0003');
    await h.setPrizes(other.userId, 1);
    expect((await send(other.token)).json()).toEqual({ error: STORAGE_FULL });
    expect(await t.app.db.selectFrom('receipt_storage').selectAll().execute()).toEqual([
      { tenant_alias: 'demo', bytes: 3 * (jpg.length + 4) },
    ]);
  });
});
