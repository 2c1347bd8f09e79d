import { screen, waitFor, within } from '@testing-library/react';
import { inProcessFormsModule } from '../../forms/test-support.js';
import { setFormsModuleLoader } from '../../forms/validators.js';
import { installFakeApi, type FakeAnswer, type FakeHandler } from '../../test/fake-api.js';
import { makeConfig } from '../../test/fixtures.js';
import { ACTIVE_USER, renderApp } from '../../test/render-app.js';

let api: ReturnType<typeof installFakeApi>;

const ORDERS = {
  data: [
    {
      id: 2,
      order_number: 'DEMO-2026-000102',
      status: 'ricevuto',
      status_label: 'Ricevuto',
      date: '2026-02-03T10:00:00.000Z',
      points: 900,
      items: [],
      shipping: {},
    },
    {
      id: 1,
      order_number: 'DEMO-2026-000101',
      status: 'spedito',
      status_label: 'Spedito',
      date: '2026-01-15T10:00:00.000Z',
      points: 1200,
      items: [],
      shipping: {},
    },
  ],
  total: 2,
  per_page: 100,
  page: 1,
  last_page: 1,
};
const SENT = {
  id: 7,
  topic: 'ordini',
  order_number: 'DEMO-2026-000101',
  created_at: '2026-02-04T09:00:00.000Z',
  message: 'Grazie, abbiamo ricevuto la tua richiesta: ti risponderemo al più presto.',
};
const MESSAGE = 'Buongiorno, il premio non è ancora arrivato.';

function setup(routes: Record<string, FakeHandler | FakeAnswer> = {}) {
  setFormsModuleLoader(async () => inProcessFormsModule(makeConfig()));
  api = installFakeApi({
    'GET /cms/contact': {
      status: 200,
      data: {
        key: 'contact',
        title: 'Scrivici',
        body_html: '<p>Ti rispondiamo entro due giorni lavorativi.</p>',
        updated_at: '2026-01-01',
      },
    },
    'GET /catalog/orders': { status: 200, data: ORDERS },
    'GET /contact/requests': { status: 200, data: { current_page: 1, last_page: 1, per_page: 10, total: 0, data: [] } },
    ...routes,
  });
  return renderApp({ path: '/contatti', user: ACTIVE_USER });
}
afterEach(() => {
  api?.restore();
  setFormsModuleLoader(null);
});

const topic = () => screen.getByLabelText(/Argomento/, { selector: 'select' });
const message = () => screen.getByLabelText(/Messaggio/, { selector: 'textarea' });
const order = () => screen.getByLabelText(/Ordine \(facoltativo\)/, { selector: 'select' });

async function ready() {
  await screen.findByRole('button', { name: 'Invia' });
  // The lookup widgets load with the first form that shows one (a disabled stand-in until then).
  const picker = await screen.findByLabelText(/Ordine \(facoltativo\)/, { selector: 'select' });
  await within(picker).findByRole('option', { name: 'DEMO-2026-000101 · 15/01/2026' });
}

