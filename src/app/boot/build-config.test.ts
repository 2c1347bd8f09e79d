import { validate } from '../../shared/types/generated/tenant-validator.js';
import { demoTenantFile } from '../test/fixtures.js';
import { buildConfig } from './build-config.js';
import { ConfigError } from './config-error.js';

const appStart = (overrides: Record<string, unknown> = {}) => ({ alias: 'demo', overrides });

function configErrorOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof ConfigError) return error.details;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('buildConfig', () => {
  it('resolves the tenant file with the runtime defaults', () => {
    const config = buildConfig(appStart(), demoTenantFile(), validate);
    expect(config.alias).toBe('demo');
    expect(config.name).toBe('Premia Club');
    expect(config.theme.layout.headerMaxWidth).toBe(1108);
    expect(config.routes.find((r) => r.id === 'home')?.path).toBe('/');
  });

  it('lets runtime overrides win over the tenant file', () => {
    const config = buildConfig(
      appStart({ features: { wishlist: false, ownLogin: { active: false } }, theme: { colors: { primary: '#000000' } } }),
      demoTenantFile(),
      validate,
    );
    expect(config.features.wishlist).toBe(false);
    expect(config.features.ownLogin.active).toBe(false);
    // Deep merge: siblings of an overridden key stay.
    expect(config.features.ownLogin.gdpr).toBe(true);
    expect(config.theme.colors.primary).toBe('#000000');
    expect(config.theme.colors.secondary).toBe('#f59e0b');
  });

  it('removes a menu link overridden with null', () => {
    const config = buildConfig(appStart({ menu: { links: { news: null } } }), demoTenantFile(), validate);
    expect(config.menuLinks.map((l) => l.id)).toEqual(['catalogue', 'advantages', 'contact']);
  });

  it('rejects an invalid tenant file naming the file and the key path', () => {
    const file = demoTenantFile();
    (file.theme.colors as Record<string, unknown>).primary = 'blue';
    delete (file as Partial<typeof file>).name;
    const details = configErrorOf(() => buildConfig(appStart(), file, validate));
    expect(details).toContain('tenants/demo/tenant.json: /: manca la proprietà obbligatoria "name"');
    expect(details).toContain('tenants/demo/tenant.json: /theme/colors/primary: non rispetta il formato ^#[0-9a-fA-F]{6}$');
  });

  it('blames a bad runtime override, not the file', () => {
    const details = configErrorOf(() => buildConfig(appStart({ features: { wishlist: 'sì' } }), demoTenantFile(), validate));
    expect(details).toEqual(['tenants/demo/tenant.json (+ override runtime): /features/wishlist: deve essere di tipo boolean']);
  });

  it('fails loudly on an unknown screen name', () => {
    const file = demoTenantFile();
    file.routes = { news: { screen: 'Foo' } };
    const details = configErrorOf(() => buildConfig(appStart(), file, validate));
    expect(details).toEqual(['tenants/demo/tenant.json: /routes/news/screen: schermata sconosciuta "Foo"']);
  });

  it('rejects a new route without a path', () => {
    const file = demoTenantFile();
    file.routes = { faq: { screen: 'Mechanics' } };
    const details = configErrorOf(() => buildConfig(appStart(), file, validate));
    expect(details[0]).toMatch(/^tenants\/demo\/tenant\.json: \/routes\/faq: /);
  });

  it('takes answers the server validated without the validator, still refusing an unknown screen', () => {
    const config = buildConfig(appStart({ theme: { colors: { primary: '#000000' } } }), demoTenantFile(), null);
    expect(config.theme.colors.primary).toBe('#000000');
    const file = demoTenantFile();
    file.routes = { news: { screen: 'Foo' } };
    expect(configErrorOf(() => buildConfig(appStart(), file, null))).toEqual([
      'tenants/demo/tenant.json: /routes/news/screen: schermata sconosciuta "Foo"',
    ]);
  });
});
