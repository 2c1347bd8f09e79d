import type { StaffOrderDetail, StaffOrderSummary } from '../../../shared/types/generated/api/staff-orders.js';
import { renderArea } from '../../test/render-area.js';
import OrdersScreen from './orders-screen.js';

/** Test data and rendering for the Ordini area (not a test file itself). */

export { installConsoleApi } from '../../test/console-api.js';

export { currentPath } from '../../test/render-area.js';

/** The Ordini area of tenant demo at `path`, with a fresh query cache (no retries). */
export function renderOrders(path: string) {
  return renderArea('ordini', <OrdersScreen alias="demo" />, path);
}

export function summary(n: number, overrides: Partial<StaffOrderSummary> = {}): StaffOrderSummary {
  return {
    order_number: `DEMO-2026-${String(n).padStart(6, '0')}`,
    date: '2026-11-20T09:30:00.000Z',
    due_date: '2027-05-19',
    overdue: false,
    status: 'ricevuto',
    status_label: 'Ricevuto',
    points: 2400,
    customer: { username: 'DEMO0001', firstname: 'Marco', lastname: 'Bianchi', company: 'Ferramenta Bianchi', email: 'marco@example.it' },
    lines: [{ code: 'P-100', name: 'Bollitore elettrico', quantity: 1, points: 2400 }],
    tracking: null,
    ...overrides,
  };
}

export function detail(overrides: Partial<StaffOrderDetail> = {}): StaffOrderDetail {
  return {
    ...summary(1),
    shipping: {
      firstname: 'Anna',
      lastname: 'Ferri',
      address: 'Corso Vittorio Emanuele II',
      address_number: '45',
      zipcode: '10123',
      city: 'Torino',
      district: 'TO',
      phone: '011 456 7890',
      notes: 'Aperto 8–19',
    },
    history: [],
    next_statuses: ['in_lavorazione', 'spedito', 'annullato'],
    ...overrides,
  };
}
