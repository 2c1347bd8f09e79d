import { screen, waitFor, within } from '@testing-library/react';
import { page } from '../routing/page.js';
import { installFakeApi } from '../test/fake-api.js';
import { makeConfig } from '../test/fixtures.js';
import { ACTIVE_USER, renderApp } from '../test/render-app.js';

let api: ReturnType<typeof installFakeApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
  vi.restoreAllMocks();
});

const mainNav = () => screen.getByRole('navigation', { name: 'Menu principale' });

describe('main layout header', () => {
  it('links the logo to / and caps the header width from the theme', async () => {
    renderApp({ path: '/news', user: ACTIVE_USER });
    const home = await screen.findByRole('link', { name: 'Premia Club: vai alla home' });
    expect(home).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner').firstElementChild).toHaveStyle({ maxWidth: '1108px' });
  });

  it('shows the static links for logged-in users, REGOLAMENTO and LOGOUT', async () => {
    renderApp({ path: '/news', user: ACTIVE_USER });
    await screen.findByRole('heading', { name: 'News' });
    const nav = within(mainNav());
    expect(nav.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Catalogo',
      'News',
      'Vantaggi',
      'Contatti',
      'REGOLAMENTO (si apre in una nuova scheda)',
    ]);
    expect(nav.getByRole('link', { name: /REGOLAMENTO/ })).toHaveAttribute('href', '/regolamento');
    expect(nav.getByRole('button', { name: 'LOGOUT' })).toBeInTheDocument();
  });

  it('hides loggedIn links and LOGOUT from anonymous visitors', async () => {
    renderApp({ path: '/promo/estate' });
    await screen.findByRole('heading', { name: 'Iniziativa' });
    const nav = within(mainNav());
    expect(nav.getAllByRole('link').map((a) => a.textContent)).toEqual(['News', 'REGOLAMENTO (si apre in una nuova scheda)']);
    expect(nav.queryByRole('button', { name: 'LOGOUT' })).not.toBeInTheDocument();
  });

  it('shows loggedOut links only to anonymous visitors, and opens https links in a new tab', async () => {
    const config = makeConfig({
      menu: {
        links: { signup: { label: 'Registrati', url: '/login', auth: 'loggedOut' }, site: { label: 'Sito', url: 'https://example.com/' } },
      },
    });
    renderApp({ path: '/promo/estate', config });
    await screen.findByRole('heading', { name: 'Iniziativa' });
    expect(within(mainNav()).getByRole('link', { name: 'Registrati' })).toHaveAttribute('href', '/login');
    const external = within(mainNav()).getByRole('link', { name: 'Sito (si apre in una nuova scheda)' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('burger menu: toggles with aria-expanded, focuses the first entry, Escape closes and returns focus', async () => {
    const { user } = renderApp({ path: '/news', user: ACTIVE_USER });
    const burger = await screen.findByRole('button', { name: 'Apri il menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();

    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(burger).toHaveAccessibleName('Chiudi il menu');
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(burger).toHaveAttribute('aria-controls', menu.id);
    expect(within(menu).getByRole('link', { name: 'Catalogo' })).toHaveFocus();
    // LOGOUT is a text entry in the mobile menu.
    expect(within(menu).getByRole('button', { name: 'LOGOUT' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    expect(burger).toHaveFocus();
  });

  it('burger menu closes when a link is followed', async () => {
    const { user } = renderApp({ path: '/news', user: ACTIVE_USER });
    await user.click(await screen.findByRole('button', { name: 'Apri il menu' }));
    await user.click(within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'Contatti' }));
    expect(await screen.findByRole('heading', { name: 'Contatti' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
  });
});

describe('main layout footer', () => {
  it('shows the documents as PDF links, the company line with the year, and a back-to-top button', async () => {
    const { user } = renderApp({ path: '/promo/estate' });
    const footer = within(await screen.findByRole('contentinfo'));
    const docs = footer.getAllByRole('link');
    expect(docs.map((a) => a.getAttribute('href'))).toEqual([
      '/regolamento',
      '/app/pdf/PrivacyPolicy.pdf',
      '/app/pdf/Termini%26Condizioni.pdf',
      '/app/pdf/INFORMATIVA_PRIVACY.pdf',
    ]);
    expect(docs.every((a) => a.getAttribute('target') === '_blank')).toBe(true);
    expect(footer.getByText(/© 2025 Premia S\.r\.l\./)).toBeInTheDocument();

    vi.mocked(window.scrollTo).mockClear();
    await user.click(footer.getByRole('button', { name: /Torna su/ }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByRole('link', { name: 'Vai al contenuto' })).toHaveFocus();
  });
});

describe('logout', () => {
  it('asks for confirmation; ANNULLA keeps the session', async () => {
    const { user } = renderApp({ path: '/news', user: ACTIVE_USER });
    await user.click(await within(mainNav()).findByRole('button', { name: 'LOGOUT' }));
    // The dialog's module may still be on its way (layouts/dialogs.tsx).
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Sei sicuro di volerti disconnettere?');
    await user.click(within(dialog).getByRole('button', { name: 'ANNULLA' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('test-token');
  });

  it('CONFERMA signs out, forgets the token and reloads at the root, even when sign-out fails', async () => {
    api = installFakeApi({ 'GET /auth/signout': { status: 500 }, 'POST /app/errors': { status: 204 } });
    const assign = vi.spyOn(page, 'assign').mockImplementation(() => undefined);
    const { user } = renderApp({ path: '/news', user: ACTIVE_USER });
    await user.click(await within(mainNav()).findByRole('button', { name: 'LOGOUT' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'CONFERMA' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(api.callsTo('GET /auth/signout')).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('prize validation modal', () => {
  const winner = { ...ACTIVE_USER, prize_to_validate: 1 };

  it("offers 'Convalida', which leads to /form-win", async () => {
    const { user } = renderApp({ path: '/news', user: winner });
    const dialog = await screen.findByRole('dialog', { name: 'Hai un premio da convalidare' });
    await user.click(within(dialog).getByRole('button', { name: 'Convalida' }));
    expect(await screen.findByRole('heading', { name: 'Convalida premio' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("'Più tardi' closes it and it stays closed while the customer moves around", async () => {
    const { user } = renderApp({ path: '/news', user: winner });
    const dialog = await screen.findByRole('dialog', { name: 'Hai un premio da convalidare' });
    await user.click(within(dialog).getByRole('button', { name: 'Più tardi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(mainNav()).getByRole('link', { name: 'Catalogo' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Catalogo' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not shown when the tenant has prize validation off, or no prize awaits', async () => {
    renderApp({ path: '/news', user: winner, config: makeConfig({ features: { prizeValidation: false } }) });
    await screen.findByRole('heading', { name: 'News' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not shown to a user without a prize to validate', async () => {
    renderApp({ path: '/news', user: ACTIVE_USER });
    await screen.findByRole('heading', { name: 'News' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
