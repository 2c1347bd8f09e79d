import type { CustomerDetail } from '../../../shared/types/generated/api/staff-customers.js';
import { renderArea } from '../../test/render-area.js';
import CustomersScreen from './customers-screen.js';

/** Test data and rendering for the Clienti area (not a test file itself). */

export { installConsoleApi } from '../../test/console-api.js';

export { currentPath } from '../../test/render-area.js';

/** The Clienti area of tenant demo at `path`, with a fresh query cache (no retries). */
export function renderCustomers(path: string) {
  return renderArea('clienti', <CustomersScreen alias="demo" />, path);
}

export function customerDetail(overrides: Partial<CustomerDetail> = {}): CustomerDetail {
  return {
    profile: {
      username: 'DEMO0001',
      type: 'customer',
      firstname: 'Marco',
      lastname: 'Bianchi',
      email: 'marco@example.it',
      company: 'Ferramenta Bianchi',
      vatcode: null,
      phone: null,
      address1: 'Via Garibaldi',
      address2: '12',
      zipcode: '20121',
      city: 'Milano',
      district: 'MI',
      region: null,
      country: 'IT',
      dateOfBirth: null,
      consents: [
        {
          purpose: 'privacy',
          label: 'Trattamento dei dati per il programma',
          given: true,
          version: '2025-01',
          recordedAt: '2025-01-10T09:00:00.000Z',
        },
        {
          purpose: 'marketing',
          label: 'Comunicazioni commerciali',
          given: false,
          version: '2025-01',
          recordedAt: '2025-01-10T09:00:00.000Z',
        },
      ],
      acceptsRules: true,
      prizeToValidate: false,
      extra: { shop_code: 'NEG-42' },
      extraFields: [{ name: 'shop_code', label: 'Codice negozio', value: 'NEG-42', tickBox: false }],
      createdAt: '2025-01-10T09:00:00.000Z',
      updatedAt: '2025-01-10T09:00:00.000Z',
      activatedAt: '2025-01-11T09:00:00.000Z',
      hasPassword: true,
      registrationCompleted: true,
    },
    active: true,
    pointsEnabled: true,
    balance: 25_000,
    ledger: [{ id: 1, date: '2025-01-15T08:00:00.000Z', delta: 25_000, kind: 'credit', reason: 'Saldo iniziale', orderNumber: null }],
    ledgerTotal: 1,
    orders: [],
    sessions: [],
    ...overrides,
  };
}
