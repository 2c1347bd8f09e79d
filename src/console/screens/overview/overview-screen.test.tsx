import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { Dashboard, PointsWeek } from '../../../shared/types/generated/api/staff-dashboard.js';
import { GlobalStyle } from '../../../ui/global-style.js';
import { applyTestDefaults, createQueryClient } from '../../../ui/query-client.js';
import { consoleTheme } from '../../theme.js';
import { installConsoleApi, type ConsoleHandler } from '../../test/console-api.js';
import OverviewScreen from './overview-screen.js';

// jsdom has no canvas: uPlot is the one thing stood in for, and each chart it was asked to draw
// is kept so a test can tell that the figures reached it.
const drawn = vi.hoisted(() => [] as { series: (string | undefined)[]; data: number[][] }[]);
vi.mock('uplot', () => {
  class FakePlot {
    static paths = { bars: () => () => null };
    width: number;
    constructor(options: { width: number; series: { label?: string }[] }, data: number[][]) {
      this.width = options.width;
      drawn.push({ series: options.series.map((s) => s.label), data });
    }
    setSize() {}
    destroy() {}
  }
  return { default: FakePlot };
});

beforeAll(() => {
  // Nor has it ResizeObserver; the chart only needs to be able to subscribe.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

let api: ReturnType<typeof installConsoleApi> | undefined;
afterEach(() => {
  api?.restore();
  drawn.length = 0;
});

const DASHBOARD = 'GET /console/tenants/demo/dashboard';
const TENANTS = {
  status: 200,
  data: [
    {
      alias: 'demo',
      name: 'Premia Club',
      portalUrl: 'http://demo.localhost',
      hosts: ['demo.localhost'],
      timeZone: 'Europe/Rome',
      programme: { calendar: null, deliveryDays: 180 },
    },
  ],
};

function weeksOf(count: number, filled: Partial<Record<number, [number, number]>> = {}): PointsWeek[] {
  return Array.from({ length: count }, (_, i) => {
    const monday = new Date(Date.UTC(2026, 8, 7) + i * 7 * 86_400_000).toISOString().slice(0, 10);
    const [issued, spent] = filled[i] ?? [0, 0];
    return { week: monday, issued, spent };
  });
}

function dashboard(patch: Partial<Dashboard> = {}): Dashboard {
  return {
    customers: { provisioned: 1250, active: 980, pointsEnabled: 1100 },
    pointsByWeek: weeksOf(12, { 10: [25_000, 3_500], 11: [1_200, 9_800] }),
    ordersByStatus: [
      { status: 'ricevuto', count: 14 },
      { status: 'spedito', count: 9 },
      { status: 'annullato', count: 1 },
    ],
    topPrizes: [
      { productId: 7, name: 'Trapano avvitatore', quantity: 12, points: 114_000 },
      { productId: 3, name: 'Buono carburante', quantity: 5, points: 12_500 },
    ],
    orderDeadlines: { today: '2026-11-23', atRisk: [], overdue: [] },
    redemptionRate: 0.4253,
    requests: { open: 7, unanswered: 3 },
    generatedAt: '2026-11-23T09:30:00.000Z',
    ...patch,
  };
}

let where = '';
function Where() {
  const { search } = useLocation();
  where = search;
  return null;
}

function renderOverview(dashboardAnswer: ConsoleHandler, path = '/iniziative/demo') {
  api = installConsoleApi({ 'GET /console/tenants': TENANTS, [DASHBOARD]: dashboardAnswer });
  const queryClient = createQueryClient();
  applyTestDefaults(queryClient);
  render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={consoleTheme}>
          <GlobalStyle />
          <Where />
          <Routes>
            <Route path="/iniziative/:alias" element={<OverviewScreen alias="demo" />} />
          </Routes>
        </ThemeProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), api };
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('Panoramica: dashboard', () => {
  it('shows the headline figures in Italian format beside the portal addresses', async () => {
    renderOverview(() => ({ status: 200, data: dashboard() }));
    const figures = await screen.findByTestId('dashboard-figures');
    expect(within(figures).getByText('Clienti attivi').nextSibling).toHaveTextContent('980');
    expect(figures).toHaveTextContent('su 1.250 clienti caricati (78,4%)');
    expect(within(figures).getByText('Con punti abilitati').nextSibling).toHaveTextContent('1.100');
    expect(within(figures).getByText('Tasso di riscatto').nextSibling).toHaveTextContent('42,5%');
    expect(within(figures).getByText('Ordini').nextSibling).toHaveTextContent('24');
    expect(within(figures).getByText('Richieste senza risposta').nextSibling).toHaveTextContent('3');
    expect(figures).toHaveTextContent('su 7 richieste aperte');
    expect(screen.getByRole('link', { name: /demo\.localhost/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Dati aggiornati al 23 novembre 2026', { exact: false })).toBeInTheDocument();
  });

  it('draws points per week and gives the same figures as a table, with the totals in words', async () => {
    const { user } = renderOverview(() => ({ status: 200, data: dashboard() }));
    const figure = await screen.findByRole('figure', { name: 'Punti emessi e spesi per settimana' });
    expect(figure).toHaveTextContent('Nelle ultime 12 settimane: 26.200 punti emessi, 13.300 punti spesi.');
    // Under the chart, until the pointer picks another week: the current one.
    expect(figure).toHaveTextContent('Settimana in corso, dal 23 novembre 2026: 1.200 emessi, 9.800 spesi');

    await user.click(within(figure).getByText('Mostra i dati'));
    const rows = rowsOf(within(figure).getByRole('table', { name: 'Punti emessi e spesi per settimana' }));
    expect(rows).toHaveLength(12);
    expect(rows[10]).toHaveTextContent(/16 novembre 2026\s*25\.000\s*3\.500/);

    const points = drawn.find((chart) => chart.series.includes('Punti emessi'))!;
    expect(points.series).toEqual([undefined, 'Punti emessi', 'Punti spesi']);
    expect(points.data[1]!.slice(10)).toEqual([25_000, 1_200]);
  });

  it('lists orders per status with the Italian status names, and the prizes ordered most', async () => {
    const { user } = renderOverview(() => ({ status: 200, data: dashboard() }));
    const orders = await screen.findByRole('figure', { name: 'Ordini per stato' });
    expect(orders).toHaveTextContent('24 ordini in tutto: ricevuto 14, spedito 9, annullato 1.');
    await user.click(within(orders).getByText('Mostra i dati'));
    const statusRows = rowsOf(within(orders).getByRole('table', { name: 'Ordini per stato' }));
    expect(statusRows.map((row) => row.textContent)).toEqual(['Ricevuto14', 'Spedito9', 'Annullato1']);
    expect(drawn.find((chart) => chart.series.includes('Ordini'))!.data[1]).toEqual([14, 9, 1]);

    const prizes = screen.getByRole('table', { name: /Premi più ordinati/ });
    const [first, second] = rowsOf(prizes);
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('Trapano avvitatore');
    expect(first).toHaveTextContent(/1\s*Trapano avvitatore\s*12\s*114\.000/);
    expect(second).toHaveTextContent('Buono carburante');
  });

  it('counts the orders late and at risk per status, each a link to those orders in the list', async () => {
    const orderDeadlines = {
      today: '2026-11-23',
      atRisk: [
        { status: 'ricevuto', count: 4 },
        { status: 'spedito', count: 2 },
      ],
      overdue: [{ status: 'in_lavorazione', count: 3 }],
    };
    renderOverview(() => ({ status: 200, data: dashboard({ orderDeadlines }) }));
    const panel = await screen.findByRole('region', { name: 'Scadenze di consegna' });
    expect(panel).toHaveTextContent('al 23 novembre 2026');
    const late = within(panel).getByRole('group', { name: 'Ordini in ritardo' });
    expect(late).toHaveTextContent(/Ordini in ritardo\s*3/);
    expect(within(late).getByRole('link', { name: 'In lavorazione: 3' })).toHaveAttribute(
      'href',
      '/iniziative/demo/ordini?stato=in_lavorazione&scadenza=in-ritardo',
    );
    expect(within(late).getByRole('link', { name: 'Vedi tutti' })).toHaveAttribute('href', '/iniziative/demo/ordini?scadenza=in-ritardo');
    const risk = within(panel).getByRole('group', { name: 'Ordini a rischio' });
    expect(risk).toHaveTextContent(/Ordini a rischio\s*6/);
    expect(
      within(risk)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Ricevuto: 4', '/iniziative/demo/ordini?stato=ricevuto&scadenza=a-rischio'],
      ['Spedito: 2', '/iniziative/demo/ordini?stato=spedito&scadenza=a-rischio'],
      ['Vedi tutti', '/iniziative/demo/ordini?scadenza=a-rischio'],
    ]);
  });

  it('says when no order is late or at risk', async () => {
    renderOverview(() => ({ status: 200, data: dashboard() }));
    const panel = await screen.findByRole('region', { name: 'Scadenze di consegna' });
    expect(within(panel).getByRole('group', { name: 'Ordini in ritardo' })).toHaveTextContent('Nessun ordine oltre la data di consegna.');
    expect(within(panel).getByRole('group', { name: 'Ordini a rischio' })).toHaveTextContent(
      'Nessun ordine in scadenza nei prossimi 30 giorni.',
    );
    expect(within(panel).queryAllByRole('link')).toEqual([]);
  });

  it('asks for another period from the selector and keeps it in the address', async () => {
    const { user, api } = renderOverview(({ params }) => {
      const weeks = Number(params?.weeks);
      return { status: 200, data: dashboard({ pointsByWeek: weeksOf(weeks, { [weeks - 1]: [500, 0] }) }) };
    });
    const period = await screen.findByRole('combobox', { name: 'Periodo' });
    expect(api.callsTo(DASHBOARD)[0]?.params).toEqual({ weeks: 12 });

    await user.selectOptions(period, 'Ultime 26 settimane');
    const figure = screen.getByRole('figure', { name: 'Punti emessi e spesi per settimana' });
    await waitFor(() => expect(figure).toHaveTextContent('Nelle ultime 26 settimane: 500 punti emessi, 0 punti spesi.'));
    expect(api.callsTo(DASHBOARD).at(-1)?.params).toEqual({ weeks: 26 });
    expect(where).toBe('?settimane=26');
  });

  it('opens on the period of the address', async () => {
    const { api } = renderOverview(
      () => ({ status: 200, data: dashboard({ pointsByWeek: weeksOf(52) }) }),
      '/iniziative/demo?settimane=52',
    );
    expect(await screen.findByRole('combobox', { name: 'Periodo' })).toHaveDisplayValue('Ultimo anno (52 settimane)');
    expect(api.callsTo(DASHBOARD)[0]?.params).toEqual({ weeks: 52 });
    // No movement in the period: said in words, and no chart drawn for nothing.
    expect(screen.getByText('Nessun movimento di punti nelle ultime 52 settimane.')).toBeInTheDocument();
    expect(drawn.filter((chart) => chart.series.includes('Punti emessi'))).toEqual([]);
  });

  it('says in Italian when the figures cannot be loaded, and loads them again on "Riprova"', async () => {
    let fail = true;
    const { user } = renderOverview(() =>
      fail ? { status: 500, data: { error: 'Errore interno del server' } } : { status: 200, data: dashboard() },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Impossibile caricare i dati dell’iniziativa');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByTestId('dashboard-figures')).toHaveTextContent('980');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when the tenant has no data yet', async () => {
    renderOverview(() => ({
      status: 200,
      data: dashboard({
        customers: { provisioned: 0, active: 0, pointsEnabled: 0 },
        pointsByWeek: weeksOf(12),
        ordersByStatus: [],
        topPrizes: [],
        redemptionRate: 0,
      }),
    }));
    expect(await screen.findByRole('heading', { name: 'Ancora nessun dato' })).toBeInTheDocument();
    expect(screen.queryByTestId('chart')).not.toBeInTheDocument();
    // The portal's addresses stay.
    expect(screen.getByRole('heading', { name: 'Indirizzi del portale' })).toBeInTheDocument();
  });

  it('says which parts are still empty when customers have points but nothing was ordered', async () => {
    renderOverview(() => ({ status: 200, data: dashboard({ ordersByStatus: [], topPrizes: [], redemptionRate: 0 }) }));
    expect(await screen.findByText('Nessun ordine finora.')).toBeInTheDocument();
    expect(screen.getByText('Nessun premio ordinato finora.')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Punti emessi e spesi per settimana' })).toBeInTheDocument();
  });
});
