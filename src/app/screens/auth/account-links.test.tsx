import { screen, waitFor } from '@testing-library/react';
import { inProcessFormsModule } from '../../forms/test-support.js';
import { setFormsModuleLoader } from '../../forms/validators.js';
import { installFakeApi } from '../../test/fake-api.js';
import { makeConfig } from '../../test/fixtures.js';
import { cachedUser, renderApp } from '../../test/render-app.js';

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => setFormsModuleLoader(async () => inProcessFormsModule(makeConfig())));
afterEach(() => {
  api?.restore();
  setFormsModuleLoader(null);
});

describe('activation (/activate/:id)', () => {
  it('activates once and links to the login', async () => {
    api = installFakeApi({
      'GET /auth/signup/activate/code-ok': {
        status: 200,
        data: { ok: true, message: 'Account attivato' },
      },
    });
    renderApp({ path: '/activate/code-ok' });
    expect(await screen.findByText('Account attivato: ora puoi accedere.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Vai al login' })).toHaveAttribute('href', '/login');
    expect(api.callsTo('GET /auth/signup/activate/code-ok')).toHaveLength(1);
  });

  it("shows 'Errore attivazione' with the reason for 400 and 422", async () => {
    api = installFakeApi({
      'GET /auth/signup/activate/used': {
        status: 422,
        data: { error: 'Codice di attivazione già utilizzato' },
      },
    });
    renderApp({ path: '/activate/used' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Errore attivazione');
    expect(alert).toHaveTextContent('Codice di attivazione già utilizzato');
  });

  it('reloads the user of a logged-in inactive session, which may then go home', async () => {
    api = installFakeApi({
      'GET /auth/signup/activate/code-2': { status: 200, data: { ok: true } },
      'GET /auth/me': { status: 200, data: { userinfo: { active: true } } },
    });
    renderApp({
      path: '/activate/code-2',
      user: { userinfo: { active: false } },
    });
    expect(await screen.findByText('Account attivato: ora puoi accedere.')).toHaveAttribute('role', 'status');
    expect(cachedUser()?.userinfo?.active).toBe(true);
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
  });
});

describe('reset password (/reset-password/:onetimetoken)', () => {
  it('says so when the link is invalid, without showing the form', async () => {
    api = installFakeApi({
      'GET /auth/forgot/reset/old': {
        status: 400,
        data: { error: 'Link non valido o scaduto' },
      },
    });
    renderApp({ path: '/reset-password/old' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Il link per reimpostare la password non è valido o è scaduto.');
    expect(screen.queryByRole('button', { name: 'Salva password' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Richiedi un nuovo link' })).toHaveAttribute('href', '/recupera-password');
  });

  it('sends the new password with the one-time token, then links to the login', async () => {
    api = installFakeApi({
      'GET /auth/forgot/reset/tok': { status: 200, data: { ok: true } },
      'POST /auth/forgot/reset': {
        status: 200,
        data: { ok: true, message: 'Password aggiornata' },
      },
    });
    const { user } = renderApp({ path: '/reset-password/tok' });
    await user.type(await screen.findByLabelText(/^\* Nuova password/, { selector: 'input' }), 'Nuova!2025x');
    await user.type(screen.getByLabelText(/^\* Conferma password/, { selector: 'input' }), 'Nuova!2025x');
    await user.click(screen.getByRole('button', { name: 'Salva password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Password aggiornata');
    expect(api.callsTo('POST /auth/forgot/reset')[0]!.data).toEqual({
      password: 'Nuova!2025x',
      confirm: 'Nuova!2025x',
      onetimetoken: 'tok',
    });
    expect(screen.getByRole('link', { name: 'Vai al login' })).toHaveAttribute('href', '/login');
  });
});

describe('password recovery (/recupera-password)', () => {
  it("shows the server's neutral answer, whether or not the code exists", async () => {
    const neutral = "Se il codice utente esiste, riceverai un'email con le istruzioni per reimpostare la password";
    api = installFakeApi({
      'POST /auth/forgot/recovery': {
        status: 200,
        data: { ok: true, message: neutral },
      },
    });
    const { user } = renderApp({ path: '/recupera-password' });
    await user.type(await screen.findByPlaceholderText('Codice utente (SAP)'), 'NESSUNO');
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    expect(await screen.findByRole('status')).toHaveTextContent(neutral);
    await waitFor(() =>
      expect(api.callsTo('POST /auth/forgot/recovery')[0]!.data).toEqual({
        username: 'NESSUNO',
      }),
    );
  });
});
