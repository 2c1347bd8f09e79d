import { readFileSync } from 'node:fs';
import { resolveTenantConfig } from './tenant-config.js';
import { resolveRoutes } from './route-defaults.js';
import { buildAppStart } from './app-start.js';
import type { TenantFile } from './types/generated/tenant.js';

const load = (alias: string) => JSON.parse(readFileSync(`tenants/${alias}/tenant.json`, 'utf8')) as TenantFile;

describe('resolveTenantConfig', () => {
  it('fills the layout constants (breakpoint, widths) as theme defaults', () => {
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

  it('turns uploads (stored:…) into /v1/brand/files URLs and keeps folder files under /tenant-assets and /app/pdf', () => {
    const hash = 'a'.repeat(64);
    const config = resolveTenantConfig('aurora', load('aurora'), {
      brand: { logo: `stored:${hash}.svg`, favicon: `stored:${hash}.ico` },
      footer: { documents: { rules: { file: `stored:${hash}.pdf` } } },
    });
    expect(config.brand.logo).toBe(`/v1/brand/files/${hash}.svg`);
    expect(config.brand.favicon).toBe(`/v1/brand/files/${hash}.ico`);
    // The inverted logo is the file's own, not the uploaded normal one.
    expect(config.brand.logoInverted).toBe('/tenant-assets/logo-inverted.svg');
    expect(config.footer.documents.find((d) => d.id === 'rules')?.url).toBe(`/v1/brand/files/${hash}.pdf`);
    expect(config.footer.documents.find((d) => d.id === 'privacy')?.url).toBe('/app/pdf/PrivacyPolicy.pdf');
  });

  it('puts the brand fonts in front of the theme fonts; headings without their own font take the text font', () => {
    const hash = 'b'.repeat(64);
    const aurora = load('aurora');
    const text = resolveTenantConfig('aurora', aurora, {
      brand: { fonts: { text: `stored:${hash}.woff2`, textBold: `stored:${hash}.woff` } },
    });
    expect(text.theme.fonts.body).toBe(`"brand-text", 'Lora', Georgia, serif`);
    expect(text.theme.fonts.heading).toBe(`"brand-text", 'Lora', Georgia, serif`);
    expect(text.brand.fontFaces).toEqual([
      { family: 'brand-text', url: `/v1/brand/files/${hash}.woff2`, format: 'woff2', weight: '400' },
      { family: 'brand-text', url: `/v1/brand/files/${hash}.woff`, format: 'woff', weight: '700' },
    ]);
    const heading = resolveTenantConfig('aurora', aurora, { brand: { fonts: { heading: 'fonts/titoli.woff2' } } });
    expect(heading.theme.fonts.body).toBe(`'Lora', Georgia, serif`);
    expect(heading.theme.fonts.heading).toBe(`"brand-heading", 'Lora', Georgia, serif`);
    expect(heading.brand.fontFaces).toEqual([
      { family: 'brand-heading', url: '/tenant-assets/fonts/titoli.woff2', format: 'woff2', weight: '100 900' },
    ]);
    expect(resolveTenantConfig('demo', load('demo')).brand.fontFaces).toEqual([]);
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
  it('ships every default route', () => {
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
  it('answers the app config in its snake_case shape', () => {
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
