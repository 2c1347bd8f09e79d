import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { changeOverride } from '../tenants/repository.js';

let t: TestApp;
// Fixed windows: on real time, a run crossing a minute boundary would start a fresh budget mid-test.
const clock = testClock();
beforeAll(async () => {
  t = await buildTestApp({ clock: clock.now, errorLogRateLimit: { max: 3, windowMs: 60_000 } });
});
afterAll(() => t.close());

const clientInfo = (alias: string) => JSON.stringify({ alias, lang: 'it', source: 'web' });
const start = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/v1/app/start', headers });

describe('GET /v1/app/start', () => {
  it.each([
    ['demo.localhost', 'demo', 'Premia Club'],
    ['aurora.localhost:8080', 'aurora', 'Aurora Bottega Premi'],
    ['localhost:8080', 'demo', 'Premia Club'],
    ['127.0.0.1', 'demo', 'Premia Club'],
    ['premi.aurora.example.com', 'aurora', 'Aurora Bottega Premi'],
  ])('Host %s → tenant %s', async (host, alias, name) => {
    const res = await start({ host });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ alias, name, lang: 'it' });
  });

  it('answers the app config built from the tenant file', async () => {
    const body = (await start({ host: 'aurora.localhost' })).json();
    expect(body).toMatchObject({
      logo: '/tenant-assets/logo.svg',
      logo_inverted: '/tenant-assets/logo-inverted.svg',
      favicon: '/tenant-assets/favicon.svg',
      ownlogin: { active: true, gdpr: true, adult: true, fields_required: [] },
      analytics: { id: null, anonymize_ip: true },
      design: { template_props: { font_source: '/tenant-assets/fonts/fonts.css' } },
      overrides: {},
    });
    expect(body.i18l.nav.menu_static_links[0]).toEqual({ label: 'Premi', url: '/catalogo' });
    expect(body.revision).toMatch(/^[0-9a-f]{16}$/);
  });

  it('takes the tenant from X-Client-Info when present', async () => {
    const res = await start({ host: 'localhost:8080', 'x-client-info': clientInfo('aurora.localhost') });
    expect(res.json()).toMatchObject({ alias: 'aurora' });
  });

  it('falls back to Host when X-Client-Info is malformed', async () => {
    const res = await start({ host: 'aurora.localhost', 'x-client-info': '{broken' });
    expect(res.json()).toMatchObject({ alias: 'aurora' });
  });

  it('answers 404 App not found for an unknown host', async () => {
    const res = await start({ host: 'unknown.example.com' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'App not found' });
  });

  it('answers 404 when X-Client-Info names an unknown host, whatever the Host', async () => {
    const res = await start({ host: 'demo.localhost', 'x-client-info': clientInfo('nowhere.example.com') });
    expect(res.statusCode).toBe(404);
  });

  it('is not cached by the browser without revalidation, and answers 304 on an unchanged revision', async () => {
    const first = await start({ host: 'demo.localhost' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await start({ host: 'demo.localhost', 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});

describe('runtime overrides', () => {
  it('win over the tenant file on the next call, for that tenant only', async () => {
    const before = (await start({ host: 'demo.localhost' })).json();
    await changeOverride(t.app.db, { alias: 'demo', path: 'features.ownLogin.active', value: false, actor: 'test' });
    await changeOverride(t.app.db, { alias: 'demo', path: 'menu.links.news', value: null, actor: 'test' });

    const after = (await start({ host: 'demo.localhost' })).json();
    expect(after.ownlogin.active).toBe(false);
    expect(after.i18l.nav.menu_static_links.map((l: { label: string }) => l.label)).not.toContain('News');
    expect(after.overrides).toEqual({ features: { ownLogin: { active: false } }, menu: { links: { news: null } } });
    expect(after.revision).not.toBe(before.revision);
    expect((await start({ host: 'aurora.localhost' })).json().ownlogin.active).toBe(true);

    await changeOverride(t.app.db, { alias: 'demo', path: 'features.ownLogin.active', value: undefined, actor: 'test' });
    await changeOverride(t.app.db, { alias: 'demo', path: 'menu.links.news', value: undefined, actor: 'test' });
    const restored = (await start({ host: 'demo.localhost' })).json();
    expect(restored.ownlogin.active).toBe(true);
    expect(restored.revision).toBe(before.revision);
  });

  it('are audited', async () => {
    await changeOverride(t.app.db, { alias: 'aurora', path: 'features.wishlist', value: true, actor: 'support@premia' });
    await changeOverride(t.app.db, { alias: 'aurora', path: 'features.wishlist', value: undefined, actor: 'support@premia' });
    const audit = await t.app.db.selectFrom('audit_log').selectAll().where('tenant_alias', '=', 'aurora').orderBy('id').execute();
    expect(audit.map((a) => [a.action, a.target, a.before_json, a.after_json, a.actor, a.role])).toEqual([
      ['tenant.override', 'features.wishlist', null, 'true', 'support@premia', 'cli'],
      ['tenant.override', 'features.wishlist', 'true', null, 'support@premia', 'cli'],
    ]);
  });

  it('that would make the tenant invalid are ignored and logged, the others still apply', async () => {
    await changeOverride(t.app.db, { alias: 'aurora', path: 'theme.colors.primary', value: 'blue', actor: 'test' });
    await changeOverride(t.app.db, { alias: 'aurora', path: 'features.pointsCatalogue', value: false, actor: 'test' });
    const res = await start({ host: 'aurora.localhost' });
    expect(res.statusCode).toBe(200);
    expect(res.json().overrides).toEqual({ features: { pointsCatalogue: false } });
    expect(t.logs.some((l) => l.level === 40 && l.msg.includes('override "theme.colors.primary" ignorato: /theme/colors/primary'))).toBe(
      true,
    );
    await changeOverride(t.app.db, { alias: 'aurora', path: 'theme.colors.primary', value: undefined, actor: 'test' });
    await changeOverride(t.app.db, { alias: 'aurora', path: 'features.pointsCatalogue', value: undefined, actor: 'test' });
  });
});

describe('GET /v1/app/tenant', () => {
  it.each(['demo', 'aurora'])('answers the %s tenant file without $schema', async (alias) => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/app/tenant', headers: { host: `${alias}.localhost` } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).not.toHaveProperty('$schema');
    expect(body.hosts).toContain(`${alias}.premia.localhost`);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeTruthy();
  });
});

describe('POST /v1/app/errors', () => {
  const report = {
    url: 'http://demo.localhost/catalogo',
    endpoint: '/v1/catalog/products',
    code: 500,
    message: 'Request failed',
    line: '12',
    apikey: 'k',
  };

  it('stores a JSON report for the tenant and answers 204', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/app/errors',
      headers: { host: 'demo.localhost' },
      payload: report,
      remoteAddress: '10.0.0.1',
    });
    expect(res.statusCode).toBe(204);
    const rows = await t.app.db.selectFrom('error_log').selectAll().where('tenant_alias', '=', 'demo').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ url: report.url, endpoint: report.endpoint, code: 500, message: 'Request failed', line: '12' });
  });

  it('accepts multipart form data like the other calls', async () => {
    const boundary = 'premiaboundary';
    const fields = { message: 'Boom', code: '502', endpoint: '/v1/magazine' };
    const payload =
      Object.entries(fields)
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join('') + `--${boundary}--\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/app/errors',
      headers: { host: 'aurora.localhost', 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
      remoteAddress: '10.0.0.2',
    });
    expect(res.statusCode).toBe(204);
    const row = await t.app.db.selectFrom('error_log').selectAll().where('tenant_alias', '=', 'aurora').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ message: 'Boom', code: 502, endpoint: '/v1/magazine' });
  });

  it('refuses a report without message with the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/app/errors',
      headers: { host: 'demo.localhost' },
      payload: { url: '/x' },
      remoteAddress: '10.0.0.3',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Dati non validi: Campo obbligatorio',
      details: [{ field: 'message', message: 'Campo obbligatorio' }],
    });
  });

  it('refuses an oversized body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/app/errors',
      headers: { host: 'demo.localhost' },
      payload: { message: 'x'.repeat(20_000) },
      remoteAddress: '10.0.0.4',
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'Richiesta troppo grande' });
  });

  it('is rate limited per client', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/app/errors',
        headers: { host: 'demo.localhost' },
        payload: { message: 'x' },
        remoteAddress: '10.0.0.9',
      });
    for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(204);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'Troppe richieste, riprova più tardi' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/app/errors',
          headers: { host: 'demo.localhost' },
          payload: { message: 'x' },
          remoteAddress: '10.0.0.10',
        })
      ).statusCode,
    ).toBe(204);
  });

  it('shares one budget between server processes on the same database', async () => {
    const other = await t.anotherProcess({ clock: clock.now, errorLogRateLimit: { max: 3, windowMs: 60_000 } });
    const send = (app: typeof other) =>
      app.inject({
        method: 'POST',
        url: '/v1/app/errors',
        headers: { host: 'demo.localhost' },
        payload: { message: 'x' },
        remoteAddress: '10.0.0.11',
      });
    expect((await send(t.app)).statusCode).toBe(204);
    expect((await send(other)).statusCode).toBe(204);
    expect((await send(t.app)).statusCode).toBe(204);
    expect((await send(other)).statusCode).toBe(429);
    expect((await send(t.app)).statusCode).toBe(429);
  });
});
