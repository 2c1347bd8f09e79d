import { configStore } from '../stores/config.js';
import { demoTenantFile } from '../test/fixtures.js';
import { firstDraft, followDrafts } from './preview.js';

/** jsdom's window is its own parent: a message from `window` is the parent frame speaking. */
const fromParent = (data: unknown) => window.dispatchEvent(new MessageEvent('message', { data, source: window }));
const fromElsewhere = (data: unknown) => window.dispatchEvent(new MessageEvent('message', { data, source: new MessageChannel().port1 }));

const draft = (tenant: Record<string, unknown>, token?: string) => ({ type: 'premia:preview-draft', tenant, ...(token ? { token } : {}) });

describe('the portal in the console settings preview', () => {
  it('says it is ready and boots on the parent frame’s draft only, never on another window’s', async () => {
    const told = vi.spyOn(window.parent, 'postMessage');
    const first = firstDraft();
    expect(told).toHaveBeenCalledWith({ type: 'premia:preview-ready' }, '*');
    const forged = { ...demoTenantFile(), name: 'Contraffatto' };
    fromElsewhere(draft(forged, 'stolen'));
    fromParent({ type: 'something-else' });
    const real = { ...demoTenantFile(), name: 'Bozza' };
    fromParent(draft(real, 'preview-token'));
    await expect(first).resolves.toEqual(draft(real, 'preview-token'));
    told.mockRestore();
  });

  it('applies each later draft in place, and reports one the tenant checks refuse without applying it', () => {
    const told = vi.spyOn(window.parent, 'postMessage');
    followDrafts({ alias: 'demo' });
    const off = demoTenantFile();
    off.features = { ...off.features, wishlist: false };
    fromParent(draft(off as unknown as Record<string, unknown>));
    expect(configStore.config?.features.wishlist).toBe(false);
    fromParent(draft({ ...demoTenantFile(), theme: { colors: { primary: 'rosso' } } }));
    expect(configStore.config?.features.wishlist).toBe(false);
    const refused = told.mock.calls
      .map(([message]) => message as { type: string; problems?: string[] })
      .find((m) => m.type === 'premia:preview-refused');
    expect(refused?.problems?.join('\n')).toMatch(/primary/);
    told.mockRestore();
  });

  it('shows an uploaded logo, favicon and font of the draft: the config names them and the page gets their @font-face', () => {
    followDrafts({ alias: 'demo' });
    const hash = 'a'.repeat(64);
    const uploaded = demoTenantFile();
    uploaded.brand = {
      ...uploaded.brand,
      logo: `stored:${hash}.svg`,
      favicon: `stored:${hash}.png`,
      fonts: { text: `stored:${hash}.woff2` },
    };
    fromParent(draft(uploaded as unknown as Record<string, unknown>));
    expect(configStore.config?.brand.logo).toBe(`/v1/brand/files/${hash}.svg`);
    expect(document.head.querySelector('link[data-tenant="favicon"]')?.getAttribute('href')).toBe(`/v1/brand/files/${hash}.png`);
    const faces = () => document.head.querySelector('style[data-tenant="brand-fonts"]')?.textContent;
    expect(faces()).toContain(`src:url("/v1/brand/files/${hash}.woff2") format("woff2")`);
    expect(configStore.config?.theme.fonts.body).toMatch(/^"brand-text", /);
    // The font taken away again: its rules leave the page.
    fromParent(draft(demoTenantFile() as unknown as Record<string, unknown>));
    expect(faces()).toBeUndefined();
  });
});
