import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../api/catalog.js';
import { queryClient } from '../../queries/query-client.js';
import { AppRoutes } from '../../router.js';
import { setConfig } from '../../stores/config.js';
import { startSession } from '../../stores/session.js';
import { bootSucceeded } from '../../stores/ui.js';
import { installFakeApi, type FakeAnswer, type FakeHandler } from '../../test/fake-api.js';
import { makeConfig } from '../../test/fixtures.js';
import { routerWrapper } from '../../test/render-app.js';
import { asUser, type TestUser } from '../../test/test-user.js';
import { cartOf, CUSTOMER } from './test-support.js';

// The home page (/) as the tenant lays it out in home.blocks: which blocks, in what order, for
// whom, and what each shows. CUSTOMER has 25.000 points.

function prize(id: number, name: string, points: number, extra: Partial<Product> = {}): Product {
  return {
    id,
    code: `P${id}`,
    name,
    description: '',
    points,
    stock: 10,
    available: true,
    image: { url: `/v1/catalog/images/casa/b45309.svg?${id}`, width: 400, height: 300 },
    images: [],
    category_id: null,
    group: null,
    ...extra,
  };
}

const COFFEE = prize(3, 'Macchina da caffè espresso', 9500);
const KETTLE = prize(4, 'Bollitore elettrico in acciaio', 2400);
const BIKE = prize(7, 'Bicicletta da città', 26_240);
const TV = prize(14, 'Smart TV 43 pollici 4K', 42_000);
const TENT = prize(20, 'Tenda da campeggio per due persone', 25_100, { stock: 0, available: false });

const wishlistOf = (...products: Product[]) => ({
  wishlist: products.map((p) => p.id),
  data: products.map((p) => ({ product_id: p.id, added_at: '2025-11-03T09:00:00.000Z', product: p })),
});

const NEWS = [1, 2, 3, 4].map((id) => ({
  id,
  slug: `articolo-${id}`,
  title: `Articolo numero ${id}`,
  excerpt: `Riassunto dell'articolo ${id}.`,
  image: { url: `/v1/content/images/premi/${id}.svg`, width: 800, height: 450 },
  published_at: '2025-11-03T09:00:00.000Z',
}));

/** What the home asks for, answered as the server would for CUSTOMER. */
const ANSWERS: Record<string, FakeAnswer> = {
  'GET /catalog/cart': { status: 200, data: cartOf() },
  'GET /catalog/products/home?limit=8': { status: 200, data: { data: [KETTLE, COFFEE] } },
  'GET /catalog/products/affordable?limit=8': { status: 200, data: { data: [COFFEE, KETTLE] } },
  'GET /catalog/products/wishlist': { status: 200, data: wishlistOf(TV, BIKE, TENT) },
  'GET /magazine?page=1': { status: 200, data: { current_page: 1, last_page: 1, per_page: 9, total: 4, data: NEWS } },
};

let api: ReturnType<typeof installFakeApi> | undefined;
// A test's requests end at its own fake API: one still on its way (a request passes the client's
// interceptors before it reaches the adapter) would reach the next test's. So the screen goes
// first, for nothing to start another, then its requests are let finish, then its cache goes.
afterEach(async () => {
  cleanup();
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  queryClient.clear();
  api?.restore();
});
// The screen and its blocks load lazily: on a busy machine their first transform alone can outlast findBy's wait.
beforeAll(() => import('./home-screen.js'));

/** The home at '/' for `user`, once its screen has arrived (it loads lazily). */
async function renderHome({
  overrides,
  user = CUSTOMER,
  routes = {},
}: { overrides?: unknown; user?: TestUser; routes?: Record<string, FakeAnswer | FakeHandler> } = {}) {
  api = installFakeApi({ ...ANSWERS, ...routes });
  setConfig(makeConfig(overrides));
  startSession('test-token', asUser(user));
  bootSucceeded();
  render(<AppRoutes />, { wrapper: routerWrapper('/') });
  await screen.findByRole('heading', { level: 1 });
  return api;
}

