import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { customerDetail, installConsoleApi, renderCustomers } from './test-support.js';

let api: ReturnType<typeof installConsoleApi> | undefined;
afterEach(() => api?.restore());

const BASE = '/console/tenants/demo/customers/DEMO0001';
const HASH_1 = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';
const HASH_2 = '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';

function open(acceptances: unknown) {
  api = installConsoleApi({
    [`GET ${BASE}`]: { status: 200, data: customerDetail() },
    [`GET ${BASE}/privacy`]: { status: 200, data: { consents: [], exports: [], pendingOrders: [] } },
    [`GET ${BASE}/regolamento`]: { status: 200, data: acceptances },
  });
  renderCustomers('/iniziative/demo/clienti/DEMO0001');
  return screen.findByRole('region', { name: 'Regolamento accettato' });
}

describe('Clienti: the regolamento accepted', () => {
  it('lists each version accepted with when, where, the address and the document’s hash', async () => {
    const region = await open({
      currentVersion: 2,
      acceptances: [
        { version: 2, docHash: HASH_2, channel: 'portal', address: '203.0.113.7', acceptedAt: '2026-03-05T08:30:00.000Z', current: true },
        { version: 1, docHash: HASH_1, channel: 'signup', address: null, acceptedAt: '2026-01-10T09:00:00.000Z', current: false },
      ],
    });
    const rows = await within(region).findAllByRole('row');
    expect(rows.slice(1).map((r) => r.textContent)).toEqual([
      '2 (in vigore)5 marzo 2026 alle ore 09:30Pagina di accettazione del portale203.0.113.70123456789ab',
      '110 gennaio 2026 alle ore 10:00Registrazione—a1b2c3d4e5f6',
    ]);
    expect(within(region).getByText('0123456789ab')).toHaveAttribute('title', HASH_2);
    expect(within(region).queryByText(/Non ha ancora accettato/)).toBeNull();
  });

  it('says when the customer has accepted nothing, and that the version in force waits for them', async () => {
    const region = await open({ currentVersion: 1, acceptances: [] });
    expect(await within(region).findByText('Non ha ancora accettato nessuna versione.')).toBeInTheDocument();
    expect(within(region).getByText(/Non ha ancora accettato la versione 1, in vigore/)).toBeInTheDocument();
  });

  it('shows a failed load inside the section, the rest of the page still there', async () => {
    api = installConsoleApi({
      [`GET ${BASE}`]: { status: 200, data: customerDetail() },
      [`GET ${BASE}/privacy`]: { status: 200, data: { consents: [], exports: [], pendingOrders: [] } },
      [`GET ${BASE}/regolamento`]: { status: 500, data: { error: 'Errore del server' } },
    });
    renderCustomers('/iniziative/demo/clienti/DEMO0001');
    const region = await screen.findByRole('region', { name: 'Regolamento accettato' });
    expect(await within(region).findByRole('alert')).toHaveTextContent('Impossibile caricare le accettazioni del regolamento');
    expect(screen.getByTestId('customer-balance')).toBeInTheDocument();
  });
});
