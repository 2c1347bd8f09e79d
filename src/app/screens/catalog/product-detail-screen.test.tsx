import { screen, waitFor, within } from '@testing-library/react';
import type { Product } from '../../api/catalog.js';
import { installFakeApi, type FakeAnswer, type FakeHandler } from '../../test/fake-api.js';
import { makeConfig } from '../../test/fixtures.js';
import { customer, product } from './test-data.js';
import { currentLocation, renderWithLocation } from './test-render.js';
import { cachedUser } from '../../test/render-app.js';
import type { TestUser } from '../../test/test-user.js';

const COFFEE: Product = product(3, {
  name: 'Macchina da caffè espresso',
  description: 'Macchina per espresso e cappuccino.\nSerbatoio da 1,5 litri.',
  points: 9500,
  stock: 12,
  images: [{ url: '/v1/catalog/images/casa/9a3412.svg', width: 400, height: 300 }],
});

let api: ReturnType<typeof installFakeApi>;
// The screen loads lazily: on a busy machine its first transform alone can outlast findBy's wait.
beforeAll(() => import('./product-detail-screen.js'));
afterEach(() => api?.restore());

function setup(
  routes: Record<string, FakeHandler | FakeAnswer> = {},
  {
    path = '/catalogo/3',
    user = customer(),
    config = makeConfig(),
  }: { path?: string; user?: TestUser; config?: ReturnType<typeof makeConfig> } = {},
) {
  api = installFakeApi({
    'GET /catalog/products/3': { status: 200, data: COFFEE },
    'POST /app/errors': { status: 204 },
    ...routes,
  });
  return renderWithLocation({ path, user, config });
}

/** A request the test answers when it chooses (to look at the optimistic state in between). */
function deferred() {
  let answer!: (a: FakeAnswer) => void;
  const handler: FakeHandler = () => new Promise<FakeAnswer>((resolve) => (answer = resolve));
  return { handler, answer: (a: FakeAnswer) => answer(a) };
}

const addToCartButton = () => screen.getByRole('button', { name: 'Aggiungi al carrello' });

