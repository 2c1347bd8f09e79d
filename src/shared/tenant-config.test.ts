import { readFileSync } from 'node:fs';
import { resolveTenantConfig } from './tenant-config.js';
import { resolveRoutes } from './route-defaults.js';
import { buildAppStart } from './app-start.js';
import type { TenantFile } from './types/generated/tenant.js';

const load = (alias: string) => JSON.parse(readFileSync(`tenants/${alias}/tenant.json`, 'utf8')) as TenantFile;

describe('resolveTenantConfig', () => {
  it('fills the spec layout constants as theme defaults', () => {
    const config = resolveTenantConfig('demo', load('demo'));
    expect(config.theme.layout).toEqual({
      mobileBreakpoint: 640,
      containerMaxWidth: 1200,
      containerPadding: 15,
      headerMaxWidth: 1108,
      contentWidth: 1170,
      logoMaxWidth: 135,
    });
  });

  it('lets runtime overrides win over the tenant file', () => {
    const config = resolveTenantConfig('demo', load('demo'), { features: { wishlist: false }, theme: { colors: { primary: '#000000' } } });
    expect(config.features.wishlist).toBe(false);
    expect(config.theme.colors.primary).toBe('#000000');
    expect(config.theme.colors.secondary).toBe('#f59e0b');
  });

  it('orders menu links and drops removed ones', () => {
    const config = resolveTenantConfig('demo', load('demo'), {
      menu: { links: { news: null, extra: { label: 'Primo', url: '/meccanica', order: 1 } } },
    });
    expect(config.menuLinks.map((l) => l.label)).toEqual(['Primo', 'Catalogo', 'Vantaggi', 'Contatti']);
  });

  it('serves documents under /app/pdf with encoded names', () => {
    const config = resolveTenantConfig('aurora', load('aurora'));
    expect(config.footer.documents.map((d) => d.url)).toEqual([
      '/app/pdf/regolamento.pdf',
      '/app/pdf/PrivacyPolicy.pdf',
      '/app/pdf/Termini%26Condizioni.pdf',
      '/app/pdf/INFORMATIVA_PRIVACY.pdf',
    ]);
  });

  it('differs between the two demo tenants in features and routes', () => {
    const demo = resolveTenantConfig('demo', load('demo'));
    const aurora = resolveTenantConfig('aurora', load('aurora'));
    expect(demo.features.wishlist).toBe(true);
    expect(aurora.features.wishlist).toBe(false);
    expect(aurora.features.ownLogin.adult).toBe(true);
    expect(aurora.routes.find((r) => r.id === 'advantages')?.enabled).toBe(false);
    expect(demo.routes.find((r) => r.id === 'advantages')?.enabled).toBe(true);
  });
});

describe('resolveRoutes', () => {
  it('ships every route of the spec by default', () => {
    const paths = resolveRoutes({}).map((r) => r.path);
    for (const p of [
      '/',
      '/login',
      '/catalogo',
      '/catalogo/:id',
      '/wishlist',
      '/activate/:id',
      '/reset-password/:onetimetoken',
      '/form-win',
      '/auth/login',
      '*',
    ]) {
      expect(paths).toContain(p);
    }
  });

  it('moves a route and keeps its other defaults', () => {
    const news = resolveRoutes({ news: { path: '/notizie' } }).find((r) => r.id === 'news');
    expect(news).toMatchObject({ path: '/notizie', screen: 'NewsList', access: 'protected', enabled: true });
  });

  it('refuses a new route without path or screen', () => {
    expect(() => resolveRoutes({ extra: { path: '/x' } })).toThrow(/routes\/extra/);
  });
});

describe('buildAppStart', () => {
  it('answers the spec shape of the app config', () => {
    const config = resolveTenantConfig('aurora', load('aurora'));
    const start = buildAppStart(config, {}, 'r1');
    expect(start).toMatchObject({
      lang: 'it',
      logo: '/tenant-assets/logo.svg',
      design: { template_props: { font_source: '/tenant-assets/fonts/fonts.css' } },
      ownlogin: { active: true, adult: true },
      i18l: { nav: { menu_static_links: expect.arrayContaining([{ label: 'Premi', url: '/catalogo' }]) } },
    });
  });
});
