import { screen, within } from '@testing-library/react';
import { installFakeApi } from '../../test/fake-api.js';
import { ACTIVE_USER, renderApp } from '../../test/render-app.js';
import { VOUCHERS } from './test-data.js';

let api: ReturnType<typeof installFakeApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
  vi.restoreAllMocks();
});

function setup(id: number, answer: Parameters<typeof installFakeApi>[0][string]) {
  api = installFakeApi({ [`GET /vouchers/${id}`]: answer });
  return renderApp({ path: `/vantaggi/${id}`, user: ACTIVE_USER });
}

/** The user-event setup installs its own clipboard stub on navigator: spy on whatever is there. */
function clipboard(impl: (text: string) => Promise<void>) {
  return vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(impl);
}

describe('voucher detail (/vantaggi/{id})', () => {
  it('shows the code prominently with value, points and expiry in Italian', async () => {
    setup(21, { status: 200, data: VOUCHERS[0] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Buono carburante 20 €' })).toBeInTheDocument();
    const code = within(screen.getByRole('region', { name: 'Il tuo codice' }));
    expect(code.getByTestId('voucher-code')).toHaveTextContent('CARB-7Q4M-2XK9');
    expect(screen.getByText('Valore').nextElementSibling).toHaveTextContent('20,00 €');
    expect(screen.getByText('Punti').nextElementSibling).toHaveTextContent('2.000');
    expect(screen.getByText('Scadenza').nextElementSibling).toHaveTextContent('12 maggio 2026');
    expect(within(screen.getByRole('region', { name: 'Come si usa' })).getByText('Mostra il codice alla cassa.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Torna ai vantaggi/ })).toHaveAttribute('href', '/vantaggi');
  });

  it("copies the code to the clipboard and says 'Codice copiato negli appunti'", async () => {
    const { user } = setup(21, { status: 200, data: VOUCHERS[0] });
    const copy = await screen.findByRole('button', { name: 'Copia codice' });
    const write = clipboard(async () => undefined);
    await user.click(copy);
    expect(write).toHaveBeenCalledWith('CARB-7Q4M-2XK9');
    expect(await screen.findByText('Codice copiato negli appunti')).toBeInTheDocument();
    expect(screen.getByText('Codice copiato negli appunti').closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: /Copiato/ })).toBeInTheDocument();
  });

  it('selects the code and says how to copy it when the browser refuses the clipboard', async () => {
    const { user } = setup(21, { status: 200, data: VOUCHERS[0] });
    const copy = await screen.findByRole('button', { name: 'Copia codice' });
    clipboard(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    await user.click(copy);
    expect(await screen.findByText(/Copia non riuscita/)).toBeInTheDocument();
    expect(window.getSelection()?.toString()).toBe('CARB-7Q4M-2XK9');
  });

  it('says when no code was assigned yet', async () => {
    setup(22, { status: 200, data: VOUCHERS[1] });
    expect(
      await screen.findByText('Il codice non ti è ancora stato assegnato: lo troverai qui appena sarà disponibile.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copia codice' })).toBeNull();
    expect(screen.getByText('Scadenza').nextElementSibling).toHaveTextContent('Nessuna scadenza');
  });

  it('marks an expired voucher', async () => {
    setup(23, { status: 200, data: VOUCHERS[2] });
    expect(await screen.findByText('Questo buono è scaduto il 10 gennaio 2025: il codice non è più utilizzabile.')).toBeInTheDocument();
    expect(screen.getByText('Scaduto il').nextElementSibling).toHaveTextContent('10 gennaio 2025');
    expect(screen.getByText('Punti').nextElementSibling).toHaveTextContent('Gratuito');
  });

  it("shows the server's 'Buono non trovato'", async () => {
    setup(99, { status: 404, data: { error: 'Buono non trovato' } });
    expect(await screen.findByText('Buono non trovato')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Buono' })).toBeInTheDocument();
  });

  it('needs a login (protected route)', async () => {
    api = installFakeApi({});
    renderApp({ path: '/vantaggi/21' });
    expect(await screen.findByRole('heading', { name: 'Accedi' })).toBeInTheDocument();
    expect(api.callsTo('GET /vouchers/21')).toEqual([]);
  });
});
