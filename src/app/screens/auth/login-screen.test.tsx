import { screen, waitFor } from '@testing-library/react';
import { inProcessFormsModule } from '../../forms/test-support.js';
import { setFormsModuleLoader } from '../../forms/validators.js';
import { installFakeApi } from '../../test/fake-api.js';
import { makeConfig } from '../../test/fixtures.js';
import { renderApp } from '../../test/render-app.js';

let api: ReturnType<typeof installFakeApi>;
const ACTIVE = {
  userinfo: { active: true, username: 'DEMO0001' },
  points_enabled: true,
};
const INACTIVE = {
  userinfo: { active: false, username: 'DEMO0002', firstname: 'Mario' },
};

beforeEach(() => setFormsModuleLoader(async () => inProcessFormsModule(makeConfig())));
afterEach(() => {
  api?.restore();
  setFormsModuleLoader(null);
});

async function signIn(user: ReturnType<typeof renderApp>['user'], code = 'DEMO0001', password = 'Demo!2025x') {
  const input = await screen.findByPlaceholderText('Codice utente (SAP)');
  await user.type(input, code);
  await user.type(screen.getByLabelText(/^\* Password/, { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Accedi' }));
}

describe('login with own login', () => {
  it('signs in an active user: token in localStorage, user loaded, home shown', async () => {
    api = installFakeApi({
      'POST /auth/signin': {
        status: 200,
        data: { token: 'tok-1', active: true, userId: 1 },
      },
      'GET /auth/me': (call) => ({
        status: call.headers.get('authorization') === 'Bearer tok-1' ? 200 : 401,
        data: ACTIVE,
      }),
    });
    const { user } = renderApp({ path: '/login' });
    await signIn(user);
    expect(await screen.findByRole('heading', { level: 1, name: /^(Benvenuto|Ciao )/ })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(api.callsTo('POST /auth/signin')[0]!.data).toEqual({
      username: 'DEMO0001',
      password: 'Demo!2025x',
    });
  });

  it('sends an inactive user to complete the registration', async () => {
    api = installFakeApi({
      'POST /auth/signin': {
        status: 200,
        data: { token: 'tok-2', active: false, userId: 2 },
      },
      'GET /auth/me': { status: 200, data: INACTIVE },
    });
    const { user } = renderApp({ path: '/login' });
    await signIn(user, 'DEMO0002');
    expect(await screen.findByRole('heading', { name: 'Completa la registrazione' })).toBeInTheDocument();
  });

  it("shows the server's error, 'Errore di rete' and 'Errore sconosciuto' above the button", async () => {
    const answers = [{ status: 401, data: { error: 'Credenziali non valide' } }, 'network' as const, { status: 418, data: '' }];
    api = installFakeApi({ 'POST /auth/signin': () => answers.shift()! });
    const { user } = renderApp({ path: '/login' });
    await signIn(user, 'DEMO0001', 'sbagliata');
    expect(await screen.findByRole('alert')).toHaveTextContent('Credenziali non valide');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Errore di rete'));
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Errore sconosciuto'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(api.callsTo('GET /auth/refresh')).toHaveLength(0);
  });

  it('reveals the password on request and links to the recovery', async () => {
    api = installFakeApi({});
    const { user } = renderApp({ path: '/' });
    const password = await screen.findByLabelText(/^\* Password/, {
      selector: 'input',
    });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostra password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('link', { name: 'Password dimenticata?' })).toHaveAttribute('href', '/recupera-password');
  });
});

describe('back from a login form the browser posted itself (before the scripts ran)', () => {
  it('says why beside the button and keeps the code typed (never the password)', async () => {
    api = installFakeApi({});
    renderApp({ path: '/login?errore=credenziali&codice=DEMO0001' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Credenziali non valide');
    expect(screen.getByPlaceholderText('Codice utente (SAP)')).toHaveValue('DEMO0001');
    expect(screen.getByLabelText(/^\* Password/, { selector: 'input' })).toHaveValue('');
    expect(api.calls).toHaveLength(0);
  });

  it("names the server as the painted form's action, and still signs in with its scripts once they run", async () => {
    api = installFakeApi({
      'POST /auth/signin': { status: 200, data: { token: 'tok-3', active: true, userId: 1 } },
      'GET /auth/me': { status: 200, data: ACTIVE },
    });
    const { user } = renderApp({ path: '/login?errore=tentativi' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Troppi tentativi, riprova più tardi');
    const form = screen.getByRole('button', { name: 'Accedi' }).closest('form')!;
    expect(form).toHaveAttribute('action', '/v1/auth/signin-form');
    expect(form).toHaveAttribute('method', 'post');
    await signIn(user);
    expect(await screen.findByRole('heading', { level: 1, name: /^(Benvenuto|Ciao )/ })).toBeInTheDocument();
  });

  it('ignores a reason it does not know', async () => {
    api = installFakeApi({});
    renderApp({ path: '/login?errore=<b>x</b>&codice=DEMO0001' });
    await screen.findByPlaceholderText('Codice utente (SAP)');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('external sign-in (own login off)', () => {
  const external = () =>
    makeConfig({
      features: {
        ownLogin: { active: false },
        oidc: { acme: { label: 'Accedi con Acme ID' } },
      },
    });

  it('offers one button per provider, pointing at the start URL', async () => {
    api = installFakeApi({});
    renderApp({ path: '/', config: external() });
    expect(await screen.findByRole('link', { name: 'Accedi con Acme ID' })).toHaveAttribute('href', '/v1/auth/oidc/acme/start');
    expect(screen.queryByPlaceholderText('Codice utente (SAP)')).not.toBeInTheDocument();
  });

  it('shows the error page for ?oidc_error', async () => {
    api = installFakeApi({});
    renderApp({ path: '/?oidc_error=access_denied', config: external() });
    expect(await screen.findByRole('heading', { name: 'Errore di autenticazione' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
