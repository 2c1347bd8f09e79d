import { screen, waitFor, within } from '@testing-library/react';
import { inProcessFormsModule } from '../../forms/test-support.js';
import { setFormsModuleLoader } from '../../forms/validators.js';
import { installFakeApi, type FakeAnswer, type FakeHandler } from '../../test/fake-api.js';
import { makeConfig } from '../../test/fixtures.js';
import { cachedUser, renderApp } from '../../test/render-app.js';

const USERINFO = {
  active: true,
  username: 'DEMO0001',
  type: 'customer',
  firstname: 'Mario',
  lastname: 'Rossi',
  company: 'Bar Roma',
  address1: 'Via Roma',
  address2: '1',
  region: 'Lombardia',
  district: 'MI',
  city: 'Milano',
  zipcode: '20121',
  email: 'mario@example.it',
  phone: null,
};
let api: ReturnType<typeof installFakeApi>;

function setup(routes: Record<string, FakeHandler | FakeAnswer>, config = makeConfig(), userinfo: Record<string, unknown> = USERINFO) {
  setFormsModuleLoader(async () => inProcessFormsModule(config));
  api = installFakeApi({
    'GET /utility/regions/it': {
      status: 200,
      data: [{ name: 'Lombardia', value: 'Lombardia' }],
    },
    'GET /utility/districtsall/Lombardia': {
      status: 200,
      data: [{ name: 'Milano', value: 'MI' }],
    },
    'GET /utility/cities/MI': {
      status: 200,
      data: [
        {
          name: 'Milano',
          value: 'Milano',
          zipcode: '20121',
          zipcodes: ['20121'],
        },
      ],
    },
    ...routes,
  });
  return renderApp({
    path: '/my-page',
    config,
    user: { userinfo: userinfo as typeof USERINFO, points_enabled: true },
  });
}
afterEach(() => {
  api?.restore();
  setFormsModuleLoader(null);
});

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, select' });
const profileForm = () => screen.getByRole('region', { name: 'Il mio profilo' });
const passwordForm = () => screen.getByRole('region', { name: 'Cambia password' });

async function ready() {
  await within(await screen.findByRole('region', { name: 'Il mio profilo' })).findByRole('button', { name: 'Salva' });
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
  await within(field(/Città/)).findByRole('option', { name: 'Milano' });
}

