import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeOverride } from '../modules/tenants/repository.js';
import { buildTestApp, copyTenants, makeFakeDist, removeDir, type TestApp } from '../test/build-app.js';
import type { EmbeddedBoot } from '../../shared/boot-data.js';

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; " +
  "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";
const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

let t: TestApp;
let tenantsDir: string;
let distDir: string;
let publicDir: string;
let consoleDir: string;
const CONSOLE_PAGE =
  '<!doctype html><html lang="it"><head><title>Premia · Console</title><script type="module" src="/assets/console-c0ffee.js"></script></head><body><div id="root"></div></body></html>';
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'demo.localhost', ...headers } });

beforeAll(async () => {
  tenantsDir = await copyTenants();
  distDir = await makeFakeDist();
  publicDir = await mkdtemp(path.join(os.tmpdir(), 'premia-public-'));
  for (const alias of ['demo', 'aurora']) {
    await mkdir(path.join(tenantsDir, alias, 'pdf'), { recursive: true });
    await writeFile(path.join(tenantsDir, alias, 'pdf', 'regolamento.pdf'), `%PDF-1.4 regolamento ${alias}`);
    await writeFile(path.join(tenantsDir, alias, 'pdf', 'informativa.pdf'), `%PDF-1.4 informativa ${alias}`);
    await writeFile(path.join(tenantsDir, alias, 'logo.svg'), `<svg xmlns="http://www.w3.org/2000/svg"><title>${alias}</title></svg>`);
  }
  await writeFile(path.join(tenantsDir, 'demo', 'pdf', 'Termini&Condizioni.pdf'), '%PDF-1.4 termini demo');
  await mkdir(path.join(publicDir, 'app', 'pdf'), { recursive: true });
  await writeFile(path.join(publicDir, 'app', 'pdf', 'solo-default.pdf'), '%PDF-1.4 default');
  await mkdir(path.join(publicDir, 'locales', 'it'), { recursive: true });
  await writeFile(path.join(publicDir, 'locales', 'it', 'common.json'), '{"ok":"OK"}');
  consoleDir = await mkdtemp(path.join(os.tmpdir(), 'premia-console-'));
  await mkdir(path.join(consoleDir, 'assets'));
  await writeFile(path.join(consoleDir, 'index.html'), CONSOLE_PAGE);
  await writeFile(path.join(consoleDir, 'assets', 'console-c0ffee.js'), `console.log(${JSON.stringify('console '.repeat(400))});\n`);
  t = await buildTestApp({ tenantsDir, distDir, publicDir, consoleDistDir: consoleDir });
});
afterAll(async () => {
  await t.close();
  await Promise.all([tenantsDir, distDir, publicDir, consoleDir].map(removeDir));
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('security headers', () => {
  it('send the CSP of the brief, exactly, on pages and API answers', async () => {
    expect((await get('/', { accept: HTML })).headers['content-security-policy']).toBe(CSP);
    expect((await get('/v1/app/start')).headers['content-security-policy']).toBe(CSP);
  });

  it('send the usual hardening headers', async () => {
    const res = await get('/', { accept: HTML });
    expect(res.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' });
  });

  it('allow Google Analytics only on the pages of a tenant that configures it', async () => {
    await changeOverride(t.app.db, { alias: 'aurora', path: 'features.analytics.id', value: 'G-TEST1234', actor: 'test' });
    const aurora = await get('/', { accept: HTML, host: 'aurora.localhost' });
    expect(aurora.headers['content-security-policy']).toBe(
      CSP.replace("script-src 'self'", "script-src 'self' https://www.googletagmanager.com").replace(
        "connect-src 'self'",
        "connect-src 'self' https://*.google-analytics.com",
      ),
    );
    expect((await get('/', { accept: HTML })).headers['content-security-policy']).toBe(CSP);
    await changeOverride(t.app.db, { alias: 'aurora', path: 'features.analytics.id', value: undefined, actor: 'test' });
  });
});

describe('the console settings preview (?anteprima)', () => {
  it('lets only the console hosts frame the portal page, and only when asked for the preview', async () => {
    const framed = await get('/catalogo?anteprima', { accept: HTML });
    expect(framed.headers['content-security-policy']).toBe(CSP.replace("frame-ancestors 'none'", 'frame-ancestors console.localhost:*'));
    expect(framed.headers['x-frame-options']).toBeUndefined();
    const normal = await get('/catalogo', { accept: HTML });
    expect(normal.headers['content-security-policy']).toBe(CSP);
    expect(normal.headers['x-frame-options']).toBe('DENY');
  });
});

describe('the SPA', () => {
  it.each(['/', '/catalogo/12', '/reset-password/abc.def', '/index.html'])('answers index.html for the navigation %s', async (url) => {
    const res = await get(url, { accept: HTML });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it('loads on an unknown host, so the SPA can show "app not found"', async () => {
    const res = await get('/', { accept: HTML, host: 'unknown.example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });

  it("embeds the tenant's app/start and tenant file as a non-executable data block", async () => {
    const res = await get('/login', { accept: HTML });
    const block = /<script type="application\/json" id="premia-boot">(.*?)<\/script>/s.exec(res.body);
    expect(block).not.toBeNull();
    const data = JSON.parse(block![1]!) as EmbeddedBoot;
    expect(data.start).toEqual((await get('/v1/app/start')).json());
    expect(data.tenant).toEqual((await get('/v1/app/tenant')).json());
    // The tenant zone's offsets, for the browser's clock without Intl (shared/time-zone.ts).
    expect(data.clock).toMatchObject({ zone: 'Europe/Rome' });
    expect(data.clock!.from).toBeLessThan(Date.now() - 4 * 365 * 86_400_000);
    expect(data.clock!.offsets.map(([, minutes]) => minutes)).toEqual(expect.arrayContaining([60, 120]));
    // The only other script is the entry module: nothing inline runs (CSP script-src 'self').
    expect(res.body.match(/<script\b[^>]*>/g)).toEqual([
      '<script type="module" src="/assets/index-abc123.js">',
      '<script type="application/json" id="premia-boot">',
    ]);
    expect(res.body).toContain('<link rel="preload" as="fetch" crossorigin href="/locales/it/translation.json">');
    expect(res.body).toContain('<link rel="preload" as="image" href="/tenant-assets/logo.svg" fetchpriority="high">');
    // Asked for before the entry script: the painted screen's largest picture comes first.
    expect(res.body.indexOf('as="image"')).toBeLessThan(res.body.indexOf('<script type="module"'));
  });

  it("writes the tenant's font faces into the page, their files addressed from the tenant's folder", async () => {
    const aurora = await get('/login', { accept: HTML, host: 'aurora.localhost' });
    const style = /<style data-tenant="fonts" data-source="\/tenant-assets\/fonts\/fonts.css">(.*?)<\/style>/s.exec(aurora.body);
    expect(style).not.toBeNull();
    expect(style![1]).toContain("font-family: 'Lora'");
    expect(style![1]).toContain("url('/tenant-assets/fonts/lora-latin-400-normal.woff2')");
    // Nothing blocks the first paint on another request.
    expect(aurora.body).not.toContain('rel="stylesheet"');
    expect(JSON.parse(/id="premia-boot">(.*?)<\/script>/s.exec(aurora.body)![1]!).start.alias).toBe('aurora');
    expect((await get('/login', { accept: HTML })).body).not.toContain('data-tenant="fonts"');
  });

  it("preloads the logo the first screen paints: the auth card's, or the dark header's inverted one", async () => {
    const preloads = async (url: string) =>
      [
        ...(await get(url, { accept: HTML, host: 'aurora.localhost' })).body.matchAll(
          /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/g,
        ),
      ].map((m) => m[1]);
    expect(await preloads('/login')).toEqual(['/tenant-assets/logo.svg']);
    expect(await preloads('/catalogo?page=2')).toEqual(['/tenant-assets/logo-inverted.svg']);
    // '/' is the login or the cart depending on the session, a prize page depends on its id.
    expect(await preloads('/')).toEqual([]);
    expect(await preloads('/premio/4')).toEqual([]);
    // Demo's header is light: one logo everywhere.
    expect((await get('/', { accept: HTML })).body).toContain(
      '<link rel="preload" as="image" href="/tenant-assets/logo.svg" fetchpriority="high">',
    );
  });

  it('embeds nothing for an unknown host (the SPA asks app/start and shows "app not found")', async () => {
    const res = await get('/', { accept: HTML, host: 'unknown.example.com' });
    expect(res.body).not.toContain('premia-boot');
    expect(res.body).not.toContain('rel="preload"');
  });

  it('changes the ETag when the embedded configuration changes', async () => {
    const before = String((await get('/', { accept: HTML })).headers.etag);
    // The name is the tenant file's alone; a colour is a setting staff change at runtime.
    await changeOverride(t.app.db, { alias: 'demo', path: 'theme.colors.primary', value: '#0f766e', actor: 'test' });
    const after = await get('/', { accept: HTML, 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('#0f766e');
    await changeOverride(t.app.db, { alias: 'demo', path: 'theme.colors.primary', value: undefined, actor: 'test' });
    expect(String((await get('/', { accept: HTML })).headers.etag)).toBe(before);
  });

  it('sends the page compressed: brotli, else gzip, else plain', async () => {
    const plain = await get('/', { accept: HTML });
    const br = await get('/', { accept: HTML, 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get('/', { accept: HTML, 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('answers 304 to a revalidation of an unchanged index.html, also within a list of weak tags', async () => {
    const first = await get('/', { accept: HTML });
    const etag = String(first.headers.etag);
    expect((await get('/', { accept: HTML, 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get('/', { accept: HTML, 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await get('/', { accept: HTML, 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('gives each encoding of the page its own ETag, so a cache never swaps them', async () => {
    const plain = String((await get('/', { accept: HTML })).headers.etag);
    const br = String((await get('/', { accept: HTML, 'accept-encoding': 'br' })).headers.etag);
    const gz = String((await get('/', { accept: HTML, 'accept-encoding': 'gzip' })).headers.etag);
    expect(new Set([plain, br, gz]).size).toBe(3);
    expect(br).toBe(plain.replace(/"$/, '-br"'));
    const gzipWithBrTag = await get('/', { accept: HTML, 'accept-encoding': 'gzip', 'if-none-match': br });
    expect(gzipWithBrTag.statusCode).toBe(200);
    expect(gunzipSync(gzipWithBrTag.rawPayload).toString()).toContain('<div id="root">');
    expect((await get('/', { accept: HTML, 'accept-encoding': 'gzip', 'if-none-match': gz })).statusCode).toBe(304);
  });

  it('serves hashed assets for a year, immutable, compressed', async () => {
    const res = await get('/assets/index-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
  });

  it('answers gzip to clients without brotli', async () => {
    expect((await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
  });

  it("sends the build's own compressed copies of an asset as they are (scripts/vite/precompress.ts)", async () => {
    const source = `console.log(${JSON.stringify('prebuilt '.repeat(300))});\n`;
    await writeFile(path.join(distDir, 'assets', 'prebuilt-1a2b3c.js'), source);
    await writeFile(path.join(distDir, 'assets', 'prebuilt-1a2b3c.js.br'), brotliCompressSync(source));
    await writeFile(path.join(distDir, 'assets', 'prebuilt-1a2b3c.js.gz'), gzipSync(source));
    const br = await get('/assets/prebuilt-1a2b3c.js', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(brotliCompressSync(source))).toBe(true);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await get('/assets/prebuilt-1a2b3c.js', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(source);
  });

  it('answers a real 404 for a missing asset, never index.html', async () => {
    const res = await get('/assets/index-missing.js', { accept: HTML });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found' });
  });

  it('serves top-level files of the build', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('User-agent');
  });

  it('does not send index.html to requests that do not want HTML', async () => {
    expect((await get('/catalogo', { accept: 'application/json' })).statusCode).toBe(404);
    // Chromium's own request for a favicon the page did not name accepts */* after the pictures.
    const favicon = await get('/favicon.ico', { accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' });
    expect(favicon.statusCode).toBe(404);
  });

  it("names the tenant's favicon in the page, so the browser does not ask for /favicon.ico", async () => {
    const page = await get('/login', { accept: HTML });
    expect(page.body).toContain('<link rel="icon" data-tenant="favicon" href="/tenant-assets/favicon.svg">');
  });

  it('leaves unknown API routes to the API: 404 {error}', async () => {
    const res = await get('/v1/nothing-here', { accept: HTML });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found' });
  });
});

describe('translations', () => {
  it('are served from the build, cached for five minutes', async () => {
    const res = await get('/locales/it/translation.json');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ app: { title: 'Premia' } });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('fall back to public/ for files the build lacks', async () => {
    expect((await get('/locales/it/common.json')).json()).toEqual({ ok: 'OK' });
  });

  it('answer 404 for unknown or malformed names', async () => {
    expect((await get('/locales/it/missing.json')).statusCode).toBe(404);
    expect((await get('/locales/..%2F..%2Fetc/passwd')).statusCode).toBe(404);
  });
});

describe('tenant assets', () => {
  it("are the host's tenant's own files, cached for an hour", async () => {
    const demo = await get('/tenant-assets/logo.svg');
    const aurora = await get('/tenant-assets/logo.svg', { host: 'aurora.localhost' });
    expect(demo.body).toContain('<title>demo</title>');
    expect(aurora.body).toContain('<title>aurora</title>');
    expect(demo.headers['cache-control']).toBe('public, max-age=3600');
    expect(demo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    // The console, on another origin, shows them in Identità visiva.
    expect(demo.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it.each([
    '/tenant-assets/..%2Faurora%2Flogo.svg',
    '/tenant-assets/pdf%2F..%2F..%2Faurora%2Flogo.svg',
    '/tenant-assets/tenant.json',
    '/tenant-assets/.hidden',
    '/tenant-assets/nope.svg',
  ])('refuse %s', async (url) => {
    expect((await get(url)).statusCode).toBe(404);
  });

  it('are never reached by dot segments (they are resolved before routing)', async () => {
    const res = await get('/tenant-assets/../aurora/logo.svg', { host: 'demo.localhost' });
    expect(res.body).not.toContain('<title>aurora</title>');
  });

  it('answer 404 on an unknown host', async () => {
    expect((await get('/tenant-assets/logo.svg', { host: 'unknown.example.com' })).statusCode).toBe(404);
  });
});

describe('documents (/app/pdf)', () => {
  it("are the tenant's own", async () => {
    const demo = await get('/app/pdf/informativa.pdf');
    expect(demo.statusCode).toBe(200);
    expect(demo.headers['content-type']).toBe('application/pdf');
    expect(demo.headers['cache-control']).toBe('public, max-age=3600');
    expect(demo.body).toBe('%PDF-1.4 informativa demo');
    expect((await get('/app/pdf/informativa.pdf', { host: 'aurora.localhost' })).body).toBe('%PDF-1.4 informativa aurora');
  });

  it('lead the rules file to the version of the regolamento in force, which is the folder file as version 1', async () => {
    const demo = await get('/app/pdf/regolamento.pdf');
    expect(demo.statusCode).toBe(302);
    expect(demo.headers.location).toBe('/regolamento');
    const current = await get('/regolamento');
    expect(current.headers['content-type']).toBe('application/pdf');
    expect(current.body).toBe('%PDF-1.4 regolamento demo');
    expect((await get('/regolamento', { host: 'aurora.localhost' })).body).toBe('%PDF-1.4 regolamento aurora');
  });

  it('accept names with & whether URL-encoded or not', async () => {
    expect((await get('/app/pdf/Termini%26Condizioni.pdf')).body).toBe('%PDF-1.4 termini demo');
    expect((await get('/app/pdf/Termini&Condizioni.pdf')).body).toBe('%PDF-1.4 termini demo');
  });

  it("fall back to the portal's default documents", async () => {
    expect((await get('/app/pdf/solo-default.pdf', { host: 'aurora.localhost' })).body).toBe('%PDF-1.4 default');
  });

  it('answer 404 for a missing or malformed name', async () => {
    expect((await get('/app/pdf/missing.pdf')).statusCode).toBe(404);
    expect((await get('/app/pdf/..%2Ftenant.json')).statusCode).toBe(404);
  });
});

describe('without a build', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await buildTestApp({ distDir: path.join(os.tmpdir(), 'premia-missing-dist') });
  });
  afterAll(() => bare.close());

  it('answers page navigations 503 with an Italian explanation', async () => {
    const res = await bare.app.inject({ method: 'GET', url: '/', headers: { host: 'demo.localhost', accept: HTML } });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
  });

  it('still answers the API', async () => {
    const res = await bare.app.inject({ method: 'GET', url: '/v1/app/start', headers: { host: 'demo.localhost' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('the staff console (CONSOLE_HOSTS)', () => {
  const onConsole = (url: string, headers: Record<string, string> = {}) => get(url, { host: 'console.localhost:8080', ...headers });

  it.each(['/', '/accedi', '/iniziative/demo', '/imposta-password?token=abc'])(
    'answers the console page for the navigation %s',
    async (url) => {
      const res = await onConsole(url, { accept: HTML, 'accept-encoding': 'identity' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      // The portal's policy, plus framing the tenants' portals for the settings preview and a PDF receipt from an object URL,
      // and the portals' pictures (a logo of the tenant folder in Identità visiva).
      const portals = '(?: http://[a-z]+\\.localhost:\\d+)+';
      const [before, after] = escapeRegExp(CSP).split(' blob:;');
      expect(res.headers['content-security-policy']).toMatch(
        new RegExp(`^${before} blob:${portals};${after}; frame-src (http://[a-z]+\\.localhost:\\d+ )+blob:$`),
      );
      expect(res.body).toBe(CONSOLE_PAGE);
    },
  );

  it('knows the host whatever its case or port', async () => {
    expect((await get('/', { accept: HTML, host: 'CONSOLE.localhost', 'accept-encoding': 'identity' })).body).toBe(CONSOLE_PAGE);
  });

  it('sends its page compressed, with an ETag of its own that revalidates', async () => {
    const res = await onConsole('/', { accept: HTML, 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(CONSOLE_PAGE);
    const again = await onConsole('/', { accept: HTML, 'accept-encoding': 'br', 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it("serves the console's hashed assets, and none of the portal's", async () => {
    const asset = await onConsole('/assets/console-c0ffee.js', { 'accept-encoding': 'identity' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toContain('console console');
    expect((await onConsole('/assets/index-abc123.js')).statusCode).toBe(404);
  });

  it('has no tenant files, documents or translations', async () => {
    for (const url of ['/tenant-assets/logo.svg', '/app/pdf/regolamento.pdf', '/locales/it/translation.json', '/app/anything']) {
      expect((await onConsole(url, { accept: HTML })).statusCode, url).toBe(404);
    }
  });

  it('leaves the API to the API', async () => {
    const res = await onConsole('/v1/nothing-here', { accept: HTML });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: expect.any(String) });
  });

  it("still gives a tenant's host its portal, with its boot data", async () => {
    const res = await get('/', { accept: HTML, 'accept-encoding': 'identity' });
    expect(res.body).not.toBe(CONSOLE_PAGE);
    expect(res.body).toContain('/assets/index-abc123.js');
    expect(res.body).toContain('application/json');
    expect((await get('/assets/console-c0ffee.js')).statusCode).toBe(404);
  });
});
