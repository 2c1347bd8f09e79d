import { screen, waitFor, within } from '@testing-library/react';
import { inProcessFormsModule } from '../../forms/test-support.js';
import { setFormsModuleLoader } from '../../forms/validators.js';
import { makeConfig } from '../../test/fixtures.js';
import { installFakeApi, type FakeAnswer, type FakeHandler } from '../../test/fake-api.js';
import { prefetchForMount } from '../../queries/prefetched.js';
import { queryClient } from '../../queries/query-client.js';
import { startSession } from '../../stores/session.js';
import { ACTIVE_USER, renderApp } from '../../test/render-app.js';
import { asUser } from '../../test/test-user.js';
import { prefetchData, prepare } from './news-list-screen.js';
import { newsItem, notice, pageOf, summaryOf } from './test-data.js';

let api: ReturnType<typeof installFakeApi>;
afterEach(() => api?.restore());

const PAGE_1 = Array.from({ length: 9 }, (_, i) => summaryOf(newsItem(i + 1)));
const PAGE_2 = [summaryOf(newsItem(10, { title: 'Ultimo articolo', image: null }))];

function setup(routes: Record<string, FakeHandler | FakeAnswer>, path = '/news') {
  api = installFakeApi({ 'POST /app/errors': { status: 204 }, ...routes });
  return renderApp({ path, user: ACTIVE_USER });
}

const cards = () => screen.getAllByRole('article');