describe('profile (/my-page)', () => {
  it("shows the server's labels, the user's values and disabled fields; saving sets 'Profilo aggiornato'", async () => {
    const { user } = setup({
      'POST /auth/me': (call) => ({
        status: 200,
        data: {
          userinfo: { ...USERINFO, ...(call.data as object) },
          points_enabled: true,
        },
      }),
    });
    await ready();
    expect(field(/Codice utente \(SAP\)/)).toHaveValue('DEMO0001');
    expect(field(/Codice utente \(SAP\)/)).toBeDisabled();
    // The stored account type is a code: the customer reads a word.
    expect(screen.queryByDisplayValue('customer')).toBeNull();
    expect(field(/Compagnia/)).toHaveValue('Cliente');
    expect(field(/^\* Ragione sociale/)).toHaveValue('Bar Roma');
    await user.clear(field(/^\* Ragione sociale/));
    await user.type(field(/^\* Ragione sociale/), 'Bar Centrale');
    const save = within(profileForm()).getByRole('button', { name: 'Salva' });
    await user.click(save);
    // Beside the button just pressed, inside its form: not at the top of the page.
    const done = await within(profileForm()).findByText('Profilo aggiornato');
    expect(done.closest('[role="status"]')).not.toBeNull();
    expect(done.closest('form')).toBe(save.closest('form'));
    expect(save.compareDocumentPosition(done) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(api.callsTo('POST /auth/me')[0]!.data).toMatchObject({
      company: 'Bar Centrale',
      city: 'Milano',
    });
    expect(cachedUser()?.userinfo?.['company']).toBe('Bar Centrale');
  });

  it("shows an extra field of the signup form with the customer's value, read-only", async () => {
    const config = makeConfig({
      forms: { signup: { schema: { properties: { shop_code: { type: 'string', title: 'Codice negozio' } } } } },
    });
    setup({}, config, { ...USERINFO, shop_code: 'NEG-42' });
    await ready();
    expect(field(/Codice negozio/)).toHaveValue('NEG-42');
    expect(field(/Codice negozio/)).toBeDisabled();
  });

  it('shows an error modal when the update fails', async () => {
    const { user } = setup({
      'POST /auth/me': { status: 500, data: { error: 'Errore interno' } },
      'POST /app/errors': { status: 204 },
    });
    await ready();
    await user.click(within(profileForm()).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByRole('dialog', { name: 'Aggiornamento non riuscito' })).toHaveTextContent('Errore interno');
  });
});

describe('change password', () => {
  async function submit(user: ReturnType<typeof renderApp>['user']) {
    await user.type(
      within(passwordForm()).getByLabelText(/Password attuale/, {
        selector: 'input',
      }),
      'Demo!2025x',
    );
    await user.type(
      within(passwordForm()).getByLabelText(/^\* Nuova password/, {
        selector: 'input',
      }),
      'Nuova!2025x',
    );
    await user.type(
      within(passwordForm()).getByLabelText(/Conferma nuova password/, {
        selector: 'input',
      }),
      'Nuova!2025x',
    );
    await user.click(within(passwordForm()).getByRole('button', { name: 'Cambia password' }));
  }

  it('changes it and empties the form', async () => {
    const { user } = setup({
      'POST /auth/me/changepassword': {
        status: 200,
        data: { ok: true, message: 'Password aggiornata' },
      },
    });
    await ready();
    await submit(user);
    const done = await within(passwordForm()).findByText('Password aggiornata');
    expect(done).toHaveAttribute('role', 'status');
    // Below the form's button, where the customer who pressed it is looking.
    const form = passwordForm().querySelector('form, [data-testid="form-config-error"], [aria-busy]');
    expect(form).not.toBeNull();
    expect(form!.compareDocumentPosition(done) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(api.callsTo('POST /auth/me/changepassword')[0]!.data).toEqual({
      old: 'Demo!2025x',
      new: 'Nuova!2025x',
      confirm: 'Nuova!2025x',
    });
    await waitFor(() =>
      expect(
        within(passwordForm()).getByLabelText(/Password attuale/, {
          selector: 'input',
        }),
      ).toHaveValue(''),
    );
  });

  it("maps the server's 422 mismatch (code 2030) under the confirm field", async () => {
    const { user } = setup({
      'POST /auth/me/changepassword': {
        status: 422,
        data: { error: 'Password and confirm password are not the same' },
      },
    });
    await ready();
    await submit(user);
    const confirm = within(passwordForm()).getByLabelText(/Conferma nuova password/, { selector: 'input' });
    await waitFor(() => expect(document.getElementById(`${confirm.id}__error`)).toHaveTextContent('Le password devono coincidere'));
    expect(
      within(passwordForm()).queryByRole('alert', {
        name: /Errore cambio password/,
      }),
    ).toBeNull();
  });

  it("shows a 400 as is, anything else as 'Errore cambio password'", async () => {
    const answers: FakeAnswer[] = [
      { status: 400, data: { error: 'La password attuale non è corretta' } },
      { status: 429, data: { error: 'Troppi tentativi' } },
    ];
    const { user } = setup({
      'POST /auth/me/changepassword': () => answers.shift()!,
    });
    await ready();
    await submit(user);
    expect(await within(passwordForm()).findByText('La password attuale non è corretta')).toHaveAttribute('role', 'alert');
    await user.click(within(passwordForm()).getByRole('button', { name: 'Cambia password' }));
    expect(await within(passwordForm()).findByText('Errore cambio password')).toHaveAttribute('role', 'alert');
  });
});
