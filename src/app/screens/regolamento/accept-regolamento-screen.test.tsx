import { screen, waitFor } from '@testing-library/react';
import { installFakeApi, type FakeAnswer, type FakeHandler } from '../../test/fake-api.js';
import { makeConfig } from '../../test/fixtures.js';
import { renderApp } from '../../test/render-app.js';

const V2 = {
  version: 2,
  format: 'pdf',
  publishedAt: '2026-12-10T09:00:00.000Z',
  changes: 'Nuove soglie dei premi.\nTermine delle richieste al 30 novembre.',
  url: '/regolamento/2',
  docHash: 'a'.repeat(64),
};
const pendingUser = { userinfo: { active: true, username: 'DEMO0001' }, points_enabled: true, regolamento_da_accettare: 2 };
let api: ReturnType<typeof installFakeApi>;

function setup(path: string, routes: Record<string, FakeHandler | FakeAnswer>) {
  api = installFakeApi(routes);
  return renderApp({ path, config: makeConfig(), user: pendingUser });
}
afterEach(() => api?.restore());

describe('the regolamento to accept (/accetta-regolamento)', () => {
  it('leads any other route to the page, shows the changes and the full text, and lets the customer in once accepted', async () => {
    let accepted = false;
    const { user } = setup('/my-page', {
      'GET /regolamento/da-accettare': { status: 200, data: { pending: V2 } },
      'POST /regolamento/accettazioni': () => {
        accepted = true;
        return { status: 201, data: { version: 2, docHash: V2.docHash, acceptedAt: '2026-12-10T09:05:00.000Z' } };
      },
      'GET /auth/me': () => ({ status: 200, data: { ...pendingUser, regolamento_da_accettare: accepted ? null : 2 } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nuovo regolamento' })).toBeInTheDocument();
    expect(await screen.findByText(/la versione 2 è in vigore dal 10 dicembre 2026/)).toBeInTheDocument();
    expect(screen.getByText(/Nuove soglie dei premi\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Leggi il regolamento completo \(versione 2\)/ })).toHaveAttribute('href', '/regolamento/2');
    await user.click(screen.getByRole('button', { name: 'Ho letto e accetto il regolamento' }));
    expect(api.callsTo('POST /regolamento/accettazioni')[0]!.data).toEqual({ version: 2 });
    // Accepted: the record no longer names a version, and the page gives way to the home.
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Nuovo regolamento' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Ho letto e accetto il regolamento' })).not.toBeInTheDocument();
  });

  it('says so when a newer version was published meanwhile, and keeps the customer on the page', async () => {
    const { user } = setup('/accetta-regolamento', {
      'GET /regolamento/da-accettare': { status: 200, data: { pending: V2 } },
      'POST /regolamento/accettazioni': { status: 409, data: { error: 'Nel frattempo è stata pubblicata una nuova versione' } },
      'GET /auth/me': { status: 200, data: pendingUser },
    });
    await user.click(await screen.findByRole('button', { name: 'Ho letto e accetto il regolamento' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nel frattempo è stata pubblicata una nuova versione: leggi le novità');
    expect(screen.getByRole('heading', { level: 1, name: 'Nuovo regolamento' })).toBeInTheDocument();
  });
});