/** The blocks' titles, top to bottom. */
const blockTitles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('home (/): the blocks of the tenant file', () => {
  it("shows the demo tenant's blocks in its order: balance, cart, in vetrina, next prize, affordable, news", async () => {
    await renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Ciao Marco' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Il tuo saldo punti' })).toBeInTheDocument();
    // The blocks arrive one by one after the greeting: wait for the last of them.
    await waitFor(() =>
      expect(blockTitles()).toEqual(['Il tuo carrello', 'In vetrina', 'Il tuo prossimo premio', 'Puoi già richiederli', 'Ultime news']),
    );
  });

  it('follows the order and the switches a tenant (or support, at runtime) sets', async () => {
    await renderHome({ overrides: { home: { blocks: { latestNews: { order: 1 }, affordable: { order: 2 }, cart: { enabled: false } } } } });
    expect(screen.getByRole('heading', { level: 1, name: 'Ciao Marco' })).toBeInTheDocument();
    await waitFor(() => expect(blockTitles()).toEqual(['Ultime news', 'Puoi già richiederli', 'In vetrina', 'Il tuo prossimo premio']));
    // Before the balance now: the tenant put news first.
    const news = screen.getByRole('region', { name: 'Ultime news' });
    const balance = screen.getByRole('region', { name: 'Il tuo saldo punti' });
    expect(news.compareDocumentPosition(balance) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(api!.callsTo('GET /catalog/cart')).toHaveLength(0);
  });

  it('leaves out the wishlist block, and its request, when the tenant has no wishlist', async () => {
    await renderHome({ overrides: { features: { wishlist: false } } });
    await screen.findByRole('heading', { level: 2, name: 'In vetrina' });
    expect(blockTitles()).not.toContain('Il tuo prossimo premio');
    expect(api!.callsTo('GET /catalog/products/wishlist')).toHaveLength(0);
  });

  it('shows a customer without points_enabled only the balance and the news, asking the catalogue nothing', async () => {
    await renderHome({ user: { ...CUSTOMER, points_enabled: false, points: 0 } });
    await screen.findByRole('link', { name: 'Articolo numero 1' });
    expect(blockTitles()).toEqual(['Ultime news']);
    expect(api!.calls.filter((c) => c.url.startsWith('/catalog'))).toEqual([]);
  });
});

