import { screen, within } from '@testing-library/react';
import { installFakeApi, type FakeAnswer, type FakeHandler } from '../../test/fake-api.js';
import { ACTIVE_USER, renderApp } from '../../test/render-app.js';
import { newsItem, pageOf, summaryOf } from './test-data.js';

let api: ReturnType<typeof installFakeApi>;
afterEach(() => api?.restore());

function setup(routes: Record<string, FakeHandler | FakeAnswer>, path = '/news/4') {
  api = installFakeApi({ 'POST /app/errors': { status: 204 }, ...routes });
  return renderApp({ path, user: ACTIVE_USER });
}

const ARTICLE = newsItem(4, {
  title: 'Punti doppi a dicembre',
  published_at: '2025-12-01T10:00:00.000Z',
  body_html:
    '<p>La promozione è <em>automatica</em>.</p><h3>Quando</h3><p onclick="alert(1)">Dal 1° al 31 dicembre.</p><script>alert(2)</script><a href="javascript:alert(3)">x</a>',
});

describe('news detail (/news/{id})', () => {
  it('shows the picture, the it-IT date, the title and the sanitised body, headings in order', async () => {
    setup({ 'GET /magazine/4': { status: 200, data: ARTICLE } });
    const article = await screen.findByRole('article', { name: 'Punti doppi a dicembre' });
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent('Punti doppi a dicembre');
    expect(within(article).getByText('Pubblicato il 1 dicembre 2025')).toHaveAttribute('datetime', '2025-12-01T10:00:00.000Z');
    const img = article.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/v1/content/images/premi/4.svg');
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '450');
    // The CMS's h3 is the first heading under the h1: it becomes an h2.
    expect(within(article).getByRole('heading', { level: 2, name: 'Quando' })).toBeInTheDocument();
    expect(article).toHaveTextContent('La promozione è automatica.');
    expect(article.innerHTML).not.toMatch(/onclick|<script|javascript:/);
    expect(document.title).toBe('Punti doppi a dicembre | Premia Club');
  });

  it('goes back to the list page it was opened from', async () => {
    const { user } = setup(
      {
        'GET /magazine?page=2': { status: 200, data: pageOf([summaryOf(ARTICLE)], 2, 2) },
        'GET /magazine/4': { status: 200, data: ARTICLE },
      },
      '/news?page=2',
    );
    await user.click(await screen.findByRole('link', { name: 'Punti doppi a dicembre' }));
    await screen.findByRole('article', { name: 'Punti doppi a dicembre' });
    const backLinks = screen.getAllByRole('link', { name: /Torna alle news/ });
    expect(backLinks.length).toBeGreaterThan(0);
    for (const link of backLinks) expect(link).toHaveAttribute('href', '/news?page=2');
    await user.click(backLinks[0]!);
    expect(await screen.findByRole('navigation', { name: 'Paginazione' })).toBeInTheDocument();
    // The page read a moment ago shows at once from the cache (news stay fresh for minutes).
    expect(screen.getByRole('link', { name: 'Punti doppi a dicembre' })).toBeInTheDocument();
    expect(api.callsTo('GET /magazine?page=2')).toHaveLength(1);
  });

  it("says 'Articolo non trovato' for an unknown article", async () => {
    setup({ 'GET /magazine/4': { status: 404, data: { error: 'Articolo non trovato' } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Articolo non trovato' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alle news' })).toHaveAttribute('href', '/news');
  });

  it('does not ask the server for an id that cannot exist', async () => {
    setup({}, '/news/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Articolo non trovato' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.url.startsWith('/magazine'))).toHaveLength(0);
  });

  it("says 'Errore imprevisto' on a server error and 'Errore di rete' offline, with retry", async () => {
    const answers: FakeAnswer[] = [{ status: 500, data: { error: 'Errore interno' } }, 'network', { status: 200, data: ARTICLE }];
    const { user } = setup({ 'GET /magazine/4': () => answers.shift()! });
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore imprevisto');
    expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore di rete');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('article', { name: 'Punti doppi a dicembre' })).toBeInTheDocument();
  });
});
