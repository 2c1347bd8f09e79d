import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentPath, detail, installConsoleApi, renderOrders, summary } from './test-support.js';

let api: ReturnType<typeof installConsoleApi> | undefined;
afterEach(() => api?.restore());

const LIST = 'GET /console/tenants/demo/orders';
const ORDER = 'GET /console/tenants/demo/orders/DEMO-2026-000001';
const MOVE = 'POST /console/tenants/demo/orders/DEMO-2026-000001/status';
const page = (items: ReturnType<typeof summary>[], total = items.length) => ({
  status: 200,
  data: { items, total, page: 1, pageSize: 50 },
});

describe('Ordini: list', () => {
  it('filters by status, day, prize and customer, keeps them in the URL and lists the orders', async () => {
    api = installConsoleApi({
      [LIST]: page([
        summary(2),
        summary(1, { status: 'spedito', status_label: 'Spedito', tracking: { carrier: 'BRT', code: 'B1', url: null } }),
      ]),
    });
    const { user } = renderOrders('/iniziative/demo/ordini');
    const table = await screen.findByRole('table', { name: 'Ordini' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('DEMO-2026-000002');
    expect(rows[1]).toHaveTextContent('DEMO0001Ferramenta Bianchi');
    expect(rows[1]).toHaveTextContent('1 × Bollitore elettrico');
    expect(rows[1]).toHaveTextContent('Ricevuto');
    expect(rows[2]).toHaveTextContent('Spedito');
    expect(rows[2]).toHaveTextContent('BRT B1');
    expect(screen.getByRole('status')).toHaveTextContent('2 ordini');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Stato' }), 'Spedito');
    await user.type(screen.getByLabelText('Dal giorno'), '2026-11-01');
    await user.type(screen.getByRole('textbox', { name: 'Codice premio' }), ' P-100 ');
    await user.type(screen.getByRole('textbox', { name: 'Codice cliente' }), 'demo0001');
    await user.click(screen.getByRole('button', { name: 'Applica filtri' }));
    expect(currentPath()).toBe('/iniziative/demo/ordini?stato=spedito&dal=2026-11-01&premio=P-100&cliente=demo0001');
    expect(api.callsTo(LIST).at(-1)?.params).toEqual({
      status: 'spedito',
      // The local day's first instant.
      since: new Date(2026, 10, 1).toISOString(),
      prize: 'P-100',
      customer: 'demo0001',
      page: 1,
      limit: 50,
    });
  });

  it('reads the deadline from the address (the dashboard’s links) and changes it in the form', async () => {
    api = installConsoleApi({ [LIST]: page([summary(3, { due_date: '2026-11-01', overdue: true })]) });
    const { user } = renderOrders('/iniziative/demo/ordini?stato=ricevuto&scadenza=in-ritardo');
    const table = await screen.findByRole('table', { name: 'Ordini' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('in ritardo');
    expect(screen.getByRole('combobox', { name: 'Consegna' })).toHaveValue('overdue');
    expect(api.callsTo(LIST).at(-1)?.params).toEqual({ status: 'ricevuto', deadline: 'overdue', page: 1, limit: 50 });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Consegna' }), 'A rischio (scadenza entro 30 giorni)');
    await user.click(screen.getByRole('button', { name: 'Applica filtri' }));
    expect(currentPath()).toBe('/iniziative/demo/ordini?stato=ricevuto&scadenza=a-rischio');
    expect(api.callsTo(LIST).at(-1)?.params).toEqual({ status: 'ricevuto', deadline: 'at_risk', page: 1, limit: 50 });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Consegna' }), 'Tutte le scadenze');
    await user.click(screen.getByRole('button', { name: 'Applica filtri' }));
    expect(currentPath()).toBe('/iniziative/demo/ordini?stato=ricevuto');
  });

  it('keeps a filter chosen while the list is still loading', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    api = installConsoleApi({ [LIST]: () => held.then(() => page([summary(1)])) });
    const { user } = renderOrders('/iniziative/demo/ordini');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stato' }), 'Consegnato');
    release();
    await screen.findByRole('table', { name: 'Ordini' });
    expect(screen.getByRole('combobox', { name: 'Stato' })).toHaveValue('consegnato');
    await user.click(screen.getByRole('button', { name: 'Applica filtri' }));
    expect(currentPath()).toBe('/iniziative/demo/ordini?stato=consegnato');
  });

  it('downloads the CSV of the current filters through the console client', async () => {
    api = installConsoleApi({
      [LIST]: page([summary(1)]),
      'GET /console/tenants/demo/orders/export.csv': { status: 200, data: new Blob(['x']) },
    });
    const createObjectURL = vi.fn(() => 'blob:ordini');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const { user } = renderOrders('/iniziative/demo/ordini?stato=ricevuto');
    await user.click(await screen.findByRole('button', { name: 'Esporta CSV' }));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(api.callsTo('GET /console/tenants/demo/orders/export.csv')[0]?.params).toEqual({ status: 'ricevuto' });
  });

  it('moves the selected orders at once and says which ones did not move and why', async () => {
    api = installConsoleApi({
      [LIST]: page([summary(3), summary(2), summary(1, { status: 'spedito', status_label: 'Spedito' })]),
      'POST /console/tenants/demo/orders/bulk-status': {
        status: 200,
        data: {
          results: [
            { order_number: 'DEMO-2026-000003', ok: true, status: 'in_lavorazione', error: null },
            {
              order_number: 'DEMO-2026-000001',
              ok: false,
              status: 'spedito',
              error: 'Un ordine «spedito» non può tornare allo stato «in lavorazione»',
            },
          ],
        },
      },
    });
    const { user } = renderOrders('/iniziative/demo/ordini');
    await user.click(await screen.findByRole('checkbox', { name: 'Seleziona l’ordine DEMO-2026-000003' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleziona l’ordine DEMO-2026-000001' }));
    const bar = screen.getByRole('form', { name: '2 ordini selezionati' });
    // What at least one of them may take (Consegnato: the shipped one); never Spedito: each parcel has its own code.
    expect(
      within(bar)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Scegli…', 'In lavorazione', 'Consegnato', 'Annullato']);
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Nuovo stato' }), 'In lavorazione');
    await user.click(within(bar).getByRole('button', { name: 'Applica agli ordini selezionati' }));
    expect(api.callsTo('POST /console/tenants/demo/orders/bulk-status')[0]?.data).toEqual({
      order_numbers: ['DEMO-2026-000003', 'DEMO-2026-000001'],
      status: 'in_lavorazione',
    });
    const outcome = await screen.findByRole('alert');
    expect(outcome).toHaveTextContent('1 ordine aggiornato.');
    expect(outcome).toHaveTextContent('DEMO-2026-000001: Un ordine «spedito» non può tornare allo stato «in lavorazione»');
    expect(screen.queryByRole('form', { name: /selezionat/ })).toBeNull();
  });
});

describe('Ordini: one order', () => {
  it('shows lines, address and history, and offers only the statuses the order may take', async () => {
    api = installConsoleApi({
      [ORDER]: {
        status: 200,
        data: detail({
          status: 'in_lavorazione',
          status_label: 'In lavorazione',
          next_statuses: ['spedito', 'annullato'],
          history: [
            {
              date: '2026-11-21T08:00:00.000Z',
              from: 'ricevuto',
              to: 'in_lavorazione',
              actor: 'support@premia.example',
              role: 'support',
              reason: 'Preso in carico',
              tracking: null,
            },
          ],
        }),
      },
    });
    renderOrders('/iniziative/demo/ordini/DEMO-2026-000001');
    expect(await screen.findByRole('heading', { level: 2, name: 'Ordine DEMO-2026-000001' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Spedizione' })).toHaveTextContent(
      'Anna FerriCorso Vittorio Emanuele II 4510123 Torino (TO)Tel. 011 456 7890Note: Aperto 8–19',
    );
    expect(screen.getByRole('link', { name: 'DEMO0001' })).toHaveAttribute('href', '/iniziative/demo/clienti/DEMO0001');
    const lines = within(screen.getByRole('table', { name: 'Premi dell’ordine' })).getAllByRole('row');
    expect(lines[1]).toHaveTextContent('P-100Bollitore elettrico12.400');
    const history = within(screen.getByRole('table', { name: /Storia dello stato/ })).getAllByRole('row');
    expect(history.slice(1).map((r) => r.textContent?.replace(/^.*?\d{2}:\d{2}/, ''))).toEqual([
      'RicevutoDEMO0001 (cliente)——',
      'Ricevuto → In lavorazionesupport@premia.example (assistenza)Preso in carico—',
    ]);
    const change = screen.getByRole('form', { name: 'Cambia stato' });
    expect(
      within(change)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Spedito', 'Annullato']);
  });

  it('asks for carrier and tracking code with Spedito, checks the link, then sends them and shows the new status', async () => {
    const shipped = detail({
      status: 'spedito',
      status_label: 'Spedito',
      next_statuses: ['consegnato'],
      tracking: { carrier: 'BRT', code: 'BRT123', url: 'https://vas.brt.it/x?n=BRT123' },
    });
    // The server's order: what a read after the change answers too.
    let current = detail();
    api = installConsoleApi({
      [ORDER]: () => ({ status: 200, data: current }),
      [MOVE]: () => {
        current = shipped;
        return { status: 200, data: shipped };
      },
    });
    const { user } = renderOrders('/iniziative/demo/ordini/DEMO-2026-000001');
    await user.click(await screen.findByRole('radio', { name: 'Spedito' }));
    await user.type(screen.getByRole('textbox', { name: 'Link di tracciamento (facoltativo)' }), 'http://vas.brt.it/x');
    await user.click(screen.getByRole('button', { name: 'Cambia stato' }));
    expect(screen.getByRole('textbox', { name: 'Corriere' })).toHaveAccessibleDescription('Indica il corriere');
    expect(screen.getByRole('textbox', { name: 'Codice di spedizione' })).toHaveAccessibleDescription('Indica il codice di spedizione');
    expect(screen.getByRole('textbox', { name: 'Link di tracciamento (facoltativo)' })).toHaveAccessibleDescription(
      /L’indirizzo https:\/\/ della spedizione.*Il link deve iniziare con https:\/\//,
    );
    expect(api.callsTo(MOVE)).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Corriere' }), 'BRT');
    await user.type(screen.getByRole('textbox', { name: 'Codice di spedizione' }), 'BRT123');
    const link = screen.getByRole('textbox', { name: 'Link di tracciamento (facoltativo)' });
    await user.clear(link);
    await user.type(link, 'https://vas.brt.it/x?n=BRT123');
    await user.click(screen.getByRole('button', { name: 'Cambia stato' }));
    expect(api.callsTo(MOVE)[0]?.data).toEqual({
      status: 'spedito',
      carrier: 'BRT',
      tracking_code: 'BRT123',
      tracking_url: 'https://vas.brt.it/x?n=BRT123',
    });
    expect(await screen.findByText(/Stato aggiornato: Spedito/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Spedizione' })).toHaveTextContent('BRT BRT123');
    expect(
      within(screen.getByRole('form', { name: 'Cambia stato' }))
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Consegnato']);
  });

  it('asks before cancelling, and shows the server’s refusal', async () => {
    api = installConsoleApi({
      [ORDER]: { status: 200, data: detail() },
      [MOVE]: { status: 409, data: { error: "L'ordine è già stato spedito: non può più essere annullato" } },
    });
    const { user } = renderOrders('/iniziative/demo/ordini/DEMO-2026-000001');
    await user.click(await screen.findByRole('radio', { name: 'Annullato' }));
    await user.type(screen.getByRole('textbox', { name: 'Motivo (facoltativo)' }), 'Fuori produzione');
    await user.click(screen.getByRole('button', { name: 'Cambia stato' }));
    const dialog = screen.getByRole('dialog', { name: 'Annullare l’ordine DEMO-2026-000001?' });
    expect(dialog).toHaveTextContent('I 2.400 punti tornano al cliente');
    expect(api.callsTo(MOVE)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Annulla l’ordine' }));
    expect(api.callsTo(MOVE)[0]?.data).toEqual({ status: 'annullato', reason: 'Fuori produzione' });
    expect(await screen.findByRole('alert')).toHaveTextContent("L'ordine è già stato spedito: non può più essere annullato");
  });

  it('says when the tenant has no such order', async () => {
    api = installConsoleApi({});
    renderOrders('/iniziative/demo/ordini/DEMO-2026-000001');
    expect(await screen.findByRole('heading', { name: 'Ordine non trovato' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Torna agli ordini/ })).toHaveAttribute('href', '/iniziative/demo/ordini');
  });
});
