import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PUBLIC_PASSWORD_MESSAGE } from '../../shared/password-policy.js';
import { bearer, CONSOLE_HOST, nextIp, signIn, staffSignIn } from '../test/auth-helpers.js';
import { buildTestApp, copyTenants, removeDir, type TestApp } from '../test/build-app.js';
import { demoPasswordRefusal, findDemoPasswordAccounts, revokeDemoPasswords } from './demo-credentials.js';
import { runSeeders, seedTenants } from './index.js';

// A real initiative beside the demo ones: its file, made as `npm run tenant -- new acme --from
// demo` makes it, has no demoData.
async function tenantsWithRealOne(): Promise<string> {
  const dir = await copyTenants();
  const file = JSON.parse(await readFile(path.join(dir, 'demo', 'tenant.json'), 'utf8')) as Record<string, unknown>;
  delete file['demoData'];
  await mkdir(path.join(dir, 'acme'));
  await writeFile(path.join(dir, 'acme', 'tenant.json'), JSON.stringify({ ...file, name: 'Acme Premi', hosts: ['acme.premia.localhost'] }));
  for (const asset of ['logo.svg', 'logo-inverted.svg', 'favicon.svg'])
    await writeFile(path.join(dir, 'acme', asset), await readFile(path.join(dir, 'demo', asset)));
  return dir;
}

const signInStatus = async (t: TestApp, host: string, username: string, password = 'Demo!2025x') =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/v1/auth/signin',
      headers: { host },
      payload: { username, password },
      remoteAddress: nextIp(),
    })
  ).statusCode;

let t: TestApp | undefined;
let tenantsDir: string | undefined;
afterEach(async () => {
  await t?.close();
  if (tenantsDir) await removeDir(tenantsDir);
  t = undefined;
  tenantsDir = undefined;
});

describe('demo mode', () => {
  it('gives the demo customers and staff only to the tenants that ask for demo data, on every start', async () => {
    tenantsDir = await tenantsWithRealOne();
    t = await buildTestApp({ tenantsDir });
    expect(t.app.tenants.list().map((x) => x.alias)).toContain('acme');

    expect(await signInStatus(t, 'demo.localhost', 'DEMO0001')).toBe(200);
    expect(await signInStatus(t, 'acme.localhost', 'DEMO0001')).toBe(401);
    const acmeCustomers = await t.database.db.selectFrom('users').select('username').where('tenant_alias', '=', 'acme').execute();
    expect(acmeCustomers).toEqual([]);
    const acmePrizes = await t.database.db.selectFrom('products').select('id').where('tenant_alias', '=', 'acme').execute();
    expect(acmePrizes).toEqual([]);

    // The demo operator manages the demo tenants, never the real one; the console says 403 there.
    const operator = await staffSignIn(t.app, 'operator@premia.example');
    const tenants = await t.app.inject({
      method: 'GET',
      url: '/v1/console/tenants',
      headers: { host: CONSOLE_HOST, ...bearer(operator.token) },
    });
    expect((tenants.json() as { alias: string }[]).map((x) => x.alias).sort()).toEqual(['aurora', 'demo']);
    const acmeOrders = await t.app.inject({
      method: 'GET',
      url: '/v1/console/tenants/acme/orders',
      headers: { host: CONSOLE_HOST, ...bearer(operator.token) },
    });
    expect(acmeOrders.statusCode).toBe(403);

    // Another start (a restart, or a second process) still leaves the real tenant alone.
    const again = await runSeeders(t.database, { ...seedTenants(t.app.tenants.list(), true), log: { info: () => undefined } });
    expect(again).toEqual([]);
    expect(await signInStatus(t, 'acme.localhost', 'DEMO0001')).toBe(401);
  });

  it('seeds nothing of the demo with DEMO_DATA=false, not even in the demo tenants', async () => {
    t = await buildTestApp({ env: { DEMO_DATA: false } });
    const db = t.database.db;
    expect(await db.selectFrom('users').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('staff_accounts').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('products').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('points_ledger').select('id').execute()).toEqual([]);
    expect(await signInStatus(t, 'demo.localhost', 'DEMO0001')).toBe(401);
    const staff = await t.app.inject({
      method: 'POST',
      url: '/v1/console/auth/signin',
      headers: { host: CONSOLE_HOST },
      payload: { email: 'operator@premia.example', password: 'Demo!2025x' },
      remoteAddress: nextIp(),
    });
    expect(staff.statusCode).toBe(401);
  });
});

describe('the production check for the public demo password', () => {
  it('names every account that still opens with it, and none once revoked', async () => {
    t = await buildTestApp();
    const db = t.database.db;
    // A demo customer who chose their own password is safe.
    const own = await signIn(t.app, 'aurora.localhost', 'DEMO0003');
    const changed = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/me/changepassword',
      headers: { host: 'aurora.localhost', ...bearer(own.token), cookie: own.cookie },
      payload: { old: 'Demo!2025x', new: 'Mia!Password9', confirm: 'Mia!Password9' },
      remoteAddress: nextIp(),
    });
    expect(changed.statusCode, changed.body).toBeLessThan(300);

    const found = await findDemoPasswordAccounts(db);
    expect(found.map((a) => (a.kind === 'staff' ? a.name : `${a.tenant}/${a.name}`))).toEqual([
      'aurora/DEMO0001',
      'aurora/DEMO0002',
      'demo/DEMO0001',
      'demo/DEMO0002',
      'demo/DEMO0003',
      'operator@premia.example',
      'support@premia.example',
    ]);
    const message = demoPasswordRefusal(found);
    expect(message).toContain('7 account usano ancora la password pubblica');
    expect(message).toContain('cliente DEMO0002 del tenant aurora');
    expect(message).toContain('npm run staff -- disable operator@premia.example');
    expect(message).toContain('npm run demo -- revoke');

    const revoked = await revokeDemoPasswords(db, { actor: 'tester', role: 'cli', address: null }, new Date());
    expect(revoked).toHaveLength(7);
    expect(await findDemoPasswordAccounts(db)).toEqual([]);
    expect(await signInStatus(t, 'demo.localhost', 'DEMO0001')).toBe(401);
    expect(await signInStatus(t, 'aurora.localhost', 'DEMO0003', 'Mia!Password9')).toBe(200);
    const audit = await db.selectFrom('audit_log').select(['action', 'target']).where('action', 'like', '%demo_password_revoked').execute();
    expect(audit).toHaveLength(7);
  });

  it('refuses the public demo password wherever a person chooses one', async () => {
    t = await buildTestApp();
    const me = await signIn(t.app, 'demo.localhost', 'DEMO0003');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/me/changepassword',
      headers: { host: 'demo.localhost', ...bearer(me.token), cookie: me.cookie },
      payload: { old: 'Demo!2025x', new: 'Demo!2025x', confirm: 'Demo!2025x' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(PUBLIC_PASSWORD_MESSAGE);
  });
});
