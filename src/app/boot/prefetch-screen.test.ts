import { makeConfig } from '../test/fixtures.js';
import { prefetchScreenFor } from './prefetch-screen.js';

describe('prefetchScreenFor', () => {
  const config = makeConfig();

  it("names (and starts loading) the screen of the page's route", () => {
    expect(prefetchScreenFor(config, '/login')).toBe('Login');
    expect(prefetchScreenFor(config, '/catalogo')).toBe('Catalogue');
  });

  it('skips "/" (another screen when signed out) and paths no route declares', () => {
    expect(prefetchScreenFor(config, '/')).toBeNull();
    expect(prefetchScreenFor(config, '/nessuna-pagina')).toBeNull();
  });
});
