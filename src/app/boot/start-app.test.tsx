import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import translation from '../../../public/locales/it/translation.json';
import auroraFile from '../../../tenants/aurora/tenant.json';
import type { TenantFile } from '../../shared/types/generated/tenant.js';
import { i18n } from '../i18n/i18n.js';
import { Providers } from '../providers.js';
import { queryClient } from '../queries/query-client.js';
import { installFakeApi, type FakeAnswer } from '../test/fake-api.js';
import { demoTenantFile, makeAppStart } from '../test/fixtures.js';
import { BOOT_DATA_ID } from '../../shared/boot-data.js';
import { AppShell } from './app-shell.js';
import { startApp } from './start-app.js';

let api: ReturnType<typeof installFakeApi>;
let consoleError: ReturnType<typeof vi.spyOn>;

function boot(routes: Parameters<typeof installFakeApi>[0], path = '/') {
  api = installFakeApi({ 'POST /app/errors': { status: 204 }, ...routes });
  render(
    <MemoryRouter initialEntries={[path]}>
      <Providers>
        <AppShell />
      </Providers>
    </MemoryRouter>,
  );
  return startApp();
}

const okStart = (overrides: Record<string, unknown> = {}, file?: TenantFile) => ({ status: 200, data: makeAppStart(overrides, file) });
const okTenant = (file = demoTenantFile()) => ({ status: 200, data: file });

function deferred() {
  let resolve!: (answer: FakeAnswer) => void;
  const promise = new Promise<FakeAnswer>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  api.restore();
  vi.restoreAllMocks();
  document.head.querySelectorAll('[data-tenant], script[src*="googletagmanager"]').forEach((el) => el.remove());
  delete window.gtag;
  delete window.dataLayer;
  // A test applies tenant texts to the shared instance: put the file's texts back.
  i18n.addResourceBundle('it', 'translation', structuredClone(translation), true, true);
});

