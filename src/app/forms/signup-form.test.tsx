import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error.js';
import { installFakeApi } from '../test/fake-api.js';
import { renderTenantForm } from './test-support.js';
import { setFormsModuleLoader } from './validators.js';

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  api = installFakeApi({
    'GET /utility/regions/it': {
      status: 200,
      data: [
        { name: 'Lazio', value: 'Lazio' },
        { name: 'Lombardia', value: 'Lombardia' },
      ],
    },
    'GET /utility/districtsall/Lombardia': {
      status: 200,
      data: [
        { name: 'Bergamo', value: 'BG' },
        { name: 'Milano', value: 'MI' },
      ],
    },
    'GET /utility/districtsall/Lazio': { status: 200, data: [{ name: 'Roma', value: 'RM' }] },
    'GET /utility/cities/MI': {
      status: 200,
      data: [
        { name: 'Abbiategrasso', value: 'Abbiategrasso', zipcode: '20081', zipcodes: ['20081'] },
        { name: 'Milano', value: 'Milano', zipcode: '20121', zipcodes: ['20121', '20122'] },
      ],
    },
    'GET /utility/cities/BG': { status: 200, data: [{ name: 'Bergamo', value: 'Bergamo', zipcode: '24121', zipcodes: ['24121'] }] },
  });
});
afterEach(() => {
  api.restore();
  setFormsModuleLoader(null);
});

const field = (label: RegExp | string) => screen.getByLabelText(label, { selector: 'input, select, textarea' });
const errorOf = (el: HTMLElement) => {
  const id = el
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((x) => x.endsWith('__error'));
  return id ? document.getElementById(id)?.textContent : undefined;
};

async function renderSignup(props: Partial<Parameters<typeof renderTenantForm>[0]> = {}) {
  const onSubmit = vi.fn();
  const utils = renderTenantForm({ formId: 'signup', onSubmit, ...props });
  await screen.findByRole('button', { name: 'Salva' });
  // Lazily loaded widgets (date picker, checkbox) show a busy placeholder until their chunk arrives.
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
  return { onSubmit, ...utils };
}

async function chooseAddress(user: ReturnType<typeof renderTenantForm>['user']) {
  await within(field(/Regione/)).findByRole('option', { name: 'Lombardia' });
  await user.selectOptions(field(/Regione/), 'Lombardia');
  await within(field(/Provincia/)).findByRole('option', { name: 'Milano' });
  await user.selectOptions(field(/Provincia/), 'Milano');
  await within(field(/Città/)).findByRole('option', { name: 'Milano' });
  await user.selectOptions(field(/Città/), 'Milano');
}

