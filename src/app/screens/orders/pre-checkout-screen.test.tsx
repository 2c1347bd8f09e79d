import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { Providers } from '../../providers.js';
import { AppRoutes } from '../../router.js';
import { setConfig } from '../../stores/config.js';
import { startSession } from '../../stores/session.js';
import { bootSucceeded } from '../../stores/ui.js';
import { installFakeApi } from '../../test/fake-api.js';
import { makeConfig } from '../../test/fixtures.js';
import { asUser } from '../../test/test-user.js';
import { cartOf, CUSTOMER, line } from './test-support.js';

let api: ReturnType<typeof installFakeApi> | undefined;
afterEach(() => api?.restore());

const KETTLE = line(3, 'Bollitore elettrico in acciaio', 2400, 2);
const HEADPHONES = line(9, 'Cuffie wireless con cancellazione del rumore', 18500);

/** /pre-checkout as the add-to-cart button opens it: with the added product in the navigation state. */
function openPreCheckout(state: unknown, points = 25_000) {
  api = installFakeApi({ 'GET /catalog/cart': { status: 200, data: cartOf(KETTLE, HEADPHONES) } });
  setConfig(makeConfig());
  startSession('test-token', asUser({ ...CUSTOMER, points }));
  bootSucceeded();
  render(
    <MemoryRouter initialEntries={[{ pathname: '/pre-checkout', state }]}>
      <Providers>
        <AppRoutes />
      </Providers>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('pre-checkout (/pre-checkout)', () => {
  it('shows the prize just added, the rest of the cart, the total against the balance and the two ways on', async () => {
    openPreCheckout({ addedProductId: 3, quantity: 1 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Prodotto aggiunto al carrello' })).toBeInTheDocument();
    const added = screen.getByRole('region', { name: 'Appena aggiunto' });
    expect(within(added).getByRole('link', { name: 'Bollitore elettrico in acciaio' })).toHaveAttribute('href', '/catalogo/3');
    expect(added).toHaveTextContent('Hai aggiunto 1 pezzo');
    expect(added).toHaveTextContent('Nel carrello: 2 pezzi, 4.800 punti');
    expect(within(within(added).getByRole('list', { name: 'Nel carrello anche' })).getByText(/Cuffie wireless/)).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Riepilogo' });
    expect(within(summary).getByText('23.300 punti')).toBeInTheDocument();
    expect(within(summary).getByText('25.000 punti')).toBeInTheDocument();
    expect(within(summary).getByText('1.700 punti')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Continua gli acquisti' })).toHaveAttribute('href', '/catalogo');
    expect(within(summary).getByRole('link', { name: 'Procedi' })).toHaveAttribute('href', '/checkout');
  });

  it('without navigation state (a bookmark) shows the cart, and holds Procedi back when points are missing', async () => {
    openPreCheckout(null, 20_000);
    expect(await screen.findByRole('heading', { level: 1, name: 'Il tuo carrello' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Appena aggiunto' })).toBeNull();
    // The title shows at once; the cart's lines and summary follow its answer.
    expect(await screen.findByText("Ti mancano 3.300 punti per completare l'ordine.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Procedi' })).toBeDisabled();
  });
});
