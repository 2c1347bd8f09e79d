import { screen, waitFor, within } from '@testing-library/react';
import { installFakeApi } from './test/fake-api.js';
import { makeConfig } from './test/fixtures.js';
import { ACTIVE_USER, renderApp } from './test/render-app.js';

describe('routes from the tenant', () => {
  it('shows the login screen on / when logged out', async () => {
    renderApp({ path: '/' });
    expect(await screen.findByRole('heading', { name: 'Accedi' })).toBeInTheDocument();
  });

  it('shows the logged-in home on / with header and footer', async () => {
    const api = installFakeApi({ 'GET /catalog/cart': { status: 200, data: { data: [], total_points: 0, total_items: 0 } } });
    renderApp({ path: '/', user: ACTIVE_USER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Benvenuto' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Il tuo carrello' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    api.restore();
  });

  it('shows the not-found screen for any other path', async () => {
    renderApp({ path: '/non-esiste', user: ACTIVE_USER });
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
  });

  it('treats a disabled route as not found', async () => {
    renderApp({ path: '/news', user: ACTIVE_USER, config: makeConfig({ routes: { news: { enabled: false } } }) });
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
  });

  it('sends anonymous visitors of protected pages to the login page', async () => {
    renderApp({ path: '/news' });
    expect(await screen.findByRole('heading', { name: 'Accedi' })).toBeInTheDocument();
  });

  it('without own login there is no /login page', async () => {
    renderApp({ path: '/login', config: makeConfig({ features: { ownLogin: { active: false } } }) });
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
  });

  it('without own login, protected pages send anonymous visitors to / (the external sign-in)', async () => {
    renderApp({ path: '/news', config: makeConfig({ features: { ownLogin: { active: false } } }) });
    expect(await screen.findByRole('heading', { name: 'Accedi' })).toBeInTheDocument();
  });

  it('forces inactive users to complete their registration', async () => {
    renderApp({ path: '/news', user: { userinfo: { active: false } } });
    expect(await screen.findByRole('heading', { name: 'Completa la registrazione' })).toBeInTheDocument();
  });

  it('hides the catalogue from users without points_enabled', async () => {
    renderApp({ path: '/catalogo', user: { userinfo: { active: true }, points_enabled: false } });
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
  });

  it('opens the catalogue for users with points_enabled', async () => {
    renderApp({ path: '/catalogo', user: ACTIVE_USER });
    expect(await screen.findByRole('heading', { name: 'Catalogo' })).toBeInTheDocument();
  });

  it('sets the document title from the route', async () => {
    renderApp({ path: '/news', user: ACTIVE_USER });
    await screen.findByRole('heading', { name: 'News' });
    await waitFor(() => expect(document.title).toBe('News | Premia Club'));
  });

  it('scrolls to the top on every path change', async () => {
    const { user } = renderApp({ path: '/news', user: ACTIVE_USER });
    await screen.findByRole('heading', { name: 'News' });
    vi.mocked(window.scrollTo).mockClear();
    const nav = screen.getByRole('navigation', { name: 'Menu principale' });
    await user.click(within(nav).getByRole('link', { name: 'Contatti' }));
    expect(await screen.findByRole('heading', { name: 'Contatti' })).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
