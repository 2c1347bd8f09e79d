import type { Cart, Order } from '../api/orders.js';
import { installFakeApi } from '../test/fake-api.js';
import {
  checkoutStore,
  orderAttempt,
  orderCompleted,
  resetCheckout,
  reviewedCartChanged,
  reviewOutdated,
  setShipping,
} from './checkout.js';
import { endSession, signInWithPassword, startSession } from './session.js';

const cart = (...lines: [number, number][]) => ({ data: lines.map(([product_id, quantity]) => ({ product_id, quantity })) }) as Cart;
const CART = cart([3, 1], [7, 2]);
const SHIPPING = {
  select_address: 0,
  firstname: 'Anna',
  lastname: 'Esposito',
  address: 'Via Toledo',
  zipcode: '80134',
  notes: 'Citofono 3',
};

/** What a reloaded page has: the store's module evaluated again, in the same tab. */
async function afterReload() {
  vi.resetModules();
  return import('./checkout.js');
}

afterEach(() => {
  resetCheckout();
  sessionStorage.clear();
});

describe('the checkout draft across a reload', () => {
  it('a reloaded page reviews the same values, as the same attempt', async () => {
    setShipping(SHIPPING, CART);
    const before = orderAttempt();
    const reloaded = await afterReload();
    expect(reloaded.checkoutStore.shipping).toEqual(SHIPPING);
    expect(reloaded.orderAttempt()).toEqual(before);
  });

  it('is forgotten once the order is placed', async () => {
    setShipping(SHIPPING, CART);
    orderCompleted({ order_number: 'DEMO-2025-000001' } as Order);
    expect((await afterReload()).checkoutStore.shipping).toBeNull();
  });

  it('is forgotten when the session ends, in this page and after a reload', async () => {
    startSession('token-of-anna');
    setShipping(SHIPPING, CART);
    endSession();
    await vi.waitFor(() => expect(checkoutStore.shipping).toBeNull());
    expect((await afterReload()).checkoutStore.shipping).toBeNull();
  });

  it('is forgotten when someone signs in on this tab', async () => {
    setShipping(SHIPPING, CART);
    const api = installFakeApi({
      'POST /auth/signin': { status: 200, data: { token: 'token-of-marco' } },
      'GET /auth/me': { status: 200, data: { userinfo: { active: true, username: 'DEMO0001' }, points_enabled: true } },
    });
    try {
      await signInWithPassword('DEMO0001', 'secret');
    } finally {
      api.restore();
    }
    expect((await afterReload()).checkoutStore.shipping).toBeNull();
  });

  it('ignores what is stored under its name when it is not a draft', async () => {
    for (const stored of ['not json', '{"shipping":["Via Toledo"],"attemptKey":"k"}', '{"shipping":{"address":"Via Toledo"}}']) {
      sessionStorage.setItem('premia_checkout', stored);
      expect((await afterReload()).checkoutStore.shipping).toBeNull();
    }
  });

  it('a renewed token keeps it', async () => {
    startSession('token-of-anna');
    setShipping(SHIPPING, CART);
    startSession('renewed-token-of-anna');
    expect((await afterReload()).checkoutStore.shipping).toEqual(SHIPPING);
  });

  it('once the cart is another, the review is over but the values stay for /checkout, after a reload too', async () => {
    setShipping(SHIPPING, CART);
    expect(reviewedCartChanged(cart([7, 2], [3, 1]))).toBe(false);
    expect(reviewedCartChanged(cart([3, 1], [7, 3]))).toBe(true);
    expect(reviewedCartChanged(cart([3, 1]))).toBe(true);
    reviewOutdated();
    expect(orderAttempt()).toBeNull();
    const reloaded = await afterReload();
    expect(reloaded.checkoutStore.shipping).toEqual(SHIPPING);
    expect(reloaded.orderAttempt()).toBeNull();
  });
});
