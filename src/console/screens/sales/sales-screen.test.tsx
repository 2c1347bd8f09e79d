import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SalesBatch, SalesPreview } from '../../../shared/types/generated/api/staff-sales.js';
import { installConsoleApi, type ConsoleCall } from '../../test/console-api.js';
import { renderArea } from '../../test/render-area.js';
import { areaKey } from '../../query-keys.js';
import SalesScreen from './sales-screen.js';

let api: ReturnType<typeof installConsoleApi> | undefined;
afterEach(() => api?.restore());

const BASE = '/console/tenants/demo/sales';
const PREVIEW = `POST ${BASE}/preview`;
const APPLY = `POST ${BASE}`;
const LIST = `GET ${BASE}`;
const UNDO = `DELETE ${BASE}/console-0123456789abcdef`;

const HEADER = 'user_code;date;product_code;quantity;amount';
const csv = (name: string, ...rows: string[]) => new File([[HEADER, ...rows].join('\n')], name, { type: 'text/csv' });

/** A file of three rows: two earn under two rules, the third is dated after the last day of earning. */
const GOOD: SalesPreview = {
  batch_id: 'console-0123456789abcdef',
  valid: true,
  rows: 3,
  lines: [
    { line: 2, user_code: 'DEMO0001', date: '2026-10-05', product_code: 'TAS-6', quantity: '1', amount: '124,00' },
    { line: 3, user_code: 'DEMO0001', date: '2026-10-06', product_code: 'VITI-M8', quantity: '10', amount: '100' },
    { line: 4, user_code: 'DEMO0002', date: '2026-11-16', product_code: 'TAS-6', quantity: '1', amount: '50' },
  ],
  errors: [],
  errors_total: 0,
  outside: [{ line: 4, message: 'date: 2026-11-16 è dopo l’ultimo giorno di raccolta punti (15/11/2026): la vendita non accumula punti' }],
  points: 244,
  customers: [
    {
      user_code: 'DEMO0001',
      lines: 2,
      points: 244,
      rules: [
        { rule_id: 'base', label: 'Punti sugli acquisti', points: 224 },
        { rule_id: 'viti', label: 'Linea viti', points: 20 },
      ],
    },
  ],
  rules: [
    { rule_id: 'base', label: 'Punti sugli acquisti', points: 224 },
    { rule_id: 'viti', label: 'Linea viti', points: 20 },
  ],
  credits: [
    {
      line: 2,
      user_code: 'DEMO0001',
      rule_id: 'base',
      points: 124,
      reason: 'Acquisti di ottobre (TAS-6): 124 € × 1 punto/€ · Punti sugli acquisti',
    },
    {
      line: 3,
      user_code: 'DEMO0001',
      rule_id: 'base',
      points: 100,
      reason: 'Acquisti di ottobre (VITI-M8): 100 € × 1 punto/€ · Punti sugli acquisti',
    },
    {
      line: 3,
      user_code: 'DEMO0001',
      rule_id: 'viti',
      points: 20,
      reason: 'Acquisti di ottobre (VITI-M8): 10 pezzi × 2 punti/pezzo · Linea viti',
    },
  ],
  credits_total: 3,
};

function batch(patch: Partial<SalesBatch> = {}): SalesBatch {
  return {
    batch_id: 'console-0123456789abcdef',
    source: 'console',
    created_at: '2026-11-20T09:00:00.000Z',
    created_by: 'operator@premia.example',
    rows: 3,
    accepted: 2,
    points_credited: 244,
    status: 'posted',
    undone_at: null,
    undone_by: null,
    ...patch,
  };
}

const page = (items: SalesBatch[]) => ({ status: 200, data: { items, total: items.length, page: 1, pageSize: 20 } });
const sentFile = (call: ConsoleCall) => (call.data as FormData).get('file') as File;

const renderSales = () => renderArea('vendite', <SalesScreen alias="demo" />, '/iniziative/demo/vendite');
const picker = () => screen.getByLabelText('Scegli il file CSV delle vendite');
const rowTexts = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((r) => r.textContent);

