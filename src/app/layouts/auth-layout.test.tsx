import { act, screen, within } from '@testing-library/react';
import { apiClient } from '../api/client.js';
import { page } from '../routing/page.js';
import { installSessionExpiry } from '../stores/session.js';
import { installFakeApi } from '../test/fake-api.js';
import { ACTIVE_USER, renderApp } from '../test/render-app.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('auth layout', () => {
  it('shows the screen in a centred card with the tenant logo', async () => {
    renderApp({ path: '/login' });
    expect(await screen.findByRole('heading', { name: 'Accedi' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('img', { name: 'Premia Club' })).toHaveAttribute('src', '/tenant-assets/logo.svg');
    // No header or footer on auth pages.
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('sends logged-in users to /', async () => {
    renderApp({ path: '/login', user: ACTIVE_USER });
    expect(await screen.findByRole('heading', { level: 1, name: /^(Benvenuto|Ciao )/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Accedi' })).not.toBeInTheDocument();
  });

  it('keeps public pages on the auth layout open to an inactive session (account activation)', async () => {
    renderApp({ path: '/activate/abc123', user: { userinfo: { active: false } } });
    expect(await screen.findByRole('heading', { name: 'Attivazione account' })).toBeInTheDocument();
  });

  it('shows the session-expired modal after a 401, whose OK reloads the page', async () => {
    const api = installFakeApi({ 'GET /notifications': { status: 401, data: { error: 'Token scaduto' } } });
    installSessionExpiry();
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    const { user } = renderApp({ path: '/news', user: ACTIVE_USER });
    await screen.findByRole('heading', { name: 'News' });

    await act(() => apiClient.get('/notifications').catch(() => undefined));

    // Logged out by the 401: the protected page gives way to the login page, with the modal over it.
    const dialog = await screen.findByRole('dialog', { name: 'Sessione scaduta' });
    expect(screen.getByRole('heading', { name: 'Accedi' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(reload).toHaveBeenCalled();
    api.restore();
  });
});
