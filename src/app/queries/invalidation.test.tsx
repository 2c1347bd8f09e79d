import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WishlistAnswer } from '../api/catalog.js';
import type { Cart, Order } from '../api/orders.js';
import { customer, product } from '../screens/catalog/test-data.js';
import { currentLocation, renderWithLocation } from '../screens/catalog/test-render.js';
import { cartOf, line, order } from '../screens/orders/test-support.js';
import { setConfig } from '../stores/config.js';
import { startSession, useSession } from '../stores/session.js';
import { installFakeApi, type FakeAnswer, type FakeHandler } from '../test/fake-api.js';
import { makeConfig } from '../test/fixtures.js';
import { asUser, type TestUser } from '../test/test-user.js';
import { routerWrapper } from '../test/render-app.js';
import { useCart } from './cart.js';
import { useOrders, usePlaceOrder, usePoints } from './orders.js';

let api: ReturnType<typeof installFakeApi> | undefined;
afterEach(() => api?.restore());

/** Shows what four screens show (balance, cart, orders, ledger) and places an order. */
function OrderProbe() {
  const { user } = useSession();
  const cart = useCart();
  const orders = useOrders(1);
  const points = usePoints(1);
  const place = usePlaceOrder();
  return (
    <>
      <output aria-label="saldo">{String(user?.['points'] ?? '')}</output>
      <output aria-label="pezzi nel carrello">{cart.data?.total_items ?? ''}</output>
      <output aria-label="ordini">{orders.data?.total ?? ''}</output>
      <output aria-label="saldo del registro">{points.data?.balance ?? ''}</output>
      <button onClick={() => place.mutate({ shipping: { firstname: 'Marco' }, attemptKey: 'attempt-1' })}>Conferma ordine</button>
    </>
  );
}

describe('an order', () => {
  it('updates the balance, empties the cart and adds the order and its debit wherever they show', async () => {
    const server = { points: 25_000, cart: cartOf(line(3, 'Bollitore elettrico in acciaio', 2400)), orders: [] as Order[] };
    const me = (): TestUser => ({ ...customer(), points: server.points, cart: server.cart.data.map((l) => ({ ...l })) });
    api = installFakeApi({
      'GET /auth/me': () => ({ status: 200, data: me() }),
      'GET /catalog/cart': () => ({ status: 200, data: server.cart }),
      'GET /catalog/orders?page=1': () => ({
        status: 200,
        data: { data: server.orders, total: server.orders.length, per_page: 20, page: 1, last_page: 1 },
      }),
      'GET /points?page=1': () => ({
        status: 200,
        data: { data: [], total: 0, per_page: 20, page: 1, last_page: 1, balance: server.points },
      }),
      'POST /catalog/checkout': () => {
        const placed = order(1, { points: 2400 });
        server.points -= 2400;
        server.cart = cartOf() as Cart;
        server.orders = [placed];
        return { status: 200, data: placed };
      },
    });
    setConfig(makeConfig());
    startSession('test-token', asUser(me()));
    render(<OrderProbe />, { wrapper: routerWrapper() });
    const shown = (name: string) => screen.getByRole('status', { name });
    expect(await screen.findByText('1', { selector: 'output[aria-label="pezzi nel carrello"]' })).toBeInTheDocument();
    expect(shown('saldo')).toHaveTextContent('25000');
    expect(await screen.findByText('25000', { selector: 'output[aria-label="saldo del registro"]' })).toBeInTheDocument();
    expect(shown('ordini')).toHaveTextContent('0');

    await userEvent.click(screen.getByRole('button', { name: 'Conferma ordine' }));

    expect(await screen.findByText('22600', { selector: 'output[aria-label="saldo"]' })).toBeInTheDocument();
    expect(await screen.findByText('0', { selector: 'output[aria-label="pezzi nel carrello"]' })).toBeInTheDocument();
    expect(await screen.findByText('1', { selector: 'output[aria-label="ordini"]' })).toBeInTheDocument();
    expect(await screen.findByText('22600', { selector: 'output[aria-label="saldo del registro"]' })).toBeInTheDocument();
    expect(api.callsTo('POST /catalog/checkout')).toHaveLength(1);
  });
});

describe('a wishlist change', () => {
  const TV = product(14, { name: 'Smart TV 43 pollici 4K', points: 42000 });
  const COFFEE = product(3, { name: 'Macchina da caffè espresso', points: 9500 });
  const answerOf = (...items: (typeof TV)[]): WishlistAnswer => ({
    wishlist: items.map((p) => p.id),
    data: items.map((p) => ({ product_id: p.id, added_at: '2025-11-03T09:00:00.000Z', product: p })),
  });

  /** /wishlist first (its list is then cached); later reads of the list never answer. */
  function openWishlist(routes: Record<string, FakeHandler | FakeAnswer>) {
    const reads: FakeAnswer[] = [{ status: 200, data: answerOf(TV) }];
    api = installFakeApi({
      'GET /catalog/products/wishlist': () => reads.shift() ?? new Promise<FakeAnswer>(() => undefined),
      'GET /catalog/products/14': { status: 200, data: TV },
      'GET /catalog/products/3': { status: 200, data: COFFEE },
      'POST /app/errors': { status: 204 },
      ...routes,
    });
    return renderWithLocation({ path: '/wishlist', user: customer({ wishlist: [14] }) });
  }

  it('shows on /wishlist at once, from the answer, without waiting for the list again', async () => {
    const { user } = openWishlist({ 'POST /catalog/products/removefromwishlist': { status: 200, data: answerOf() } });
    expect(await screen.findByRole('list', { name: '1 premio nella wishlist' })).toBeInTheDocument();
    await user.click(screen.getByText('Smart TV 43 pollici 4K').closest('a')!);
    await user.click(await screen.findByRole('button', { name: 'Rimuovi dalla wishlist' }));
    expect(await screen.findByText('Rimosso dalla wishlist')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Vai alla wishlist' }));
    expect(currentLocation()).toBe('/wishlist');
    // The second read of the list is still on its way: what shows is the change's answer.
    expect(await screen.findByRole('heading', { name: 'La tua wishlist è vuota' })).toBeInTheDocument();
    expect(api!.callsTo('GET /catalog/products/wishlist')).toHaveLength(2);
  });

  it('that fails puts the heart and the list back as they were, and says why in Italian', async () => {
    const { user } = openWishlist({ 'POST /catalog/products/removefromwishlist': { status: 500, data: { error: 'Errore interno' } } });
    expect(await screen.findByRole('list', { name: '1 premio nella wishlist' })).toBeInTheDocument();
    await user.click(screen.getByText('Smart TV 43 pollici 4K').closest('a')!);
    await user.click(await screen.findByRole('button', { name: 'Rimuovi dalla wishlist' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Errore durante la rimozione dalla wishlist');
    expect(alert).toHaveTextContent('Errore generico');
    expect(screen.getByRole('button', { name: 'Rimuovi dalla wishlist' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Torna alla wishlist/ }));
    const list = await screen.findByRole('list', { name: '1 premio nella wishlist' });
    expect(within(list).getByText('Smart TV 43 pollici 4K')).toBeInTheDocument();
  });
});
