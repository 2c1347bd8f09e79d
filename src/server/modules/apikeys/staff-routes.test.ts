import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKey, CreatedApiKey } from '../../../shared/types/generated/api/staff-apikeys.js';
import { bearer, CONSOLE_HOST, nextIp, staffSignIn, testClock } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { ROLE_FORBIDDEN } from '../../plugins/staff-guard.js';
import { KEY_REFUSED, partnerGuard } from './partner-guard.js';

const clock = testClock();
let t: TestApp;
let operator: string;
let support: string;

beforeAll(async () => {
  t = await buildTestApp({ clock: clock.now });
  // A partner route as the partner API declares them: the guard is what every /v1/partner call passes.
  t.app.get('/v1/partner/echo', { config: { tenant: 'none' }, preHandler: partnerGuard(t.app, 'orders:read') }, async (request) => ({
    key: request.partnerKey?.name,
  }));
  operator = (await staffSignIn(t.app, 'operator@premia.example')).token;
  support = (await staffSignIn(t.app, 'support@premia.example')).token;
});
afterAll(() => t.close());

const url = (path = '', alias = 'demo') => `/v1/console/tenants/${alias}/api-keys${path}`;
const consoleCall = (method: 'GET' | 'POST', path: string, payload?: object, token = operator, alias = 'demo') =>
  t.app.inject({ method, url: url(path, alias), payload, headers: { host: CONSOLE_HOST, ...bearer(token) }, remoteAddress: nextIp() });
const listed = async (): Promise<ApiKey[]> => (await consoleCall('GET', '')).json().data;
const partnerCall = (key: string) =>
  t.app.inject({ url: '/v1/partner/echo', headers: { host: 'localhost', authorization: `Bearer ${key}` }, remoteAddress: '203.0.113.9' });

describe('console API keys', () => {
  it('shows a new key once; the list never carries it, and tells when and from where it was last used', async () => {
    const res = await consoleCall('POST', '', { name: 'ERP', scopes: ['orders:read', 'points:write'], expires: '2099-12-31' });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { key, apiKey } = res.json() as CreatedApiKey;
    expect(key).toMatch(/^prm_/);
    expect(apiKey).toMatchObject({
      name: 'ERP',
      hint: key.slice(-4),
      scopes: ['orders:read', 'points:write'],
      createdBy: 'operator@premia.example',
      expiresAt: '2099-12-31T23:59:59.999Z',
      status: 'active',
      lastUsedAt: null,
    });

    expect((await partnerCall(key)).json()).toEqual({ key: 'ERP' });
    const list = await consoleCall('GET', '');
    expect(list.body).not.toContain(key);
    expect(list.body).not.toContain(key.slice(4, -4));
    expect((list.json().data as ApiKey[]).find((k) => k.id === apiKey.id)).toMatchObject({
      lastUsedAt: clock.now().toISOString(),
      lastUsedFrom: '203.0.113.9',
    });
  });

  it('revoking stops the very next partner call, is shown as revoked, and is audited with the staff member', async () => {
    const { key, apiKey } = (await consoleCall('POST', '', { name: 'Magazzino', scopes: ['orders:read'] })).json() as CreatedApiKey;
    expect((await partnerCall(key)).statusCode).toBe(200);
    const revoked = await consoleCall('POST', `/${apiKey.id}/revoke`);
    expect(revoked.json()).toMatchObject({ status: 'revoked', revokedAt: clock.now().toISOString() });
    const refused = await partnerCall(key);
    expect([refused.statusCode, refused.json()]).toEqual([401, { error: KEY_REFUSED }]);
    expect((await listed()).find((k) => k.id === apiKey.id)?.status).toBe('revoked');
    expect((await consoleCall('POST', `/${apiKey.id}/revoke`)).statusCode).toBe(404);

    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'actor', 'role', 'tenant_alias'])
      .where('target', '=', 'Magazzino')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'apikey.create', actor: 'operator@premia.example', role: 'operator', tenant_alias: 'demo' },
      { action: 'apikey.revoke', actor: 'operator@premia.example', role: 'operator', tenant_alias: 'demo' },
    ]);
  });

  it('shows a key past its expiry as expired, and the partner API refuses it', async () => {
    const day = new Date(clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
    const { key, apiKey } = (
      await consoleCall('POST', '', { name: 'Prova', scopes: ['orders:read'], expires: day })
    ).json() as CreatedApiKey;
    expect(apiKey.status).toBe('active');
    clock.advance(3 * 86_400_000);
    // Console sessions are short: sign in again on the moved clock.
    operator = (await staffSignIn(t.app, 'operator@premia.example')).token;
    support = (await staffSignIn(t.app, 'support@premia.example')).token;
    expect((await listed()).find((k) => k.id === apiKey.id)?.status).toBe('expired');
    expect((await partnerCall(key)).statusCode).toBe(401);
  });

  it('refuses bad input, a second live key of a name, support staff and another tenant’s key ids', async () => {
    for (const body of [
      { name: 'X', scopes: [] },
      { name: 'X', scopes: ['points:read'] },
      { name: '', scopes: ['orders:read'] },
      { name: 'a/b', scopes: ['orders:read'] },
      { name: 'X', scopes: ['orders:read'], expires: 'domani' },
    ])
      expect((await consoleCall('POST', '', body)).statusCode, JSON.stringify(body)).toBe(400);
    const past = await consoleCall('POST', '', { name: 'Vecchia', scopes: ['orders:read'], expires: '2000-01-01' });
    expect([past.statusCode, past.json().error]).toEqual([400, 'La scadenza è già passata']);
    const twice = await consoleCall('POST', '', { name: 'ERP', scopes: ['orders:read'] });
    expect([twice.statusCode, twice.json().error]).toEqual([409, 'Esiste già una chiave attiva di nome "ERP": revocala prima']);

    const forbidden = await consoleCall('GET', '', undefined, support);
    expect([forbidden.statusCode, forbidden.json().error]).toEqual([403, ROLE_FORBIDDEN]);
    expect((await consoleCall('POST', '', { name: 'Y', scopes: ['orders:read'] }, support)).statusCode).toBe(403);

    const demoKey = (await listed()).find((k) => k.name === 'ERP')!;
    expect((await consoleCall('POST', `/${demoKey.id}/revoke`, undefined, operator, 'aurora')).statusCode).toBe(404);
    expect((await listed()).find((k) => k.id === demoKey.id)?.status).toBe('active');
  });
});
