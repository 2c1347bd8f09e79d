import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, CONSOLE_HOST, nextIp, signIn, staffSignIn } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { insertOneTimeToken } from './repository.js';
import { randomToken, sha256 } from './tokens.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const WELCOME: Record<string, number> = { demo: 500, aurora: 300 };

async function userId(alias: string, username: string): Promise<number> {
  const row = await t.app.db
    .selectFrom('users')
    .select('id')
    .where('tenant_alias', '=', alias)
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.id;
}

const welcomeRows = (id: number) =>
  t.app.db.selectFrom('points_ledger').selectAll().where('user_id', '=', id).where('external_ref', '=', `welcome:${id}`).execute();

describe('welcome points (features.welcomePoints)', () => {
  it.each(['demo', 'aurora'])('%s: opening the activation link credits them once, with their reason, in the ledger', async (alias) => {
    const host = `${alias}.localhost`;
    const id = await userId(alias, 'DEMO0002');
    const code = randomToken();
    const now = new Date();
    await insertOneTimeToken(t.app.db, {
      kind: 'activation',
      token_hash: sha256(code),
      user_id: id,
      expires_at: new Date(now.getTime() + 3600_000).toISOString(),
      created_at: now.toISOString(),
    });
    expect((await t.app.inject({ method: 'GET', url: `/v1/auth/signup/activate/${code}`, headers: { host } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/v1/auth/signup/activate/${code}`, headers: { host } })).statusCode).toBe(422);

    const { token } = await signIn(t.app, host, 'DEMO0002');
    const me = (await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: { host, ...bearer(token) } })).json();
    expect(me.userinfo.active).toBe(true);
    expect(me.points).toBe(WELCOME[alias]);
    expect(await welcomeRows(id)).toEqual([
      expect.objectContaining({ amount: WELCOME[alias], kind: 'credit', reason: 'Punti di benvenuto' }),
    ]);
  });

  it.each(['demo', 'aurora'])('%s: staff activating a customer in the console counts as the activation, once', async (alias) => {
    const now = new Date().toISOString();
    const { id } = await t.app.db
      .insertInto('users')
      .values({
        tenant_alias: alias,
        username: `WELCOME-${alias}`,
        password_hash: null,
        active: 0,
        points_enabled: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { token } = await staffSignIn(t.app, 'operator@premia.example');
    const state = (active: boolean) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/console/tenants/${alias}/customers/WELCOME-${alias}/state`,
        payload: { active },
        headers: { host: CONSOLE_HOST, ...bearer(token) },
        remoteAddress: nextIp(),
      });
    expect((await state(true)).json().balance).toBe(WELCOME[alias]);
    await state(false);
    expect((await state(true)).json().balance).toBe(WELCOME[alias]);
    expect(await welcomeRows(id)).toHaveLength(1);
  });
});
