import { screen, within } from '@testing-library/react';
import type { ClosingReport } from '../../../shared/types/generated/api/staff-reports.js';
import { currentPath, renderArea } from '../../test/render-area.js';
import { installConsoleApi } from '../../test/console-api.js';
import ClosingReportScreen from './closing-report-screen.js';

const URL_ = 'GET /console/tenants/demo/closing-report';

function report(from: string, to: string): ClosingReport {
  return {
    tenant: { alias: 'demo', name: 'Premia Club', company: 'Premia S.r.l.' },
    period: { from, to, timeZone: 'Europe/Rome' },
    points: { opening: 1000, issued: 52000, withdrawn: 200, spent: 4100, expired: 1200, outstanding: 47500 },
    prizes: {
      requested: { orders: 3, prizes: 6 },
      delivered: { orders: 1, prizes: 1, late: 1 },
      cancelled: { orders: 1, prizes: 1 },
      outstanding: { orders: 2, prizes: 5, overdue: 0, valueCents: 12750, uncosted: 2 },
    },
    deposit: { rate: 0.2, cents: 2550 },
    deliveries: [
      {
        orderNumber: 'DEMO-2031-000001',
        requestedAt: '2031-01-05T10:00:00.000Z',
        dueDate: '2031-03-04',
        deliveredOn: '2031-03-20',
        prizes: 1,
        late: true,
      },
    ],
    generatedAt: '2031-05-02T09:00:00.000Z',
  };
}

describe('closing report screen', () => {
  let api: ReturnType<typeof installConsoleApi>;
  afterEach(() => api.restore());

  it('shows the figures of the period in the address, the deliveries and a note on prizes without a cost', async () => {
    api = installConsoleApi({ [URL_]: (c) => ({ status: 200, data: report(String(c.params!.from), String(c.params!.to)) }) });
    renderArea('rendiconto', <ClosingReportScreen alias="demo" />, '/iniziative/demo/rendiconto?dal=2031-03-01&al=2031-03-31');
    const list = await screen.findByLabelText('Cifre del rendiconto');
    expect(within(list).getByText('Punti scaduti').nextSibling).toHaveTextContent('1.200');
    expect(within(list).getByText('Cauzione DPR 430/2001 (20% del valore)').nextSibling).toHaveTextContent('25,50 €');
    expect(screen.getByRole('heading', { name: 'Premia Club: dal 01/03/2031 al 31/03/2031' })).toBeInTheDocument();
    expect(screen.getByText(/2 premi da consegnare non hanno un costo dichiarato/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Consegne del periodo (1)' });
    expect(within(table).getByRole('row', { name: /DEMO-2031-000001/ })).toHaveTextContent('In ritardo');
    expect(api.callsTo(URL_)[0]?.params).toEqual({ from: '2031-03-01', to: '2031-03-31' });
  });

  it('refuses a period that ends before it starts beside the picker, and applies a good one to the address', async () => {
    api = installConsoleApi({ [URL_]: (c) => ({ status: 200, data: report(String(c.params!.from), String(c.params!.to)) }) });
    const { user } = renderArea(
      'rendiconto',
      <ClosingReportScreen alias="demo" />,
      '/iniziative/demo/rendiconto?dal=2031-03-01&al=2031-03-31',
    );
    await screen.findByLabelText('Cifre del rendiconto');
    const from = screen.getByLabelText('Dal');
    await user.clear(from);
    await user.type(from, '2031-04-15');
    await user.click(screen.getByRole('button', { name: 'Mostra' }));
    expect(screen.getByText('La data di inizio è dopo quella di fine')).toBeInTheDocument();
    await user.clear(from);
    await user.type(from, '2031-02-01');
    await user.click(screen.getByRole('button', { name: 'Mostra' }));
    await screen.findByRole('heading', { name: 'Premia Club: dal 01/02/2031 al 31/03/2031' });
    expect(currentPath()).toBe('/iniziative/demo/rendiconto?dal=2031-02-01&al=2031-03-31');
  });

  it('downloads the CSV and the PDF of the period shown', async () => {
    api = installConsoleApi({
      [URL_]: (c) => ({ status: 200, data: report(String(c.params!.from), String(c.params!.to)) }),
      'GET /console/tenants/demo/closing-report.csv': { status: 200, data: new Blob(['x']) },
      'GET /console/tenants/demo/closing-report.pdf': { status: 200, data: new Blob(['%PDF-']) },
    });
    const createObjectURL = vi.fn(() => 'blob:rendiconto');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const { user } = renderArea(
      'rendiconto',
      <ClosingReportScreen alias="demo" />,
      '/iniziative/demo/rendiconto?dal=2031-03-01&al=2031-03-31',
    );
    await user.click(await screen.findByRole('button', { name: 'Scarica CSV' }));
    await user.click(screen.getByRole('button', { name: 'Scarica PDF' }));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(2));
    for (const format of ['csv', 'pdf'])
      expect(api.callsTo(`GET /console/tenants/demo/closing-report.${format}`)[0]?.params).toEqual({
        from: '2031-03-01',
        to: '2031-03-31',
      });
  });
});
