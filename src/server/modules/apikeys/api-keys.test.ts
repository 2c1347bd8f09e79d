import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { KEY_OTHER_TENANT, KEY_REFUSED, keyLacksScope, partnerGuard } from './partner-guard.js';
import { ApiKeyError, createApiKey, listApiKeys, revokeApiKey } from './service.js';

const clock = testClock();
const CLI = { actor: 'ops', role: 'cli' as const, address: null };
let t: TestApp;
let other: Awaited<ReturnType<TestApp['anotherProcess']>>;

beforeAll(async () => {
  t = await buildTestApp({ clock: clock.now });
  withEcho(t.app);
  other = withEcho(await t.anotherProcess());
});

/** A partner route as the partner API declares them (added before the app first answers). */
function withEcho(app: TestApp['app']): TestApp['app'] {
  app.get('/v1/partner/echo', { config: { tenant: 'none' }, preHandler: partnerGuard(app, 'orders:read') }, async (request) => ({
    tenant: request.tenant.alias,
    key: request.partnerKey?.name,
  }));
  return app;
}
afterAll(() => t.close());

const call = (app: TestApp['app'], key: string | undefined, host = 'localhost') =>
  app.inject({ url: '/v1/partner/echo', headers: { host, ...(key ? { authorization: `Bearer ${key}` } : {}) } });

describe('API keys', () => {
  it('are shown once and stored as a hash; a key of the tenant with the scope passes on any host that names no other tenant', async () => {
    const { key, view } = await createApiKey(
      t.app.db,
      { tenantAlias: 'demo', name: 'ERP', scopes: ['orders:read', 'points:write'] },
      CLI,
      clock.now(),
    );
    expect(key).toMatch(/^prm_[A-Za-z0-9_-]{43}$/);
    expect(view).toMatchObject({ name: 'ERP', hint: key.slice(-4), scopes: ['orders:read', 'points:write'], revokedAt: null });
    const stored = await t.app.db.selectFrom('api_keys').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(key);

    for (const host of ['localhost', 'demo.localhost', 'partner.example.com'])
      expect((await call(t.app, key, host)).json()).toEqual({ tenant: 'demo', key: 'ERP' });
    const [listed] = await listApiKeys(t.app.db, 'demo');
    expect(listed).toMatchObject({ lastUsedAt: clock.now().toISOString(), lastUsedFrom: '127.0.0.1' });
  });

  it('refuses a missing, unknown or malformed key, another tenant’s host, and a key without the scope', async () => {
    const { key } = await createApiKey(t.app.db, { tenantAlias: 'demo', name: 'Corriere', scopes: ['points:write'] }, CLI, clock.now());
    const { key: aurora } = await createApiKey(t.app.db, { tenantAlias: 'aurora', name: 'ERP', scopes: ['orders:read'] }, CLI, clock.now());
    for (const presented of [undefined, 'prm_nope', 'not-a-key']) {
      const res = await call(t.app, presented);
      expect([res.statusCode, res.json()]).toEqual([401, { error: KEY_REFUSED }]);
    }
    expect((await call(t.app, aurora, 'demo.localhost')).json()).toEqual({ error: KEY_OTHER_TENANT });
    expect((await call(t.app, key)).json()).toEqual({ error: keyLacksScope('orders:read') });
    expect((await call(t.app, aurora, 'aurora.localhost')).json()).toEqual({ tenant: 'aurora', key: 'ERP' });
  });

  it('stops working at once on every process when revoked, and after its expiry', async () => {
    const { key } = await createApiKey(t.app.db, { tenantAlias: 'demo', name: 'Magazzino', scopes: ['orders:read'] }, CLI, clock.now());
    expect((await call(other, key)).statusCode).toBe(200);
    await revokeApiKey(t.app.db, 'demo', 'Magazzino', CLI, clock.now());
    expect((await call(other, key)).statusCode).toBe(401);
    expect((await call(t.app, key)).statusCode).toBe(401);
    await expect(revokeApiKey(t.app.db, 'demo', 'Magazzino', CLI, clock.now())).rejects.toBeInstanceOf(ApiKeyError);

    const expiring = await createApiKey(
      t.app.db,
      { tenantAlias: 'demo', name: 'Prova', scopes: ['orders:read'], expiresAt: new Date(clock.now().getTime() + 3_600_000) },
      CLI,
      clock.now(),
    );
    expect((await call(t.app, expiring.key)).statusCode).toBe(200);
    clock.advance(3_600_000);
    expect((await call(t.app, expiring.key)).statusCode).toBe(401);
  });

  it('refuses an unknown scope, no scope, a past expiry and a second live key of the same name; audits creation and revocation', async () => {
    const make = (scopes: string[], name = 'Altro', expiresAt?: Date) =>
      createApiKey(t.app.db, { tenantAlias: 'aurora', name, scopes, expiresAt }, CLI, clock.now());
    await expect(make(['points:read'])).rejects.toThrow(/permessi non validi: points:read/);
    await expect(make([])).rejects.toThrow(/permessi non validi/);
    await expect(make(['orders:read'], 'Altro', new Date(clock.now().getTime() - 1))).rejects.toThrow(/scadenza è già passata/);
    await expect(make(['orders:read'], 'ERP')).rejects.toThrow(/esiste già una chiave attiva di nome "ERP"/);
    const actions = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('action', 'like', 'apikey.%')
      .orderBy('id')
      .execute();
    expect(actions).toContainEqual({ action: 'apikey.create', target: 'Magazzino' });
    expect(actions).toContainEqual({ action: 'apikey.revoke', target: 'Magazzino' });
  });
});
