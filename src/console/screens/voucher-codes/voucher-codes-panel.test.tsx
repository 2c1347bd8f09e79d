import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installConsoleApi } from '../../test/console-api.js';
import { renderArea } from '../../test/render-area.js';
import { VoucherCodesPanel } from './voucher-codes-panel.js';

let api: ReturnType<typeof installConsoleApi> | undefined;
afterEach(() => api?.restore());

const URL = '/console/tenants/demo/vouchers/7/codes';
const open = () => renderArea('contenuti', <VoucherCodesPanel alias="demo" voucherId={7} />, '/iniziative/demo/contenuti');

describe('VoucherCodesPanel', () => {
  it('shows the pool, imports a CSV and shows the new counts, what was added and what was refused', async () => {
    api = installConsoleApi({
      [`GET ${URL}`]: { status: 200, data: { total: 2, handedOut: 2, left: 0 } },
      [`POST ${URL}`]: {
        status: 200,
        data: { total: 5, handedOut: 2, left: 3, added: 3, repeated: 1, refused: ['CON SPAZIO'], refusedTotal: 1 },
      },
    });
    const { user } = open();
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento dei codici');
    const pool = await screen.findByLabelText('Conteggio dei codici');
    expect(screen.queryByText('Caricamento dei codici')).not.toBeInTheDocument();
    expect(within(pool).getByText('Disponibili').nextSibling).toHaveTextContent('0');
    expect(screen.getByText(/I codici sono finiti/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Importa codici' }));
    expect(screen.getByLabelText('Scegli il CSV dei codici')).toHaveAccessibleDescription(/Scegli prima il file CSV dei codici\./);
    expect(api.callsTo(`POST ${URL}`)).toHaveLength(0);

    await user.upload(
      screen.getByLabelText('Scegli il CSV dei codici'),
      new File(['code\nA1\nA2\nA3\nA1\nCON SPAZIO\n'], 'codici.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Importa codici' }));
    expect(await screen.findByText('Codici aggiunti: 3; già presenti o ripetuti: 1 (lasciati come erano).')).toBeInTheDocument();
    expect(screen.getByText('1 codice scartato (con spazi o troppo lunghi): CON SPAZIO')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Conteggio dei codici')).getByText('Disponibili').nextSibling).toHaveTextContent('3');
    expect(screen.queryByText(/I codici sono finiti/)).not.toBeInTheDocument();
    expect(api.callsTo(`POST ${URL}`)[0]!.data).toBeInstanceOf(FormData);
  });

  it('says the server’s refusal next to the file', async () => {
    api = installConsoleApi({
      [`GET ${URL}`]: { status: 200, data: { total: 0, handedOut: 0, left: 0 } },
      [`POST ${URL}`]: { status: 400, data: { error: 'Nel file non ci sono codici: una colonna code, oppure un codice per riga' } },
    });
    const { user } = open();
    await user.upload(await screen.findByLabelText('Scegli il CSV dei codici'), new File(['code\n'], 'vuoto.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Importa codici' }));
    expect(await screen.findByText('Nel file non ci sono codici: una colonna code, oppure un codice per riga')).toBeInTheDocument();
  });
});
