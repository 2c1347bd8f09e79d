import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { StaffRole } from '../../../shared/types/generated/api/staff.js';
import { staffImports, type ImportJob } from '../../../shared/types/generated/api/staff-imports.js';
import { applyTestDefaults } from '../../../ui/query-client.js';
import { kitWrapper } from '../../../ui/test/render-kit.js';
import { ApiError, call } from '../../api/client.js';
import { sessionQueries } from '../../session.js';
import ImportsScreen from './imports-screen.js';
import { RESUMED } from './import-progress.js';
import { POLL_MS } from './imports-queries.js';

// The console's client is the boundary: each test says what the API answers and reads what was asked.
vi.mock('../../api/client.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/client.js')>()),
  call: vi.fn(),
}));
const callMock = vi.mocked(call);

function job(patch: Partial<ImportJob> = {}): ImportJob {
  return {
    id: 7,
    kind: 'users',
    dryRun: true,
    fileName: 'clienti.csv',
    state: 'running',
    processed: 2,
    total: 4,
    pictures: null,
    resumes: 0,
    startedBy: 'operator@premia.example',
    startedAt: '2026-11-24T09:00:00.000Z',
    finishedAt: null,
    error: null,
    report: null,
    ...patch,
  };
}

const DONE = job({
  state: 'done',
  processed: 4,
  finishedAt: '2026-11-24T09:00:05.000Z',
  report: {
    read: 4,
    accepted: 2,
    skipped: 1,
    rejected: 1,
    notesTotal: 2,
    notes: [
      { line: 4, key: 'C0004', outcome: 'rejected', reason: 'email: "x@" non è un indirizzo valido' },
      { line: 2, key: 'C0002', outcome: 'skipped', reason: 'già presente' },
    ],
  },
});

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

function renderScreen(role: StaffRole, path = '/iniziative/demo/importazioni') {
  const client = new QueryClient();
  applyTestDefaults(client);
  client.setQueryData(sessionQueries.me().queryKey, {
    email: `${role}@premia.example`,
    role,
    allTenants: false,
    tenants: ['demo'],
    totpEnabled: false,
    totpRequired: false,
  });
  const Kit = kitWrapper(path);
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(
    <QueryClientProvider client={client}>
      <Kit>
        <Routes>
          <Route path="/iniziative/:alias/importazioni/*" element={<ImportsScreen alias="demo" />} />
        </Routes>
        <Where />
      </Kit>
    </QueryClientProvider>,
  );
  return user;
}

const csvFile = (name = 'clienti.csv', text = 'user_code;password\nC0001;Primo!2026a\n') => new File([text], name, { type: 'text/csv' });
const picker = () => screen.getByLabelText('Scegli il file CSV');

