/**
 * Who may change which setting, for every key of the tenant schema: support the closed list of
 * switches, operators everything but the deployment keys, and nobody a secret outside the
 * tenant's own prefix. Includes the attack that used to work: support pointing a sign-in
 * provider at an outside server with JWT_SECRET as its client secret.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getPath } from '../../../shared/merge.js';
import { FILE_ONLY_KEYS, SUPPORT_SETTINGS } from '../../../shared/settings/who-may-change.js';
import { PROJECT_ROOT } from '../../paths.js';
import { bearer, CONSOLE_HOST, nextIp, staffSignIn } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { SUPPORT_FEATURES_ONLY } from './settings-service.js';

type Schema = { $ref?: string; type?: string; properties?: Record<string, Schema>; enum?: unknown[] };
const SCHEMAS = path.join(PROJECT_ROOT, 'schemas');
const load = (file: string): Schema => JSON.parse(readFileSync(path.join(SCHEMAS, file), 'utf8')) as Schema;

/** A section's own file; a definition inside a file (`#/…`) is taken as one key, not opened. */
const fileRef = (schema: Schema): Schema => (schema.$ref && !schema.$ref.startsWith('#') ? load(schema.$ref) : schema);

/** Every key the tenant schema names (objects and their fields alike), with its schema. */
function keysOf(schema: Schema, prefix = ''): [string, Schema][] {
  return Object.entries(fileRef(schema).properties ?? {}).flatMap(([key, sub]) => {
    const here = prefix ? `${prefix}.${key}` : key;
    return [[here, fileRef(sub)] as [string, Schema], ...keysOf(sub, here)];
  });
}
const TENANT_KEYS = keysOf(load('tenant.schema.json')).filter(([key]) => key !== '$schema');

let t: TestApp;
let operator: string;
let support: string;
beforeAll(async () => {
  t = await buildTestApp();
  operator = (await staffSignIn(t.app, 'operator@premia.example')).token;
  support = (await staffSignIn(t.app, 'support@premia.example')).token;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.deleteFrom('tenant_override').execute();
});

const SETTINGS = '/v1/console/tenants/demo/settings';
const save = (changes: object[], token: string) =>
  t.app.inject({
    method: 'POST',
    url: SETTINGS,
    payload: { changes },
    headers: { host: CONSOLE_HOST, ...bearer(token) },
    remoteAddress: nextIp(),
  });
const stored = () => t.database.db.selectFrom('tenant_override').select(['path', 'value_json']).execute();
const effective = async () =>
  (await t.app.inject({ url: SETTINGS, headers: { host: CONSOLE_HOST, ...bearer(operator) } })).json().effective;

describe('the closed list of what support may change', () => {
  it('holds only booleans of the tenant schema: no URL, object, list or secret reference', () => {
    const types = Object.fromEntries(TENANT_KEYS.map(([key, schema]) => [key, schema.type]));
    expect(SUPPORT_SETTINGS.map((key) => [key, types[key]])).toEqual(SUPPORT_SETTINGS.map((key) => [key, 'boolean']));
  });

  it('refuses support every other key of the tenant schema, and takes the listed switches', async () => {
    const current = await effective();
    const answers: Record<string, number> = {};
    for (const [key, schema] of TENANT_KEYS) {
      // The value customers get now (or a value of the key's type), so only the role can refuse it.
      const value = getPath(current, key) ?? (schema.type === 'boolean' ? false : schema.type === 'object' ? {} : 'x');
      answers[key] = (await save([{ path: key, value }], support)).statusCode;
    }
    const expected = Object.fromEntries(
      TENANT_KEYS.map(([key]) => [key, (SUPPORT_SETTINGS as readonly string[]).includes(key) ? 200 : 403]),
    );
    expect(answers).toEqual(expected);
  });

  it('lets operators change every key but the deployment ones (a refusal there is about the value, never the role)', async () => {
    const current = await effective();
    const refusedByRole: string[] = [];
    for (const [key, schema] of TENANT_KEYS) {
      const value = getPath(current, key) ?? (schema.type === 'boolean' ? false : schema.type === 'object' ? {} : 'x');
      if ((await save([{ path: key, value }], operator)).statusCode === 403) refusedByRole.push(key);
      await t.database.db.deleteFrom('tenant_override').execute();
    }
    expect(refusedByRole.sort()).toEqual([...FILE_ONLY_KEYS].sort());
  });

  it('stops the secret exfiltration: support can no longer add a sign-in provider or move the panel', async () => {
    const attacks = [
      { path: 'features.oidc.x', value: { issuer: 'https://attacker.example', clientId: 'premia', clientSecretEnv: 'JWT_SECRET' } },
      { path: 'features.oidc', value: { x: { issuer: 'https://attacker.example', clientId: 'premia' } } },
      { path: 'features.panel.url', value: 'https://attacker.example/panel' },
      { path: 'features.panel', value: { url: 'https://attacker.example/panel' } },
      { path: 'features.ownLogin', value: { active: false } },
    ];
    for (const change of attacks) {
      const res = await save([change], support);
      expect([change.path, res.statusCode, res.json()]).toEqual([change.path, 403, { error: SUPPORT_FEATURES_ONLY }]);
    }
    expect(await stored()).toEqual([]);
  });
});

describe('what the tenant file alone decides', () => {
  it('refuses operators the deployment keys, naming the tenant file, and stores nothing', async () => {
    const values: Record<string, unknown> = {
      name: 'Pwned',
      hosts: ['evil.example'],
      publicUrl: 'https://evil.example',
      demoData: true,
    };
    expect(Object.keys(values).sort()).toEqual([...FILE_ONLY_KEYS].sort());
    for (const [key, value] of Object.entries(values)) {
      const res = await save([{ path: key, value }], operator);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatch(new RegExp(`^${key} è configurazione dell’installazione: si cambia solo nel file`));
    }
    expect(await stored()).toEqual([]);
  });

  it('ignores an override of a deployment key already in the database: links keep the file’s address', async () => {
    const before = await effective();
    await t.database.db
      .insertInto('tenant_override')
      .values({
        tenant_alias: 'demo',
        path: 'publicUrl',
        value_json: '"https://evil.example"',
        updated_at: new Date().toISOString(),
        updated_by: 'x',
      })
      .execute();
    const res = await t.app.inject({ url: SETTINGS, headers: { host: CONSOLE_HOST, ...bearer(operator) } });
    expect(res.json().effective.publicUrl).toBe(before.publicUrl);
    expect(res.json().overrides).toEqual([expect.objectContaining({ path: 'publicUrl', ignored: true })]);
  });

  it('reads a sign-in provider’s secret only from the tenant’s own PREMIA_SECRET_<ALIAS>_ variables', async () => {
    const provider = (clientSecretEnv: string) => ({
      path: 'features.oidc.idp',
      value: { issuer: 'https://id.example', clientId: 'premia', clientSecretEnv },
    });
    for (const name of ['JWT_SECRET', 'DATABASE_URL', 'SMTP_URL', 'PREMIA_SECRET_AURORA_IDP', 'PREMIA_SECRET_DEMO_']) {
      const res = await save([provider(name)], operator);
      expect([name, res.statusCode]).toEqual([name, 400]);
    }
    expect(await stored()).toEqual([]);
    expect((await save([provider('PREMIA_SECRET_DEMO_IDP')], operator)).statusCode).toBe(200);
  });
});
