import { screen, waitFor, within } from '@testing-library/react';
import type { WishlistAnswer } from '../../api/catalog.js';
import { installFakeApi, type FakeAnswer, type FakeHandler } from '../../test/fake-api.js';
import { makeConfig } from '../../test/fixtures.js';
import { customer, product } from './test-data.js';
import { currentLocation, renderWithLocation } from './test-render.js';

const COFFEE = product(3, { name: 'Macchina da caffè espresso', points: 9500 });
const TV = product(14, { name: 'Smart TV 43 pollici 4K', points: 42000 });
const TENT = product(20, { name: 'Tenda da campeggio per due persone', points: 11000, stock: 0, available: false });

function answerOf(...products: (typeof COFFEE)[]): WishlistAnswer {
  return {
    wishlist: products.map((p) => p.id),
    data: products.map((p) => ({ product_id: p.id, added_at: '2025-11-03T09:00:00.000Z', product: p })),
  };
}

let api: ReturnType<typeof installFakeApi>;
// The screen loads lazily: on a busy machine its first transform alone can outlast findBy's wait.
beforeAll(() => import('./wishlist-screen.js'));
afterEach(() => api?.restore());

function setup(routes: Record<string, FakeHandler | FakeAnswer> = {}, wishlist = answerOf(COFFEE, TV, TENT)) {
  api = installFakeApi({
    'GET /catalog/products/wishlist': { status: 200, data: wishlist },
    'POST /app/errors': { status: 204 },
    ...routes,
  });
  return renderWithLocation({ path: '/wishlist', user: customer({ wishlist: wishlist.wishlist }) });
}

const rows = () => screen.getAllByRole('article');
// Found through its name's text: role queries over whole rows are slow on a busy machine.
const row = (name: string) => screen.getByText(name).closest('article') as HTMLElement;

describe('wishlist (/wishlist)', () => {
  it('lists the saved prizes with points, availability, what is missing and a link to each detail', async () => {
    setup();
    expect((await screen.findByText('Macchina da caffè espresso')).closest('a')).toHaveAttribute('href', '/catalogo/3');
    expect(screen.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '3 premi nella wishlist' })).toBeInTheDocument();
    expect(rows()).toHaveLength(3);
    expect(within(row('Macchina da caffè espresso')).getByText('9.500 punti')).toBeInTheDocument();
    expect(within(row('Macchina da caffè espresso')).getByText('3 novembre 2025')).toHaveAttribute('datetime', '2025-11-03T09:00:00.000Z');
    expect(within(row('Smart TV 43 pollici 4K')).getByText('Ti mancano 17.000 punti')).toBeInTheDocument();
    expect(within(row('Tenda da campeggio per due persone')).getByText('Esaurito')).toBeInTheDocument();
    expect(within(row('Tenda da campeggio per due persone')).getByRole('button', { name: /Aggiungi al carrello/ })).toBeDisabled();
    expect(within(row('Smart TV 43 pollici 4K')).getByRole('button', { name: /Aggiungi al carrello/ })).toBeDisabled();
  });

  it('removes at once and puts the prize back, with its Italian message, when the server refuses', async () => {
    let answer!: (a: FakeAnswer) => void;
    const { user } = setup({ 'POST /catalog/products/removefromwishlist': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) });
    await screen.findByText('Smart TV 43 pollici 4K');
    await user.click(within(row('Smart TV 43 pollici 4K')).getByRole('button', { name: 'Rimuovi: Smart TV 43 pollici 4K' }));
    // Gone before the server answers.
    expect(screen.queryByText('Smart TV 43 pollici 4K')).toBeNull();
    expect(rows()).toHaveLength(2);
    expect(api.callsTo('POST /catalog/products/removefromwishlist')[0]!.data).toEqual({ product_id: 14 });
    answer({ status: 500, data: { error: 'Errore interno del server' } });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Errore durante la rimozione dalla wishlist')).toBeInTheDocument();
    expect(within(alert).getByText('Errore generico')).toBeInTheDocument();
    // Back in its place, second of three.
    expect(rows().map((r) => within(r).getByRole('heading').textContent)).toEqual([
      'Macchina da caffè espresso',
      'Smart TV 43 pollici 4K',
      'Tenda da campeggio per due persone',
    ]);
  });

  it('confirms a removal, and shows the empty state with a way to the catalogue when the last one goes', async () => {
    const { user } = setup({ 'POST /catalog/products/removefromwishlist': { status: 200, data: answerOf() } }, answerOf(COFFEE));
    await screen.findByText('Macchina da caffè espresso');
    await user.click(screen.getByRole('button', { name: 'Rimuovi: Macchina da caffè espresso' }));
    expect(await screen.findByText('«Macchina da caffè espresso» è stato rimosso dalla wishlist.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'La tua wishlist è vuota' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Scopri il catalogo' })).toHaveAttribute('href', '/catalogo');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the empty state when nothing is saved', async () => {
    setup({}, answerOf());
    expect(await screen.findByRole('heading', { name: 'La tua wishlist è vuota' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Scopri il catalogo' })).toHaveAttribute('href', '/catalogo');
  });

  it('adds a saved prize to the cart, reads the user again and goes to /pre-checkout', async () => {
    const { user } = setup({
      'POST /catalog/products/addtocart': { status: 200, data: { data: [], total_points: 9500, total_items: 1 } },
      'GET /auth/me': { status: 200, data: customer({ cart: [{ product_id: 3, quantity: 1 }] }) },
    });
    await screen.findByText('Macchina da caffè espresso');
    await user.click(screen.getByRole('button', { name: 'Aggiungi al carrello: Macchina da caffè espresso' }));
    await waitFor(() => expect(currentLocation()).toBe('/pre-checkout'));
    const body = api.callsTo('POST /catalog/products/addtocart')[0]!.data as FormData;
    expect([body.get('product_id'), body.get('quantity')]).toEqual(['3', '1']);
    expect(api.callsTo('GET /auth/me')).toHaveLength(1);
  });

  it('explains a failed add to cart on its row', async () => {
    const { user } = setup({ 'POST /catalog/products/addtocart': { status: 503, data: { error: 'Servizio non disponibile' } } });
    await screen.findByText('Macchina da caffè espresso');
    await user.click(screen.getByRole('button', { name: 'Aggiungi al carrello: Macchina da caffè espresso' }));
    expect(await within(row('Macchina da caffè espresso')).findByRole('alert')).toHaveTextContent('Errore generico');
    expect(currentLocation()).toBe('/wishlist');
  });

  it('explains a failed load and retries', async () => {
    const answers: FakeAnswer[] = ['network', { status: 200, data: answerOf(COFFEE) }];
    const { user } = setup({ 'GET /catalog/products/wishlist': () => answers.shift()! });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Impossibile caricare la wishlist');
    expect(alert).toHaveTextContent('Errore di rete');
    await user.click(within(alert).getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Macchina da caffè espresso')).toBeInTheDocument();
  });

  it('does not exist in a tenant without the wishlist', async () => {
    api = installFakeApi({});
    renderWithLocation({ path: '/wishlist', user: customer(), config: makeConfig({ features: { wishlist: false } }) });
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
    expect(api.callsTo('GET /catalog/products/wishlist')).toHaveLength(0);
  });

  it('does not exist for a customer without points_enabled', async () => {
    api = installFakeApi({});
    renderWithLocation({ path: '/wishlist', user: customer({ points_enabled: false }) });
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
  });
});
