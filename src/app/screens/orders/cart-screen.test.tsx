import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { installFakeApi } from '../../test/fake-api.js';
import { cartOf, cleanupOrdering, CUSTOMER, currentPath, line, renderOrdering } from './test-support.js';
import { cachedUser, renderApp } from '../../test/render-app.js';
import { installFakeApi as fakeApi } from '../../test/fake-api.js';
import { makeConfig } from '../../test/fixtures.js';

let api: ReturnType<typeof installFakeApi> | undefined;
afterEach(() => cleanupOrdering(api));

const lines = () => within(screen.getByRole('list', { name: 'Premi nel carrello' })).getAllByRole('listitem');
const KETTLE = line(3, 'Bollitore elettrico in acciaio', 2400);
const HEADPHONES = line(9, 'Cuffie wireless con cancellazione del rumore', 18500);

describe('cart (/carrello)', () => {
  it('shows a skeleton, then the lines with points it-IT and the total against the balance', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const pending = new Promise((resolve) => (answer = resolve));
    ({ api } = renderOrdering({
      path: '/carrello',
      routes: { 'GET /catalog/cart': () => pending.then(() => ({ status: 200, data: cartOf(KETTLE, { ...HEADPHONES }) })) },
    }));
    expect(await screen.findByTestId('skeleton')).toHaveAttribute('aria-busy', 'true');
    answer(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Carrello' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Premi nel carrello' });
    const items = lines();
    expect(items).toHaveLength(2);
    expect(within(items[1]!).getByRole('link', { name: 'Cuffie wireless con cancellazione del rumore' })).toHaveAttribute(
      'href',
      '/catalogo/9',
    );
    expect(within(items[1]!).getByText('18.500 punti')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Riepilogo' });
    expect(within(summary).getByText('20.900 punti')).toBeInTheDocument();
    expect(within(summary).getByText('25.000 punti')).toBeInTheDocument();
    expect(within(summary).getByText('4.100 punti')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Procedi' })).toHaveAttribute('href', '/checkout');
    expect(within(summary).getByRole('link', { name: 'Continua gli acquisti' })).toHaveAttribute('href', '/catalogo');
    expect(screen.queryByTestId('skeleton')).toBeNull();
  });

  it('says when the cart is empty and links to the catalogue', async () => {
    ({ api } = renderOrdering({ path: '/carrello', routes: { 'GET /catalog/cart': { status: 200, data: cartOf() } } }));
    expect(await screen.findByText('Il carrello è vuoto')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai al catalogo' })).toHaveAttribute('href', '/catalogo');
    expect(screen.queryByRole('link', { name: 'Procedi' })).toBeNull();
  });

  it('removes a line, announces it and keeps the user record in step', async () => {
    let user: ReturnType<typeof renderOrdering>['user'];
    ({ api, user } = renderOrdering({
      path: '/carrello',
      routes: {
        'GET /catalog/cart': { status: 200, data: cartOf(KETTLE, HEADPHONES) },
        'POST /catalog/products/removefromcart': { status: 200, data: cartOf(KETTLE) },
      },
    }));
    await user.click(await screen.findByRole('button', { name: 'Rimuovi Cuffie wireless con cancellazione del rumore dal carrello' }));
    await waitFor(() => expect(lines()).toHaveLength(1));
    expect(api.callsTo('POST /catalog/products/removefromcart')[0]!.data).toEqual({ product_id: 9 });
    expect(screen.getByText('Cuffie wireless con cancellazione del rumore rimosso dal carrello')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Riepilogo' })).getAllByText('2.400 punti')).not.toHaveLength(0);
    expect((cachedUser()?.cart as unknown[]).length).toBe(1);
    expect(screen.getByRole('heading', { name: 'Carrello' })).toHaveFocus();
  });

  it("shows 'Errore generico' when removing fails on the server, and keeps the line", async () => {
    let user: ReturnType<typeof renderOrdering>['user'];
    ({ api, user } = renderOrdering({
      path: '/carrello',
      routes: {
        'GET /catalog/cart': { status: 200, data: cartOf(KETTLE, HEADPHONES) },
        'POST /catalog/products/removefromcart': { status: 500, data: { error: 'Errore interno del server' } },
        'POST /app/errors': { status: 204 },
      },
    }));
    await user.click(await screen.findByRole('button', { name: 'Rimuovi Bollitore elettrico in acciaio dal carrello' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore generico');
    expect(lines()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Rimuovi Bollitore elettrico in acciaio dal carrello' })).toBeEnabled();
  });

  it('changes a quantity with − and +, and shows the server refusal beyond the stock', async () => {
    let user: ReturnType<typeof renderOrdering>['user'];
    const answers = [
      { status: 200, data: cartOf(line(3, 'Bollitore elettrico in acciaio', 2400, 3)) },
      { status: 409, data: { error: 'Del premio "Bollitore elettrico in acciaio" sono disponibili solo 3 pezzi' } },
    ];
    ({ api, user } = renderOrdering({
      path: '/carrello',
      routes: {
        'GET /catalog/cart': { status: 200, data: cartOf(line(3, 'Bollitore elettrico in acciaio', 2400, 2)) },
        'POST /catalog/products/setcartquantity': () => answers.shift()!,
      },
    }));
    const group = await screen.findByRole('group', { name: 'Quantità di Bollitore elettrico in acciaio' });
    expect(within(group).getByRole('button', { name: /Diminuisci/ })).toBeEnabled();
    await user.click(within(group).getByRole('button', { name: 'Aumenta la quantità di Bollitore elettrico in acciaio' }));
    await waitFor(() => expect(within(group).getByText('3')).toBeInTheDocument());
    expect(api.callsTo('POST /catalog/products/setcartquantity')[0]!.data).toEqual({ product_id: 3, quantity: 3 });
    await user.click(within(group).getByRole('button', { name: /Aumenta/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('sono disponibili solo 3 pezzi');
    expect(within(group).getByText('3')).toBeInTheDocument();
  });

  it("holds 'Procedi' back, saying how many points are missing, when the balance does not reach", async () => {
    ({ api } = renderOrdering({
      path: '/carrello',
      user: { ...CUSTOMER, points: 20_000 },
      routes: { 'GET /catalog/cart': { status: 200, data: cartOf(KETTLE, HEADPHONES) } },
    }));
    expect(await screen.findByText("Ti mancano 900 punti per completare l'ordine.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Procedi' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Procedi' })).toBeNull();
  });

  it('says a single missing point in the singular', async () => {
    ({ api } = renderOrdering({
      path: '/carrello',
      user: { ...CUSTOMER, points: 20_899 },
      routes: { 'GET /catalog/cart': { status: 200, data: cartOf(KETTLE, HEADPHONES) } },
    }));
    expect(await screen.findByText("Ti manca 1 punto per completare l'ordine.")).toBeInTheDocument();
  });

  it('does not exist for a customer without points_enabled', async () => {
    ({ api } = renderOrdering({ path: '/carrello', user: { ...CUSTOMER, points_enabled: false }, routes: {} }));
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
    expect(api.callsTo('GET /catalog/cart')).toHaveLength(0);
  });
});

describe('home (/) when logged in', () => {
  it('greets the customer, shows the balance and the cart', async () => {
    ({ api } = renderOrdering({ path: '/', routes: { 'GET /catalog/cart': { status: 200, data: cartOf(KETTLE) } } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ciao Marco' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Il tuo saldo punti' })).getByText('25.000 punti')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dettaglio punti' })).toHaveAttribute('href', '/dettaglio-punti');
    expect(await screen.findByRole('heading', { level: 2, name: 'Il tuo carrello' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Bollitore elettrico in acciaio' })).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it('blames the initiative, not the account, when the whole tenant has the catalogue off', async () => {
    api = fakeApi({});
    renderApp({ path: '/', config: makeConfig({ features: { pointsCatalogue: false } }), user: CUSTOMER });
    expect(await screen.findByText('Il catalogo premi non è attivo in questa iniziativa.')).toBeInTheDocument();
    expect(screen.queryByText(/tuo account/)).toBeNull();
  });

  it('explains the missing catalogue to a customer without points_enabled, without asking for a cart', async () => {
    ({ api } = renderOrdering({ path: '/', user: { ...CUSTOMER, points_enabled: false, points: 0 }, routes: {} }));
    expect(await screen.findByText('Il catalogo premi non è abilitato per il tuo account.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Il tuo carrello' })).toBeNull();
    expect(api.callsTo('GET /catalog/cart')).toHaveLength(0);
  });
});
