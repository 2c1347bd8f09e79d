import { screen, within } from '@testing-library/react';
import { installFakeApi } from '../../test/fake-api.js';
import { ACTIVE_USER, renderApp } from '../../test/render-app.js';
import { VOUCHERS } from './test-data.js';

let api: ReturnType<typeof installFakeApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

const NO_CODE = VOUCHERS[1]!;

describe('voucher code from the pool (/vantaggi/{id})', () => {
  it('asks for a code and shows it at once', async () => {
    api = installFakeApi({
      [`GET /vouchers/${NO_CODE.id}`]: { status: 200, data: NO_CODE },
      [`POST /vouchers/${NO_CODE.id}/code`]: { status: 200, data: { ...NO_CODE, code: 'SPESA-0001' } },
    });
    const { user } = renderApp({ path: `/vantaggi/${NO_CODE.id}`, user: ACTIVE_USER });
    await user.click(await screen.findByRole('button', { name: 'Ottieni il tuo codice' }));
    expect(within(await screen.findByRole('region', { name: 'Il tuo codice' })).getByTestId('voucher-code')).toHaveTextContent(
      'SPESA-0001',
    );
    expect(screen.queryByRole('button', { name: 'Ottieni il tuo codice' })).not.toBeInTheDocument();
  });

  it('says in Italian when the codes are over', async () => {
    const empty = 'I codici di questo buono sono esauriti: riprova più avanti o scrivici dalla pagina Contatti';
    api = installFakeApi({
      [`GET /vouchers/${NO_CODE.id}`]: { status: 200, data: NO_CODE },
      [`POST /vouchers/${NO_CODE.id}/code`]: { status: 409, data: { error: empty } },
    });
    const { user } = renderApp({ path: `/vantaggi/${NO_CODE.id}`, user: ACTIVE_USER });
    await user.click(await screen.findByRole('button', { name: 'Ottieni il tuo codice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(empty);
    expect(screen.queryByRole('button', { name: 'Ottieni il tuo codice' })).not.toBeInTheDocument();
  });
});
