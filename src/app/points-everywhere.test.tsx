import { render, screen, within } from '@testing-library/react';
import { ProductCard } from './screens/catalog/product-card.js';
import { PurchaseBox } from './screens/catalog/purchase-box.js';
import { product } from './screens/catalog/test-data.js';
import { WishlistRow } from './screens/catalog/wishlist-row.js';
import { CartLineItem } from './screens/orders/cart-line.js';
import { OrderCard } from './screens/orders/order-card.js';
import { CUSTOMER, cartOf, line, order, renderOrdering } from './screens/orders/test-support.js';
import { setConfig } from './stores/config.js';
import { makeConfig } from './test/fixtures.js';
import { routerWrapper } from './test/render-app.js';

/**
 * One figure, one spelling: every place a customer reads a points amount prints 1500 as '1.500'
 * (Italian CLDR alone would print '1500' for four digits, as one screen once did).
 */
const VALUE = 1500;
const PRIZE = product(7, { name: 'Borraccia termica', points: VALUE });
const noop = () => undefined;

function show(ui: React.ReactElement) {
  setConfig(makeConfig());
  return render(ui, { wrapper: routerWrapper() });
}

describe('points print the same everywhere', () => {
  it('product card', () => {
    show(<ProductCard product={PRIZE} to="/premio/7" balance={null} />);
    expect(screen.getByText('1.500 punti')).toBeInTheDocument();
  });

  it('product detail purchase box, with what is missing', () => {
    show(<PurchaseBox product={{ ...PRIZE, points: 3000 }} balance={VALUE} inCart={0} busy={false} error={null} onAdd={noop} />);
    expect(screen.getByText(/Ti mancano 1\.500 punti/)).toBeInTheDocument();
  });

  it('wishlist row', () => {
    show(
      <WishlistRow
        product={PRIZE}
        addedAt="2025-11-22"
        to="/premio/7"
        linkState={null}
        balance={null}
        inCart={0}
        removing={false}
        adding={false}
        cartError={null}
        onRemove={noop}
        onAddToCart={noop}
      />,
    );
    expect(screen.getByText('1.500 punti')).toBeInTheDocument();
  });

  it('cart line', () => {
    show(<CartLineItem line={line(7, 'Borraccia termica', VALUE)} href={null} busy={null} lazyImage={false} level={2} onRemove={noop} />);
    expect(screen.getAllByText(/1\.500 punti/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/1500/)).toBeNull();
  });

  it('order card', () => {
    show(<OrderCard order={order(1, { points: VALUE })} lazyImages={false} />);
    expect(screen.getByText('1.500 punti')).toBeInTheDocument();
  });

  it('home balance', async () => {
    renderOrdering({ path: '/', user: { ...CUSTOMER, points: VALUE }, routes: { 'GET /catalog/cart': { status: 200, data: cartOf() } } });
    const balance = await screen.findByRole('region', { name: 'Il tuo saldo punti' });
    expect(within(balance).getByText('1.500 punti')).toBeInTheDocument();
  });

  it('points detail: balance and movement', async () => {
    renderOrdering({
      path: '/dettaglio-punti',
      user: { ...CUSTOMER, points: VALUE },
      routes: {
        'GET /points?page=1': {
          status: 200,
          data: {
            balance: VALUE,
            data: [{ id: 1, date: '2025-11-22T10:30:00.000Z', kind: 'credit', amount: VALUE, reason: 'Benvenuto', order_number: null }],
            page: 1,
            per_page: 20,
            last_page: 1,
            total: 1,
          },
        },
      },
    });
    expect(await screen.findByText('+1.500')).toBeInTheDocument();
    expect(screen.getByText('1.500 punti')).toBeInTheDocument();
  });
});
