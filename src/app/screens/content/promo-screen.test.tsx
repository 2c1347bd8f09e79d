import { screen } from '@testing-library/react';
import { installFakeApi, type FakeAnswer, type FakeHandler } from '../../test/fake-api.js';
import { ACTIVE_USER, renderApp } from '../../test/render-app.js';
import { initiative } from './test-data.js';

let api: ReturnType<typeof installFakeApi>;
afterEach(() => api?.restore());

function setup(routes: Record<string, FakeHandler | FakeAnswer>, path: string, loggedIn = false) {
  api = installFakeApi({ 'POST /app/errors': { status: 204 }, ...routes });
  return renderApp({ path, user: loggedIn ? ACTIVE_USER : undefined });
}

describe('promo (/promo/{initiative})', () => {
  it('shows the initiative to an anonymous visitor: picture, title, period, sanitised text and the way to log in', async () => {
    setup(
      {
        'GET /initiatives/estate-2025': {
          status: 200,
          data: initiative({
            body_html:
              '<p>Ogni ordine ti dà una possibilità.</p><h2>Come partecipare</h2><ul><li>accedi al portale</li></ul><img src="x" onerror="alert(1)">',
          }),
        },
      },
      '/promo/estate-2025',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Estate Premia: vinci un weekend al mare' })).toBeInTheDocument();
    expect(screen.getByText('Dal 1 ottobre 2025 al 1 marzo 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Come partecipare' })).toBeInTheDocument();
    expect(document.querySelector('[onerror]')).toBeNull();
    const hero = document.querySelector('img[src="/v1/content/images/stagione/b45309.svg"]');
    expect(hero).toHaveAttribute('width', '800');
    expect(screen.getByRole('link', { name: 'Accedi per partecipare' })).toHaveAttribute('href', '/login');
  });

  it('offers the customer area to a signed-in customer', async () => {
    setup(
      { 'GET /initiatives/estate-2025': { status: 200, data: initiative({ starts_at: null, image: null }) } },
      '/promo/estate-2025',
      true,
    );
    expect(await screen.findByText('Fino al 1 marzo 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai alla tua area' })).toHaveAttribute('href', '/');
  });

  it("shows the 'promo not found' screen for an unknown or closed initiative", async () => {
    setup({ 'GET /initiatives/nope': { status: 404, data: { error: 'Iniziativa non trovata' } } }, '/promo/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniziativa non trovata' })).toBeInTheDocument();
    expect(screen.getByText("L'iniziativa che cerchi non esiste o non è più attiva.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
  });

  it('shows other failures with a retry instead of calling the initiative missing', async () => {
    const answers: FakeAnswer[] = ['network', { status: 200, data: initiative() }];
    const { user } = setup({ 'GET /initiatives/estate-2025': () => answers.shift()! }, '/promo/estate-2025');
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore di rete');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Estate Premia: vinci un weekend al mare' })).toBeInTheDocument();
  });
});
