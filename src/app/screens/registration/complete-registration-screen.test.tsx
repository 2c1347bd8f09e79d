import { screen, waitFor, within } from '@testing-library/react';
import { inProcessFormsModule } from '../../forms/test-support.js';
import { setFormsModuleLoader } from '../../forms/validators.js';
import { page } from '../../routing/page.js';
import { installFakeApi, type FakeHandler, type FakeAnswer } from '../../test/fake-api.js';
import { makeConfig } from '../../test/fixtures.js';
import { ACTIVE_USER, renderApp } from '../../test/render-app.js';

const INACTIVE = {
  userinfo: {
    active: false,
    username: 'DEMO0002',
    firstname: 'Mario',
    lastname: 'Rossi',
  },
};
const LOOKUPS: Record<string, FakeAnswer> = {
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
};
let api: ReturnType<typeof installFakeApi>;

function setup(signup: FakeHandler | FakeAnswer, user = INACTIVE) {
  setFormsModuleLoader(async () => inProcessFormsModule(makeConfig()));
  api = installFakeApi({ ...LOOKUPS, 'POST /auth/signup': signup });
  return renderApp({ path: '/completa-registrazione', user });
}
afterEach(() => {
  api?.restore();
  setFormsModuleLoader(null);
});

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, select' });

async function fillValid(user: ReturnType<typeof renderApp>['user']) {
  await screen.findByRole('button', { name: 'Salva' });
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
  await user.type(field(/Partita IVA/), '04512340987');
  await user.type(field(/Ragione sociale/), 'Bar Roma');
  for (const [label, option] of [
    [/Regione/, 'Lombardia'],
    [/Provincia/, 'Milano'],
    [/Città/, 'Milano'],
  ] as const) {
    await within(field(label)).findByRole('option', { name: option });
    await user.selectOptions(field(label), option);
  }
  await user.type(field(/^\* Indirizzo/), 'Via Roma');
  await user.type(field(/N° civico/), '1');
  await user.type(field(/^\* Telefono/), '3331234567');
  await user.type(field(/Ripeti telefono/), '3331234567');
  await user.type(field(/^\* Email/), 'mario@example.it');
  await user.type(field(/Ripeti email/), 'mario@example.it');
  await user.type(field(/^\* Password/), 'Demo!2025x');
  await user.type(field(/Ripeti password/), 'Demo!2025x');
  for (const box of screen.getAllByRole('checkbox').slice(0, 3)) await user.click(box);
}

describe('complete registration', () => {
  it('shows the title, the sections and the known names read-only', async () => {
    setup({ status: 200 });
    expect(
      await screen.findByRole('heading', {
        name: 'Completa la registrazione',
        level: 1,
      }),
    ).toBeInTheDocument();
    await screen.findByRole('group', { name: 'Consensi' });
    expect(field(/^\* Nome/)).toHaveValue('Mario');
    expect(field(/^\* Nome/)).toHaveAttribute('readonly');
    expect(field(/Cognome/)).toHaveAttribute('readonly');
  });

  it('prefills everything the import gave (company, VAT number, email and its repeat, phone), editable; only the names locked', async () => {
    setup(
      { status: 200 },
      {
        userinfo: {
          ...INACTIVE.userinfo,
          company: 'Bar Roma',
          vatcode: '04512340987',
          email: 'mario@example.it',
          phone: '3331234567',
          // Consents are stored 0/1: never prefilled, the customer ticks them.
          accetta_regolamento: 0,
          gdpr_privacy: 1,
        } as typeof INACTIVE.userinfo,
      },
    );
    await screen.findByRole('group', { name: 'Consensi' });
    expect(field(/Ragione sociale/)).toHaveValue('Bar Roma');
    expect(field(/Partita IVA/)).toHaveValue('04512340987');
    expect(field(/^\* Email/)).toHaveValue('mario@example.it');
    expect(field(/Ripeti email/)).toHaveValue('mario@example.it');
    expect(field(/^\* Telefono/)).toHaveValue('3331234567');
    expect(field(/Ragione sociale/)).not.toHaveAttribute('readonly');
    expect(field(/^\* Password/)).toHaveValue('');
    for (const box of await screen.findAllByRole('checkbox')) expect(box).not.toBeChecked();
    expect(field(/Cognome/)).toHaveAttribute('readonly');
  });

  it('does not send an invalid form', async () => {
    const { user } = setup({ status: 200 });
    await user.click(await screen.findByRole('button', { name: 'Salva' }));
    expect((await screen.findAllByText('CAMPO OBBLIGATORIO')).length).toBeGreaterThan(0);
    expect(api.callsTo('POST /auth/signup')).toHaveLength(0);
  });

  it("sends the values with gdpr_marketing 0/1, shows 'thanks' and the email modal; closing it signs out to /auth/login", async () => {
    const { user } = setup({ status: 200, data: { ok: true } });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent("Ti abbiamo mandato un'email, clicca sul link per confermare la registrazione");
    expect(screen.getByText('Grazie! La registrazione è quasi completa.')).toBeInTheDocument();
    expect(api.callsTo('POST /auth/signup')[0]!.data).toMatchObject({
      firstname: 'Mario',
      vatcode: '04512340987',
      country: 'IT',
      gdpr_marketing: 0,
      gdpr_privacy: 1,
    });

    const assign = vi.spyOn(page, 'assign').mockImplementation(() => undefined);
    await user.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    expect(assign).toHaveBeenCalledWith('/auth/login');
    expect(localStorage.getItem('token')).toBeNull();
    assign.mockRestore();
  });

  it("shows the server's message in an error modal", async () => {
    const { user } = setup({
      status: 400,
      data: { error: 'Dati non validi: vatcode già registrata' },
    });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Registrazione non riuscita',
    });
    expect(dialog).toHaveTextContent('Dati non validi: vatcode già registrata');
  });

  it('sends an already active user home', async () => {
    setup({ status: 200 }, ACTIVE_USER as typeof INACTIVE);
    expect(await screen.findByRole('heading', { level: 1, name: /^(Benvenuto|Ciao )/ })).toBeInTheDocument();
  });
});

describe('registration success page', () => {
  it('confirms the registration', async () => {
    api = installFakeApi({});
    renderApp({ path: '/completa-registrazione-success' });
    expect(await screen.findByRole('heading', { name: 'Registrazione completata' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai al login' })).toHaveAttribute('href', '/');
  });
});
