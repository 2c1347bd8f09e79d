import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { installFakeApi } from '../../test/fake-api.js';
import { cleanupOrdering, currentPath, renderOrdering } from './test-support.js';

let api: ReturnType<typeof installFakeApi> | undefined;
afterEach(() => cleanupOrdering(api));

const ROWS = [
  {
    id: 4,
    date: '2025-11-22T10:30:00.000Z',
    amount: 1200,
    kind: 'reversal',
    reason: 'Storno ordine DEMO-2025-000002',
    order_number: 'DEMO-2025-000002',
  },
  {
    id: 3,
    date: '2025-11-21T09:00:00.000Z',
    amount: -1200,
    kind: 'debit',
    reason: 'Ordine DEMO-2025-000002',
    order_number: 'DEMO-2025-000002',
  },
  { id: 1, date: '2025-01-15T08:00:00.000Z', amount: 25000, kind: 'credit', reason: 'Saldo iniziale', order_number: null },
];

describe('points detail (/dettaglio-punti)', () => {
  it('shows the balance and the ledger: credits, debits and reversals with reason, dates and points it-IT', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const utils = renderOrdering({
      path: '/dettaglio-punti',
      routes: {
        'GET /points?page=1': () =>
          held.then(() => ({
            status: 200,
            data: {
              balance: 25000,
              next_expiry: { points: 300, date: '2026-12-31' },
              data: ROWS,
              total: 23,
              per_page: 20,
              page: 1,
              last_page: 2,
            },
          })),
        'GET /points?page=2': {
          status: 200,
          data: {
            balance: 25000,
            data: [
              { id: 9, date: '2024-12-01T08:00:00.000Z', amount: 500, kind: 'credit', reason: 'Bonus di benvenuto', order_number: null },
            ],
            total: 23,
            per_page: 20,
            page: 2,
            last_page: 2,
          },
        },
      },
    });
    api = utils.api;
    expect(await screen.findByTestId('skeleton')).toBeInTheDocument();
    release();
    const balance = await screen.findByRole('region', { name: 'Saldo attuale' });
    expect(await within(balance).findByText('25.000 punti')).toBeInTheDocument();
    expect(balance).toHaveTextContent('300 punti scadono il 31 dicembre 2026: usali prima, i punti si spendono dai più vecchi.');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Storno')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Storno ordine DEMO-2025-000002');
    expect(rows[0]).toHaveTextContent('+1.200');
    expect(within(rows[1]!).getByText('Addebito')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('-1.200');
    expect(rows[1]).toHaveTextContent('21 novembre 2025');
    expect(within(rows[2]!).getByText('Accredito')).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Saldo iniziale');
    expect(rows[2]).toHaveTextContent('+25.000');
    expect(rows[2]).toHaveTextContent('15 gennaio 2025');

    await utils.user.click(
      within(screen.getByRole('navigation', { name: 'Pagine dei movimenti' })).getByRole('link', { name: 'Successiva' }),
    );
    expect(await screen.findByText('Bonus di benvenuto')).toBeInTheDocument();
    expect(currentPath()).toBe('/dettaglio-punti?page=2');
  });

  it("shows a movement's time on the tenant's clock, and one imported with a day alone without a time", async () => {
    const utils = renderOrdering({
      path: '/dettaglio-punti',
      routes: {
        'GET /points?page=1': {
          status: 200,
          data: {
            balance: 1500,
            data: [
              // 09:15 UTC in November is 10:15 in Rome, the demo tenant's zone.
              { id: 2, date: '2026-11-29T09:15:00.000Z', amount: 500, kind: 'credit', reason: 'Alla cassa', order_number: null },
              { id: 1, date: '2026-11-03', amount: 1000, kind: 'credit', reason: 'Fiera di novembre', order_number: null },
            ],
            total: 2,
            per_page: 20,
            page: 1,
            last_page: 1,
          },
        },
      },
    });
    api = utils.api;
    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveTextContent('29 novembre 2026 alle ore 10:15');
    expect(rows[1]).toHaveTextContent('3 novembre 2026');
    expect(rows[1]).not.toHaveTextContent('alle ore');
  });

  it('says why each sale earned points: the rule, the sale and the arithmetic, and a reversal of an undone batch', async () => {
    const utils = renderOrdering({
      path: '/dettaglio-punti',
      routes: {
        'GET /points?page=1': {
          status: 200,
          data: {
            balance: 1340,
            data: [
              {
                id: 7,
                date: '2026-11-06T10:00:00.000Z',
                amount: -20,
                kind: 'reversal',
                reason: 'Annullamento vendite ottobre-2',
                order_number: null,
              },
              {
                id: 6,
                date: '2026-11-05T09:00:00.000Z',
                amount: 20,
                kind: 'credit',
                reason: 'Acquisti di ottobre (VITI-M8): 10 pezzi × 2 punti/pezzo · Linea viti',
                order_number: null,
              },
              {
                id: 5,
                date: '2026-11-05T09:00:00.000Z',
                amount: 100,
                kind: 'credit',
                reason: 'Obiettivo mensile: obiettivo di 1.000 € raggiunto (ottobre 2026)',
                order_number: null,
              },
              {
                id: 4,
                date: '2026-11-05T09:00:00.000Z',
                amount: 1240,
                kind: 'credit',
                reason: 'Acquisti di ottobre (TAS-6): 1.240 € × 1 punto/€ · Punti sugli acquisti',
                order_number: null,
              },
            ],
            total: 4,
            per_page: 20,
            page: 1,
            last_page: 1,
          },
        },
      },
    });
    api = utils.api;
    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/Storno.*Annullamento vendite ottobre-2.*-20/),
      expect.stringMatching(/Accredito.*Acquisti di ottobre \(VITI-M8\): 10 pezzi × 2 punti\/pezzo · Linea viti.*\+20/),
      expect.stringMatching(/Accredito.*Obiettivo mensile: obiettivo di 1\.000 € raggiunto \(ottobre 2026\).*\+100/),
      expect.stringMatching(/Accredito.*Acquisti di ottobre \(TAS-6\): 1\.240 € × 1 punto\/€ · Punti sugli acquisti.*\+1\.240/),
    ]);
  });

  it('says when there are no movements', async () => {
    const utils = renderOrdering({
      path: '/dettaglio-punti',
      routes: { 'GET /points?page=1': { status: 200, data: { balance: 0, data: [], total: 0, per_page: 20, page: 1, last_page: 1 } } },
    });
    api = utils.api;
    expect(await screen.findByText('Non ci sono ancora movimenti di punti.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Saldo attuale' })).getByText('0 punti')).toBeInTheDocument();
  });
});