describe('contact (/contatti)', () => {
  it("offers the customer's orders by number and sends topic, message and the chosen order_number", async () => {
    const { user } = setup({ 'POST /contact': { status: 201, data: SENT } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contatti' })).toBeInTheDocument();
    expect(await screen.findByText('Ti rispondiamo entro due giorni lavorativi.')).toBeInTheDocument();
    await ready();
    expect(
      within(order())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Nessun ordine', 'DEMO-2026-000102 · 03/02/2026', 'DEMO-2026-000101 · 15/01/2026']);
    expect(api.callsTo('GET /catalog/orders')).toHaveLength(1);
    await user.selectOptions(topic(), 'Ordini e spedizioni');
    await user.type(message(), MESSAGE);
    await user.selectOptions(order(), 'DEMO-2026-000101 · 15/01/2026');
    await user.click(screen.getByRole('button', { name: 'Invia' }));

    const sent = await screen.findByTestId('contact-sent');
    expect(within(sent).getByRole('heading', { name: 'Messaggio inviato' })).toBeInTheDocument();
    expect(sent).toHaveTextContent(SENT.message);
    expect(sent).toHaveTextContent('Ordine collegato: DEMO-2026-000101');
    expect(api.callsTo('POST /contact')[0]!.data).toEqual({ topic: 'ordini', message: MESSAGE, order: 'DEMO-2026-000101' });
    // The form is empty again, ready for another message, with the order list read afresh.
    await waitFor(() => expect(message()).toHaveValue(''));
    expect(topic()).toHaveValue('');
    await ready();
    expect(order()).toHaveValue('');
    expect(api.callsTo('GET /catalog/orders')).toHaveLength(2);
  });

  it('sends no order when none is chosen', async () => {
    const { user } = setup({ 'POST /contact': { status: 201, data: { ...SENT, order_number: null } } });
    await ready();
    await user.selectOptions(topic(), 'Punti');
    await user.type(message(), MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    expect(await screen.findByText('Messaggio inviato')).toBeInTheDocument();
    expect(api.callsTo('POST /contact')[0]!.data).toEqual({ topic: 'punti', message: MESSAGE });
    expect(screen.queryByText(/Ordine collegato/)).toBeNull();
  });

  it('requires topic and message before sending anything', async () => {
    const { user } = setup();
    await ready();
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    expect(await screen.findAllByText('CAMPO OBBLIGATORIO')).toHaveLength(2);
    expect(api.callsTo('POST /contact')).toEqual([]);
  });

  it("shows the server's message on failure and keeps everything typed", async () => {
    const { user } = setup({
      'POST /contact': { status: 503, data: { error: 'Servizio momentaneamente non disponibile' } },
      'POST /app/errors': { status: 204 },
    });
    await ready();
    await user.selectOptions(topic(), 'Punti');
    await user.type(message(), MESSAGE);
    await user.selectOptions(order(), 'DEMO-2026-000102 · 03/02/2026');
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Servizio momentaneamente non disponibile');
    expect(screen.queryByText('Messaggio inviato')).toBeNull();
    expect(message()).toHaveValue(MESSAGE);
    expect(topic()).toHaveDisplayValue('Punti');
    expect(order()).toHaveDisplayValue('DEMO-2026-000102 · 03/02/2026');
  });

  it("says 'Errore di rete' when the server does not answer", async () => {
    const { user } = setup({ 'POST /contact': 'network' });
    await ready();
    await user.selectOptions(topic(), 'Punti');
    await user.type(message(), MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore di rete');
    expect(message()).toHaveValue(MESSAGE);
  });

  it('puts a refused order under the order field', async () => {
    const refusal = {
      error: 'Ordine non trovato tra i tuoi ordini',
      details: [{ field: 'order', message: 'Ordine non trovato tra i tuoi ordini' }],
    };
    const { user } = setup({ 'POST /contact': { status: 400, data: refusal } });
    await ready();
    await user.selectOptions(topic(), 'Ordini e spedizioni');
    await user.type(message(), MESSAGE);
    await user.selectOptions(order(), 'DEMO-2026-000102 · 03/02/2026');
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    await waitFor(() => expect(document.getElementById(`${order().id}__error`)).toHaveTextContent('Ordine non trovato tra i tuoi ordini'));
    expect(screen.getByRole('alert')).toHaveTextContent('Invio non riuscito: controlla i campi evidenziati.');
    expect(message()).toHaveValue(MESSAGE);
  });

  it('says so when the customer has no orders yet', async () => {
    setup({ 'GET /catalog/orders': { status: 200, data: { data: [], total: 0, per_page: 100, page: 1, last_page: 1 } } });
    await screen.findByRole('button', { name: 'Invia' });
    await waitFor(() => expect(order()).toHaveDisplayValue('Non hai ancora effettuato ordini'));
    expect(order()).toBeDisabled();
  });
});
