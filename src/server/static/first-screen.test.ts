import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedBoot } from '../../shared/boot-data.js';
import type { RequestTenant } from '../modules/tenants/service.js';
import { signAccessToken } from '../modules/customers/tokens.js';
import { signIn } from '../test/auth-helpers.js';
import { buildTestApp, makeFakeDist, removeDir, type TestApp } from '../test/build-app.js';
import { withFirstScreen } from './boot-page.js';
import { FirstScreens } from './first-screen.js';

// A renderer standing in for dist/ssr/entry-server.js: it echoes what it was asked and counts
// its calls, fails on /boom and waits on /slow until the test lets it go.
const RENDERER = `
globalThis.firstScreenCalls = [];
export async function renderFirstScreen(input) {
  globalThis.firstScreenCalls.push(input.url + (input.signedIn ? ' in' : ' out') + (input.customer ? ' customer' : ''));
  if (input.customer) {
    if (input.url.startsWith('/boom')) throw new Error('una risposta della prima schermata è mancata');
    const me = await input.customer.get('/v1/auth/me');
    const outside = await input.customer.get('/elsewhere').then(() => 'asked', (error) => error.message);
    return {
      html: '<p>' + me.status + ' ' + JSON.parse(me.body).userinfo?.username + ' ' + outside + '</p>',
      styles: '',
      forms: [],
      title: 'Catalogo | ' + input.boot.start.name,
      screen: 'Catalogue',
      data: { subject: 'who', queries: { url: input.url } },
    };
  }
  globalThis.renderStarted?.();
  if (input.url === '/boom') throw new Error('rotto');
  if (input.url.startsWith('/slow')) await globalThis.slowRender;
  return {
    html: '<p>' + input.url + ' ' + input.translations.hello + '</p>',
    styles: '<style>p{color:red}</style>',
    forms: ['login'],
    title: 'Accedi | ' + input.boot.start.name,
    screen: input.signedIn && input.url === '/catalogo' ? 'Catalogue' : null,
    data: null,
  };
}
`;

interface Probe {
  firstScreenCalls: string[];
  slowRender?: Promise<void>;
  renderStarted?: () => void;
}
const probe = globalThis as unknown as Probe;

let dir: string;
const tenant = (revision = 'r1') => ({ alias: 'demo', revision, config: { lang: 'it' } }) as unknown as RequestTenant;
const boot = () => ({ start: { name: 'Premia Club' }, tenant: {} }) as unknown as EmbeddedBoot;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'premia-ssr-'));
  await mkdir(path.join(dir, 'ssr'));
  await writeFile(path.join(dir, 'ssr', 'entry-server.js'), RENDERER);
  await mkdir(path.join(dir, 'locales', 'it'), { recursive: true });
  await writeFile(path.join(dir, 'locales', 'it', 'translation.json'), '{"hello":"Ciao"}');
});
afterAll(() => removeDir(dir));

const screens = (maxQueued?: number) =>
  new FirstScreens({ ssrDir: path.join(dir, 'ssr'), localeDirs: [path.join(dir, 'locales')], maxQueued });

describe('FirstScreens', () => {
  it('renders a page once per build, tenant revision, session guess and path, with the tenant language', async () => {
    const first = screens();
    probe.firstScreenCalls = [];
    const login = await first.get('b1', { tenant: tenant(), boot, pathname: '/login', signedIn: false });
    expect(login).toMatchObject({ html: '<p>/login Ciao</p>', forms: ['login'], title: 'Accedi | Premia Club' });
    expect(await first.get('b1', { tenant: tenant(), boot, pathname: '/login', signedIn: false })).toBe(login);
    await first.get('b1', { tenant: tenant(), boot, pathname: '/login', signedIn: true });
    await first.get('b1', { tenant: tenant('r2'), boot, pathname: '/login', signedIn: false });
    await first.get('b2', { tenant: tenant(), boot, pathname: '/login', signedIn: false });
    expect(probe.firstScreenCalls).toEqual(['/login out', '/login in', '/login out', '/login out']);
  });

  it('gives no screen for a failed render, and does not retry it', async () => {
    const first = screens();
    probe.firstScreenCalls = [];
    expect(await first.get('b1', { tenant: tenant(), boot, pathname: '/boom', signedIn: false })).toBeNull();
    expect(await first.get('b1', { tenant: tenant(), boot, pathname: '/boom', signedIn: false })).toBeNull();
    expect(probe.firstScreenCalls).toEqual(['/boom out']);
  });

  it('renders one page at a time and gives none beyond the queue, so a flood of paths cannot pile up work', async () => {
    const first = screens(2);
    probe.firstScreenCalls = [];
    let finish!: () => void;
    probe.slowRender = new Promise<void>((resolve) => (finish = resolve));
    const started = new Promise<void>((resolve) => (probe.renderStarted = resolve));
    const waiting = [1, 2].map((n) => first.get('b1', { tenant: tenant(), boot, pathname: `/slow${n}`, signedIn: false }));
    expect(await first.get('b1', { tenant: tenant(), boot, pathname: '/slow3', signedIn: false })).toBeNull();
    await started;
    probe.renderStarted = undefined;
    // The second render starts only after the first has finished.
    await new Promise((resolve) => setImmediate(resolve));
    expect(probe.firstScreenCalls).toEqual(['/slow1 out']);
    finish();
    expect((await Promise.all(waiting)).map((screen) => screen?.html)).toEqual(['<p>/slow1 Ciao</p>', '<p>/slow2 Ciao</p>']);
  });

  it('gives none without a server build', async () => {
    const none = new FirstScreens({ ssrDir: path.join(dir, 'missing'), localeDirs: [path.join(dir, 'locales')] });
    expect(await none.get('b1', { tenant: tenant(), boot, pathname: '/login', signedIn: false })).toBeNull();
  });
});