describe('signup form (demo tenant)', () => {
  it('groups fields in the five sections and marks required labels with "* "', async () => {
    await renderSignup();
    for (const title of ['I tuoi dati', 'Indirizzo', 'Recapiti', 'Password', 'Consensi'])
      expect(screen.getByRole('group', { name: title })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'I tuoi dati' })).getAllByRole('textbox')).toHaveLength(4);
    expect(screen.getByText('* Nome')).toBeInTheDocument();
    expect(document.querySelector('input[type="hidden"][value="IT"]')).not.toBeNull();
    // A consent's tick box reads the current wording of its purpose (tenant consents.purposes).
    expect(screen.getByRole('checkbox', { name: 'Acconsento a ricevere comunicazioni commerciali (facoltativo)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /informativa sulla privacy e acconsento al trattamento/ })).toBeInTheDocument();
  });

  it('shows no error before the first submit, every Italian message after it', async () => {
    const { user, onSubmit } = await renderSignup();
    await user.type(field(/^\* Nome/), 'M');
    // IT04512340987 with its check digit 7 changed to 6: 11 digits, the wrong last one.
    await user.type(field(/Partita IVA/), 'IT04512340986');
    await user.type(field(/^\* Email/), 'mario rossi@example');
    await user.type(field(/Ripeti email/), 'altro@example.it');
    await user.type(field(/^\* Telefono/), '3331234567');
    await user.type(field(/Ripeti telefono/), '3330000000');
    await user.type(field(/^\* Password/), 'debole');
    await user.type(field(/Ripeti password/), 'diversa');
    await user.type(field(/N° civico/), '12345678901');
    expect(document.querySelectorAll('[id$="__error"]')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(errorOf(field(/^\* Nome/))).toBe('Minimo 2 caratteri richiesti');
    expect(errorOf(field(/Cognome/))).toBe('CAMPO OBBLIGATORIO');
    expect(errorOf(field(/Partita IVA/))).toBe(
      'Partita IVA non valida: 11 cifre, con o senza IT davanti (controlla che nessuna cifra sia sbagliata)',
    );
    expect(errorOf(field(/^\* Email/))).toBe('Email non valida');
    expect(errorOf(field(/Ripeti email/))).toBe('Le email devono coincidere');
    expect(errorOf(field(/Ripeti telefono/))).toBe('I numeri di telefono devono coincidere');
    expect(errorOf(field(/^\* Password/))).toBe(
      'La password deve contenere almeno 8 caratteri, inclusi maiuscole, minuscole, numeri e caratteri speciali',
    );
    expect(errorOf(field(/Ripeti password/))).toBe('Le password devono coincidere');
    expect(errorOf(field(/N° civico/))).toBe('Massimo 10 caratteri consentiti');
    expect(errorOf(screen.getByRole('checkbox', { name: /regolamento/ }))).toBe('CAMPO OBBLIGATORIO');
    expect(document.body.textContent).not.toMatch(/must |Submit|required property/);

    // After the first submit, errors follow the values live.
    await user.clear(field(/^\* Nome/));
    await user.type(field(/^\* Nome/), 'Mario');
    expect(errorOf(field(/^\* Nome/))).toBeUndefined();
  });

  it('fills the address cascade: region → province → city → CAP; changing the province clears city and CAP', async () => {
    const { user } = await renderSignup();
    expect(field(/Provincia/)).toBeDisabled();
    expect(field(/Città/)).toBeDisabled();
    await chooseAddress(user);
    expect(field(/CAP/)).toHaveValue('20121');
    await within(field(/Provincia/)).findByRole('option', { name: 'Bergamo' });
    await user.selectOptions(field(/Provincia/), 'Bergamo');
    expect(field(/CAP/)).toHaveValue('');
    await within(field(/Città/)).findByRole('option', { name: 'Bergamo' });
    expect(within(field(/Città/)).queryByRole('option', { name: 'Milano' })).toBeNull();
    await user.selectOptions(field(/Regione/), 'Lazio');
    expect(field(/Città/)).toBeDisabled();
    expect(field(/Provincia/)).toHaveValue('');
  });

  it('submits good data with consents as 1/0 and the fixed country', async () => {
    const { user, onSubmit } = await renderSignup();
    await user.type(field(/^\* Nome/), 'Mario');
    await user.type(field(/Cognome/), 'Rossi');
    await user.type(field(/Partita IVA/), '04512340987');
    await user.type(field(/Ragione sociale/), 'Bar Roma');
    await chooseAddress(user);
    await user.type(field(/^\* Indirizzo/), 'Via Roma');
    await user.type(field(/N° civico/), '1');
    await user.type(field(/^\* Telefono/), '3331234567');
    await user.type(field(/Ripeti telefono/), '3331234567');
    await user.type(field(/^\* Email/), 'mario@example.it');
    await user.type(field(/Ripeti email/), 'mario@example.it');
    await user.type(field(/^\* Password/), 'Demo!2025x');
    await user.type(field(/Ripeti password/), 'Demo!2025x');
    for (const box of screen.getAllByRole('checkbox').slice(0, 3)) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      firstname: 'Mario',
      region: 'Lombardia',
      district: 'MI',
      city: 'Milano',
      zipcode: '20121',
      accetta_regolamento: 1,
      dichiarazione_rappresentante: 1,
      gdpr_privacy: 1,
      gdpr_marketing: 0,
      country: 'IT',
    });
  });

  it('shows server-side errors under their fields and the form error above the button', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError('Alcuni campi non sono validi', 400, {
        error: 'Alcuni campi non sono validi',
        details: [{ field: 'company', message: 'Ragione sociale già registrata' }],
      });
    });
    const { user } = renderTenantForm({ formId: 'recovery', onSubmit });
    await user.type(await screen.findByLabelText(/Codice utente/), 'X');
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Alcuni campi non sono validi · Ragione sociale: Ragione sociale già registrata',
    );
  });

  it('a prefilled field emptied by the customer is required like any other (prefill from the import)', async () => {
    const { user } = await renderSignup({ initialData: { company: 'Bar Roma' } });
    await user.clear(field(/Ragione sociale/));
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(
      await screen.findByText('CAMPO OBBLIGATORIO', { selector: '#signup_company__error, #signup_company__error *' }),
    ).toBeInTheDocument();
  });

  it('prefills known names read-only', async () => {
    await renderSignup({ initialData: { firstname: 'Mario', lastname: 'Rossi' }, readOnlyFields: ['firstname', 'lastname'] });
    expect(field(/^\* Nome/)).toHaveValue('Mario');
    expect(field(/^\* Nome/)).toHaveAttribute('readonly');
    expect(field(/Cognome/)).toHaveAttribute('readonly');
  });

  it('maps server details to the fields of the form', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError('Alcuni campi non sono validi', 400, { details: [{ field: 'username', message: 'Codice utente sconosciuto' }] });
    });
    const { user } = renderTenantForm({ formId: 'recovery', onSubmit });
    const input = await screen.findByLabelText(/Codice utente/);
    await user.type(input, 'X');
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    await screen.findByText('Codice utente sconosciuto');
    expect(errorOf(input)).toBe('Codice utente sconosciuto');
    // Editing the field retires the server's message.
    await user.type(input, 'Y');
    expect(screen.queryByText('Codice utente sconosciuto')).toBeNull();
  });
});
