import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '../../api/catalog.js';
import { prefetchForMount } from '../../queries/prefetched.js';
import { queryClient } from '../../queries/query-client.js';
import { installFakeApi, type FakeAnswer, type FakeCall, type FakeHandler } from '../../test/fake-api.js';
import { makeConfig } from '../../test/fixtures.js';
import { CATEGORIES, customer, pageOf, paramsOf, product } from './test-data.js';
import { prefetchData } from './catalogue-screen.js';
import { currentLocation, goBack, renderWithLocation, signIn } from './test-render.js';

// 45 prizes, 1 000 points apart: pages of 20 → 3 pages; above 25 000 the customer cannot afford them.
const CATALOGUE: Product[] = Array.from({ length: 45 }, (_, i) =>
  product(i + 1, {
    name: i === 2 ? 'Macchina da caffè espresso' : `Premio numero ${i + 1}`,
    category_id: i % 2 === 0 ? 11 : 21,
    available: i % 7 !== 6,
    stock: i % 7 === 6 ? 0 : 10,
  }),
);

/** A small stand-in for the server's filtering, so the grid shows what the filters asked for. */
function answerProducts(call: FakeCall): FakeAnswer {
  const p = paramsOf(call);
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const category = Number(p['category_id'] ?? 0);
  const inCategory = (id: number | null) =>
    !category || id === category || CATEGORIES.find((c) => c.id === category)?.subcategories.some((s) => s.id === id);
  const hits = CATALOGUE.filter(
    (x) =>
      (!p['search'] || fold(x.name).includes(fold(String(p['search'])))) &&
      inCategory(x.category_id) &&
      (p['pointsFrom'] === undefined || x.points >= Number(p['pointsFrom'])) &&
      (p['pointsTo'] === undefined || x.points <= Number(p['pointsTo'])) &&
      (p['onlyAvailable'] !== 'true' || x.available),
  );
  const page = Number(p['page']);
  return { status: 200, data: pageOf(hits.slice((page - 1) * 20, page * 20), page, hits.length) };
}

let api: ReturnType<typeof installFakeApi>;
// The screen loads lazily: on a busy machine its first transform alone can outlast findBy's wait.
beforeAll(() => import('./catalogue-screen.js'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  api?.restore();
});

function setup(path = '/catalogo', routes: Record<string, FakeHandler | FakeAnswer> = {}, config = makeConfig()) {
  api = installFakeApi({
    'GET /catalog/products': answerProducts,
    'GET /catalog/categories': { status: 200, data: { data: CATEGORIES } },
    'POST /app/errors': { status: 204 },
    ...routes,
  });
  return renderWithLocation({ path, user: customer(), config });
}

/**
 * Boot's data prefetch for the address, as it runs beside auth/me (boot/prefetch-screen.ts), then
 * the screen once its answers are in: the screen mounts after them.
 */
async function setupPrefetched(path: string) {
  api = installFakeApi({ 'GET /catalog/products': answerProducts, 'GET /catalog/categories': { status: 200, data: { data: CATEGORIES } } });
  signIn(customer());
  prefetchData({ prefetch: (options) => prefetchForMount(queryClient, options), search: new URLSearchParams(path.split('?')[1] ?? '') });
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return renderWithLocation({ path, user: customer(), signedIn: true });
}

const productCalls = () => api.callsTo('GET /catalog/products').map(paramsOf);
const lastProductCall = () => productCalls().at(-1);
const cards = () => within(screen.getByRole('region', { name: 'Risultati' })).getAllByRole('article');
const cardNames = () => cards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
const filters = () => screen.getByRole('search', { name: 'Filtra i premi' });
const control = (label: string) => within(filters()).getByLabelText(label);

/** Longer than the filters' typing pauses (search 400 ms, points 700 ms). */
const LONGER_THAN_ANY_PAUSE_MS = 1200;

/**
 * From here on the typing pauses run on a clock the test moves (vi.advanceTimersByTimeAsync)
 * instead of real time; the returned user types on that clock too.
 */
function withFakeTimers() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // Testing Library waits (waitFor, its act wrapper) on setTimeout: it moves a fake clock itself
  // only when it finds Jest's API, which it looks up as a global.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

