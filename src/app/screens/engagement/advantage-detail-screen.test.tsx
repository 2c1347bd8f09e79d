import { screen } from '@testing-library/react';
import { installFakeApi } from '../../test/fake-api.js';
import { ACTIVE_USER, renderApp } from '../../test/render-app.js';
import { ADVANTAGE_DETAIL } from './test-data.js';

let api: ReturnType<typeof installFakeApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
  delete (window as { hacked?: unknown }).hacked;
});

describe('advantage detail (/advantage/{id})', () => {
  it('shows a public advantage to a visitor who is not logged in, with sanitised text', async () => {
    api = installFakeApi({ 'GET /advantages/11': { status: 200, data: ADVANTAGE_DETAIL } });
    renderApp({ path: '/advantage/11' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Polizza negozio a condizioni riservate' })).toBeInTheDocument();
    expect(screen.getByText('Fino al 20% di sconto.')).toBeInTheDocument();
    expect(screen.getByText('incendio').tagName).toBe('STRONG');
    expect(screen.getByText('Offerto da Assicura Commercio')).toBeInTheDocument();
    expect(document.querySelector('main script, main img[onerror]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Preventivo' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect((window as { hacked?: unknown }).hacked).toBeUndefined();
    // The call went out without a token, and a visitor gets no link to the customers' list.
    expect(api.callsTo('GET /advantages/11')[0]!.headers.get('Authorization')).toBeFalsy();
    expect(screen.queryByRole('link', { name: /Tutti i vantaggi/ })).toBeNull();
  });

  it('offers the way back to the list to a customer', async () => {
    api = installFakeApi({ 'GET /advantages/11': { status: 200, data: ADVANTAGE_DETAIL } });
    renderApp({ path: '/advantage/11', user: ACTIVE_USER });
    expect(await screen.findByRole('link', { name: /Tutti i vantaggi/ })).toHaveAttribute('href', '/advantages');
    expect(api.callsTo('GET /advantages/11')[0]!.headers.get('Authorization')).toBe('Bearer test-token');
  });

  it('asks a visitor to log in for an advantage reserved to customers (401)', async () => {
    api = installFakeApi({ 'GET /advantages/12': { status: 401, data: { error: 'Non autorizzato' } } });
    renderApp({ path: '/advantage/12' });
    expect(await screen.findByText(/Questo vantaggio è riservato ai soci: accedi per leggerlo./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accedi' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says 'Vantaggio non trovato' for an unknown id, and for a malformed one without asking the server", async () => {
    api = installFakeApi({ 'GET /advantages/999': { status: 404, data: { error: 'Vantaggio non trovato' } } });
    renderApp({ path: '/advantage/999' });
    expect(await screen.findByText('Vantaggio non trovato')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Vantaggio' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
  });

  it('does not call the server for an id that is no number', async () => {
    api = installFakeApi({});
    renderApp({ path: '/advantage/abc' });
    expect(await screen.findByText('Vantaggio non trovato')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.url.startsWith('/advantages'))).toEqual([]);
  });

  it("shows 'Errore di rete' with a retry when the server does not answer", async () => {
    let down = true;
    api = installFakeApi({ 'GET /advantages/11': () => (down ? 'network' : { status: 200, data: ADVANTAGE_DETAIL }) });
    const { user } = renderApp({ path: '/advantage/11' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore di rete');
    down = false;
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Polizza negozio a condizioni riservate' })).toBeInTheDocument();
  });
});
