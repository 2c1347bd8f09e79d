import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentPath, customerDetail, installConsoleApi, renderCustomers } from './test-support.js';

let api: ReturnType<typeof installConsoleApi> | undefined;
afterEach(() => api?.restore());

const BASE = '/console/tenants/demo/customers/DEMO0001';
const HISTORY = [
  {
    purpose: 'marketing',
    label: 'Comunicazioni commerciali',
    given: true,
    version: '2025-01',
    text: 'Acconsento',
    textHash: 'ab',
    channel: 'signup',
    recordedAt: '2025-01-10T09:00:00.000Z',
  },
  {
    purpose: 'marketing',
    label: 'Comunicazioni commerciali',
    given: false,
    version: '2025-01',
    text: 'Acconsento',
    textHash: 'ab',
    channel: 'profile',
    recordedAt: '2025-02-10T09:00:00.000Z',
  },
];

const panel = () => screen.findByRole('region', { name: 'Dati personali' });

describe('Clienti: personal data', () => {
  it('shows the consent history with its channel and prepares the export', async () => {
    api = installConsoleApi({
      [`GET ${BASE}`]: { status: 200, data: customerDetail() },
      [`GET ${BASE}/privacy`]: { status: 200, data: { consents: HISTORY, exports: [], pendingOrders: [] } },
      [`POST ${BASE}/privacy/export`]: { status: 202, data: { id: '00000000-0000-0000-0000-000000000001' } },
    });
    const { user } = renderCustomers('/iniziative/demo/clienti/DEMO0001');
    const region = await panel();
    expect(await within(region).findByRole('cell', { name: 'Pagina personale' })).toBeInTheDocument();
    expect(within(region).getByText('Nessuna esportazione.')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Prepara l’esportazione' }));
    expect(api.callsTo(`POST ${BASE}/privacy/export`)).toHaveLength(1);
  });

  it('erases with a reason and goes back to the list; pending orders refuse it with their numbers', async () => {
    api = installConsoleApi({
      [`GET ${BASE}`]: { status: 200, data: customerDetail() },
      [`GET ${BASE}/privacy`]: { status: 200, data: { consents: HISTORY, exports: [], pendingOrders: [] } },
      [`POST ${BASE}/privacy/erase`]: { status: 200, data: { ok: true } },
      'GET /console/tenants/demo/customers': { status: 200, data: { items: [], total: 0, page: 1, pageSize: 20 } },
    });
    const { user } = renderCustomers('/iniziative/demo/clienti/DEMO0001');
    const region = await panel();
    await user.click(await within(region).findByRole('button', { name: 'Cancella i dati del cliente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancellare i dati di DEMO0001?' });
    const confirm = within(dialog).getByRole('button', { name: 'Cancella definitivamente' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Motivo/), 'Richiesta telefonica');
    await user.click(confirm);
    expect(api.callsTo(`POST ${BASE}/privacy/erase`)[0]!.data).toEqual({ reason: 'Richiesta telefonica' });
    await screen.findByRole('heading', { name: 'Nessun cliente' });
    expect(currentPath()).toBe('/iniziative/demo/clienti');
  });

  it('says which orders block the erasure', async () => {
    api = installConsoleApi({
      [`GET ${BASE}`]: { status: 200, data: customerDetail() },
      [`GET ${BASE}/privacy`]: { status: 200, data: { consents: [], exports: [], pendingOrders: ['DEMO-2026-000101'] } },
    });
    renderCustomers('/iniziative/demo/clienti/DEMO0001');
    const region = await panel();
    expect(await within(region).findByText(/DEMO-2026-000101/)).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Cancella i dati del cliente' })).toBeNull();
  });
});
