import { makeConfig } from '../test/fixtures.js';
import { prefetchScreenFor } from './prefetch-screen.js';

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