async function ready() {
  // Text queries: role queries over a grid of 20 cards are slow enough on a busy machine to time out.
  await screen.findByText('Premio numero 1');
  await waitFor(() => expect(control('Categoria')).toBeEnabled());
}

describe('catalogue (/catalogo)', () => {
  it('shows 20 prizes a page: fixed picture boxes (first row eager), it-IT points, availability and what is missing', async () => {
    setup();
    await ready();
    expect(screen.getByRole('heading', { level: 1, name: 'Catalogo' })).toBeInTheDocument();
    expect(screen.getByText('Il tuo saldo:').parentElement).toHaveTextContent('Il tuo saldo: 25.000 punti');
    expect(lastProductCall()).toEqual({ page: 1, limit: 20 });
    expect(cards()).toHaveLength(20);
    expect(screen.getByText('45 premi · pagina 1 di 3')).toBeInTheDocument();

    const coffee = cards()[2]!;
    expect(within(coffee).getByRole('link', { name: 'Macchina da caffè espresso' })).toHaveAttribute('href', '/catalogo/3');
    expect(within(coffee).getByText('3.000 punti')).toBeInTheDocument();
    expect(within(coffee).getByText('Disponibile')).toBeInTheDocument();
    expect(within(cards()[6]!).getByText('Esaurito')).toBeInTheDocument();
    expect(within(coffee).queryByText(/Ti mancano/)).toBeNull();

    const images = screen.getByRole('region', { name: 'Risultati' }).querySelectorAll('img');
    expect([...images].slice(0, 4).map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager']);
    expect([...images].slice(4).every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
    expect(images[0]).toHaveAttribute('width', '400');
    expect(images[0]).toHaveAttribute('height', '300');
  });

  it("says 'Ti mancano N punti' on prizes above the balance", async () => {
    const { user } = setup('/catalogo?pagina=2');
    expect(await screen.findByText('Premio numero 21')).toBeInTheDocument();
    expect(within(cards()[5]!).getByText('Ti mancano 1.000 punti')).toBeInTheDocument(); // 26 000 points
    expect(within(cards()[4]!).queryByText(/Ti mancan/)).toBeNull(); // 25 000: affordable
    await user.click(screen.getByRole('link', { name: 'Pagina 3' }));
    expect(await screen.findByText('Premio numero 45')).toBeInTheDocument();
    expect(within(cards().at(-1)!).getByText('Ti mancano 20.000 punti')).toBeInTheDocument();
  });

  it('shows the view boot asked for beside auth/me without asking for it again', async () => {
    await setupPrefetched('/catalogo?q=caff&pagina=1');
    expect(productCalls()).toEqual([{ page: 1, limit: 20, search: 'caff' }]);
    await screen.findByText('Macchina da caffè espresso');
    await waitFor(() => expect(control('Categoria')).toBeEnabled());
    expect(productCalls()).toHaveLength(1);
    expect(api.callsTo('GET /catalog/categories')).toHaveLength(1);
  });

  it("leaves a points range to the screen: it is bounded by the customer's balance, unknown beside auth/me", async () => {
    await setupPrefetched('/catalogo?punti_a=90000');
    expect(productCalls()).toEqual([]);
    expect(api.callsTo('GET /catalog/categories')).toHaveLength(1);
    await ready();
    expect(productCalls()).toEqual([{ page: 1, limit: 20, pointsTo: 25000 }]);
  });

  it('puts every filter in the address, resets the page to 1 on each change, and sends them to the server', async () => {
    const { user } = setup('/catalogo?pagina=2');
    await screen.findByText('Premio numero 21');
    await waitFor(() => expect(control('Categoria')).toBeEnabled());

    await user.type(control('Cerca un premio'), 'CAFFE{Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/catalogo?q=CAFFE'));
    // The request follows the address' render: wait for it rather than read it at once.
    await waitFor(() => expect(lastProductCall()).toEqual({ page: 1, limit: 20, search: 'CAFFE' }));
    expect(await screen.findByText('Macchina da caffè espresso')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Macchina da caffè espresso']);

    await user.clear(control('Cerca un premio'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/catalogo'));

    await user.selectOptions(control('Categoria'), 'Casa e cucina');
    await waitFor(() => expect(currentLocation()).toBe('/catalogo?categoria=1'));
    expect(control('Sottocategoria')).toBeEnabled();
    await user.selectOptions(control('Sottocategoria'), 'Cucina');
    await waitFor(() => expect(currentLocation()).toBe('/catalogo?categoria=1&sottocategoria=11'));
    await waitFor(() => expect(lastProductCall()).toEqual({ page: 1, limit: 20, category_id: 11 }));

    await user.type(control('Punti da'), '2000');
    await user.type(control('Punti a'), '9000{Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/catalogo?categoria=1&sottocategoria=11&punti_da=2000&punti_a=9000'));
    await user.click(within(filters()).getByRole('checkbox', { name: 'Solo disponibili' }));
    await waitFor(() => expect(currentLocation()).toBe('/catalogo?categoria=1&sottocategoria=11&punti_da=2000&punti_a=9000&disponibili=1'));
    await waitFor(() =>
      expect(lastProductCall()).toEqual({ page: 1, limit: 20, category_id: 11, pointsFrom: 2000, pointsTo: 9000, onlyAvailable: 'true' }),
    );
    await waitFor(() => expect(cardNames()).toEqual(['Macchina da caffè espresso', 'Premio numero 5', 'Premio numero 9']));
    // onlyAvailable is never sent as false.
    expect(productCalls().every((p) => p['onlyAvailable'] === undefined || p['onlyAvailable'] === 'true')).toBe(true);
  });

  it('searches once typing pauses, without Enter', async () => {
    const { user } = setup();
    await ready();
    await user.type(control('Cerca un premio'), 'macchina');
    await waitFor(() => expect(currentLocation()).toBe('/catalogo?q=macchina'));
    // The request follows the address (the query starts after the render it causes): wait for it.
    const searches = () => productCalls().filter((p) => p['search']);
    await waitFor(() => expect(searches().at(-1)).toEqual({ page: 1, limit: 20, search: 'macchina' }));
    // A request per pause, not per letter (a very busy machine may pause mid-word once).
    expect(searches().length).toBeLessThan('macchina'.length);
    await waitFor(() => expect(cardNames()).toEqual(['Macchina da caffè espresso']));
  });

  it('pages with accessible links; back restores the previous page and filters, and a shared link the exact view', async () => {
    const { user } = setup('/catalogo?disponibili=1');
    await ready();
    const paging = screen.getByRole('navigation', { name: 'Pagine dei risultati' });
    expect(within(paging).getByRole('link', { name: 'Pagina 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(paging).getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('href', '/catalogo?disponibili=1&pagina=2');
    await user.click(within(paging).getByRole('link', { name: 'Successiva' }));
    await waitFor(() => expect(currentLocation()).toBe('/catalogo?disponibili=1&pagina=2'));
    await waitFor(() => expect(cardNames()[0]).toBe('Premio numero 24'));
    expect(lastProductCall()).toEqual({ page: 2, limit: 20, onlyAvailable: 'true' });
    expect(screen.getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: 'Risultati' })).toHaveFocus();

    // A filter change goes back to page 1.
    await user.selectOptions(control('Categoria'), 'Tecnologia');
    await waitFor(() => expect(currentLocation()).toBe('/catalogo?categoria=2&disponibili=1'));
    await waitFor(() => expect(lastProductCall()).toEqual({ page: 1, limit: 20, category_id: 2, onlyAvailable: 'true' }));

    goBack();
    await waitFor(() => expect(currentLocation()).toBe('/catalogo?disponibili=1&pagina=2'));
    await waitFor(() => expect(cardNames()[0]).toBe('Premio numero 24'));
    expect(control('Categoria')).toHaveValue('');
    expect(within(filters()).getByRole('checkbox', { name: 'Solo disponibili' })).toBeChecked();
  });

  it("says 'più di 1.000 premi' for a capped search and offers only the pages known to exist, by keyboard", async () => {
    // The server counts a search up to 1 000 matches: past that, total 1 000 and total_exact false.
    const capped = (call: FakeCall): FakeAnswer => {
      const page = Number(paramsOf(call)['page']);
      const data = CATALOGUE.slice(0, 20).map((p, i) => ({ ...p, id: (page - 1) * 20 + i + 1, name: `Caffè ${(page - 1) * 20 + i + 1}` }));
      return { status: 200, data: pageOf(data, page, 1000, false) };
    };
    const { user } = setup('/catalogo?q=caffe&pagina=49', { 'GET /catalog/products': capped });
    expect(await screen.findByText('Caffè 961')).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Risultati' });
    expect(within(results).getByRole('status')).toHaveTextContent('più di 1.000 premi · pagina 49 di 50');
    const paging = screen.getByRole('navigation', { name: 'Pagine dei risultati' });
    expect(within(paging).getByRole('link', { name: 'Pagina 50' })).toHaveAttribute('href', '/catalogo?q=caffe&pagina=50');
    expect(within(paging).queryByRole('link', { name: 'Pagina 51' })).toBeNull();

    // By keyboard: the page links are in the tab order, and Enter follows one.
    const next = within(paging).getByRole('link', { name: 'Successiva' });
    next.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/catalogo?q=caffe&pagina=50'));
    expect(await screen.findByText('Caffè 981')).toBeInTheDocument();
    expect(lastProductCall()).toEqual({ page: 50, limit: 20, search: 'caffe' });
    // The last page known to exist offers no further one.
    expect(within(screen.getByRole('navigation', { name: 'Pagine dei risultati' })).queryByRole('link', { name: 'Successiva' })).toBeNull();
    // Role queries over a grid of 20 cards are slow on a busy machine.
  }, 60_000);

  it('restores a shared link: search, category, subcategory, range (bounded by the balance) and page', async () => {
    setup('/catalogo?q=premio&categoria=2&sottocategoria=21&punti_da=1000&punti_a=99000&pagina=2');
    await waitFor(() => expect(control('Sottocategoria')).toHaveValue('21'));
    expect(control('Cerca un premio')).toHaveValue('premio');
    expect(control('Categoria')).toHaveValue('2');
    expect(control('Punti da')).toHaveValue(1000);
    // Nobody can spend more than they have: 99 000 becomes the balance.
    expect(control('Punti a')).toHaveValue(25000);
    expect(lastProductCall()).toEqual({ page: 2, limit: 20, search: 'premio', category_id: 21, pointsFrom: 1000, pointsTo: 25000 });
  });

  it('clearing both points fields quickly and pressing Enter clears the range for good: no typed value comes back', async () => {
    setup('/catalogo?punti_da=1000&punti_a=5000');
    await ready();
    const user = withFakeTimers();
    await user.clear(control('Punti da'));
    await user.clear(control('Punti a'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/catalogo'));
    // Past every typing pause: none of them may bring a stale value back to the address.
    await act(() => vi.advanceTimersByTimeAsync(LONGER_THAN_ANY_PAUSE_MS));
    expect(currentLocation()).toBe('/catalogo');
    expect(control('Punti da')).toHaveValue(null);
    expect(control('Punti a')).toHaveValue(null);
    expect(lastProductCall()).toEqual({ page: 1, limit: 20 });
  });

  it('after back, a change builds on the address shown, not on the one left: the filter undone stays undone', async () => {
    const { user } = setup('/catalogo');
    await ready();
    await user.type(control('Cerca un premio'), 'CAFFE{Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/catalogo?q=CAFFE'));
    await screen.findByText('Macchina da caffè espresso');
    goBack();
    await waitFor(() => expect(currentLocation()).toBe('/catalogo'));
    await waitFor(() => expect(control('Cerca un premio')).toHaveValue(''));
    await user.click(within(filters()).getByRole('checkbox', { name: 'Solo disponibili' }));
    await waitFor(() => expect(currentLocation()).toBe('/catalogo?disponibili=1'));
  });

  it('a typing pause and Enter in quick succession both land: the second change builds on the first, not on the old address', async () => {
    setup('/catalogo?punti_da=1000&punti_a=5000');
    await ready();
    const user = withFakeTimers();
    await user.clear(control('Punti da'));
    // The pause (700 ms) commits the cleared minimum; Enter right after commits the cleared maximum.
    await act(() => vi.advanceTimersByTimeAsync(750));
    await waitFor(() => expect(currentLocation()).toBe('/catalogo?punti_a=5000'));
    await user.clear(control('Punti a'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/catalogo'));
    await act(() => vi.advanceTimersByTimeAsync(LONGER_THAN_ANY_PAUSE_MS));
    expect(currentLocation()).toBe('/catalogo');
  });

  it('refuses a range whose minimum is above its maximum', async () => {
    const { user } = setup();
    await ready();
    await user.type(control('Punti da'), '9000');
    await user.type(control('Punti a'), '2000{Enter}');
    expect(await within(filters()).findByRole('alert')).toHaveTextContent('Il minimo non può superare il massimo');
    expect(control('Punti a')).toHaveAttribute('aria-invalid', 'true');
    expect(productCalls().filter((p) => p['pointsTo'] === 2000)).toEqual([]);
  });

  it('shows skeleton cards while loading, in the grid the prizes will take', async () => {
    let answer!: (a: FakeAnswer) => void;
    setup('/catalogo', { 'GET /catalog/products': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) });
    const results = await screen.findByRole('region', { name: 'Risultati' });
    expect(results).toHaveAttribute('aria-busy', 'true');
    expect(within(results).getByText('Caricamento dei premi…')).toBeInTheDocument();
    expect(results.querySelectorAll('[data-skeleton]')).toHaveLength(20);
    answer({ status: 200, data: pageOf(CATALOGUE.slice(0, 20), 1, 45) });
    expect(await screen.findByText('Premio numero 1')).toBeInTheDocument();
    expect(results.querySelectorAll('[data-skeleton]')).toHaveLength(0);
    expect(results).toHaveAttribute('aria-busy', 'false');
  });

  it('offers to clear the filters when nothing matches', async () => {
    const { user } = setup('/catalogo?q=inesistente&disponibili=1');
    expect(await screen.findByRole('heading', { name: 'Nessun premio trovato' })).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Risultati' });
    await user.click(within(results).getByRole('button', { name: 'Azzera filtri' }));
    await waitFor(() => expect(currentLocation()).toBe('/catalogo'));
    expect(await screen.findByText('Premio numero 1')).toBeInTheDocument();
    expect(control('Cerca un premio')).toHaveValue('');
    expect(within(filters()).getByRole('checkbox', { name: 'Solo disponibili' })).not.toBeChecked();
    expect(lastProductCall()).toEqual({ page: 1, limit: 20 });
  });

  it.each([
    ['a server error', { status: 500, data: { error: 'Errore interno del server' } } as FakeAnswer, 'Errore nel caricamento dei prodotti'],
    ['no answer', 'network' as FakeAnswer, 'Errore di rete'],
    ['an answer of the wrong shape', { status: 200, data: { items: [] } } as FakeAnswer, 'Errore sconosciuto nel caricamento dei prodotti'],
  ])('explains %s in Italian and retries', async (_case, failure, text) => {
    const answers: FakeAnswer[] = [failure];
    const { user } = setup('/catalogo', { 'GET /catalog/products': (call) => answers.shift() ?? answerProducts(call) });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: text })).toBeInTheDocument();
    expect(within(alert).queryByText('Errore interno del server')).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Premio numero 1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's reason for a refusal", async () => {
    setup('/catalogo', {
      'GET /catalog/products': { status: 403, data: { error: 'Il catalogo premi non è abilitato per il tuo account' } },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Errore nel caricamento dei prodotti');
    expect(alert).toHaveTextContent('Il catalogo premi non è abilitato per il tuo account');
  });

  it('links to the wishlist only where the tenant has it', async () => {
    setup();
    await ready();
    expect(screen.getByRole('link', { name: 'La mia wishlist' })).toHaveAttribute('href', '/wishlist');
  });

  it('has no wishlist link in a tenant without the wishlist', async () => {
    setup('/catalogo', {}, makeConfig({ features: { wishlist: false } }));
    await ready();
    expect(screen.queryByRole('link', { name: 'La mia wishlist' })).toBeNull();
  });
});

describe('who may open the catalogue', () => {
  it('is not found for a customer without points_enabled', async () => {
    api = installFakeApi({});
    renderWithLocation({ path: '/catalogo', user: customer({ points_enabled: false }) });
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
    expect(api.callsTo('GET /catalog/products')).toHaveLength(0);
  });
});
