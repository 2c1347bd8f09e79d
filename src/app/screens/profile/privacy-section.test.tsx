import { screen, within } from '@testing-library/react';
import { inProcessFormsModule } from '../../forms/test-support.js';
import { setFormsModuleLoader } from '../../forms/validators.js';
import { installFakeApi, type FakeAnswer, type FakeHandler } from '../../test/fake-api.js';
import { makeConfig } from '../../test/fixtures.js';
import { renderApp } from '../../test/render-app.js';

const MARKETING = {
  purpose: 'marketing',
  label: 'Comunicazioni commerciali',
  text: '<p>Acconsento a ricevere <strong>offerte</strong> per email</p>',
  version: '2025-01',
  given: true,
  recordedAt: '2026-03-02T10:00:00.000Z',
};
const PROFILING = {
  ...MARKETING,
  purpose: 'profiling',
  label: 'Profilazione',
  text: '<p>Analisi dei miei acquisti</p>',
  given: null,
  recordedAt: null,
};
const overview = (over: object = {}) => ({ consents: [MARKETING, PROFILING], exports: [], pendingOrders: [], ...over });
let api: ReturnType<typeof installFakeApi>;

function setup(routes: Record<string, FakeHandler | FakeAnswer>) {
  const config = makeConfig();
  setFormsModuleLoader(async () => inProcessFormsModule(config));
  api = installFakeApi({ 'GET /utility/regions/it': { status: 200, data: [] }, ...routes });
  return renderApp({ path: '/my-page', config, user: { userinfo: { active: true, username: 'DEMO0001' }, points_enabled: true } });
}
afterEach(() => {
  api?.restore();
  setFormsModuleLoader(null);
});

const section = () => screen.findByRole('region', { name: 'I tuoi dati' });

describe('I tuoi dati (/my-page)', () => {
  it('shows each consent with its wording and records a withdrawal', async () => {
    const { user } = setup({
      'GET /privacy': { status: 200, data: overview() },
      'POST /privacy/consents': (call) => ({
        status: 200,
        data: overview({
          consents: [{ ...MARKETING, given: (call.data as { given: boolean }).given, recordedAt: '2026-03-03T09:00:00.000Z' }, PROFILING],
        }),
      }),
    });
    const region = await section();
    expect(await within(region).findByText('offerte')).toBeInTheDocument();
    expect(within(region).getByText(/Consenso dato il/)).toBeInTheDocument();
    expect(within(region).getByText('Non ancora espresso')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Revoca il consenso: Comunicazioni commerciali' }));
    expect(await within(region).findByText(/Consenso negato il/)).toBeInTheDocument();
    expect(api.callsTo('POST /privacy/consents')[0]!.data).toEqual({ purpose: 'marketing', given: false });
    expect(within(region).getByRole('button', { name: 'Acconsento: Comunicazioni commerciali' })).toBeInTheDocument();
  });

  it('asks for the export and says it is being prepared', async () => {
    let state: object[] = [];
    const { user } = setup({
      'GET /privacy': () => ({ status: 200, data: overview({ exports: state }) }),
      'POST /privacy/export': () => {
        state = [{ id: 'e1', state: 'preparing', createdAt: '2026-03-02T10:00:00.000Z', readyAt: null, expiresAt: null }];
        return { status: 202, data: { id: 'e1' } };
      },
    });
    const region = await section();
    await user.click(await within(region).findByRole('button', { name: 'Prepara i miei dati' }));
    expect(await within(region).findByText(/Stiamo preparando i tuoi dati/)).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Prepara i miei dati' })).toBeDisabled();
  });

  it('offers the download of a ready export until it expires', async () => {
    const ready = {
      id: 'e1',
      state: 'ready',
      createdAt: '2026-03-02T10:00:00.000Z',
      readyAt: '2026-03-02T10:01:00.000Z',
      expiresAt: '2026-03-09T10:01:00.000Z',
    };
    setup({ 'GET /privacy': { status: 200, data: overview({ exports: [ready] }) } });
    const region = await section();
    expect(await within(region).findByRole('button', { name: 'Scarica i miei dati' })).toBeEnabled();
    expect(within(region).getByText(/puoi scaricarli fino al/)).toHaveTextContent(/9\/0?3\/2026/);
    expect(within(region).queryByRole('button', { name: 'Prepara i miei dati' })).toBeNull();
  });

  it('says why erasure waits while an order is pending', async () => {
    setup({ 'GET /privacy': { status: 200, data: overview({ pendingOrders: ['DEMO-2026-000101'] }) } });
    const region = await section();
    expect(await within(region).findByText(/quando l'ordine DEMO-2026-000101 sarà spedito o annullato/)).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Cancella il mio account' })).toBeDisabled();
  });

  it('asks for confirmation before sending the erasure mail', async () => {
    const { user } = setup({
      'GET /privacy': { status: 200, data: overview() },
      'POST /privacy/erase': { status: 202, data: { ok: true } },
    });
    const region = await section();
    await user.click(await within(region).findByRole('button', { name: 'Cancella il mio account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vuoi davvero cancellare il tuo account?' });
    expect(api.callsTo('POST /privacy/erase')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Sì, mandami il link' }));
    expect(await within(region).findByText(/Ti abbiamo mandato un'email/)).toBeInTheDocument();
    expect(api.callsTo('POST /privacy/erase')).toHaveLength(1);
  });
});