describe('prize detail (/catalogo/{id}, /products/{id}, /premio/{id})', () => {
  it('shows pictures, points, availability and the description; the thumbnails switch the picture', async () => {
    const { user } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Macchina da caffè espresso' })).toBeInTheDocument();
    expect(screen.getByText('9.500 punti')).toBeInTheDocument();
    expect(screen.getByText('Codice premio: DEMO-0003')).toBeInTheDocument();
    expect(screen.getByText('Disponibile')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Descrizione' })).toHaveTextContent(
      'Macchina per espresso e cappuccino. Serbatoio da 1,5 litri.',
    );
    const main = screen.getByRole('img', { name: 'Macchina da caffè espresso, immagine 1 di 2' });
    expect(main).toHaveAttribute('width', '400');
    const thumbs = screen.getByRole('list', { name: 'Immagini del premio' });
    await user.click(within(thumbs).getByRole('button', { name: "Mostra l'immagine 2 di 2" }));
    expect(screen.getByRole('img', { name: 'Macchina da caffè espresso, immagine 2 di 2' })).toHaveAttribute(
      'src',
      '/v1/catalog/images/casa/9a3412.svg',
    );
    expect(screen.getByRole('link', { name: /Torna al catalogo/ })).toHaveAttribute('href', '/catalogo');
    expect(document.title).toBe('Macchina da caffè espresso | Premia Club');
  });

  it('shows a portrait picture whole, not cropped to the 4:3 box', async () => {
    setup({
      'GET /catalog/products/3': {
        status: 200,
        data: { ...COFFEE, image: { url: '/v1/catalog/images/casa/bottle.webp', width: 600, height: 1200 }, images: [] },
      },
    });
    const picture = await screen.findByRole('img', { name: 'Macchina da caffè espresso' });
    expect(picture).toHaveStyle({ objectFit: 'contain' });
  });

  it('renders server HTML only after sanitising it', async () => {
    setup({
      'GET /catalog/products/3': {
        status: 200,
        data: {
          ...COFFEE,
          description:
            '<p>Con <strong>montalatte</strong></p><img src=x onerror="alert(1)"><script>alert(2)</script><p>Garanzia 2 anni</p>',
        },
      },
    });
    const description = await screen.findByRole('region', { name: 'Descrizione' });
    expect(within(description).getByText('montalatte').tagName).toBe('STRONG');
    expect(description).toHaveTextContent('Garanzia 2 anni');
    expect(description.querySelector('img, script, [onerror]')).toBeNull();
  });

  it('adds the chosen quantity to the cart, reads the user again and goes to /pre-checkout', async () => {
    const { user } = setup({
      'POST /catalog/products/addtocart': { status: 200, data: { data: [], total_points: 19000, total_items: 2 } },
      'GET /auth/me': { status: 200, data: customer({ cart: [{ product_id: 3, quantity: 2 }], points: 25000 }) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Macchina da caffè espresso' });
    await user.click(screen.getByRole('button', { name: 'Aumenta la quantità' }));
    expect(screen.getByLabelText('Quantità')).toHaveValue(2);
    expect(screen.getByText('Totale: 19.000 punti')).toBeInTheDocument();
    await user.click(addToCartButton());
    await waitFor(() => expect(currentLocation()).toBe('/pre-checkout'));
    const body = api.callsTo('POST /catalog/products/addtocart')[0]!.data as FormData;
    expect([body.get('product_id'), body.get('quantity')]).toEqual(['3', '2']);
    expect(api.callsTo('GET /auth/me')).toHaveLength(1);
    expect(cachedUser()?.cart).toEqual([{ product_id: 3, quantity: 2 }]);
  });

  it('keeps the quantity within what the balance affords', async () => {
    const { user } = setup({}, { user: customer({ points: 20000 }) });
    await screen.findByRole('heading', { level: 1, name: 'Macchina da caffè espresso' });
    const more = screen.getByRole('button', { name: 'Aumenta la quantità' });
    await user.click(more);
    expect(screen.getByLabelText('Quantità')).toHaveValue(2);
    expect(more).toBeDisabled(); // 3 × 9 500 > 20 000
  });

  it.each([
    ['sold out', { ...COFFEE, stock: 0, available: false }, customer(), 'Premio esaurito: non è possibile aggiungerlo al carrello.'],
    ['switched off', { ...COFFEE, available: false }, customer(), 'Questo premio al momento non è ordinabile.'],
    ['too expensive', { ...COFFEE, points: 32000 }, customer(), 'Ti mancano 7.000 punti'],
    [
      'already all in the cart',
      { ...COFFEE, stock: 2 },
      customer({ cart: [{ product_id: 3, quantity: 2 }] }),
      'Hai già nel carrello tutti i pezzi disponibili.',
    ],
  ])('disables add to cart with the reason when %s', async (_case, data, user, reason) => {
    setup({ 'GET /catalog/products/3': { status: 200, data } }, { user });
    await screen.findByRole('heading', { level: 1, name: 'Macchina da caffè espresso' });
    expect(addToCartButton()).toBeDisabled();
    expect(addToCartButton()).toHaveAccessibleDescription(reason);
  });

  it.each([
    [
      { status: 409, data: { error: 'Del premio "Macchina da caffè espresso" sono disponibili solo 2 pezzi' } } as FakeAnswer,
      'Del premio "Macchina da caffè espresso" sono disponibili solo 2 pezzi',
    ],
    [{ status: 500, data: { error: 'Errore interno del server' } } as FakeAnswer, 'Errore generico'],
    ['network' as FakeAnswer, 'Errore di rete'],
  ])('stays on the page and explains a failed add to cart (%#)', async (answer, text) => {
    const { user } = setup({ 'POST /catalog/products/addtocart': answer });
    await screen.findByRole('heading', { level: 1, name: 'Macchina da caffè espresso' });
    await user.click(addToCartButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(currentLocation()).toBe('/catalogo/3');
    expect(addToCartButton()).toBeEnabled();
    expect(api.callsTo('GET /auth/me')).toHaveLength(0);
  });

  it('toggles the wishlist optimistically', async () => {
    const add = deferred();
    const { user } = setup({ 'POST /catalog/products/addtowishlist': add.handler });
    await screen.findByRole('heading', { level: 1, name: 'Macchina da caffè espresso' });
    await user.click(screen.getByRole('button', { name: 'Aggiungi alla wishlist' }));
    // Filled at once, before the server answers.
    expect(screen.getByRole('button', { name: 'Rimuovi dalla wishlist' })).toBeInTheDocument();
    expect(api.callsTo('POST /catalog/products/addtowishlist')[0]!.data).toEqual({ product_id: 3 });
    add.answer({ status: 200, data: { wishlist: [3], data: [] } });
    expect(await screen.findByText('Aggiunto alla wishlist')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai alla wishlist' })).toHaveAttribute('href', '/wishlist');
    expect(cachedUser()?.wishlist).toEqual([3]);
  });

  it('rolls the heart back and explains when adding to the wishlist fails', async () => {
    const add = deferred();
    const { user } = setup({ 'POST /catalog/products/addtowishlist': add.handler });
    await screen.findByRole('heading', { level: 1, name: 'Macchina da caffè espresso' });
    await user.click(screen.getByRole('button', { name: 'Aggiungi alla wishlist' }));
    expect(screen.getByRole('button', { name: 'Rimuovi dalla wishlist' })).toBeInTheDocument();
    add.answer({ status: 500, data: { error: 'Errore interno del server' } });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("Errore durante l'aggiunta alla wishlist")).toBeInTheDocument();
    expect(within(alert).getByText('Errore generico')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aggiungi alla wishlist' })).toBeInTheDocument();
  });

  it('rolls back a failed removal with its Italian message', async () => {
    const { user } = setup(
      { 'POST /catalog/products/removefromwishlist': { status: 500, data: { error: 'x' } } },
      { user: customer({ wishlist: [3] }) },
    );
    await user.click(await screen.findByRole('button', { name: 'Rimuovi dalla wishlist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore durante la rimozione dalla wishlist');
    expect(screen.getByRole('button', { name: 'Rimuovi dalla wishlist' })).toBeInTheDocument();
  });

  it('has no wishlist heart in a tenant without the wishlist', async () => {
    setup({}, { config: makeConfig({ features: { wishlist: false } }) });
    await screen.findByRole('heading', { level: 1, name: 'Macchina da caffè espresso' });
    expect(screen.queryByRole('button', { name: /wishlist/i })).toBeNull();
    expect(addToCartButton()).toBeEnabled();
  });

  it('shows a clear not-found state for an unknown prize or an impossible id', async () => {
    setup({ 'GET /catalog/products/999': { status: 404, data: { error: 'Premio non trovato' } } }, { path: '/catalogo/999' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Premio non trovato' })).toBeInTheDocument();
    expect(screen.getByText('Il premio che cerchi non esiste o non è più nel catalogo.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai al catalogo' })).toHaveAttribute('href', '/catalogo');
  });

  it('does not ask the server about an id that cannot exist', async () => {
    setup({}, { path: '/products/abc' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Premio non trovato' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.url.startsWith('/catalog'))).toHaveLength(0);
  });

  it('offers to retry when the prize cannot be loaded', async () => {
    const answers: FakeAnswer[] = ['network', { status: 200, data: COFFEE }];
    const { user } = setup({ 'GET /catalog/products/3': () => answers.shift()! });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Impossibile caricare il premio');
    expect(alert).toHaveTextContent('Errore di rete');
    await user.click(within(alert).getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Macchina da caffè espresso' })).toBeInTheDocument();
  });

  it.each(['/premio/3', '/products/3'])('is the same page at %s', async (path) => {
    setup({}, { path });
    expect(await screen.findByRole('heading', { level: 1, name: 'Macchina da caffè espresso' })).toBeInTheDocument();
  });

  it.each(['/premio/3', '/products/3', '/catalogo/3'])('is not found at %s for a customer without points_enabled', async (path) => {
    setup({}, { path, user: customer({ points_enabled: false }) });
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
    expect(api.callsTo('GET /catalog/products/3')).toHaveLength(0);
  });
});
