import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerDetail } from '../../../shared/types/generated/api/staff-customers.js';
import { currentPath, customerDetail, installConsoleApi, renderCustomers } from './test-support.js';

let api: ReturnType<typeof installConsoleApi> | undefined;
afterEach(() => api?.restore());

const DETAIL = 'GET /console/tenants/demo/customers/DEMO0001';
const ADJUST = 'POST /console/tenants/demo/customers/DEMO0001/points';

describe('Clienti: list', () => {
  it('searches by the words typed, keeps them in the URL and lists the customers with their points', async () => {
    api = installConsoleApi({
      'GET /console/tenants/demo/customers': ({ params }) =>
        params?.q === 'bianchi'
          ? {
              status: 200,
              data: {
                items: [
                  {
                    username: 'DEMO0001',
                    firstname: 'Marco',
                    lastname: 'Bianchi',
                    company: 'Ferramenta Bianchi',
                    email: 'marco@example.it',
                    active: true,
                    pointsEnabled: true,
                    balance: 25_000,
                  },
                ],
                total: 1,
                page: 1,
                pageSize: 20,
              },
            }
          : { status: 200, data: { items: [], total: 0, page: 1, pageSize: 20 } },
    });
    const { user } = renderCustomers('/iniziative/demo/clienti');
    expect(await screen.findByRole('heading', { name: 'Nessun cliente' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Cerca un cliente' }), 'bianchi');
    await user.click(screen.getByRole('button', { name: 'Cerca' }));

    const table = await screen.findByRole('table', { name: 'Clienti trovati per «bianchi»' });
    expect(currentPath()).toBe('/iniziative/demo/clienti?q=bianchi');
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Marco Bianchi');
    expect(row).toHaveTextContent('Ferramenta Bianchi');
    expect(row).toHaveTextContent('Attivo');
    expect(row).toHaveTextContent('25.000');
    expect(api.callsTo('GET /console/tenants/demo/customers').at(-1)?.params).toEqual({ q: 'bianchi', page: 1 });

    api.restore();
    api = installConsoleApi({ [DETAIL]: { status: 200, data: customerDetail() } });
    await user.click(within(row).getByRole('link', { name: 'DEMO0001' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'DEMO0001 – Marco Bianchi' })).toBeInTheDocument();
    expect(currentPath()).toBe('/iniziative/demo/clienti/DEMO0001');
    // The way back returns to the same results.
    expect(screen.getByRole('link', { name: /Torna ai clienti/ })).toHaveAttribute('href', '/iniziative/demo/clienti?q=bianchi');
  });

  it('downloads every customer as CSV through the console client', async () => {
    const one = {
      username: 'DEMO0001',
      firstname: 'Marco',
      lastname: 'Bianchi',
      company: '',
      email: '',
      active: true,
      pointsEnabled: true,
      balance: 0,
    };
    api = installConsoleApi({
      'GET /console/tenants/demo/customers': { status: 200, data: { items: [one], total: 1, page: 1, pageSize: 20 } },
      'GET /console/tenants/demo/customers/export.csv': { status: 200, data: new Blob(['x']) },
    });
    const createObjectURL = vi.fn(() => 'blob:clienti');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const { user } = renderCustomers('/iniziative/demo/clienti');
    await user.click(await screen.findByRole('button', { name: 'Esporta tutti (CSV)' }));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(api.callsTo('GET /console/tenants/demo/customers/export.csv')).toHaveLength(1);
  });

  it('says when the search fails', async () => {
    api = installConsoleApi({ 'GET /console/tenants/demo/customers': { status: 403, data: { error: 'Non autorizzato' } } });
    renderCustomers('/iniziative/demo/clienti?q=x');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Impossibile cercare i clienti');
    expect(alert).toHaveTextContent('Non autorizzato');
  });
});

describe('Clienti: points adjustment', () => {
  it('explains in Italian, beside each field, what is missing, and sends nothing', async () => {
    api = installConsoleApi({ [DETAIL]: { status: 200, data: customerDetail() } });
    const { user } = renderCustomers('/iniziative/demo/clienti/DEMO0001');
    await screen.findByTestId('customer-balance');

    await user.click(screen.getByRole('button', { name: 'Accredita punti' }));
    const amount = screen.getByRole('textbox', { name: 'Punti' });
    expect(amount).toHaveAccessibleDescription('Indica quanti punti');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Motivo' })).toHaveAccessibleDescription(
      'Il cliente lo legge nel dettaglio punti Indica il motivo: il cliente lo legge nel dettaglio punti',
    );

    await user.type(amount, '1.500');
    await user.type(screen.getByRole('textbox', { name: 'Motivo' }), 'ok');
    await user.click(screen.getByRole('button', { name: 'Accredita punti' }));
    expect(amount).toHaveAccessibleDescription('Scrivi un numero intero di punti, senza punti né virgole');
    expect(screen.getByRole('textbox', { name: 'Motivo' })).toHaveAccessibleDescription(/Il motivo deve avere almeno 3 caratteri/);
    expect(api.callsTo(ADJUST)).toHaveLength(0);
  });

  it("shows the server's refusal of a debit below zero next to the form", async () => {
    const message = 'Saldo insufficiente: il cliente ha 25.000 punti e il saldo non può scendere sotto zero';
    api = installConsoleApi({
      [DETAIL]: { status: 200, data: customerDetail() },
      [ADJUST]: { status: 409, data: { error: message } },
    });
    const { user } = renderCustomers('/iniziative/demo/clienti/DEMO0001');
    await screen.findByTestId('customer-balance');

    await user.click(screen.getByRole('radio', { name: 'Addebito' }));
    await user.type(screen.getByRole('textbox', { name: 'Punti' }), '30000');
    await user.type(screen.getByRole('textbox', { name: 'Motivo' }), 'Correzione');
    await user.click(screen.getByRole('button', { name: 'Addebita punti' }));

    const form = screen.getByRole('form', { name: 'Rettifica punti' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    expect(api.callsTo(ADJUST)[0]?.data).toEqual({ delta: -30000, reason: 'Correzione' });
    // What was typed stays, to be corrected.
    expect(screen.getByRole('textbox', { name: 'Punti' })).toHaveValue('30000');
    expect(screen.getByTestId('customer-balance')).toHaveTextContent('25.000 punti');
  });

  it("shows the tenant's extra signup fields with the customer, by their label", async () => {
    api = installConsoleApi({ [DETAIL]: () => ({ status: 200, data: customerDetail() }) });
    renderCustomers('/iniziative/demo/clienti/DEMO0001');
    const profile = await screen.findByRole('region', { name: 'Profilo' });
    expect(within(profile).getByText('Codice negozio').nextElementSibling).toHaveTextContent('NEG-42');
  });

  it('lists the consents by the purposes the tenant declares, and a declaration in the profile, never as a consent', async () => {
    const detail = customerDetail();
    detail.profile.extraFields.push({
      name: 'dichiarazione_rappresentante',
      label: "Dichiaro di essere il legale rappresentante dell'azienda o…",
      value: '1',
      tickBox: true,
    });
    detail.profile.consents.push({
      purpose: 'newsletter_partner',
      label: 'Offerte dei partner',
      given: null,
      version: null,
      recordedAt: null,
    });
    api = installConsoleApi({ [DETAIL]: () => ({ status: 200, data: detail }) });
    renderCustomers('/iniziative/demo/clienti/DEMO0001');

    const consents = await screen.findByRole('region', { name: 'Consensi' });
    const answer = (term: string) => within(consents).getByText(term).nextElementSibling;
    expect(answer('Trattamento dei dati per il programma')).toHaveTextContent(/^Sì \(testo 2025-01, 10 gennaio 2025\)$/);
    expect(answer('Comunicazioni commerciali')).toHaveTextContent(/^No \(testo 2025-01, 10 gennaio 2025\)$/);
    expect(answer('Offerte dei partner')).toHaveTextContent(/^Non espresso$/);
    expect(within(consents).getAllByRole('term')).toHaveLength(3);

    const profile = screen.getByRole('region', { name: 'Profilo' });
    expect(within(profile).getByText("Dichiaro di essere il legale rappresentante dell'azienda o…").nextElementSibling).toHaveTextContent(
      /^Sì$/,
    );
    expect(within(consents).queryByText(/legale rappresentante/)).toBeNull();
    expect(screen.queryByText(/profilazione/i)).toBeNull();
  });

  it('credits the points, then shows the new balance and the movement and announces it', async () => {
    let detail: CustomerDetail = customerDetail();
    api = installConsoleApi({
      [DETAIL]: () => ({ status: 200, data: detail }),
      [ADJUST]: ({ data }) => {
        const { delta, reason } = data as { delta: number; reason: string };
        detail = customerDetail({
          balance: detail.balance + delta,
          ledger: [{ id: 2, date: '2026-03-02T10:00:00.000Z', delta, kind: 'credit', reason, orderNumber: null }, ...detail.ledger],
          ledgerTotal: 2,
        });
        return { status: 200, data: { balance: detail.balance } };
      },
    });
    const { user } = renderCustomers('/iniziative/demo/clienti/DEMO0001');
    expect(await screen.findByTestId('customer-balance')).toHaveTextContent('25.000 punti');

    await user.type(screen.getByRole('textbox', { name: 'Punti' }), '500');
    await user.type(screen.getByRole('textbox', { name: 'Motivo' }), 'Bonus fiera 2026');
    await user.click(screen.getByRole('button', { name: 'Accredita punti' }));

    expect(await screen.findByText('Accreditati 500 punti. Nuovo saldo: 25.500 punti.')).toHaveAttribute('aria-live', 'polite');
    expect(await screen.findByText('25.500 punti')).toHaveAttribute('data-testid', 'customer-balance');
    const ledger = screen.getByRole('table', { name: 'Movimenti punti, dal più recente' });
    const first = within(ledger).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('Bonus fiera 2026');
    expect(first).toHaveTextContent('+500');
    expect(screen.getByRole('textbox', { name: 'Punti' })).toHaveValue('');
    expect(api.callsTo(DETAIL)).toHaveLength(2);
  });

  it('says one point in the singular: the balance, the credit, and a million with "di"', async () => {
    let detail: CustomerDetail = customerDetail({ balance: 1 });
    api = installConsoleApi({
      [DETAIL]: () => ({ status: 200, data: detail }),
      [ADJUST]: ({ data }) => {
        detail = customerDetail({ balance: detail.balance + (data as { delta: number }).delta });
        return { status: 200, data: { balance: detail.balance } };
      },
    });
    const { user } = renderCustomers('/iniziative/demo/clienti/DEMO0001');
    expect(await screen.findByTestId('customer-balance')).toHaveTextContent(/^1 punto$/);
    await user.type(screen.getByRole('textbox', { name: 'Punti' }), '999999');
    await user.type(screen.getByRole('textbox', { name: 'Motivo' }), 'Premio del concorso');
    await user.click(screen.getByRole('button', { name: 'Accredita punti' }));
    expect(await screen.findByText('Accreditati 999.999 punti. Nuovo saldo: 1.000.000 di punti.')).toBeInTheDocument();
    expect(screen.getByTestId('customer-balance')).toHaveTextContent(/^1\.000\.000 di punti$/);
  });

  it('asks before revoking the sessions and reports the outcome', async () => {
    api = installConsoleApi({
      [DETAIL]: { status: 200, data: customerDetail() },
      'POST /console/tenants/demo/customers/DEMO0001/sessions/revoke': { status: 200, data: { ok: true } },
    });
    const { user } = renderCustomers('/iniziative/demo/clienti/DEMO0001');
    await screen.findByTestId('customer-balance');
    await user.click(screen.getByRole('button', { name: 'Chiudi tutte le sessioni' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chiudere tutte le sessioni?' });
    expect(api.callsTo('POST /console/tenants/demo/customers/DEMO0001/sessions/revoke')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Chiudi le sessioni' }));
    expect(await screen.findByText('Sessioni chiuse: il cliente dovrà accedere di nuovo.')).toBeInTheDocument();
    expect(api.callsTo('POST /console/tenants/demo/customers/DEMO0001/sessions/revoke')).toHaveLength(1);
  });
});
