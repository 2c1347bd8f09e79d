import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_READ_ONLY } from '../../plugins/auth.js';
import { bearer, CONSOLE_HOST, nextIp, staffSignIn } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { PREVIEW_MSG } from './preview-service.js';
import { TENANT_FORBIDDEN } from '../../plugins/staff-guard.js';

let t: TestApp;
let operator: string;
let support: string;

beforeAll(async () => {
  t = await buildTestApp();
  operator = (await staffSignIn(t.app, 'operator@premia.example')).token;
  support = (await staffSignIn(t.app, 'support@premia.example')).token;
});
afterAll(() => t.close());

const startPreview = (alias: string, username: string, token = operator) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/console/tenants/${alias}/preview`,
    payload: { username },
    headers: { host: CONSOLE_HOST, ...bearer(token) },
    remoteAddress: nextIp(),
  });
const portal = (method: 'GET' | 'POST', url: string, token: string, host = 'demo.localhost', payload?: object) =>
  t.app.inject({ method, url, headers: { host, ...bearer(token) }, ...(payload ? { payload } : {}) });

describe('the settings preview token', () => {
  it('lets the framed portal read the catalogue as the chosen customer', async () => {
    const res = await startPreview('demo', 'demo0001');
    expect(res.statusCode).toBe(200);
    const { token, expiresIn } = res.json();
    expect(expiresIn).toBeGreaterThan(0);
    const me = await portal('GET', '/v1/auth/me', token);
    expect(me.statusCode).toBe(200);
    expect(JSON.stringify(me.json())).toContain('DEMO0001');
    expect((await portal('GET', '/v1/catalog/products', token)).statusCode).toBe(200);
  });

  it('changes nothing: every write of the portal answers 403 with the reason', async () => {
    const { token } = (await startPreview('demo', 'DEMO0001')).json();
    const before = (await portal('GET', '/v1/catalog/products/wishlist', token)).json();
    const add = await portal('POST', '/v1/catalog/products/addtowishlist', token, 'demo.localhost', { product_id: 1 });
    expect(add.statusCode).toBe(403);
    expect(add.json()).toEqual({ error: PREVIEW_READ_ONLY });
    expect((await portal('GET', '/v1/catalog/products/wishlist', token)).json()).toEqual(before);
  });

  it('is bound to its tenant and refused by the console itself', async () => {
    const { token } = (await startPreview('demo', 'DEMO0001')).json();
    expect((await portal('GET', '/v1/auth/me', token, 'aurora.localhost')).statusCode).toBe(401);
    const res = await t.app.inject({ url: '/v1/console/tenants', headers: { host: CONSOLE_HOST, ...bearer(token) } });
    expect(res.statusCode).toBe(401);
  });

  it('is audited with the customer looked at', async () => {
    await startPreview('demo', 'DEMO0001', support);
    const row = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'customer.preview')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ actor: 'support@premia.example', role: 'support', tenant_alias: 'demo', target: 'DEMO0001' });
  });

  it('refuses an unknown or not yet active customer and a tenant not given', async () => {
    expect((await startPreview('demo', 'NOBODY')).json()).toEqual({ error: PREVIEW_MSG.notFound });
    const inactive = await startPreview('demo', 'DEMO0002');
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json()).toEqual({ error: PREVIEW_MSG.inactive });
    expect((await startPreview('aurora', 'DEMO0001', support)).json()).toEqual({ error: TENANT_FORBIDDEN });
  });
});

describe('the console tenants list', () => {
  it('gives each tenant the portal origin its mails use', async () => {
    const res = await t.app.inject({ url: '/v1/console/tenants', headers: { host: CONSOLE_HOST, ...bearer(operator) } });
    const demo = (res.json() as { alias: string; portalUrl: string }[]).find((x) => x.alias === 'demo');
    expect(demo?.portalUrl).toMatch(/^http:\/\/demo\.localhost:\d+$/);
  });
});
