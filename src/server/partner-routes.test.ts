import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contractFile from '../../schemas/api/partner.json' with { type: 'json' };
import { KEY_OTHER_TENANT, KEY_REFUSED, keyLacksScope } from './modules/apikeys/partner-guard.js';
import { API_KEY_SCOPES, revokeApiKey, type ApiKeyScope } from './modules/apikeys/service.js';
import { testClock } from './test/auth-helpers.js';
import { buildTestApp, type TestApp } from './test/build-app.js';
import { partnerKey } from './test/partner-helpers.js';

/** The scope each partner operation needs, as docs/integrations.md promises it. */
const SCOPES: Record<string, ApiKeyScope> = {
  partnerMovePoints: 'points:write',
  partnerUpsertCustomers: 'customers:write',
  partnerPostSales: 'sales:write',
  partnerUndoSales: 'sales:write',
  partnerListOrders: 'orders:read',
  partnerSetOrderStatus: 'orders:write',
};

const clock = testClock();
let t: TestApp;
const keys: Record<'aurora' | 'expired' | 'revoked', string> = { aurora: '', expired: '', revoked: '' };

beforeAll(async () => {
  t = await buildTestApp({ clock: clock.now });
  keys.aurora = (await partnerKey(t.app, 'aurora')).key;
  keys.expired = (await partnerKey(t.app, 'demo', API_KEY_SCOPES, new Date(clock.now().getTime() + 1000))).key;
  const revoked = await partnerKey(t.app, 'demo');
  keys.revoked = revoked.key;
  await revokeApiKey(t.app.db, 'demo', revoked.name, { actor: 'test', role: 'cli', address: null }, clock.now());
  clock.advance(1000);
});
afterAll(() => t.close());

const operations = Object.entries(contractFile.operations).map(([name, op]) => ({
  name,
  method: op.method as 'GET' | 'POST' | 'DELETE',
  // Any value reaches the guard: it runs before the body and parameters are read.
  url: `/v1${op.path}`.replace(/\{[a-z_]+\}/g, 'X-1'),
}));

describe('every partner operation refuses a caller before doing anything', () => {
  it('lists exactly the operations whose scopes are documented', () => {
    expect(operations.map((o) => o.name).sort()).toEqual(Object.keys(SCOPES).sort());
  });

  it.each(operations)(
    '$name: no key, revoked or expired → 401; another tenant’s key on this host or a key without the scope → 403',
    async (op) => {
      const call = (key: string | undefined, host = 'demo.localhost') =>
        t.app.inject({
          method: op.method,
          url: op.url,
          payload: op.method === 'POST' ? {} : undefined,
          headers: { host, ...(key ? { authorization: `Bearer ${key}` } : {}) },
        });
      const scope = SCOPES[op.name]!;
      const without = (
        await partnerKey(
          t.app,
          'demo',
          API_KEY_SCOPES.filter((s) => s !== scope),
        )
      ).key;
      const answers = [
        await call(undefined),
        await call(keys.revoked),
        await call(keys.expired),
        await call(keys.aurora),
        await call(without),
      ];
      expect(answers.map((r) => [r.statusCode, r.json().error])).toEqual([
        [401, KEY_REFUSED],
        [401, KEY_REFUSED],
        [401, KEY_REFUSED],
        [403, KEY_OTHER_TENANT],
        [403, keyLacksScope(scope)],
      ]);
      // With the scope, the same empty call gets past the guard to the contract's validation or the handler.
      const withScope = (await partnerKey(t.app, 'demo', [scope])).key;
      expect([200, 400, 404]).toContain((await call(withScope)).statusCode);
    },
  );

  it('wrote nothing for the refused calls', async () => {
    const audit = await t.app.db.selectFrom('audit_log').select('action').where('role', '=', 'partner').execute();
    expect(audit).toEqual([]);
  });
});
