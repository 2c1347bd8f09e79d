import { queryClient } from '../queries/query-client.js';
import { endSession, startSession } from '../stores/session.js';
import { installFakeApi } from '../test/fake-api.js';
import { makeConfig } from '../test/fixtures.js';
import { prefetchScreenData, prefetchScreenFor, screenAt } from './prefetch-screen.js';

describe('prefetchScreenFor', () => {
  const config = makeConfig();

  it("names (and starts loading) the screen of the page's route", async () => {
    expect(prefetchScreenFor(config, '/login', false)?.screen).toBe('Login');
    const catalogue = prefetchScreenFor(config, '/catalogo', true);
    expect(catalogue?.screen).toBe('Catalogue');
    await expect(catalogue?.ready).resolves.toBeUndefined();
  });

  it('guesses the screen of "/" from whether a session is stored: the home route\'s own, else the login', () => {
    expect(prefetchScreenFor(config, '/', true)?.screen).toBe(config.routes.find((r) => r.path === '/')?.screen);
    expect(prefetchScreenFor(config, '/', false)?.screen).toBe('Login');
  });

  it('guesses the login screen for a protected page when no session is stored (it sends there)', () => {
    expect(prefetchScreenFor(config, '/catalogo', false)?.screen).toBe('Login');
  });

  it('skips paths no route declares', () => {
    expect(prefetchScreenFor(config, '/nessuna-pagina', true)).toBeNull();
  });
});

describe('prefetchScreenData', () => {
  const config = makeConfig();
  const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const tokenExpiringIn = (seconds: number) =>
    `${base64url({ alg: 'HS256' })}.${base64url({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + seconds })}.firma`;

  it("starts the requests of the page's screen once its module is in, only while a token is stored", async () => {
    const api = installFakeApi({ 'GET /catalog/products': { status: 200, data: { data: [], total: 0, per_page: 20, current_page: 1 } } });
    try {
      await prefetchScreenFor(config, '/catalogo', true)?.ready;
      // prefetchQuery adds its query at once: an empty cache means nothing was started.
      const started = () => queryClient.getQueryCache().getAll().length;
      endSession();
      prefetchScreenData('Catalogue', '?q=tazza');
      expect(started()).toBe(0);
      // A token that says it has expired, or does not say: boot renews or checks it first.
      startSession(tokenExpiringIn(5));
      prefetchScreenData('Catalogue', '?q=tazza');
      expect(started()).toBe(0);
      startSession('opaco');
      prefetchScreenData('Catalogue', '?q=tazza');
      expect(started()).toBe(0);
      startSession(tokenExpiringIn(600));
      prefetchScreenData('Catalogue', '?q=tazza');
      expect(started()).toBe(2);
      await vi.waitFor(() => expect(api.callsTo('GET /catalog/products')).toHaveLength(1));
      // A screen without server state to ask for first, or not loaded: nothing.
      prefetchScreenData('Login', '');
      prefetchScreenData('Nessuna', '');
      expect(started()).toBe(2);
    } finally {
      api.restore();
    }
  });

  it('names the screen a signed-in page shows first, which the server preloads', () => {
    expect(screenAt(config, '/catalogo', true)).toBe('Catalogue');
    expect(screenAt(config, '/catalogo', false)).toBe('Login');
    expect(screenAt(config, '/nessuna-pagina', true)).toBeNull();
  });
});
