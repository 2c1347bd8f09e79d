import translation from '../../public/locales/it/translation.json';
import aurora from '../../tenants/aurora/tenant.json';
import demo from '../../tenants/demo/tenant.json';
import type { EmbeddedBoot } from '../shared/boot-data.js';
import type { TenantFile } from '../shared/types/generated/tenant.js';
import { renderFirstScreen } from './entry-server.js';
import { inProcessFormsModule } from './forms/test-support.js';
import { i18n } from './i18n/i18n.js';
import { makeAppStart } from './test/fixtures.js';
import { resolveTenantConfig } from '../shared/tenant-config.js';

/** The first screen the server paints for a visitor of `alias` at /login, with the tenant's runtime overrides. */
async function paintLogin(alias: string, source: unknown, overrides: Record<string, unknown> = {}) {
  const file = structuredClone(source) as TenantFile;
  const config = resolveTenantConfig(alias, file, overrides);
  const painted = await renderFirstScreen({
    url: '/login',
    boot: { start: makeAppStart(overrides, file), tenant: structuredClone(source) as EmbeddedBoot['tenant'] },
    translations: structuredClone(translation),
    signedIn: false,
    loadForm: async () => inProcessFormsModule(config),
    // The sign-in page paints no rich text; the server's sanitiser itself is fed to a painted page in tests/contract/painted-rich-text.test.ts.
    sanitiser: { richText: () => '', label: () => '' },
  });
  return new DOMParser().parseFromString(painted.html, 'text/html');
}

afterEach(() => {
  // The renderer replaced the shared instance's bundle with the tenant's: put the file back.
  i18n.removeResourceBundle('it', 'translation');
  i18n.addResourceBundle('it', 'translation', structuredClone(translation), true, true);
});

describe('the painted sign-in page', () => {
  it("carries the tenant's own heading (texts.it login.title), so the page never opens on 'Accedi' first", async () => {
    const page = await paintLogin('aurora', aurora);
    expect(page.querySelector('h1')?.textContent).toBe('Benvenuto in Aurora Bottega Premi');
  });

  it("carries a runtime override of the heading, and the file's text without one", async () => {
    expect((await paintLogin('demo', demo)).querySelector('h1')?.textContent).toBe('Accedi');
    const overridden = await paintLogin('demo', demo, { texts: { it: { 'login.title': 'Entra nel club' } } });
    expect(overridden.querySelector('h1')?.textContent).toBe('Entra nel club');
  });
});
