import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { checkoutStore } from '../../stores/checkout.js';
import type { FakeAnswer, installFakeApi } from '../../test/fake-api.js';
import { cartOf, cleanupOrdering, CUSTOMER, currentPath, FORM_LOOKUPS, line, order, renderOrdering } from './test-support.js';
import { cachedUser } from '../../test/render-app.js';

let api: ReturnType<typeof installFakeApi> | undefined;
afterEach(() => cleanupOrdering(api));

const CART = cartOf(line(3, 'Bollitore elettrico in acciaio', 2400));
const SHIPPING = {
  select_address: 7,
  firstname: 'Marco',
  lastname: 'Bianchi',
  address: 'Via Giuseppe Garibaldi',
  address_number: '12',
  district: 'MI',
  city: 'Milano',
  zipcode: '20121',
  phone: '+39 02 4856 1123',
  repeatphone: '+39 02 4856 1123',
  accept_rules_checkout: 1,
};
const PLACED = order(1, { points: 2400 });

function openReview(
  checkout: FakeAnswer | ((call: unknown) => FakeAnswer | Promise<FakeAnswer>),
  extra: Parameters<typeof renderOrdering>[0]['routes'] = {},
) {
  const utils = renderOrdering({
    path: '/conferma-ordine',
    shipping: SHIPPING,
    routes: {
      'GET /catalog/cart': { status: 200, data: CART },
      'POST /catalog/checkout': checkout as FakeAnswer,
      'GET /auth/me': { status: 200, data: { ...CUSTOMER, points: 22_600, cart: [] } },
      'GET /catalog/orders?page=1': { status: 200, data: { data: [PLACED], total: 1, per_page: 20, page: 1, last_page: 1 } },
      'POST /app/errors': { status: 204 },
      ...extra,
    },
  });
  api = utils.api;
  return utils.user;
}
const keysSent = () => api!.callsTo('POST /catalog/checkout').map((c) => c.headers.get('Idempotency-Key'));

