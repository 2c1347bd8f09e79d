import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { installFakeApi } from '../../test/fake-api.js';
import { cleanupOrdering, currentPath, order, renderOrdering } from './test-support.js';

let api: ReturnType<typeof installFakeApi> | undefined;
afterEach(() => cleanupOrdering(api));

const page = (n: number, orders: ReturnType<typeof order>[], total: number) => ({
  status: 200,
  data: { data: orders, total, per_page: 20, page: n, last_page: Math.max(1, Math.ceil(total / 20)) },
});

describe('order history (/storico-ordini)', () => {
  it('lists the orders with number, date, status, prizes, points and shipping, and pages through them', async () => {
    const first = Array.from({ length: 20 }, (_, i) => order(41 - i));
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const utils = renderOrdering({
      path: '/storico-ordini',
      routes: {
        'GET /catalog/orders?page=1': () => held.then(() => page(1, first, 21)),
        'GET /catalog/orders?page=2': page(2, [order(1, { status: 'consegnato', status_label: 'Consegnato', points: 9500 })], 21),
      },
    });
    api = utils.api;
    expect(await screen.findByTestId('skeleton')).toBeInTheDocument();
    release();
    const card = (await screen.findByRole('heading', { name: 'Ordine DEMO-2025-000041' })).closest('article')!;
    expect(card).toHaveTextContent('22 novembre 2025');
    expect(within(card).getAllByText('Ricevuto')[0]).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Bollitore elettrico in acciaio' })).toHaveAttribute('href', '/catalogo/3');
    expect(within(card).getAllByText('2.400 punti').length).toBeGreaterThan(0);
    expect(card).toHaveTextContent('20121 Milano (MI)');
    expect(screen.getByText('Hai effettuato 21 ordini.')).toBeInTheDocument();

    const pager = screen.getByRole('navigation', { name: 'Pagine dello storico ordini' });
    expect(within(pager).getByText('Pagina 1 di 2')).toBeInTheDocument();
    await utils.user.click(within(pager).getByRole('link', { name: 'Successiva' }));
    expect(await screen.findByRole('heading', { name: 'Ordine DEMO-2025-000001' })).toBeInTheDocument();
    expect(currentPath()).toBe('/storico-ordini?page=2');
    expect(screen.queryByRole('heading', { name: 'Ordine DEMO-2025-000041' })).toBeNull();
    expect(screen.getByRole('list', { name: /Avanzamento/ })).toHaveTextContent('Consegnato, stato attuale');
    expect(screen.getByText('9.500 punti')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Pagine dello storico ordini' })).getByRole('link', { name: 'Precedente' }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /catalog/orders?page=2')).toHaveLength(1);
  });

  it('shows where each order is on its progress line, the tracking of a shipped one and a cancelled one as such', async () => {
    const shipped = order(3, {
      status: 'spedito',
      status_label: 'Spedito',
      tracking: { carrier: 'BRT', code: 'BRT123456789', url: 'https://vas.brt.it/vas/sped_det_show.hsm?Nspediz=BRT123456789' },
    });
    const cancelled = order(2, { status: 'annullato', status_label: 'Annullato' });
    const received = order(1);
    const utils = renderOrdering({
      path: '/storico-ordini',
      routes: { 'GET /catalog/orders?page=1': page(1, [shipped, cancelled, received], 3) },
    });
    api = utils.api;

    const shippedCard = (await screen.findByRole('heading', { name: 'Ordine DEMO-2025-000003' })).closest('article')!;
    const steps = within(shippedCard).getByRole('list', { name: "Avanzamento dell'ordine DEMO-2025-000003" });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ricevuto, completato', 'In lavorazione, completato', 'Spedito, stato attuale', 'Consegnato']);
    expect(within(steps).getAllByRole('listitem')[2]).toHaveAttribute('aria-current', 'step');
    expect(shippedCard).toHaveTextContent('BRT, codice di spedizione BRT123456789');
    const link = within(shippedCard).getByRole('link', { name: /Segui la spedizione/ });
    expect(link).toHaveAttribute('href', 'https://vas.brt.it/vas/sped_det_show.hsm?Nspediz=BRT123456789');
    expect(link).toHaveAttribute('target', '_blank');

    const cancelledCard = screen.getByRole('heading', { name: 'Ordine DEMO-2025-000002' }).closest('article')!;
    expect(cancelledCard).toHaveTextContent('Ordine annullato: i punti sono tornati sul tuo saldo.');
    expect(within(cancelledCard).queryByRole('list', { name: /Avanzamento/ })).toBeNull();

    const receivedCard = screen.getByRole('heading', { name: 'Ordine DEMO-2025-000001' }).closest('article')!;
    expect(within(receivedCard).getByRole('list', { name: /Avanzamento/ })).toHaveTextContent('Ricevuto, stato attuale');
    expect(within(receivedCard).queryByText('Spedizione')).toBeNull();
    expect(within(receivedCard).queryByRole('link', { name: /Segui la spedizione/ })).toBeNull();
  });

  it('says when there are no orders yet and links to the catalogue', async () => {
    const utils = renderOrdering({ path: '/storico-ordini', routes: { 'GET /catalog/orders?page=1': page(1, [], 0) } });
    api = utils.api;
    expect(await screen.findByText('Non hai ancora effettuato ordini.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai al catalogo' })).toHaveAttribute('href', '/catalogo');
    expect(screen.queryByRole('navigation', { name: 'Pagine dello storico ordini' })).toBeNull();
  });

  it('shows a failure and loads again on Riprova', async () => {
    const answers = [{ status: 500, data: { error: 'Errore interno del server' } }, page(1, [order(5)], 1)];
    const utils = renderOrdering({
      path: '/storico-ordini',
      routes: { 'GET /catalog/orders?page=1': () => answers.shift()!, 'POST /app/errors': { status: 204 } },
    });
    api = utils.api;
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore interno del server');
    await utils.user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('heading', { name: 'Ordine DEMO-2025-000005' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
