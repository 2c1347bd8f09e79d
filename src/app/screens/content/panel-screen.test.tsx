import { screen } from '@testing-library/react';
import { page } from '../../routing/page.js';
import { installFakeApi, type FakeAnswer, type FakeHandler } from '../../test/fake-api.js';
import { makeConfig } from '../../test/fixtures.js';
import { ACTIVE_USER, renderApp } from '../../test/render-app.js';
import { panelTarget } from './panel-screen.js';

let api: ReturnType<typeof installFakeApi>;
afterEach(() => {
  api?.restore();
  vi.restoreAllMocks();
});

const CODE = 'eyJ0IjoiZGVtbyJ9.c2lnbmF0dXJl';

function setup(routes: Record<string, FakeHandler | FakeAnswer>, options: { loggedIn?: boolean; overrides?: unknown } = {}) {
  api = installFakeApi({ 'POST /app/errors': { status: 204 }, ...routes });
  const assign = vi.spyOn(page, 'assign').mockImplementation(() => undefined);
  const rendered = renderApp({ path: '/panel', user: options.loggedIn ? ACTIVE_USER : undefined, config: makeConfig(options.overrides) });
  return { ...rendered, assign };
}

describe('panelTarget', () => {
  it("appends the app code to the tenant's panel URL, keeping its own query", () => {
    expect(panelTarget('https://panel.premia.example.com/', 'a.b')).toBe('https://panel.premia.example.com/?appcode=a.b');
    expect(panelTarget('https://panel.example.com/start?lang=it', 'x+y/z')).toBe(
      'https://panel.example.com/start?lang=it&appcode=x%2By%2Fz',
    );
  });
});

describe('panel (/panel)', () => {
  it("is public: 'Vai al pannello' asks for an app code and sends the browser to the tenant's panel URL", async () => {
    const { user, assign } = setup({
      'GET /panel/auth/init/demo-2025': { status: 200, data: { appcode: CODE, url: 'ignored', expires_in: 120, authenticated: false } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Panel' })).toBeInTheDocument();
    expect(screen.getByText("Non hai effettuato l'accesso: entrerai come visitatore anonimo.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vai al pannello' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`https://panel.premia.example.com/?appcode=${CODE}`));
    expect(api.callsTo('GET /panel/auth/init/demo-2025')).toHaveLength(1);
  });

  it('names the signed-in customer, whose token goes with the call', async () => {
    const { user, assign } = setup(
      { 'GET /panel/auth/init/demo-2025': { status: 200, data: { appcode: CODE, url: 'ignored', expires_in: 120, authenticated: true } } },
      { loggedIn: true },
    );
    expect(await screen.findByText('Entrerai come DEMO0001.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vai al pannello' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(api.callsTo('GET /panel/auth/init/demo-2025')[0]!.headers.get('authorization')).toBe('Bearer test-token');
  });

  it("shows the server's refusal and stays on the page", async () => {
    const { user, assign } = setup({ 'GET /panel/auth/init/demo-2025': { status: 404, data: { error: 'Pannello non disponibile' } } });
    await user.click(await screen.findByRole('button', { name: 'Vai al pannello' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Pannello non disponibile');
    expect(screen.getByRole('button', { name: 'Vai al pannello' })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('says the panel is not available when the tenant has none', async () => {
    setup({}, { overrides: { features: { panel: null } } });
    expect(await screen.findByText('Il pannello non è disponibile per questa iniziativa.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vai al pannello' })).toBeNull();
  });
});