describe('news list (/news)', () => {
  it('shows the section and page boot asked for beside auth/me (registry/screen-props.ts) without asking again', async () => {
    api = installFakeApi({ 'GET /notices?page=2': { status: 200, data: pageOf([notice(11)], 2, 2, 10) } });
    startSession('test-token', asUser(ACTIVE_USER));
    prefetchData({ prefetch: (options) => prefetchForMount(queryClient, options), search: new URLSearchParams('sezione=avvisi&page=2') });
    await waitFor(() => expect(api.callsTo('GET /notices?page=2')).toHaveLength(1));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    renderApp({ path: '/news?sezione=avvisi&page=2' });
    expect(await screen.findByText('Avviso 11')).toBeInTheDocument();
    expect(api.callsTo('GET /notices?page=2')).toHaveLength(1);
  });

  it('shows the magazine as cards: picture in a reserved box, first eager then lazy, it-IT date, title link and excerpt', async () => {
    setup({ 'GET /magazine?page=1': { status: 200, data: pageOf(PAGE_1, 1, 2) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Articolo numero 1' })).toHaveAttribute('href', '/news/1');
    expect(cards()).toHaveLength(9);
    const first = cards()[0]!;
    expect(within(first).getByText('3 novembre 2025')).toHaveAttribute('datetime', '2025-11-03T09:00:00.000Z');
    expect(within(first).getByText("Riassunto dell'articolo 1.")).toBeInTheDocument();
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent('Articolo numero 1');
    const images = document.querySelectorAll('article img');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('width', '800');
    expect(images[0]).toHaveAttribute('height', '450');
    expect([...images].slice(1).every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('shows skeletons while the page loads', async () => {
    let answer!: (a: FakeAnswer) => void;
    setup({ 'GET /magazine?page=1': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) });
    await waitFor(() => expect(api.callsTo('GET /magazine?page=1')).toHaveLength(1));
    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento in corso');
    expect(screen.queryByRole('article')).toBeNull();
    answer({ status: 200, data: pageOf(PAGE_1, 1, 1) });
    expect(await screen.findByRole('link', { name: 'Articolo numero 1' })).toBeInTheDocument();
    expect(screen.queryByText('Caricamento in corso')).toBeNull();
  });

  it('pages with ?page in the URL: next, numbered links, previous', async () => {
    const { user } = setup({
      'GET /magazine?page=1': { status: 200, data: pageOf(PAGE_1, 1, 2) },
      'GET /magazine?page=2': { status: 200, data: pageOf(PAGE_2, 2, 2) },
    });
    const paging = await screen.findByRole('navigation', { name: 'Paginazione' });
    expect(within(paging).getByRole('link', { name: 'Pagina 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(paging).getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('href', '/news?page=2');
    await user.click(within(paging).getByRole('link', { name: /Successiva/ }));
    expect(await screen.findByRole('link', { name: 'Ultimo articolo' })).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
    // It has no picture: a card of text, without an empty picture-sized box above the date.
    expect(cards()[0]!.querySelector('[data-image-box]')).toBeNull();
    const again = screen.getByRole('navigation', { name: 'Paginazione' });
    expect(within(again).getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(again).queryByRole('link', { name: /Successiva/ })).toBeNull();
    expect(api.callsTo('GET /magazine?page=2')).toHaveLength(1);
    await user.click(within(again).getByRole('link', { name: /Precedente/ }));
    expect(await screen.findByRole('link', { name: 'Articolo numero 9' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('opens on the page named in the URL, and says so when that page is past the end', async () => {
    setup({ 'GET /magazine?page=7': { status: 200, data: pageOf([], 7, 3) } }, '/news?page=7');
    expect(await screen.findByText('Questa pagina non contiene elementi.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai alla prima pagina' })).toHaveAttribute('href', '/news');
  });

  it('shows an empty state when there are no articles', async () => {
    setup({ 'GET /magazine?page=1': { status: 200, data: pageOf([], 1, 1) } });
    expect(await screen.findByText('Non ci sono ancora news: torna a trovarci presto.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginazione' })).toBeNull();
  });

  it("says 'Errore imprevisto' when the server fails, and retries", async () => {
    const answers: FakeAnswer[] = [
      { status: 500, data: { error: 'Errore interno' } },
      { status: 200, data: pageOf(PAGE_1, 1, 1) },
    ];
    const { user } = setup({ 'GET /magazine?page=1': () => answers.shift()! });
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore imprevisto');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('link', { name: 'Articolo numero 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says 'Errore di rete' when the server does not answer", async () => {
    setup({ 'GET /magazine?page=1': 'network' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore di rete');
  });

  it("shows the notices in the 'Avvisi' section, dated and sanitised", async () => {
    const { user } = setup({
      'GET /magazine?page=1': { status: 200, data: pageOf(PAGE_1, 1, 1) },
      'GET /notices?page=1': {
        status: 200,
        data: pageOf(
          [
            notice(1, {
              title: 'Consegne rallentate',
              body_html: '<p>Fino a <strong>cinque</strong> giorni.<img src="x" onerror="alert(1)"></p><script>alert(2)</script>',
            }),
            notice(2),
          ],
          1,
          1,
          10,
        ),
      },
    });
    await screen.findByRole('link', { name: 'Articolo numero 1' });
    const sections = screen.getByRole('navigation', { name: 'Sezioni delle news' });
    expect(within(sections).getByRole('link', { name: 'Magazine' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(sections).getByRole('link', { name: 'Avvisi' }));
    const first = await screen.findByRole('article', { name: 'Consegne rallentate' });
    expect(within(sections).getByRole('link', { name: 'Avvisi' })).toHaveAttribute('aria-current', 'page');
    expect(first).toHaveTextContent('Fino a cinque giorni.');
    expect(first.innerHTML).not.toMatch(/onerror|script/);
    expect(within(first).getByText('20 ottobre 2025')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it("says 'Errore imprevisto' for notices too", async () => {
    setup({ 'GET /notices?page=1': { status: 503, data: { error: 'Servizio non disponibile' } } }, '/news?sezione=avvisi');
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore imprevisto');
  });

  it('shows an empty state when there are no notices', async () => {
    setup({ 'GET /notices?page=1': { status: 200, data: pageOf([], 1, 1, 10) } }, '/news?sezione=avvisi');
    expect(await screen.findByText('Non ci sono avvisi al momento.')).toBeInTheDocument();
  });

  it('has the notices panel (and the rich-text sanitiser) ready with the screen only when the address opens the notices', async () => {
    await expect(prepare(new URLSearchParams('page=2'))).resolves.toBeUndefined();
    await expect(prepare(new URLSearchParams('sezione=avvisi'))).resolves.toHaveProperty('NoticesPanel');
  });

  it('needs a login (route access protected)', async () => {
    setFormsModuleLoader(async () => inProcessFormsModule(makeConfig()));
    api = installFakeApi({});
    renderApp({ path: '/news' });
    expect(await screen.findByPlaceholderText('Codice utente (SAP)')).toBeInTheDocument();
    expect(api.callsTo('GET /magazine?page=1')).toHaveLength(0);
    setFormsModuleLoader(null);
  });
});
