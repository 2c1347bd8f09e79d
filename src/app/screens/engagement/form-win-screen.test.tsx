import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { inProcessFormsModule } from '../../forms/test-support.js';
import { setFormsModuleLoader } from '../../forms/validators.js';
import { installFakeApi, type FakeAnswer, type FakeHandler } from '../../test/fake-api.js';
import { makeConfig } from '../../test/fixtures.js';
import { ACTIVE_USER, cachedUser, renderApp } from '../../test/render-app.js';
import { VALIDATION } from './test-data.js';

let api: ReturnType<typeof installFakeApi>;
const WINNER = { ...ACTIVE_USER, prize_to_validate: 1 };
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]);
const REFUSAL = {
  error: 'Formato file non valido: sono ammessi PDF, JPG e PNG',
  details: [{ field: 'receipt', message: 'Formato file non valido: sono ammessi PDF, JPG e PNG' }],
};

function setup(
  routes: Record<string, FakeHandler | FakeAnswer> = {},
  state = { enabled: true, prize_to_validate: true, validations: [] as unknown[] },
) {
  setFormsModuleLoader(async () => inProcessFormsModule(makeConfig()));
  api = installFakeApi({ 'GET /form-win': { status: 200, data: state }, ...routes });
  return renderApp({ path: '/form-win', user: WINNER });
}
afterEach(() => {
  api?.restore();
  setFormsModuleLoader(null);
});

async function fill(user: ReturnType<typeof setup>['user'], file: File) {
  await screen.findByRole('button', { name: 'Convalida' });
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
  await user.type(screen.getByPlaceholderText('Seleziona una data'), '20012026');
  fireEvent.change(screen.getByLabelText(/Ora dello scontrino/), { target: { value: '18:45' } });
  await user.type(screen.getByPlaceholderText('0,00 €'), '12,50');
  await user.upload(screen.getByLabelText(/Foto o PDF dello scontrino/, { selector: 'input' }) as HTMLInputElement, file);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Rimuovi file' })).toBeInTheDocument());
}

const fileField = () => screen.getByLabelText(/Foto o PDF dello scontrino/, { selector: 'input' }) as HTMLInputElement;

describe('prize validation (/form-win)', () => {
  it('sends the receipt as multipart with its name in receipt_name, then confirms and re-reads the user', async () => {
    // The server's state follows the POST: afterwards no prize awaits and the receipt is listed.
    let validated = false;
    const { user } = setup({
      'GET /form-win': () => ({
        status: 200,
        data: { enabled: true, prize_to_validate: !validated, validations: validated ? [VALIDATION] : [] },
      }),
      'POST /form-win': () => ((validated = true), { status: 201, data: VALIDATION }),
      'GET /auth/me': { status: 200, data: { ...ACTIVE_USER, prize_to_validate: 0 } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Convalida premio' })).toBeInTheDocument();
    expect(await screen.findByText(/Hai vinto un premio!/)).toBeInTheDocument();
    await fill(user, new File([JPEG], 'scontrino cena.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: 'Convalida' }));

    const sent = await screen.findByTestId('form-win-sent');
    expect(within(sent).getByRole('heading', { name: 'Scontrino inviato' })).toBeInTheDocument();
    expect(sent).toHaveTextContent('lo scontrino del 20/01/2026');
    const body = api.callsTo('POST /form-win')[0]!.data as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('receipt_date')).toBe('2026-01-20');
    expect(body.get('receipt_time')).toBe('18:45');
    expect(body.get('amount')).toBe('12.50');
    expect(body.get('receipt_name')).toBe('scontrino cena.jpg');
    const part = body.get('receipt') as File;
    expect(part.type).toBe('image/jpeg');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(JPEG);
    // The modal's flag is gone from the session, the form with it; the receipt is listed.
    await waitFor(() => expect(cachedUser()?.prize_to_validate).toBe(0));
    const history = within(await screen.findByRole('region', { name: 'Scontrini inviati' }));
    expect(history.getByText('Scontrino del 20/01/2026 alle 18:45')).toBeInTheDocument();
    expect(history.getByText('In verifica')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Convalida' })).toBeNull();
  });

  it("shows the server's refusal of the file under the file field and keeps what was typed", async () => {
    const { user } = setup({ 'POST /form-win': { status: 400, data: REFUSAL } });
    await fill(user, new File([new Uint8Array([0x4d, 0x5a, 0x90, 0x00])], 'scontrino.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Convalida' }));
    await waitFor(() =>
      expect(document.getElementById(`${fileField().id}__error`)).toHaveTextContent('Formato file non valido: sono ammessi PDF, JPG e PNG'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Invio non riuscito: controlla i campi evidenziati.');
    expect(screen.getByPlaceholderText('Seleziona una data')).toHaveValue('20/01/2026');
    expect(screen.getByLabelText(/Ora dello scontrino/)).toHaveValue('18:45');
    expect(screen.getByTestId('formWin_receipt-preview')).toHaveTextContent('scontrino.pdf');
    expect(screen.queryByTestId('form-win-sent')).toBeNull();
  });

  it.each([
    [409, 'Hai già inviato lo scontrino di questo premio: è in attesa di verifica'],
    [413, "Al momento non possiamo ricevere altri scontrini: lo spazio disponibile è esaurito. Riprova più tardi o contatta l'assistenza"],
    [429, 'Troppi tentativi, riprova più tardi'],
  ])('shows a %s refusal that names no field (prize, quota, rate) next to the form, as the server words it', async (status, error) => {
    const { user } = setup({ 'POST /form-win': { status, data: { error } } });
    await fill(user, new File([JPEG], 'scontrino.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: 'Convalida' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(error);
    expect(screen.getByRole('button', { name: 'Convalida' })).toBeInTheDocument();
    expect(screen.queryByTestId('form-win-sent')).toBeNull();
  });

  it('checks the fields in the browser before sending', async () => {
    const { user } = setup();
    await screen.findByRole('button', { name: 'Convalida' });
    await user.click(screen.getByRole('button', { name: 'Convalida' }));
    expect(await screen.findAllByText(/CAMPO OBBLIGATORIO|Campo obbligatorio/i)).toHaveLength(4);
    expect(api.callsTo('POST /form-win')).toEqual([]);
  });

  it('says when no prize awaits validation, and lists the receipts sent', async () => {
    setup({}, { enabled: true, prize_to_validate: false, validations: [{ ...VALIDATION, status: 'approved' }] });
    expect(await screen.findByText('Non hai premi da convalidare in questo momento.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Convalida' })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Scontrini inviati' })).getByText('Convalidato')).toBeInTheDocument();
  });

  it("shows 'Errore di rete' with a retry when the state cannot be read", async () => {
    setFormsModuleLoader(async () => inProcessFormsModule(makeConfig()));
    let down = true;
    api = installFakeApi({
      'GET /form-win': () => (down ? 'network' : { status: 200, data: { enabled: true, prize_to_validate: true, validations: [] } }),
    });
    const { user } = renderApp({ path: '/form-win', user: WINNER });
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore di rete');
    down = false;
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('button', { name: 'Convalida' })).toBeInTheDocument();
  });

  it('does not exist where the tenant has prize validation off', async () => {
    setFormsModuleLoader(async () => inProcessFormsModule(makeConfig()));
    api = installFakeApi({});
    renderApp({ path: '/form-win', user: WINNER, config: makeConfig({ features: { prizeValidation: false } }) });
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
    expect(api.callsTo('GET /form-win')).toEqual([]);
  });
});