describe('withFirstScreen', () => {
  const page =
    '<!doctype html><html><head><title>Premia</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';

  it('puts the markup in #root, its styles in the head and the escaped title, and says how it was drawn', () => {
    const html = withFirstScreen(
      page,
      { html: '<main>Accedi</main>', styles: '<style>a{}</style>', forms: ['login', 'signup'], title: 'A & <B>', screen: null, data: null },
      false,
    );
    expect(html).toContain('<title>A &amp; &lt;B></title>');
    expect(html.indexOf('<style>a{}</style>')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<div id="root" data-first-screen="out" data-forms="login,signup"><main>Accedi</main></div>');
  });

  it('marks a signed-in skeleton and lists no forms when none was painted', () => {
    const html = withFirstScreen(page, { html: '<main></main>', styles: '', forms: [], title: 'T', screen: 'Catalogue', data: null }, true);
    expect(html).toContain('<div id="root" data-first-screen="in"><main></main></div>');
    expect(html).not.toContain('premia-first-data');
  });

  it("marks a customer's screen and carries its answers after #root, escaped for a script element", () => {
    const data = { subject: '7', queries: { queries: [{ state: { data: { name: '</script><script>alert(1)</script>' } } }] } };
    const html = withFirstScreen(page, { html: '<main>Premi</main>', styles: '', forms: [], title: 'T', screen: 'Catalogue', data }, true);
    expect(html).toContain(
      '<div id="root" data-first-screen="customer"><main>Premi</main></div><script type="application/json" id="premia-first-data">',
    );
    expect(html).not.toContain('</script><script>alert(1)');
    const block = /<script type="application\/json" id="premia-first-data">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(block)).toEqual(data);
  });
});