describe('boot', () => {
  it('shows the loading overlay until the config is in, then the login screen', async () => {
    const start = deferred();
    const done = boot({ 'GET /app/start': () => start.promise, 'GET /app/tenant': okTenant() });
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento in corso');
    start.resolve(okStart());
    await done;
    expect(await screen.findByRole('heading', { name: 'Accedi' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Caricamento in corso')).not.toBeInTheDocument());
  });

  it('uses the answers the server embedded in the page instead of asking for them', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = BOOT_DATA_ID;
    block.textContent = JSON.stringify({ start: makeAppStart({ name: 'Premia Incorporata' }), tenant: demoTenantFile() });
    document.head.appendChild(block);
    await boot({});
    expect(await screen.findByRole('heading', { name: 'Accedi' })).toBeInTheDocument();
    expect(document.title).toContain('Premia Incorporata');
    expect(api.calls.map((c) => c.url)).not.toEqual(expect.arrayContaining(['/app/start']));
    expect(api.calls.map((c) => c.url)).not.toEqual(expect.arrayContaining(['/app/tenant']));
    expect(document.getElementById(BOOT_DATA_ID)).toBeNull();
  });

  it('requests app start, the tenant file and the user in parallel', async () => {
    localStorage.setItem('token', 'tok');
    const start = deferred();
    const done = boot({
      'GET /app/start': () => start.promise,
      'GET /app/tenant': okTenant(),
      'GET /auth/me': { status: 200, data: { userinfo: { active: true } } },
    });
    await waitFor(() => expect(api.calls.map((c) => c.url).sort()).toEqual(['/app/start', '/app/tenant', '/auth/me']));
    start.resolve(okStart());
    await done;
    expect(api.callsTo('GET /auth/me')[0]!.headers.get('authorization')).toBe('Bearer tok');
    expect(await screen.findByRole('heading', { level: 1, name: /^(Benvenuto|Ciao )/ })).toBeInTheDocument();
  });

  it("asks for a signed-in page's first data beside auth/me, not after it, and only once", async () => {
    const payload = btoa(JSON.stringify({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 600 }));
    localStorage.setItem('token', `eyJhbGciOiJIUzI1NiJ9.${payload}.firma`);
    window.history.replaceState(null, '', '/catalogo?q=tazza');
    try {
      const me = deferred();
      const done = boot(
        {
          'GET /app/start': okStart(),
          'GET /app/tenant': okTenant(),
          'GET /auth/me': () => me.promise,
          'GET /catalog/products': { status: 200, data: { data: [], total: 0, per_page: 20, current_page: 1, last_page: 1 } },
          'GET /catalog/categories': { status: 200, data: { data: [] } },
        },
        '/catalogo?q=tazza',
      );
      await waitFor(() => expect(api.callsTo('GET /catalog/products')).toHaveLength(1));
      expect(api.callsTo('GET /catalog/categories')).toHaveLength(1);
      me.resolve({ status: 200, data: { userinfo: { active: true }, points_enabled: true, points: 100 } });
      await done;
      expect(await screen.findByRole('heading', { level: 1, name: 'Catalogo' })).toBeInTheDocument();
      // A refetch on mount would start in an effect: count once the screen has settled.
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      expect(api.callsTo('GET /catalog/products')).toHaveLength(1);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('treats a 401 on the user as logged out and drops the token', async () => {
    localStorage.setItem('token', 'expired');
    await boot({ 'GET /app/start': okStart(), 'GET /app/tenant': okTenant(), 'GET /auth/me': { status: 401 } });
    expect(await screen.findByRole('heading', { name: 'Accedi' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows 'app not found' when app/start answers 404, with a warning rather than an error in the console", async () => {
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await boot({ 'GET /app/start': { status: 404, data: { error: 'App non trovata' } }, 'GET /app/tenant': { status: 404 } });
    expect(await screen.findByRole('heading', { name: 'Applicazione non trovata' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Caricamento in corso')).not.toBeInTheDocument());
    expect(consoleWarn).toHaveBeenCalledWith(expect.stringMatching(/^Nessuna iniziativa per .+ \(app\/start: 404\)$/));
    // (React's act() notices go to console.error in this harness: only the boot's own line counts.)
    expect(consoleError.mock.calls.flat().some((arg: unknown) => arg instanceof Error)).toBe(false);
    consoleWarn.mockRestore();
  });

  it("shows 'ERROR 500' and reports it when the server fails", async () => {
    await boot({ 'GET /app/start': { status: 500, data: { error: 'boom' } }, 'GET /app/tenant': okTenant() });
    expect(await screen.findByRole('heading', { name: 'ERROR 500' })).toBeInTheDocument();
    expect(screen.getByText('Si è verificato un errore interno del server.')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST /app/errors')).toHaveLength(1));
  });

  it('shows the auth error screen on a 400', async () => {
    await boot({ 'GET /app/start': { status: 400 }, 'GET /app/tenant': okTenant() });
    expect(await screen.findByRole('heading', { name: 'Errore di autenticazione' })).toBeInTheDocument();
  });

  it('shows a network error when the server does not answer', async () => {
    await boot({ 'GET /app/start': 'network', 'GET /app/tenant': 'network' });
    expect(await screen.findByRole('heading', { name: 'Errore di rete' })).toBeInTheDocument();
  });

  it('refuses an unknown screen, naming the tenant file and key path on screen and in the console', async () => {
    const file = demoTenantFile();
    file.routes = { news: { screen: 'Foo' } };
    await boot({ 'GET /app/start': okStart(), 'GET /app/tenant': okTenant(file) });
    const line = 'tenants/demo/tenant.json: /routes/news/screen: schermata sconosciuta "Foo"';
    expect(await screen.findByRole('heading', { name: 'Configurazione non valida' })).toBeInTheDocument();
    expect(screen.getByText(line)).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(line);
  });

  it('refuses an invalid tenant file with the key path', async () => {
    const file = demoTenantFile();
    (file.theme.colors as Record<string, unknown>).primary = 'blu';
    await boot({ 'GET /app/start': okStart(), 'GET /app/tenant': okTenant(file) });
    expect(
      await screen.findByText('tenants/demo/tenant.json: /theme/colors/primary: non rispetta il formato ^#[0-9a-fA-F]{6}$'),
    ).toBeInTheDocument();
  });

  it('applies runtime overrides and tenant texts', async () => {
    const overrides = { texts: { it: { 'routes.login': 'Entra nel club' } }, features: { ownLogin: { active: false } } };
    await boot({ 'GET /app/start': okStart(overrides), 'GET /app/tenant': okTenant() }, '/login');
    // Own login switched off at runtime: /login no longer exists.
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
    expect(i18n.t('routes.login')).toBe('Entra nel club');
  });

  it("shows the tenant's login heading (texts.it login.title) from its file", async () => {
    const aurora = structuredClone(auroraFile) as unknown as TenantFile;
    await boot({ 'GET /app/start': okStart({}, aurora), 'GET /app/tenant': okTenant(aurora) }, '/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Benvenuto in Aurora Bottega Premi' })).toBeInTheDocument();
    // The tab keeps the route's short title.
    await waitFor(() => expect(document.title).toBe('Accedi | Aurora Bottega Premi'));
  });

  it("shows a support override of the demo's login heading", async () => {
    await boot(
      { 'GET /app/start': okStart({ texts: { it: { 'login.title': 'Entra nel club' } } }), 'GET /app/tenant': okTenant() },
      '/login',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Entra nel club' })).toBeInTheDocument();
  });

  it('sets language, title, favicon and the tenant font stylesheet', async () => {
    const file = demoTenantFile();
    file.theme.fonts = { ...file.theme.fonts, source: 'fonts/fonts.css' };
    await boot({ 'GET /app/start': okStart(), 'GET /app/tenant': okTenant(file) });
    await screen.findByRole('heading', { name: 'Accedi' });
    expect(document.documentElement.lang).toBe('it');
    await waitFor(() => expect(document.title).toBe('Accedi | Premia Club'));
    expect(document.head.querySelector('link[rel="icon"]')).toHaveAttribute('href', '/tenant-assets/favicon.svg');
    expect(document.head.querySelector('link[rel="stylesheet"]')).toHaveAttribute('href', '/tenant-assets/fonts/fonts.css');
  });

  function writtenFontFaces(source: string) {
    const written = document.createElement('style');
    written.dataset.tenant = 'fonts';
    written.dataset.source = source;
    document.head.appendChild(written);
    return written;
  }

  it('keeps the font faces the server wrote into the page instead of linking them again', async () => {
    const written = writtenFontFaces('/tenant-assets/fonts/fonts.css');
    const file = demoTenantFile();
    file.theme.fonts = { ...file.theme.fonts, source: 'fonts/fonts.css' };
    await boot({ 'GET /app/start': okStart(), 'GET /app/tenant': okTenant(file) });
    await screen.findByRole('heading', { name: 'Accedi' });
    expect(document.head.querySelector('style[data-tenant="fonts"]')).toBe(written);
    expect(document.head.querySelector('link[rel="stylesheet"]')).toBeNull();
  });

  it("links another file's font faces in place of those the page carries (the console's preview of a new theme)", async () => {
    writtenFontFaces('/tenant-assets/fonts/fonts.css');
    const file = demoTenantFile();
    file.theme.fonts = { ...file.theme.fonts, source: 'fonts/other.css' };
    await boot({ 'GET /app/start': okStart(), 'GET /app/tenant': okTenant(file) });
    await screen.findByRole('heading', { name: 'Accedi' });
    expect(document.head.querySelector('style[data-tenant="fonts"]')).toBeNull();
    expect(document.head.querySelector('link[rel="stylesheet"]')).toHaveAttribute('href', '/tenant-assets/fonts/other.css');
  });

  it('loads analytics only when the tenant has an id, with IP anonymisation', async () => {
    await boot({ 'GET /app/start': okStart({ features: { analytics: { id: 'G-TEST123' } } }), 'GET /app/tenant': okTenant() });
    await screen.findByRole('heading', { name: 'Accedi' });
    const script = document.head.querySelector('script[src*="googletagmanager"]');
    expect(script).toHaveAttribute('src', 'https://www.googletagmanager.com/gtag/js?id=G-TEST123');
    expect(window.dataLayer?.map((args) => Array.from(args as ArrayLike<unknown>))).toContainEqual([
      'config',
      'G-TEST123',
      { anonymize_ip: true },
    ]);
  });

  it('loads no analytics without an id', async () => {
    await boot({ 'GET /app/start': okStart(), 'GET /app/tenant': okTenant() });
    await screen.findByRole('heading', { name: 'Accedi' });
    expect(document.head.querySelector('script[src*="googletagmanager"]')).toBeNull();
    expect(window.gtag).toBeUndefined();
  });
});