describe('Vendite', () => {
  it('previews a file row by row with the points and why, applies it, lists the batch and refreshes the balances', async () => {
    let batches: SalesBatch[] = [];
    api = installConsoleApi({
      [LIST]: () => page(batches),
      [PREVIEW]: { status: 200, data: GOOD },
      [APPLY]: () => {
        batches = [batch()];
        return { status: 200, data: { batch_id: GOOD.batch_id, duplicate: false, rows: 3, accepted: 2, points_credited: 244 } };
      },
    });
    const { user, queryClient } = renderSales();
    expect(await screen.findByRole('heading', { name: 'Nessun file di vendite finora' })).toBeInTheDocument();
    expect(screen.getByText('Colonne obbligatorie:').closest('p')?.textContent).toBe(
      'Colonne obbligatorie: user_code, date, product_code, quantity, amount.',
    );
    // A customer's detail cached elsewhere in the console must be read again after the credits.
    queryClient.setQueryData(areaKey('customers', 'demo'), { balance: 0 });

    await user.upload(picker(), csv('vendite-ottobre.csv', 'DEMO0001;2026-10-05;TAS-6;1;124,00'));
    expect(screen.queryByRole('button', { name: 'Applica' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mostra l’anteprima' }));

    expect(await screen.findByRole('heading', { name: 'Anteprima di vendite-ottobre.csv' })).toBeInTheDocument();
    expect(sentFile(api.callsTo(PREVIEW)[0]!).name).toBe('vendite-ottobre.csv');
    expect(screen.getByText(/^Anteprima: nulla è stato scritto/)).toHaveTextContent(
      'Anteprima: nulla è stato scritto. Con «Applica» verrebbero accreditati 244 punti a 1 cliente.',
    );
    expect(screen.getByLabelText('Totali di vendite-ottobre.csv')).toHaveTextContent(
      'Righe lette3Con errori0Fuori dal periodo di raccolta1Clienti accreditati1Punti da accreditare244',
    );
    expect(rowTexts('Punti per regola')).toEqual(['RegolaPunti', 'Punti sugli acquisti224', 'Linea viti20']);
    expect(rowTexts('Righe del file')).toEqual([
      'RigaClienteDataProdottoPezziImporto (€)PuntiPerché',
      '2DEMO00012026-10-05TAS-61124,00124124 punti: Acquisti di ottobre (TAS-6): 124 € × 1 punto/€ · Punti sugli acquisti',
      '3DEMO00012026-10-06VITI-M810100120100 punti: Acquisti di ottobre (VITI-M8): 100 € × 1 punto/€ · Punti sugli acquisti20 punti: Acquisti di ottobre (VITI-M8): 10 pezzi × 2 punti/pezzo · Linea viti',
      '4DEMO00022026-11-16TAS-6150—Nessun punto date: 2026-11-16 è dopo l’ultimo giorno di raccolta punti (15/11/2026): la vendita non accumula punti',
    ]);
    expect(api.callsTo(APPLY)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Applica' }));
    expect(await screen.findByText('File applicato: 244 punti accreditati. Lo trovi in «File caricati».')).toBeInTheDocument();
    expect(sentFile(api.callsTo(APPLY)[0]!).name).toBe('vendite-ottobre.csv');
    const listed = await screen.findByRole('table', { name: 'File di vendite e lotti dell’API, dal più recente' });
    expect(within(listed).getAllByRole('row')[1]).toHaveTextContent(
      /console-0123456789abcdef.*operator@premia\.example.*2 di 3.*244.*Applicato/,
    );
    // The preview is gone with the file, and the customer's cached balance is stale.
    expect(screen.queryByRole('heading', { name: /^Anteprima di/ })).not.toBeInTheDocument();
    expect(picker()).toHaveAccessibleDescription(/Nessun file scelto/);
    expect(queryClient.getQueryState(areaKey('customers', 'demo'))?.isInvalidated).toBe(true);
  });

  it('shows each refused row with its reason, offers no «Applica», and keeps the file chosen', async () => {
    const bad: SalesPreview = {
      ...GOOD,
      valid: false,
      rows: 2,
      lines: [
        { line: 2, user_code: 'DEMO0001', date: '2026-10-05', product_code: 'TAS-6', quantity: '1', amount: '124' },
        { line: 3, user_code: 'NESSUNO', date: '2026-10-05', product_code: 'TAS-6', quantity: '1', amount: '1.240,50' },
      ],
      errors: [
        { line: 3, message: 'user_code: cliente NESSUNO non trovato' },
        { line: 5, message: 'la riga ha 3 colonne invece di 5' },
      ],
      errors_total: 2,
      outside: [],
      points: 0,
      customers: [],
      rules: [],
      credits: [],
      credits_total: 0,
    };
    api = installConsoleApi({ [LIST]: page([]), [PREVIEW]: { status: 200, data: bad } });
    const { user } = renderSales();
    await user.upload(await screen.findByLabelText('Scegli il file CSV delle vendite'), csv('errato.csv', 'NESSUNO;2026-10-05;TAS-6;1;10'));
    await user.click(screen.getByRole('button', { name: 'Mostra l’anteprima' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '2 righe del file hanno errori: correggi il file e sceglilo di nuovo. Un file con errori non si applica, nemmeno in parte.',
    );
    expect(rowTexts('Righe del file')).toEqual([
      'RigaClienteDataProdottoPezziImporto (€)PuntiPerché',
      '2DEMO00012026-10-05TAS-61124—Riga corretta: i punti si calcolano quando il file non ha più errori.',
      '3NESSUNO2026-10-05TAS-611.240,50—Rifiutata user_code: cliente NESSUNO non trovato',
      // A row whose columns could not be read is still listed, with its reason.
      '5——————Rifiutata la riga ha 3 colonne invece di 5',
    ]);
    expect(screen.queryByRole('button', { name: 'Applica' })).not.toBeInTheDocument();
    expect(picker()).toHaveAccessibleDescription(/File scelto: errato\.csv/);
  });

  it('says under the picker why the server refused the file, keeping the file chosen', async () => {
    api = installConsoleApi({
      [LIST]: page([]),
      [PREVIEW]: {
        status: 400,
        data: {
          error: 'File rifiutato: colonne obbligatorie mancanti: amount',
          details: [
            { field: 'file', message: 'colonne obbligatorie mancanti: amount' },
            { field: 'file', message: 'colonne sconosciute: importo' },
          ],
        },
      },
    });
    const { user } = renderSales();
    await user.upload(await screen.findByLabelText('Scegli il file CSV delle vendite'), csv('colonne.csv', 'X;Y'));
    await user.click(screen.getByRole('button', { name: 'Mostra l’anteprima' }));
    expect(await screen.findByText('colonne sconosciute: importo')).toBeInTheDocument();
    expect(picker()).toHaveAttribute('aria-invalid', 'true');
    expect(picker()).toHaveAccessibleDescription(
      /File scelto: colonne\.csv.*Il file è stato rifiutato e nulla è stato applicato: colonne obbligatorie mancanti: amount colonne sconosciute: importo/,
    );
  });

  it('says what is wrong before sending: no file, not a CSV; and offers an example file', async () => {
    api = installConsoleApi({ [LIST]: page([]) });
    const { user } = renderSales();
    await user.click(await screen.findByRole('button', { name: 'Mostra l’anteprima' }));
    expect(picker()).toHaveAccessibleDescription(/Scegli prima il file CSV delle vendite\./);
    // Dropped: the picker's own dialog offers only CSV files.
    fireEvent.drop(screen.getByTestId('file-drop'), { dataTransfer: { files: [new File(['x'], 'vendite.xlsx')] } });
    expect(picker()).toHaveAccessibleDescription(/Scegli un file CSV \(\.csv\)/);
    await user.click(screen.getByRole('button', { name: 'Mostra l’anteprima' }));
    expect(api.callsTo(PREVIEW)).toHaveLength(0);

    const createObjectURL = vi.fn((_: Blob) => 'blob:example');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    await user.click(screen.getByRole('button', { name: 'Scarica un file di esempio (CSV)' }));
    const example = await createObjectURL.mock.calls[0]![0].text();
    expect(example.split('\r\n')[0]).toBe(HEADER);
    expect(example.split('\r\n')).toHaveLength(3);
  });

  it('undoes a batch after a confirmation and shows it as annullato', async () => {
    let batches = [batch(), batch({ batch_id: 'erp-novembre', source: 'partner', created_by: 'apikey:ERP', points_credited: 40 })];
    api = installConsoleApi({
      [LIST]: () => page(batches),
      [UNDO]: () => {
        batches = [batch({ status: 'undone', undone_at: '2026-11-21T10:00:00.000Z', undone_by: 'operator@premia.example' }), batches[1]!];
        return { status: 200, data: { batch_id: GOOD.batch_id, duplicate: false, lines: 2, points_reversed: 240, not_reversed: 4 } };
      },
    });
    const { user } = renderSales();
    const table = await screen.findByRole('table', { name: 'File di vendite e lotti dell’API, dal più recente' });
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent(/erp-novembre.*apikey:ERP \(API partner\).*40.*Applicato/);

    await user.click(within(table).getByRole('button', { name: 'Annulla il caricamento console-0123456789abcdef' }));
    let dialog = await screen.findByRole('dialog', { name: 'Annullare il caricamento console-0123456789abcdef?' });
    expect(dialog).toHaveTextContent('Quanto accreditato da questo file (244 punti) viene tolto ai clienti');
    await user.click(within(dialog).getByRole('button', { name: 'Non annullare' }));
    expect(api.callsTo(UNDO)).toHaveLength(0);

    await user.click(within(table).getByRole('button', { name: 'Annulla il caricamento console-0123456789abcdef' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Annulla il caricamento' }));
    expect(
      await screen.findByText(
        'Caricamento console-0123456789abcdef annullato: 240 punti tolti. 4 punti erano già stati spesi e restano ai clienti.',
      ),
    ).toBeInTheDocument();
    const first = () =>
      within(screen.getByRole('table', { name: 'File di vendite e lotti dell’API, dal più recente' })).getAllByRole('row')[1]!;
    await vi.waitFor(() => expect(first()).toHaveTextContent(/Annullato il .* da operator@premia\.example/));
    expect(within(first()).queryByRole('button')).not.toBeInTheDocument();
    expect(api.callsTo(UNDO)).toHaveLength(1);
  });

  it('shows the list’s error with a retry', async () => {
    api = installConsoleApi({ [LIST]: { status: 500, data: { error: 'Servizio non disponibile' } } });
    renderSales();
    expect(await screen.findByRole('heading', { name: 'Impossibile leggere i file di vendite' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });
});