describe('portal pages with a first screen', () => {
  let t: TestApp;
  let distDir: string;
  const HTML = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8';
  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host: 'demo.localhost', accept: HTML, 'accept-encoding': 'identity', ...headers } });

  beforeAll(async () => {
    distDir = await makeFakeDist();
    await writeFile(path.join(distDir, 'locales', 'it', 'translation.json'), '{"hello":"Ciao"}');
    await mkdir(path.join(distDir, '.vite'));
    const manifest = {
      'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_runtime.js'], dynamicImports: ['_app-start-7.js'] },
      '_runtime.js': { file: 'assets/runtime-1.js' },
      // The app's start, which the built page names beside the entry (scripts/vite/app-start-chunk.ts).
      '_app-start-7.js': { file: 'assets/app-start-7.js', imports: ['_runtime.js', '_shared-8.js'] },
      '_shared-8.js': { file: 'assets/shared-8.js' },
      '../ui/api/transport.ts': { file: 'assets/transport-2.js', imports: ['_runtime.js', 'index.html'] },
      'queries/query-client.ts': { file: 'assets/query-client-3.js', imports: ['_query-4.js', 'index.html'] },
      '_query-4.js': { file: 'assets/query-4.js' },
      'screens/catalog/catalogue-screen.tsx': {
        file: 'assets/catalogue-screen-5.js',
        imports: ['index.html', '_app-start-7.js', '_shared-8.js', '_query-4.js', '_cards-6.js'],
      },
      '_cards-6.js': { file: 'assets/cards-6.js' },
    };
    await writeFile(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    t = await buildTestApp({ distDir, ssrDir: path.join(dir, 'ssr') });
  });
  afterAll(async () => {
    await t.close();
    await removeDir(distDir);
  });

  it('carries the signed-out first screen, or the signed-in skeleton when the session cookie holds no good token', async () => {
    const out = await page('/login');
    expect(out.body).toContain('<div id="root" data-first-screen="out" data-forms="login"><p>/login Ciao</p></div>');
    expect(out.body).toContain('<title>Accedi | Premia Club</title>');
    // Its scripts start once its first frame is drawn (after-paint.ts), which presses again a button tapped before.
    const loader = /<script defer src="(\/after-paint\.js\?v=[\w-]+)" data-start="paint" data-entry="\/assets\/index-abc123\.js"/.exec(
      out.body,
    );
    expect(loader).not.toBeNull();
    // Named by its content: after a deploy no page runs the previous loader from a cache.
    const served = await t.app.inject({ method: 'GET', url: loader![1]!, headers: { host: 'demo.localhost' } });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe(await readFile('public/after-paint.js', 'utf8'));
    expect(out.body).not.toContain('<script type="module"');
    expect(out.headers.vary).toBe('accept-encoding, cookie');
    // The skeleton shows nothing of the screen until its scripts run: they stay in the head.
    const signedIn = await page('/login', { cookie: 'premia_session=1' });
    expect(signedIn.body).toContain('data-first-screen="in"');
    expect(signedIn.body).toContain('<script type="module" src="/assets/index-abc123.js"></script>');
    expect(signedIn.headers.etag).not.toBe(out.headers.etag);
    expect((await page('/login', { 'if-none-match': String(out.headers.etag) })).statusCode).toBe(304);
  });

  it("names a signed-in boot's lazy modules (transport, query client, the page's screen) for the browser to fetch beside the entry and the app's start", async () => {
    const preloads = (body: string) => [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(preloads((await page('/catalogo', { cookie: 'premia_session=1' })).body)).toEqual([
      '/assets/transport-2.js',
      '/assets/query-client-3.js',
      '/assets/query-4.js',
      '/assets/catalogue-screen-5.js',
      '/assets/cards-6.js',
    ]);
    expect(preloads((await page('/login', { cookie: 'premia_session=1' })).body)).toEqual([
      '/assets/transport-2.js',
      '/assets/query-client-3.js',
      '/assets/query-4.js',
    ]);
    expect(preloads((await page('/login')).body)).toEqual([]);
  });

  it("paints a customer's own screen from the token in the session cookie, asking the API as them, and never keeps it", async () => {
    const customer = await signIn(t.app, 'demo.localhost', 'DEMO0001');
    probe.firstScreenCalls = [];
    const res = await page('/catalogo?search=caffe', { cookie: `premia_session=${customer.token}`, 'sec-fetch-site': 'none' });
    expect(res.body).toContain(
      '<div id="root" data-first-screen="customer"><p>200 DEMO0001 prima schermata: /elsewhere non è dell\'API</p></div>',
    );
    expect(res.body).toContain(
      '<script type="application/json" id="premia-first-data">{"subject":"who","queries":{"url":"/catalogo?search=caffe"}}</script>',
    );
    // Its scripts start once what it shows has loaded (after-paint.ts). Painted with the customer's
    // answers, it asks nothing before it is interactive: no HTTP transport among its preloads.
    expect(res.body).toMatch(/<script defer src="\/after-paint\.js\?v=[\w-]+" data-start="load" data-entry="\/assets\/index-abc123\.js"/);
    expect(/data-preload="([^"]*)"/.exec(res.body)?.[1]?.split(' ')).toEqual([
      '/assets/query-client-3.js',
      '/assets/query-4.js',
      '/assets/catalogue-screen-5.js',
      '/assets/cards-6.js',
    ]);
    expect(res.body).not.toContain('<script type="module"');
    // Theirs alone: no shared cache may keep it, no validator to revalidate it with.
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.etag).toBeUndefined();
    await page('/catalogo?search=caffe', { cookie: `premia_session=${customer.token}`, 'sec-fetch-site': 'same-origin' });
    expect(probe.firstScreenCalls).toEqual(['/catalogo?search=caffe in customer', '/catalogo?search=caffe in customer']);
    // Back from a sign-in the server made, the hand-over's parameter is not painted: boot takes it
    // out of the address before the router reads it, and the browser hydrates the address without it.
    await page('/catalogo?accesso=1&search=caffe', { cookie: `premia_session=${customer.token}`, 'sec-fetch-site': 'same-origin' });
    await page('/?accesso=1', { cookie: `premia_session=${customer.token}`, 'sec-fetch-site': 'same-origin' });
    expect(probe.firstScreenCalls.slice(2)).toEqual(['/catalogo?search=caffe in customer', '/ in customer']);
  });

  it("paints a customer's data only on their own navigation: another site's link, or a browser that does not say, gets the skeleton", async () => {
    const customer = await signIn(t.app, 'demo.localhost', 'DEMO0001');
    // The address is another site's choice, reflected in the screen beside the customer's data (BREACH).
    for (const site of ['cross-site', 'same-site', undefined]) {
      probe.firstScreenCalls = [];
      const res = await page('/catalogo?search=mario', {
        cookie: `premia_session=${customer.token}`,
        'accept-encoding': 'br',
        ...(site ? { 'sec-fetch-site': site } : {}),
      });
      expect(res.headers['content-encoding']).toBe('br');
      const body = brotliDecompressSync(res.rawPayload).toString();
      expect(body).toContain('data-first-screen="in"');
      expect(body).not.toContain('premia-first-data');
      expect(probe.firstScreenCalls.filter((call) => call.endsWith('customer'))).toEqual([]);
    }
  });

  it("sends the skeleton when a customer's own screen cannot be made (an answer failed or came too late)", async () => {
    const customer = await signIn(t.app, 'demo.localhost', 'DEMO0001');
    probe.firstScreenCalls = [];
    const res = await page('/boom-catalogo', { cookie: `premia_session=${customer.token}`, 'sec-fetch-site': 'none' });
    expect(res.body).toContain('data-first-screen="in"');
    expect(res.body).not.toContain('premia-first-data');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(probe.firstScreenCalls).toEqual(['/boom-catalogo in customer', '/boom-catalogo in']);
  });

  it('paints only the skeleton for a session cookie whose token is not a good one of this tenant', async () => {
    const key = await t.app.jwtKey();
    const other = await signIn(t.app, 'demo.localhost', 'DEMO0001');
    const tampered = `${other.token.slice(0, -4)}AAAA`;
    const expired = await signAccessToken(key, other.userId, 'demo', new Date(Date.now() - 3600_000));
    const elsewhere = await signAccessToken(key, other.userId, 'aurora', new Date());
    const preview = await signAccessToken(key, other.userId, 'demo', new Date(), 600, { preview: true });
    for (const token of [tampered, expired, elsewhere, preview, 'not-a-token']) {
      const res = await page('/catalogo', { cookie: `premia_session=${token}` });
      expect(res.body).toContain('data-first-screen="in"');
      expect(res.body).not.toContain('premia-first-data');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('lets the API refuse the token after all (a password reset ended the sessions): the renderer gets its 401', async () => {
    const customer = await signIn(t.app, 'demo.localhost', 'DEMO0003');
    await t.database.db
      .updateTable('users')
      .set({ tokens_valid_after: new Date(Date.now() + 60_000).toISOString() })
      .where('id', '=', customer.userId)
      .execute();
    const res = await page('/catalogo', { cookie: `premia_session=${customer.token}`, 'sec-fetch-site': 'none' });
    // The renderer is handed the customer; the API answers it 401, which the real renderer turns into the skeleton.
    expect(res.body).toContain('<p>401 undefined');
  });

  it('paints the login page back from a refused post with its query (why, and the code typed), afresh and never kept', async () => {
    const before = probe.firstScreenCalls.length;
    const retry = await page('/login?errore=credenziali&codice=DEMO0001');
    expect(retry.body).toContain('<p>/login?errore=credenziali&codice=DEMO0001 Ciao</p>');
    // It holds the code typed: for this person only, like a customer's own screen.
    expect(retry.headers['cache-control']).toBe('private, no-store');
    expect(retry.headers.etag).toBeUndefined();
    await page('/login?errore=credenziali&codice=DEMO0001');
    expect(probe.firstScreenCalls.length - before).toBe(2);
    // Any other parameter beside them, or on another page: the browser renders the page, as for any query.
    expect((await page('/login?errore=credenziali&utm_source=mail')).body).toContain('<div id="root"></div>');
    expect((await page('/contatti?codice=DEMO0001')).body).toContain('<div id="root"></div>');
  });

  it('leaves a signed-out address with a query, the console preview and an unknown host to the browser', async () => {
    expect((await page('/login?oidc_error=1')).body).toContain('<div id="root"></div>');
    expect((await page('/login?anteprima=1')).body).toContain('<div id="root"></div>');
    expect((await page('/login', { host: 'nessuno.localhost' })).body).toContain('<div id="root"></div>');
  });
});
