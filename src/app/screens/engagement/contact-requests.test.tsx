import { screen, waitFor, within } from '@testing-library/react';
import type { ContactRequestItem, ContactRequestPage } from '../../api/engagement.js';
import { inProcessFormsModule } from '../../forms/test-support.js';
import { setFormsModuleLoader } from '../../forms/validators.js';
import { installFakeApi, type FakeAnswer, type FakeHandler } from '../../test/fake-api.js';
import { makeConfig } from '../../test/fixtures.js';
import { ACTIVE_USER, renderApp } from '../../test/render-app.js';

// The customer's own requests under the contact form (/contatti): state, date, order and the
// staff's replies, with loading, empty, failed and paged lists.
let api: ReturnType<typeof installFakeApi>;

const ANSWERED: ContactRequestItem = {
  id: 7,
  topic: 'ordini',
  topic_label: 'Ordini e spedizioni',
  message: 'Il premio non è ancora arrivato.',
  order_number: 'DEMO-2026-000101',
  status: 'open',
  created_at: '2026-03-02T11:00:00.000Z',
  replies: [
    { id: 1, body: 'Gentile Marco,\n\nil corriere consegnerà entro venerdì.', created_at: '2026-03-03T11:00:00.000Z' },
    { id: 2, body: 'Consegnato!', created_at: '2026-03-06T11:00:00.000Z' },
  ],
};
const WAITING: ContactRequestItem = {
  id: 9,
  topic: 'punti',
  topic_label: 'Punti',
  message: 'Quando arrivano i punti?',
  order_number: null,
  status: 'open',
  created_at: '2026-03-10T11:00:00.000Z',
  replies: [],
};
const CLOSED: ContactRequestItem = {
  ...WAITING,
  id: 3,
  topic_label: 'Altro',
  message: 'Grazie!',
  status: 'closed',
  created_at: '2026-02-01T11:00:00.000Z',
};

const page = (data: ContactRequestItem[], extra: Partial<ContactRequestPage> = {}): FakeAnswer => ({
  status: 200,
  data: { current_page: 1, last_page: 1, per_page: 10, total: data.length, data, ...extra },
});

function setup(routes: Record<string, FakeHandler | FakeAnswer>, path = '/contatti') {
  setFormsModuleLoader(async () => inProcessFormsModule(makeConfig()));
  api = installFakeApi({
    'GET /cms/contact': { status: 404, data: { error: 'Not found' } },
    'GET /catalog/orders': { status: 200, data: { data: [], total: 0, per_page: 100, page: 1, last_page: 1 } },
    ...routes,
  });
  return renderApp({ path, user: ACTIVE_USER });
}
afterEach(() => {
  api?.restore();
  setFormsModuleLoader(null);
});

const section = () => screen.getByRole('region', { name: 'Le tue richieste' });
const cards = () => within(section()).getAllByRole('article');

describe('/contatti: the customer’s requests', () => {
  it('lists them newest first with their state, date, order link and the replies under each', async () => {
    setup({ 'GET /contact/requests?page=1': page([WAITING, ANSWERED, CLOSED]) });
    await screen.findByRole('heading', { level: 2, name: 'Le tue richieste' });
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(within(section()).getByText('Hai inviato 3 richieste.')).toBeInTheDocument();

    const [waiting, answered, closed] = cards();
    expect(within(waiting!).getByRole('heading', { level: 3 })).toHaveTextContent('Punti');
    expect(waiting).toHaveTextContent('In attesa di risposta');
    expect(waiting).toHaveTextContent(/Inviata il 10 marzo 2026 alle ore \d\d:\d\d/);
    expect(within(waiting!).queryByRole('link')).toBeNull();
    expect(within(waiting!).queryByRole('listitem')).toBeNull();

    expect(answered).toHaveAccessibleName('Ordini e spedizioni');
    expect(answered).toHaveTextContent('Risposta ricevuta');
    expect(answered!.querySelector('time')).toHaveAttribute('datetime', ANSWERED.created_at);
    expect(within(answered!).getByRole('link', { name: 'Ordine DEMO-2026-000101' })).toHaveAttribute('href', '/storico-ordini');
    expect(answered).toHaveTextContent('Il tuo messaggio: Il premio non è ancora arrivato.');
    const replies = within(answered!).getAllByRole('listitem');
    expect(replies.map((r) => within(r).getByRole('heading', { level: 4 }).textContent)).toEqual([
      'Risposta di Premia Club',
      'Risposta di Premia Club',
    ]);
    expect(replies[0]).toHaveTextContent(/Inviata il 3 marzo 2026 alle ore \d\d:\d\d/);
    // The staff's paragraphs keep their line breaks.
    expect(within(replies[0]!).getByText(/il corriere consegnerà entro venerdì/).textContent).toBe(
      'Gentile Marco,\n\nil corriere consegnerà entro venerdì.',
    );
    expect(replies[1]).toHaveTextContent('Consegnato!');

    expect(closed).toHaveTextContent('Chiusa');
    expect(api.callsTo('GET /contact/requests')).toHaveLength(1);
  });

  it('says it is loading, then that there is nothing yet', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    setup({ 'GET /contact/requests?page=1': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) });
    await screen.findByRole('heading', { level: 2, name: 'Le tue richieste' });
    expect(within(section()).getByRole('status')).toHaveTextContent('Caricamento delle tue richieste');
    answer(page([]));
    expect(await within(section()).findByText(/Non hai ancora inviato richieste/)).toBeInTheDocument();
    expect(within(section()).queryByRole('status')).toBeNull();
  });

  it('says when the list cannot be read, and reads it again on "Riprova"', async () => {
    let fail = true;
    const { user } = setup({
      'GET /contact/requests?page=1': () =>
        fail ? { status: 503, data: { error: 'Servizio momentaneamente non disponibile' } } : page([WAITING]),
      'POST /app/errors': { status: 204 },
    });
    const alert = await within(await screen.findByRole('region', { name: 'Le tue richieste' })).findByRole('alert');
    expect(alert).toHaveTextContent('Servizio momentaneamente non disponibile');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Riprova' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
  });

  it('pages by ?pagina=, keeping the form above', async () => {
    setup({ 'GET /contact/requests?page=2': page([CLOSED], { current_page: 2, last_page: 2, total: 11 }) }, '/contatti?pagina=2');
    await waitFor(() => expect(cards()).toHaveLength(1));
    const pager = within(section()).getByRole('navigation', { name: 'Pagine delle tue richieste' });
    expect(within(pager).getByRole('link', { name: 'Pagina 1' })).toHaveAttribute('href', '/contatti');
    expect(within(pager).getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('button', { name: 'Invia' })).toBeInTheDocument();
  });

  it('shows a request just sent without reloading the page', async () => {
    let list = [ANSWERED];
    const { user } = setup({
      'GET /contact/requests?page=1': () => page(list),
      'POST /contact': () => {
        list = [WAITING, ANSWERED];
        return { status: 201, data: { id: 9, topic: 'punti', order_number: null, created_at: WAITING.created_at, message: 'Grazie' } };
      },
    });
    await waitFor(() => expect(cards()).toHaveLength(1));
    await screen.findByLabelText(/Ordine \(facoltativo\)/, { selector: 'select' });
    await user.selectOptions(screen.getByLabelText(/Argomento/, { selector: 'select' }), 'Punti');
    await user.type(screen.getByLabelText(/Messaggio/, { selector: 'textarea' }), WAITING.message);
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(cards()[0]).toHaveTextContent('Quando arrivano i punti?');
  });
});
