import { SCREEN_MODULES } from '../../shared/screen-modules.js';
import { SCREEN_NAMES } from '../../shared/screen-names.js';
import { loadQueryClient } from '../queries/query-client-loader.js';
import { makeConfig } from '../test/fixtures.js';
import { getScreen, hasScreen, preloadScreen, registeredScreens, unknownScreenErrors } from './screens.js';

vi.mock('../queries/query-client-loader.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../queries/query-client-loader.js')>();
  return { loadQueryClient: vi.fn(actual.loadQueryClient) };
});

describe('screen registry', () => {
  it('registers exactly the shared screen names the CLI and server accept', () => {
    expect(registeredScreens().sort()).toEqual([...SCREEN_NAMES].sort());
  });

  it("resolves every default route's screen", () => {
    expect(unknownScreenErrors(makeConfig().routes, 'tenants/demo/tenant.json')).toEqual([]);
  });

  it('names the file and key path of an unknown screen', () => {
    const config = makeConfig({ routes: { news: { screen: 'Foo' } } });
    expect(unknownScreenErrors(config.routes, 'tenants/demo/tenant.json')).toEqual([
      'tenants/demo/tenant.json: /routes/news/screen: schermata sconosciuta "Foo"',
    ]);
  });

  it('throws for an unknown name and never resolves inherited object keys', () => {
    expect(() => getScreen('Foo')).toThrow('schermata sconosciuta "Foo"');
    expect(hasScreen('toString')).toBe(false);
    expect(getScreen('NewsList')).toBe(getScreen('NewsList'));
  });

  it('loads the query client with every screen but login, the page a signed-out visitor lands on', () => {
    preloadScreen('Login');
    expect(loadQueryClient).not.toHaveBeenCalled();
    preloadScreen('NewsList');
    expect(loadQueryClient).toHaveBeenCalledTimes(1);
  });

  it('hands out a screen whose module has arrived as the component itself, so it renders without suspending', async () => {
    await preloadScreen('Mechanics');
    const module = await import('../screens/content/mechanics-screen.js');
    expect(getScreen('Mechanics')).toBe(module.default);
    // One component per name for good: a lazy one handed out earlier stays.
    const lazyFirst = getScreen('Contact');
    await preloadScreen('Contact');
    expect(getScreen('Contact')).toBe(lazyFirst);
  });

  it("names each screen's module as the server does when it preloads a signed-in page's screen (shared/screen-modules.ts)", async () => {
    // A registry of its own: the tests above handed out lazy components for some names.
    vi.resetModules();
    const registry = await import('./screens.js');
    for (const [name, file] of Object.entries(SCREEN_MODULES)) {
      await registry.preloadScreen(name);
      const module = (await import(/* @vite-ignore */ `../${file.replace(/\.tsx$/, '.js')}`)) as { default: unknown };
      if (registry.getScreen(name) !== module.default) expect.fail(`${name}: il registro carica un modulo diverso da ${file}`);
    }
  });
});