describe('home (/): what each block shows', () => {
  it("shows the prizes 'In vetrina' from the server, each card a link to its prize page, as many as the tenant says", async () => {
    await renderHome({
      overrides: { home: { blocks: { featured: { limit: 2 } } } },
      routes: { 'GET /catalog/products/home?limit=2': { status: 200, data: { data: [KETTLE, TV] } } },
    });
    const featured = await screen.findByRole('region', { name: 'In vetrina' });
    const link = await within(featured).findByRole('link', { name: 'Bollitore elettrico in acciaio' });
    expect(link).toHaveAttribute('href', '/catalogo/4');
    expect(within(featured).getByRole('link', { name: 'Smart TV 43 pollici 4K' })).toHaveAttribute('href', '/catalogo/14');
    expect(within(featured).getByText('Ti mancano 17.000 punti')).toBeInTheDocument();
    expect(within(featured).getByRole('link', { name: 'Tutto il catalogo' })).toHaveAttribute('href', '/catalogo');
    // A link is a tab stop: the keyboard reaches every card.
    link.focus();
    expect(link).toHaveFocus();
  });

  it('says so in Italian when nothing is in vetrina', async () => {
    await renderHome({ routes: { 'GET /catalog/products/home?limit=8': { status: 200, data: { data: [] } } } });
    const featured = await screen.findByRole('region', { name: 'In vetrina' });
    expect(
      await within(featured).findByText('Nessun premio in vetrina in questo momento: trovi tutti i premi nel catalogo.'),
    ).toBeInTheDocument();
  });

  it('shows what the balance buys and links to the catalogue filtered to it', async () => {
    await renderHome();
    const affordable = await screen.findByRole('region', { name: 'Puoi già richiederli' });
    expect(await within(affordable).findByRole('link', { name: 'Macchina da caffè espresso' })).toHaveAttribute('href', '/catalogo/3');
    expect(within(affordable).getByText('I premi disponibili entro il tuo saldo di 25.000 punti, dal più prezioso.')).toBeInTheDocument();
    expect(within(affordable).getByRole('link', { name: 'Tutti i premi alla tua portata' })).toHaveAttribute(
      'href',
      '/catalogo?punti_a=25000&disponibili=1',
    );
  });

  it('shows a skeleton, then the refusal in Italian with Riprova, which asks again', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let refuse = true;
    await renderHome({
      routes: {
        'GET /catalog/products/affordable?limit=8': async () => {
          await held;
          return refuse ? { status: 404, data: { error: 'Catalogo premi non disponibile' } } : { status: 200, data: { data: [COFFEE] } };
        },
      },
    });
    const affordable = screen.getByRole('region', { name: 'Puoi già richiederli' });
    expect(within(affordable).getByTestId('skeleton')).toHaveAttribute('aria-busy', 'true');
    expect(within(affordable).getByRole('status')).toHaveTextContent('Caricamento dei premi alla tua portata');
    release();
    const alert = await within(affordable).findByRole('alert');
    expect(alert).toHaveTextContent('Errore nel caricamento dei prodotti');
    expect(alert).toHaveTextContent('Catalogo premi non disponibile');
    refuse = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Riprova' }));
    expect(await within(affordable).findByRole('link', { name: 'Macchina da caffè espresso' })).toBeInTheDocument();
  });

  it("tells how many points the wishlist's nearest prize still needs, leaving out what cannot be ordered", async () => {
    await renderHome();
    const next = await screen.findByRole('region', { name: 'Il tuo prossimo premio' });
    // The tent would need only 100 more, but it is sold out: the bike is the goal.
    expect(await within(next).findByRole('link', { name: 'Bicicletta da città' })).toHaveAttribute('href', '/catalogo/7');
    expect(within(next).queryByText('Tenda da campeggio per due persone')).toBeNull();
    const bar = within(next).getByRole('progressbar', { name: 'Ti mancano 1.240 punti' });
    expect(bar).toHaveAttribute('value', '25000');
    expect(bar).toHaveAttribute('max', '26240');
    expect(bar).toHaveAttribute('aria-valuetext', '25.000 di 26.240 punti');
    expect(within(next).getByRole('link', { name: 'Vai alla wishlist' })).toHaveAttribute('href', '/wishlist');
  });

  it('says when a prize of the wishlist is within reach: the most valuable of those', async () => {
    await renderHome({ routes: { 'GET /catalog/products/wishlist': { status: 200, data: wishlistOf(TV, COFFEE, KETTLE) } } });
    const next = await screen.findByRole('region', { name: 'Il tuo prossimo premio' });
    expect(await within(next).findByRole('link', { name: 'Macchina da caffè espresso' })).toBeInTheDocument();
    expect(within(next).getByRole('progressbar', { name: 'Hai già i punti per richiederlo' })).toHaveAttribute('value', '9500');
  });

  it('tells what to do with an empty wishlist', async () => {
    await renderHome({ routes: { 'GET /catalog/products/wishlist': { status: 200, data: wishlistOf() } } });
    const next = await screen.findByRole('region', { name: 'Il tuo prossimo premio' });
    expect(
      await within(next).findByText(
        'La tua wishlist è vuota: tocca il cuore su un premio del catalogo e qui vedrai quanti punti ti mancano.',
      ),
    ).toBeInTheDocument();
    expect(within(next).getByRole('link', { name: 'Tutto il catalogo' })).toHaveAttribute('href', '/catalogo');
  });

  it('shows the latest news, as many as the tenant says, each a link to its article', async () => {
    await renderHome({ overrides: { home: { blocks: { latestNews: { limit: 2 } } } } });
    const news = await screen.findByRole('region', { name: 'Ultime news' });
    await within(news).findByRole('link', { name: 'Articolo numero 1' });
    expect(
      within(news)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Articolo numero 1', 'Articolo numero 2']);
    expect(within(news).getByRole('link', { name: 'Articolo numero 2' })).toHaveAttribute('href', '/news/2');
    expect(within(news).getByRole('link', { name: 'Tutte le news' })).toHaveAttribute('href', '/news');
  });

  it('shows an empty cart as one line with the way to the catalogue', async () => {
    await renderHome();
    const cart = await screen.findByRole('region', { name: 'Il tuo carrello' });
    expect(await within(cart).findByText('Il carrello è vuoto')).toBeInTheDocument();
    expect(within(cart).getByRole('link', { name: 'Vai al catalogo' })).toHaveAttribute('href', '/catalogo');
    await waitFor(() => expect(api!.callsTo('GET /catalog/cart')).toHaveLength(1));
  });
});