beforeEach(() => {
  callMock.mockReset();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());

describe('Importazioni', () => {
  it('operator: checks a customers file, watches the progress, reads the report with the errors first, downloads it', async () => {
    let reads = 0;
    callMock.mockImplementation(async (operation) => {
      if (operation === staffImports.startUsersImport) return job();
      // The first read back finds it still running, one row further; the next one, done.
      if (operation === staffImports.getUsersImport) return ++reads === 1 ? job({ processed: 3 }) : DONE;
      if (operation === staffImports.exportUsersImportReport) return new Blob(['riga;codice;esito;motivo\r\n']);
      throw new Error('unexpected call');
    });
    const user = renderScreen('operator');
    expect(await screen.findByRole('heading', { name: 'Importa clienti' })).toBeInTheDocument();
    expect(screen.getByTestId('where').textContent).toBe('/iniziative/demo/importazioni/clienti');
    const tabs = screen.getByRole('navigation', { name: 'Che cosa importare' });
    expect(within(tabs).getByRole('link', { name: 'Clienti' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Punti' })).toBeInTheDocument();
    expect(screen.getByText('Colonne obbligatorie:').closest('p')?.textContent).toBe(
      'Colonne obbligatorie: user_code, password. Facoltative: firstname, lastname, company, email, vatcode, phone, address1, address2, zipcode, city, district, region, country, points_enabled, active, type.',
    );

    await user.upload(picker(), csvFile());
    expect(picker()).toHaveAccessibleDescription(/File scelto: clienti\.csv \(\d+ byte\)/);
    await user.click(screen.getByRole('button', { name: 'Verifica' }));

    const bar = await screen.findByRole('progressbar', { name: 'Verifica di clienti.csv in corso' });
    expect(bar).toHaveAttribute('value', '2');
    expect(bar).toHaveAttribute('max', '4');
    expect(bar).toHaveAttribute('aria-valuetext', '2 di 4 righe (50%)');
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    await vi.waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '3 di 4 righe (75%)'));
    const [operation, input, options] = callMock.mock.calls[0]!;
    expect(operation).toBe(staffImports.startUsersImport);
    expect(input).toEqual({ params: { alias: 'demo' }, body: { file: expect.any(File), fileName: 'clienti.csv', dryRun: true } });
    expect(options).toEqual({ multipart: true, onUploadProgress: expect.any(Function) });
    // The job is in the address: a reload finds it again.
    expect(screen.getByTestId('where').textContent).toBe('/iniziative/demo/importazioni/clienti?importazione=7');
    expect(screen.getByRole('button', { name: 'Importa' })).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(await screen.findByRole('heading', { name: 'Esito della verifica' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    // A polite status: announced when the report arrives, without moving the focus.
    expect(
      screen.getByText(
        'Verifica completata: nulla è stato scritto. Con «Importa» verrebbero importate 2 righe. 1 riga verrebbe scartata: è elencata qui sotto con il motivo.',
      ),
    ).toHaveAttribute('role', 'status');
    const totals = screen.getByLabelText('Totali di clienti.csv');
    expect(totals).toHaveTextContent('Righe lette4Da importare2Già presenti (saltate)1Scartate1');
    const rows = within(screen.getByRole('table', { name: 'Righe scartate e già presenti, prima le scartate' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'RigaCodiceEsitoMotivo',
      '4C0004Scartataemail: "x@" non è un indirizzo valido',
      '2C0002Già presentegià presente',
    ]);

    const createObjectURL = vi.fn(() => 'blob:report');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    await user.click(screen.getByRole('button', { name: 'Scarica il rapporto (CSV)' }));
    expect(callMock).toHaveBeenCalledWith(
      staffImports.exportUsersImportReport,
      { params: { alias: 'demo', id: 7 } },
      { responseType: 'blob' },
    );
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('support: only the points import, even when the address asks for customers', async () => {
    renderScreen('support', '/iniziative/demo/importazioni/clienti');
    expect(await screen.findByRole('heading', { name: 'Importa movimenti punti' })).toBeInTheDocument();
    expect(screen.getByTestId('where').textContent).toBe('/iniziative/demo/importazioni/punti');
    expect(screen.queryByRole('navigation', { name: 'Che cosa importare' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Importa clienti' })).not.toBeInTheDocument();
  });

  it("shows the server's reasons for refusing the file next to the file picker", async () => {
    const details = ['colonne obbligatorie mancanti: points', 'colonne sconosciute: punti'];
    callMock.mockRejectedValue(
      new ApiError(`Il file è stato rifiutato e nulla è stato importato: ${details[0]}`, 400, {
        error: 'x',
        details: details.map((message) => ({ field: 'file', message })),
      }),
    );
    const user = renderScreen('support');
    await user.upload(await screen.findByLabelText('Scegli il file CSV'), csvFile('punti.csv'));
    await user.click(screen.getByRole('button', { name: 'Importa' }));
    expect(await screen.findByText('colonne sconosciute: punti')).toBeInTheDocument();
    expect(picker()).toHaveAttribute('aria-invalid', 'true');
    expect(picker()).toHaveAccessibleDescription(
      /Il file è stato rifiutato e nulla è stato importato: colonne obbligatorie mancanti: points colonne sconosciute: punti/,
    );
    expect(callMock.mock.calls[0]![1]).toMatchObject({ body: { dryRun: false, fileName: 'punti.csv' } });
  });

  it('says what is wrong with the file before sending it: none chosen, too large, not a CSV', async () => {
    const user = renderScreen('support');
    await user.click(await screen.findByRole('button', { name: 'Verifica' }));
    expect(picker()).toHaveAccessibleDescription(/Scegli prima il file CSV\./);

    await user.upload(picker(), new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'grande.csv'));
    expect(picker()).toHaveAccessibleDescription(/Il file supera la dimensione massima di 5 MB/);
    await user.click(screen.getByRole('button', { name: 'Importa' }));

    // Dropped on the zone rather than chosen: the same checks.
    fireEvent.drop(screen.getByTestId('file-drop'), { dataTransfer: { files: [csvFile('foglio.xlsx')] } });
    expect(picker()).toHaveAccessibleDescription(/File scelto: foglio\.xlsx.*Scegli un file CSV \(\.csv\)/);
    expect(callMock).not.toHaveBeenCalled();
  });

  it('a job another server took over says it was resumed, with the bar where it had got to', async () => {
    callMock.mockResolvedValue(job({ kind: 'points', dryRun: false, processed: 3, total: 10, resumes: 1 }));
    const user = renderScreen('operator', '/iniziative/demo/importazioni/punti');
    await user.upload(await screen.findByLabelText('Scegli il file CSV'), csvFile('punti.csv'));
    await user.click(screen.getByRole('button', { name: 'Importa' }));
    expect(await screen.findByRole('progressbar', { name: 'Importazione di clienti.csv in corso' })).toHaveAttribute(
      'aria-valuetext',
      '3 di 10 righe (30%)',
    );
    expect(screen.getByText(RESUMED)).toHaveAttribute('role', 'status');
  });

  it('a job that stopped says so, with what to do', async () => {
    const message = 'L’importazione si è interrotta per un errore del server.';
    callMock.mockResolvedValue(job({ kind: 'points', dryRun: false, state: 'failed', error: message }));
    const user = renderScreen('operator', '/iniziative/demo/importazioni/punti');
    await user.upload(await screen.findByLabelText('Scegli il file CSV'), csvFile('punti.csv'));
    await user.click(screen.getByRole('button', { name: 'Importa' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Importa' })).toBeEnabled());
  });

  it('a reloaded address shows its job again; a long report comes in pages of 50, the rows in error first', async () => {
    const notes = Array.from({ length: 120 }, (_, i) => ({
      line: i + 2,
      key: `P${i + 2}`,
      outcome: i < 70 ? ('rejected' as const) : ('skipped' as const),
      reason: i < 70 ? 'points: obbligatorio' : 'già importato',
    }));
    callMock.mockResolvedValue(
      job({
        id: 9,
        kind: 'points',
        dryRun: false,
        fileName: 'grande.csv',
        state: 'done',
        processed: 130,
        total: 130,
        report: { read: 130, accepted: 10, skipped: 50, rejected: 70, notes, notesTotal: 120 },
      }),
    );
    const user = renderScreen('support', '/iniziative/demo/importazioni/punti?importazione=9');
    const table = await screen.findByRole('table', { name: 'Righe scartate e già presenti, prima le scartate (pagina 1 di 3)' });
    expect(callMock).toHaveBeenCalledWith(staffImports.getPointsImport, { params: { alias: 'demo', id: 9 } });
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    await user.click(within(screen.getByRole('navigation', { name: 'Pagine del rapporto' })).getByRole('link', { name: 'Pagina 3' }));
    const last = await screen.findByRole('table', { name: /pagina 3 di 3/ });
    expect(
      within(last)
        .getAllByRole('row')
        .map((row) => row.textContent)
        .slice(1, 2),
    ).toEqual(['102P102Già presentegià importato']);
    expect(screen.getByTestId('where').textContent).toBe('/iniziative/demo/importazioni/punti?importazione=9&pagina=3');
  });

  it('names a row by its number in the file (1160, never 1.160) and counts in Italian', async () => {
    const rows = [1160, 12_500].map((line) => ({ line, key: `C${line}`, outcome: 'rejected' as const, reason: 'email: obbligatorio' }));
    callMock.mockResolvedValue(
      job({
        id: 11,
        dryRun: false,
        fileName: 'clienti.csv',
        state: 'done',
        processed: 12_501,
        total: 12_501,
        report: { read: 12_500, accepted: 1, skipped: 12_497, rejected: 2, notes: rows, notesTotal: 12_499 },
      }),
    );
    renderScreen('operator', '/iniziative/demo/importazioni/clienti?importazione=11');
    const table = await screen.findByRole('table', { name: 'Righe scartate e già presenti, prima le scartate' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['1160', '12500']);
    expect(
      screen.getByText('Importazione completata: 1 riga importata. 2 righe sono state scartate: sono elencate qui sotto con il motivo.'),
    ).toBeInTheDocument();
    // The figures are counts: grouped.
    expect(screen.getByLabelText('Totali di clienti.csv')).toHaveTextContent('Righe lette12.500Importate1');
    expect(screen.getByText(/Sono mostrate le prime 2 righe su 12\.499: il CSV le contiene tutte\./)).toBeInTheDocument();
  });

  it('says the progress of a one-row file in the singular', async () => {
    callMock.mockResolvedValue(job({ id: 12, processed: 0, total: 1 }));
    renderScreen('operator', '/iniziative/demo/importazioni/clienti?importazione=12');
    const bar = await screen.findByRole('progressbar', { name: 'Verifica di clienti.csv in corso' });
    expect(bar).toHaveAttribute('aria-valuetext', '0 di 1 riga (0%)');
  });

  it('operator: uploads a catalogue zip; the bar follows the bytes sent, then the pictures, then the rows', async () => {
    let release: (value: ImportJob) => void = () => {};
    let reads = 0;
    const catalogJob = (patch: Partial<ImportJob>) =>
      job({ kind: 'catalog', dryRun: false, fileName: 'catalogo.zip', total: 10, ...patch });
    callMock.mockImplementation((operation, _input, options) => {
      if (operation === staffImports.startCatalogImport) {
        // The browser reports part of the file sent; the answer waits until the test releases it.
        options?.onUploadProgress?.({ loaded: 3 * 1024 * 1024, total: 12 * 1024 * 1024 } as never);
        return new Promise<ImportJob>((resolve) => (release = resolve));
      }
      if (operation === staffImports.getCatalogImport)
        return Promise.resolve(
          ++reads === 1
            ? catalogJob({ processed: 0, pictures: { done: 9, total: 12 } })
            : catalogJob({ processed: 6, pictures: { done: 12, total: 12 } }),
        );
      throw new Error('unexpected call');
    });
    const user = renderScreen('operator', '/iniziative/demo/importazioni/catalogo');
    expect(await screen.findByRole('heading', { name: 'Importa il catalogo premi' })).toBeInTheDocument();
    expect(screen.getByText(/al massimo 50 MB/)).toBeInTheDocument();
    const zipPicker = screen.getByLabelText('Scegli il file CSV o ZIP');
    await user.upload(zipPicker, new File(['PK'], 'catalogo.zip', { type: 'application/zip' }));
    await user.click(screen.getByRole('button', { name: 'Importa' }));

    const sending = await screen.findByRole('progressbar', { name: 'Invio di catalogo.zip in corso' });
    expect(sending).toHaveAttribute('aria-valuetext', '3,0 MB di 12,0 MB (25%)');
    await act(async () => release(catalogJob({ processed: 0, pictures: { done: 2, total: 12 } })));
    const working = await screen.findByRole('progressbar', { name: 'Importazione di catalogo.zip in corso' });
    expect(working).toHaveAttribute('aria-valuetext', '2 di 12 immagini elaborate (16,7%)');
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    await vi.waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '9 di 12 immagini elaborate (75%)'));
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    await vi.waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '6 di 10 righe (60%)'));
    // One bar over both stages: 12 pictures and 6 rows of 22.
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '18');
    expect(screen.getByRole('progressbar')).toHaveAttribute('max', '22');
  });

  it('support sees no catalogue upload', async () => {
    renderScreen('support', '/iniziative/demo/importazioni/catalogo');
    expect(await screen.findByRole('heading', { name: 'Importa movimenti punti' })).toBeInTheDocument();
    expect(screen.queryByText('Importa il catalogo premi')).not.toBeInTheDocument();
  });
});
