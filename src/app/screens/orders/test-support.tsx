import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { Cart, CartLine, Order } from '../../api/orders.js';
import { inProcessFormsModule } from '../../forms/test-support.js';
import { setFormsModuleLoader } from '../../forms/validators.js';
import { AppRoutes } from '../../router.js';
import { resetCheckout, setShipping } from '../../stores/checkout.js';
import { setConfig } from '../../stores/config.js';
import { startSession } from '../../stores/session.js';
import { bootSucceeded } from '../../stores/ui.js';
import { installFakeApi, type FakeAnswer, type FakeHandler } from '../../test/fake-api.js';
import { makeConfig } from '../../test/fixtures.js';
import { routerWrapper } from '../../test/render-app.js';
import { asUser, type TestUser } from '../../test/test-user.js';

/** Test data and rendering for the ordering screens (not a test file itself). */

export const CUSTOMER: TestUser = {
  userinfo: { active: true, username: 'DEMO0001', firstname: 'Marco', email: 'marco@example.it' },
  points_enabled: true,
  points: 25_000,
  cart: [],
};

export function line(id: number, name: string, points: number, quantity = 1, extra: Partial<CartLine['product']> = {}): CartLine {
  return {
    product_id: id,
    quantity,
    points,
    subtotal: points * quantity,
    product: {
      id,
      code: `P${id}`,
      name,
      description: '',
      points,
      stock: 10,
      available: true,
      image: { url: `/img/${id}.svg`, width: 400, height: 300 },
      images: [],
      category_id: null,
      group: null,
      ...extra,
    },
  };
}

export function cartOf(...lines: CartLine[]): Cart {
  return { data: lines, total_points: lines.reduce((s, l) => s + l.subtotal, 0), total_items: lines.reduce((s, l) => s + l.quantity, 0) };
}

export const SAVED_ADDRESS = {
  id: 7,
  name: 'Marco',
  surname: 'Bianchi',
  address: 'Via Giuseppe Garibaldi',
  address_number: '12',
  district: 'MI',
  city: 'Milano',
  zipcode: '20121',
  phone: '+39 02 4856 1123',
  label: 'Negozio – Via Garibaldi 12, Milano',
};

export function order(n: number, extra: Partial<Order> = {}): Order {
  return {
    id: n,
    order_number: `DEMO-2025-${String(n).padStart(6, '0')}`,
    status: 'ricevuto',
    status_label: 'Ricevuto',
    date: '2025-11-22T10:30:00.000Z',
    due_date: '2026-05-21',
    points: 2400,
    items: [
      {
        product_id: 3,
        code: 'P3',
        name: 'Bollitore elettrico in acciaio',
        image_url: '/img/3.svg',
        points: 2400,
        quantity: 1,
        subtotal: 2400,
      },
    ],
    shipping: {
      firstname: 'Marco',
      lastname: 'Bianchi',
      address: 'Via Giuseppe Garibaldi',
      address_number: '12',
      district: 'MI',
      city: 'Milano',
      zipcode: '20121',
      phone: '+39 02 4856 1123',
      notes: null,
    },
    tracking: null,
    ...extra,
  };
}

/** Lookups the checkout form asks for: saved addresses, every province, the cities of Milano. */
export const FORM_LOOKUPS: Record<string, FakeAnswer> = {
  'GET /auth/me/addresses': { status: 200, data: [SAVED_ADDRESS] },
  'GET /utility/districtsall/all': {
    status: 200,
    data: [
      { name: 'Milano', value: 'MI' },
      { name: 'Torino', value: 'TO' },
    ],
  },
  'GET /utility/cities/MI': { status: 200, data: [{ name: 'Milano', value: 'Milano', zipcode: '20121', zipcodes: ['20121'] }] },
  'GET /utility/cities/TO': { status: 200, data: [{ name: 'Torino', value: 'Torino', zipcode: '10121', zipcodes: ['10121'] }] },
};

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** The current path (and query) of the app under test. */
export const currentPath = () => screen.getByTestId('location').textContent;

/**
 * The booted app at `path`, logged in as `user`, over a fake API (`routes`), with the demo
 * tenant's forms compiled in process and a fresh checkout store.
 */
export function renderOrdering({
  path,
  routes,
  user = CUSTOMER,
  shipping,
  reviewedCart,
}: {
  path: string;
  routes: Record<string, FakeHandler | FakeAnswer>;
  user?: TestUser;
  /** Values already submitted on /checkout (as if the customer came from there). */
  shipping?: Record<string, unknown>;
  /** The cart they were submitted with: by default the one `GET /catalog/cart` answers. */
  reviewedCart?: Cart;
}) {
  resetCheckout();
  const answered = routes['GET /catalog/cart'];
  const cart = reviewedCart ?? (typeof answered === 'object' ? (answered.data as Cart | undefined) : undefined) ?? cartOf();
  if (shipping) setShipping(shipping, cart);
  const config = makeConfig();
  setFormsModuleLoader(async () => inProcessFormsModule(config));
  const api = installFakeApi(routes);
  setConfig(config);
  startSession('test-token', asUser(user));
  bootSucceeded();
  const utils = render(
    <>
      <AppRoutes />
      <LocationProbe />
    </>,
    { wrapper: routerWrapper(path) },
  );
  return { api, user: userEvent.setup(), ...utils };
}

/** Undo what renderOrdering installed (call in afterEach). */
export function cleanupOrdering(api: { restore(): void } | undefined): void {
  api?.restore();
  setFormsModuleLoader(null);
  resetCheckout();
}
