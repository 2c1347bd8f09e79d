import { screen, waitFor, within } from '@testing-library/react';
import type { Notification } from '../../api/content.js';
import { installFakeApi, type FakeAnswer, type FakeHandler } from '../../test/fake-api.js';
import { ACTIVE_USER, renderApp } from '../../test/render-app.js';
import { notification, pageOf } from './test-data.js';

let api: ReturnType<typeof installFakeApi>;
afterEach(() => api?.restore());

/** A small server keeping read state, as src/server/modules/content/notification-routes.ts does. */
function fakeServer(items: Notification[]): Record<string, FakeHandler | FakeAnswer> {
  const unread = () => items.filter((n) => !n.read).length;
  const routes: Record<string, FakeHandler | FakeAnswer> = {
    'GET /notifications?page=1': () => ({
      status: 200,
      data: {
        ...pageOf(
          items.map((n) => ({ ...n })),
          1,
          1,
          10,
        ),
        unread: unread(),
      },
    }),
  };
  for (const item of items) {
    const read = () => {
      if (!item.read) Object.assign(item, { read: true, read_at: '2025-11-05T09:00:00.000Z' });
    };
    routes[`GET /notifications/${item.id}`] = () => (read(), { status: 200, data: { ...item } });
    routes[`POST /notifications/${item.id}/read`] = () => (
      read(),
      { status: 200, data: { id: item.id, read: true, read_at: item.read_at, unread: unread() } }
    );
  }
  return routes;
}

function setup(routes: Record<string, FakeHandler | FakeAnswer>, path = '/notifications') {
  api = installFakeApi({ 'POST /app/errors': { status: 204 }, ...routes });
  return renderApp({ path, user: ACTIVE_USER });
}

describe('notifications (/notifications)', () => {
  it("shows unread ones with a 'Non letta' badge (text, not colour alone) and the unread count", async () => {
    setup(
      fakeServer([
        notification(3, false, { title: 'Nuovo buono disponibile' }),
        notification(2, false),
        notification(1, true, { title: 'Benvenuto' }),
      ]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifiche' })).toBeInTheDocument();
    expect(await screen.findByText('Hai 2 notifiche non lette.')).toBeInTheDocument();
    const fresh = screen.getByRole('article', { name: /Nuovo buono disponibile/ });
    expect(within(fresh).getByText('Non letta')).toBeInTheDocument();
    expect(within(fresh).getByRole('link', { name: 'Nuovo buono disponibile (non letta)' })).toHaveAttribute('href', '/notifications/3');
    expect(within(fresh).getByText(/^1 novembre 2025/)).toBeInTheDocument();
    const old = screen.getByRole('article', { name: 'Benvenuto' });
    expect(within(old).queryByText('Non letta')).toBeNull();
    expect(within(old).getByRole('link', { name: 'Benvenuto' })).toBeInTheDocument();
  });

  it('opening one marks it read on the server; the count drops and the list shows it read', async () => {
    const { user } = setup(
      fakeServer([
        notification(3, false, { title: 'Nuovo buono disponibile', body_html: '<p>Trovi il <strong>codice</strong> nei vantaggi.</p>' }),
        notification(2, false),
      ]),
    );
    await user.click(await screen.findByRole('link', { name: /Nuovo buono disponibile/ }));
    const opened = await screen.findByRole('article', { name: 'Nuovo buono disponibile' });
    expect(opened).toHaveTextContent('Trovi il codice nei vantaggi.');
    expect(within(opened).getByRole('heading', { level: 1 })).toHaveTextContent('Nuovo buono disponibile');
    await waitFor(() => expect(api.callsTo('POST /notifications/3/read')).toHaveLength(1));
    await user.click(screen.getByRole('link', { name: /Tutte le notifiche/ }));
    expect(await screen.findByText('Hai 1 notifica non letta.')).toBeInTheDocument();
    const read = screen.getByRole('article', { name: 'Nuovo buono disponibile' });
    expect(within(read).queryByText('Non letta')).toBeNull();
  });

  it('says when everything is read, and shows an empty state without notifications', async () => {
    const first = setup(fakeServer([notification(1, true)]));
    expect(await screen.findByText('Hai letto tutte le notifiche.')).toBeInTheDocument();
    first.unmount();
    api.restore();
    setup({ 'GET /notifications?page=1': { status: 200, data: { ...pageOf([], 1, 1, 10), unread: 0 } } });
    expect(await screen.findByText('Non hai notifiche.')).toBeInTheDocument();
  });

  it("shows the server's error with a retry, and 'Errore di rete' offline", async () => {
    const answers: FakeAnswer[] = [{ status: 500, data: { error: 'Servizio non disponibile' } }, 'network'];
    const { user } = setup({ 'GET /notifications?page=1': () => answers.shift()! });
    expect(await screen.findByRole('alert')).toHaveTextContent('Servizio non disponibile');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore di rete');
  });
});

describe('notification detail (/notifications/{id})', () => {
  it("says 'Notifica non trovata' for somebody else's or an unknown one", async () => {
    setup(
      {
        'GET /notifications/99': { status: 404, data: { error: 'Notifica non trovata' } },
        'POST /notifications/99/read': { status: 404, data: { error: 'Notifica non trovata' } },
      },
      '/notifications/99',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifica non trovata' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tutte le notifiche' })).toHaveAttribute('href', '/notifications');
  });

  it('still shows the text when only the count update fails', async () => {
    setup(
      {
        'GET /notifications/5': { status: 200, data: notification(5, true, { title: 'Ordine spedito' }) },
        'POST /notifications/5/read': 'network',
      },
      '/notifications/5',
    );
    expect(await screen.findByRole('article', { name: 'Ordine spedito' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
