import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { staffAudit, type AuditItem } from '../../../shared/types/generated/api/staff-audit.js';
import { applyTestDefaults } from '../../../ui/query-client.js';
import { kitWrapper } from '../../../ui/test/render-kit.js';
import { call } from '../../api/client.js';
import AuditScreen from './audit-screen.js';

// The console's client is the boundary: each test says what the API answers and reads what was asked.
vi.mock('../../api/client.js', () => ({ call: vi.fn() }));
const callMock = vi.mocked(call);

function entry(id: number, patch: Partial<AuditItem> = {}): AuditItem {
  return {
    id,
    at: '2026-11-20T09:30:00.000Z',
    actor: 'operator@premia.example',
    role: 'operator',
    tenant: 'demo',
    action: 'tenant.override',
    label: 'Impostazione modificata',
    description: 'Impostazione «Lista dei desideri» cambiata da Disattivato a Attivo',
    target: 'features.wishlist',
    before: false,
    after: true,
    address: '127.0.0.1',
    ...patch,
  };
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.search}</output>;
}

function renderScreen(path = '/registro') {
  const client = new QueryClient();
  applyTestDefaults(client);
  const Kit = kitWrapper(path);
  return render(
    <QueryClientProvider client={client}>
      <Kit>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <AuditScreen alias="demo" />
                <Where />
              </>
            }
          />
        </Routes>
      </Kit>
    </QueryClientProvider>,
  );
}

const listCalls = () => callMock.mock.calls.filter(([operation]) => operation === staffAudit.listAudit);

beforeEach(() => callMock.mockReset());

describe('Registro attività', () => {
  it('shows each entry as the server words it: the action in Italian and the sentence, never the raw values', async () => {
    callMock.mockResolvedValue({
      items: [
        entry(3, {
          action: 'staff.signin',
          label: 'Accesso alla console',
          description: 'Accesso alla console di operator@premia.example',
          tenant: null,
          target: 'operator@premia.example',
          before: undefined,
          after: undefined,
        }),
        entry(2, {
          action: 'customer.points',
          label: 'Punti rettificati',
          description: 'Punti del cliente U123 rettificati di +1.000: saldo da 30.744 a 31.744 punti; motivo «Rettifica»',
          target: 'U123',
          before: { balance: 30744 },
          after: { balance: 31744, delta: 1000, reason: 'Rettifica' },
        }),
        entry(1, { role: 'support', actor: 'support@premia.example' }),
      ],
      nextBefore: null,
    });
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Attività registrate, dalla più recente' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Accesso alla console');
    expect(rows[0]).toHaveTextContent('senza iniziativa');
    expect(rows[1]).toHaveTextContent('Punti rettificati');
    expect(rows[1]).toHaveTextContent('Punti del cliente U123 rettificati di +1.000: saldo da 30.744 a 31.744 punti; motivo «Rettifica»');
    expect(table).not.toHaveTextContent(/balance|\{/);
    expect(rows[2]).toHaveTextContent('Impostazione «Lista dei desideri» cambiata da Disattivato a Attivo');
    expect(rows[2]).toHaveTextContent('support@premia.example');
    expect(rows[2]).toHaveTextContent('assistenza');
    expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('20/11/2026');
    expect(listCalls()[0]![1]).toEqual({ query: { tenant: 'demo', limit: 50 } });
  });

  it('sends the filters of the address, and puts applied filters in the address', async () => {
    callMock.mockResolvedValue({ items: [entry(1)], nextBefore: null });
    renderScreen('/registro?azione=customer.points&utente=a%40b.it&dal=2026-11-01&al=2026-11-02');
    await screen.findByRole('table');
    const { query } = listCalls()[0]![1] as { query: Record<string, unknown> };
    expect(query).toMatchObject({ tenant: 'demo', action: 'customer.points', actor: 'a@b.it', limit: 50 });
    // Local days as instants: the day the staff member picked, wherever they are.
    expect(query.since).toBe(new Date(2026, 10, 1, 0, 0, 0, 0).toISOString());
    expect(query.until).toBe(new Date(2026, 10, 2, 23, 59, 59, 999).toISOString());
    expect(screen.getByLabelText('Azione')).toHaveValue('customer.points');

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Azione'), 'Accesso alla console');
    await user.clear(screen.getByLabelText('Email di chi ha agito'));
    await user.type(screen.getByLabelText('Email di chi ha agito'), 'support@premia.example');
    await user.click(screen.getByRole('button', { name: 'Applica filtri' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('azione=staff.signin'));
    expect(screen.getByTestId('where')).toHaveTextContent('utente=support%40premia.example');
    await waitFor(() =>
      expect(listCalls().at(-1)![1]).toMatchObject({ query: { tenant: 'demo', action: 'staff.signin', actor: 'support@premia.example' } }),
    );
  });

  it('asks for the next page with nextBefore on "Carica altri" and adds its rows', async () => {
    callMock
      .mockResolvedValueOnce({ items: [entry(60), entry(59)], nextBefore: 59 })
      .mockResolvedValueOnce({ items: [entry(58, { action: 'customer.state', label: 'Stato cliente' })], nextBefore: null });
    renderScreen();
    await screen.findByRole('table');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Carica altri' }));
    // The select of the filters names the action too: look in the table.
    await within(screen.getByRole('table')).findByText('Stato cliente');
    expect(listCalls()[1]![1]).toEqual({ query: { tenant: 'demo', before: 59, limit: 50 } });
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Carica altri' })).not.toBeInTheDocument();
  });

  it('keeps the rows loaded when the next page fails, says so beside them, and tries again', async () => {
    callMock
      .mockResolvedValueOnce({ items: [entry(60), entry(59)], nextBefore: 59 })
      .mockRejectedValueOnce(new Error('Servizio non disponibile'))
      .mockResolvedValueOnce({ items: [entry(58)], nextBefore: null });
    renderScreen();
    await screen.findByRole('table');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Carica altri' }));
    await screen.findByText('Impossibile caricare altre voci: Servizio non disponibile');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('heading', { name: 'Impossibile caricare il registro' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Carica altri' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4));
    expect(screen.queryByText(/Impossibile caricare altre voci/)).not.toBeInTheDocument();
  });

  it('with "le mie azioni" asks without tenant and keeps only this tenant and entries on none', async () => {
    callMock.mockResolvedValue({
      items: [
        entry(5, { action: 'staff.signin', label: 'Accesso alla console', tenant: null }),
        entry(4, { tenant: 'aurora', action: 'customer.state', label: 'Stato cliente' }),
        entry(3),
      ],
      nextBefore: null,
    });
    renderScreen('/registro?personali=1');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(table).not.toHaveTextContent('Stato cliente');
    expect(listCalls()[0]![1]).toEqual({ query: { limit: 200 } });
  });

  it('says when there is nothing, and when the server fails', async () => {
    callMock.mockResolvedValueOnce({ items: [], nextBefore: null });
    const { unmount } = renderScreen();
    expect(await screen.findByRole('heading', { name: 'Nessuna attività' })).toBeInTheDocument();
    unmount();
    callMock.mockRejectedValueOnce(new Error('La data di inizio è successiva a quella di fine'));
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent('La data di inizio è successiva a quella di fine');
  });
});
