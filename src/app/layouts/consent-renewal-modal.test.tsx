import { screen, waitFor, within } from '@testing-library/react';
import { installFakeApi } from '../test/fake-api.js';
import { ACTIVE_USER, renderApp } from '../test/render-app.js';

const MARKETING = {
  purpose: 'marketing',
  label: 'Comunicazioni commerciali',
  text: '<p>Acconsento a ricevere <strong>offerte</strong></p>',
};
const lapsed = { ...ACTIVE_USER, consents_to_renew: [MARKETING] };
const TITLE = 'Vuoi rinnovare il tuo consenso?';

let api: ReturnType<typeof installFakeApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

function withAnswers() {
  api = installFakeApi({
    'POST /privacy/consents': { status: 200, data: { consents: [], exports: [], pendingOrders: [] } },
    'GET /auth/me': { status: 200, data: { ...lapsed, consents_to_renew: [] } },
  });
}

describe('consent renewal at sign-in', { timeout: 40_000 }, () => {
  it('shows the lapsed consent with its wording; "Rinnova" gives it again and the question ends', async () => {
    withAnswers();
    const { user } = renderApp({ path: '/news', user: lapsed });
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(within(dialog).getByText('Comunicazioni commerciali')).toBeInTheDocument();
    expect(within(dialog).getByText('offerte')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Rinnova' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api!.callsTo('POST /privacy/consents').map((c) => c.data)).toEqual([{ purpose: 'marketing', given: true }]);
  });

  it('"No, grazie" records the refusal', async () => {
    withAnswers();
    const { user } = renderApp({ path: '/news', user: lapsed });
    await user.click(within(await screen.findByRole('dialog', { name: TITLE })).getByRole('button', { name: 'No, grazie' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api!.callsTo('POST /privacy/consents').map((c) => c.data)).toEqual([{ purpose: 'marketing', given: false }]);
  });

  it('says so next to the buttons when the answer cannot be saved, and keeps the question open', async () => {
    api = installFakeApi({ 'POST /privacy/consents': { status: 500, data: { error: 'Servizio non disponibile' } } });
    const { user } = renderApp({ path: '/news', user: lapsed });
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await user.click(within(dialog).getByRole('button', { name: 'Rinnova' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Servizio non disponibile');
    expect(within(dialog).getByRole('button', { name: 'Rinnova' })).toBeEnabled();
  });

  it('"Più tardi" records nothing; the prize question waits until then', async () => {
    api = installFakeApi({});
    const { user } = renderApp({ path: '/news', user: { ...lapsed, prize_to_validate: 1 } });
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Più tardi' }));
    expect(await screen.findByRole('dialog', { name: 'Hai un premio da convalidare' })).toBeInTheDocument();
    expect(api.callsTo('POST /privacy/consents')).toEqual([]);
  });

  it('is not shown when nothing lapsed', async () => {
    renderApp({ path: '/news', user: ACTIVE_USER });
    await screen.findByRole('heading', { name: 'News' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
