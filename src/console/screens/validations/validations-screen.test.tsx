import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Validation } from '../../../shared/types/generated/api/staff-validations.js';
import { installConsoleApi } from '../../test/console-api.js';
import { renderArea } from '../../test/render-area.js';
import ValidationsScreen from './validations-screen.js';

let api: ReturnType<typeof installConsoleApi> | undefined;
afterEach(() => api?.restore());
beforeEach(() => {
  // jsdom has no object URLs: the receipt is shown from one.
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:scontrino'), revokeObjectURL: vi.fn() });
});

const LIST = 'GET /console/tenants/demo/validations';
const ONE = 'GET /console/tenants/demo/validations/7';
const FILE = 'GET /console/tenants/demo/validations/7/receipt';
const APPROVE = 'POST /console/tenants/demo/validations/7/approve';
const REJECT = 'POST /console/tenants/demo/validations/7/reject';

function validation(overrides: Partial<Validation> = {}): Validation {
  return {
    id: 7,
    customer: { username: 'DEMO0001', firstname: 'Marco', lastname: 'Bianchi', company: 'Ferramenta Bianchi', email: 'marco@example.it' },
    status: 'pending',
    receiptDate: '2026-01-20',
    receiptTime: '18:45',
    amount: 12.5,
    originalName: 'scontrino.jpg',
    mime: 'image/jpeg',
    size: 1234,
    createdAt: '2026-01-21T09:00:00.000Z',
    reviewedAt: null,
    reviewedBy: null,
    reason: null,
    ...overrides,
  };
}

function renderValidations(path: string) {
  return renderArea('convalide', <ValidationsScreen alias="demo" />, path);
}

describe('Convalide', () => {
  it('lists the queue with customer, receipt date and time, amount, and opens a receipt shown inline', async () => {
    api = installConsoleApi({
      [LIST]: { status: 200, data: { items: [validation()], total: 1, page: 1, pageSize: 20, pending: 1 } },
      [ONE]: { status: 200, data: validation() },
      [FILE]: { status: 200, data: new Blob(['jpeg']) },
    });
    const { user } = renderValidations('/iniziative/demo/convalide');
    const table = await screen.findByRole('table', { name: 'Convalide: da verificare' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('20/01/2026 alle 18:45');
    expect(row).toHaveTextContent('12,50');
    expect(screen.getByRole('link', { name: 'Da verificare (1)' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(row).getByRole('link', { name: 'Marco Bianchi (DEMO0001)' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Convalida n. 7' })).toBeInTheDocument();
    const receipt = await screen.findByRole('img', { name: 'Scontrino di Marco Bianchi (DEMO0001) del 20/01/2026 alle 18:45' });
    expect(receipt).toHaveAttribute('src', 'blob:scontrino');
    expect(api.callsTo(FILE)).toHaveLength(1);
  });

  it('shows a PDF receipt in a frame', async () => {
    api = installConsoleApi({
      [ONE]: { status: 200, data: validation({ mime: 'application/pdf', originalName: 'fattura.pdf' }) },
      [FILE]: { status: 200, data: new Blob(['%PDF-']) },
    });
    renderValidations('/iniziative/demo/convalide/7');
    const frame = await screen.findByTitle('Scontrino di Marco Bianchi (DEMO0001) del 20/01/2026 alle 18:45');
    expect(frame.tagName).toBe('IFRAME');
    expect(screen.getByRole('link', { name: 'Apri lo scontrino in una nuova scheda' })).toHaveAttribute('href', 'blob:scontrino');
  });

  it('approves: the state shows at once and the buttons go', async () => {
    api = installConsoleApi({
      [ONE]: { status: 200, data: validation() },
      [FILE]: { status: 200, data: new Blob(['jpeg']) },
      [APPROVE]: {
        status: 200,
        data: validation({ status: 'approved', reviewedAt: '2026-01-22T10:00:00.000Z', reviewedBy: 'support@premia.example' }),
      },
    });
    const { user } = renderValidations('/iniziative/demo/convalide/7');
    await user.click(await screen.findByRole('button', { name: 'Approva' }));
    expect(await screen.findByText('Approvata')).toBeInTheDocument();
    expect(screen.getByText(/da support@premia\.example/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approva' })).not.toBeInTheDocument();
    expect(api.callsTo(APPROVE)).toHaveLength(1);
  });

  it('rejects only with a reason, said under the field, and sends it trimmed', async () => {
    api = installConsoleApi({
      [ONE]: { status: 200, data: validation() },
      [FILE]: { status: 200, data: new Blob(['jpeg']) },
      [REJECT]: ({ data }) => ({ status: 200, data: validation({ status: 'rejected', reason: (data as { reason: string }).reason }) }),
    });
    const { user } = renderValidations('/iniziative/demo/convalide/7');
    await user.click(await screen.findByRole('button', { name: 'Rifiuta' }));
    const reason = screen.getByRole('textbox', { name: 'Motivo del rifiuto' });
    expect(reason).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Conferma il rifiuto' }));
    expect(reason).toHaveAccessibleDescription(/Scrivi il motivo del rifiuto: il cliente lo leggerà nella notifica/);
    expect(reason).toHaveFocus();
    expect(api.callsTo(REJECT)).toHaveLength(0);

    await user.type(reason, '  Scontrino illeggibile ');
    await user.click(screen.getByRole('button', { name: 'Conferma il rifiuto' }));
    expect(await screen.findByText('Rifiutata')).toBeInTheDocument();
    expect(api.callsTo(REJECT)[0]!.data).toEqual({ reason: 'Scontrino illeggibile' });
    expect(screen.getByText('Scontrino illeggibile')).toBeInTheDocument();
  });

  it('says when a colleague decided first, above the buttons', async () => {
    api = installConsoleApi({
      [ONE]: { status: 200, data: validation() },
      [FILE]: { status: 200, data: new Blob(['jpeg']) },
      [APPROVE]: { status: 409, data: { error: 'Questa convalida è già stata decisa: ricarica la pagina per vedere l’esito' } },
    });
    const { user } = renderValidations('/iniziative/demo/convalide/7');
    await user.click(await screen.findByRole('button', { name: 'Approva' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Questa convalida è già stata decisa');
  });

  it('has an empty queue state and an error state', async () => {
    api = installConsoleApi({ [LIST]: { status: 200, data: { items: [], total: 0, page: 1, pageSize: 20, pending: 0 } } });
    renderValidations('/iniziative/demo/convalide');
    expect(await screen.findByRole('heading', { name: 'Nessuno scontrino da verificare' })).toBeInTheDocument();
    api.restore();
    api = installConsoleApi({ [ONE]: { status: 500, data: { error: 'Errore interno del server' } } });
    renderValidations('/iniziative/demo/convalide/7');
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossibile caricare la convalida');
  });
});