describe('order confirmation (/conferma-ordine)', () => {
  it('reviews prizes, points spent, balance after and the shipping address', async () => {
    openReview({ status: 200, data: PLACED });
    const items = await screen.findByRole('region', { name: 'Premi' });
    expect(within(items).getByRole('link', { name: 'Bollitore elettrico in acciaio' })).toHaveAttribute('href', '/catalogo/3');
    const points = screen.getByRole('region', { name: 'Punti' });
    expect(within(points).getByText('2.400 punti')).toBeInTheDocument();
    expect(within(points).getByText('25.000 punti')).toBeInTheDocument();
    expect(within(points).getByText('22.600 punti')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Spedizione' })).toHaveTextContent('Tel. +39 02 4856 1123');
    expect(screen.getByRole('link', { name: 'Modifica indirizzo' })).toHaveAttribute('href', '/checkout');
  });

  it('retries a lost request with the same Idempotency-Key, then shows the order number, the new balance and reloads the history', async () => {
    const answers: FakeAnswer[] = ['network', { status: 200, data: PLACED }];
    const user = openReview(() => answers.shift()!);
    await user.click(await screen.findByRole('button', { name: 'Conferma ordine' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Errore di rete Puoi riprovare: l'ordine non verrà registrato due volte.");
    expect(currentPath()).toBe('/conferma-ordine');
    await user.click(screen.getByRole('button', { name: 'Conferma ordine' }));
    await waitFor(() => expect(currentPath()).toBe('/order-success'));
    const [first, second] = keysSent();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBe(first);
    expect(api!.callsTo('POST /catalog/checkout')[1]!.data).toEqual(SHIPPING);

    expect(await screen.findByRole('heading', { level: 1, name: 'Ordine completato' })).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent('DEMO-2025-000001');
    expect(screen.getByText("Ti abbiamo inviato un'email di conferma all'indirizzo marco@example.it.")).toBeInTheDocument();
    const points = screen.getByRole('region', { name: 'Punti' });
    expect(await within(points).findByText('22.600 punti')).toBeInTheDocument();
    expect(cachedUser()?.['points']).toBe(22_600);
    expect(checkoutStore.completedOrder?.order_number).toBe('DEMO-2025-000001');
    expect(checkoutStore.shipping).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Vai allo storico ordini' }));
    expect(await screen.findByRole('heading', { name: 'Ordine DEMO-2025-000001' })).toBeInTheDocument();
  });

  it('sends one request for a double click, with the button disabled and spinning meanwhile', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const user = openReview(async () => {
      await held;
      return { status: 200, data: PLACED };
    });
    const button = await screen.findByRole('button', { name: 'Conferma ordine' });
    await user.dblClick(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(within(button).getByRole('status')).toHaveTextContent('Caricamento in corso');
    release();
    await waitFor(() => expect(currentPath()).toBe('/order-success'));
    expect(keysSent()).toHaveLength(1);
  });

  it("shows the server's overspend error in Italian and keeps the review as it was", async () => {
    const user = openReview({ status: 422, data: { error: "Punti insufficienti per completare l'ordine" } });
    await user.click(await screen.findByRole('button', { name: 'Conferma ordine' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Punti insufficienti per completare l'ordine");
    expect(alert).not.toHaveTextContent('riprovare');
    expect(currentPath()).toBe('/conferma-ordine');
    expect(screen.getByRole('button', { name: 'Conferma ordine' })).toBeEnabled();
    expect(screen.getAllByRole('link', { name: 'Modifica il carrello' }).length).toBeGreaterThan(1);
    expect(checkoutStore.shipping).toEqual(SHIPPING);
    expect(checkoutStore.completedOrder).toBeNull();
  });

  it('shows a sold-out prize and reads the cart again', async () => {
    const user = openReview({ status: 409, data: { error: 'Il premio "Bollitore elettrico in acciaio" non è più disponibile' } });
    await user.click(await screen.findByRole('button', { name: 'Conferma ordine' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Il premio "Bollitore elettrico in acciaio" non è più disponibile');
    await waitFor(() => expect(api!.callsTo('GET /catalog/cart')).toHaveLength(2));
  });

  it("says 'Errore generico' for a server failure and allows a safe retry", async () => {
    const user = openReview({ status: 503, data: { error: 'Service Unavailable' } });
    await user.click(await screen.findByRole('button', { name: 'Conferma ordine' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Errore generico Puoi riprovare: l'ordine non verrà registrato due volte.");
  });

  it('when the cart is no longer the one reviewed, goes back to /checkout with the values kept and says why', async () => {
    const utils = renderOrdering({
      path: '/conferma-ordine',
      shipping: { ...SHIPPING, select_address: undefined, notes: 'Citofono Bianchi' },
      reviewedCart: cartOf(line(3, 'Bollitore elettrico in acciaio', 2400), line(5, 'Tostapane', 2900)),
      routes: { 'GET /catalog/cart': { status: 200, data: CART }, ...FORM_LOOKUPS },
    });
    api = utils.api;
    await waitFor(() => expect(currentPath()).toBe('/checkout'));
    expect(await screen.findByText(/Il carrello è cambiato dopo il riepilogo/)).toHaveAttribute('role', 'status');
    await waitFor(() =>
      expect(screen.getByLabelText(/Note per la consegna/, { selector: 'textarea, input' })).toHaveValue('Citofono Bianchi'),
    );
    expect(api.callsTo('POST /catalog/checkout')).toHaveLength(0);
    // The review is over: the next one is a new attempt.
    expect(checkoutStore.attemptKey).toBeNull();
  });

  it('with nothing to review (a new tab, the order already placed) goes back to /checkout and says why', async () => {
    const utils = renderOrdering({ path: '/conferma-ordine', routes: { 'GET /catalog/cart': { status: 200, data: CART } } });
    api = utils.api;
    await waitFor(() => expect(currentPath()).toBe('/checkout'));
    expect(await screen.findByText(/Il riepilogo dell'ordine non è più disponibile/)).toHaveAttribute('role', 'status');
    expect(api.callsTo('POST /catalog/checkout')).toHaveLength(0);
  });
});

describe('order success (/order-success)', () => {
  it('without an order in this page view goes to the order history', async () => {
    const utils = renderOrdering({
      path: '/order-success',
      routes: { 'GET /catalog/orders?page=1': { status: 200, data: { data: [PLACED], total: 1, per_page: 20, page: 1, last_page: 1 } } },
    });
    api = utils.api;
    await waitFor(() => expect(currentPath()).toBe('/storico-ordini'));
    expect(await screen.findByRole('heading', { name: 'Ordine DEMO-2025-000001' })).toBeInTheDocument();
  });
});
