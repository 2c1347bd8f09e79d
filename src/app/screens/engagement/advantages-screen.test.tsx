import { screen, waitFor, within } from '@testing-library/react';
import { installFakeApi, type FakeAnswer, type FakeHandler } from '../../test/fake-api.js';
import { makeConfig } from '../../test/fixtures.js';
import { ACTIVE_USER, renderApp } from '../../test/render-app.js';
import { ADVANTAGES, PARTNERS, VOUCHERS } from './test-data.js';

let api: ReturnType<typeof installFakeApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

const ok = (data: unknown): FakeAnswer => ({ status: 200, data });

function setup(routes: Record<string, FakeHandler | FakeAnswer> = {}, path = '/vantaggi') {
  api = installFakeApi({
    'GET /cms/advantages': ok({
      key: 'advantages',
      title: 'Vantaggi per i soci',
      body_html: '<p>Condizioni riservate dai partner.</p><script>window.hacked=1</script>',
      updated_at: '2026-01-01',
    }),
    'GET /advantages': ok(ADVANTAGES),
    'GET /vouchers': ok(VOUCHERS),
    'GET /partners': ok(PARTNERS),
    ...routes,
  });
  return renderApp({ path, user: ACTIVE_USER });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('advantages (/vantaggi, /advantages)', () => {
  it('shows the intro, the advantages, the vouchers and the partners, in order', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Vantaggi' })).toBeInTheDocument();
    expect(await screen.findByTestId('cms-advantages')).toHaveTextContent('Condizioni riservate dai partner.');
    expect(document.querySelector('script')).toBeNull();
    await screen.findByRole('link', { name: 'Polizza negozio a condizioni riservate' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Vantaggi riservati',
      'I tuoi buoni',
      'Partner',
    ]);
    const nav = screen.getByRole('navigation', { name: 'In questa pagina' });
    expect(within(nav).getByRole('link', { name: 'I tuoi buoni' })).toHaveAttribute('href', '#vantaggi-buoni');
  });

  it('links every advantage to its public detail; the first row loads its pictures at once, the rest lazily', async () => {
    setup();
    const advantages = within(await screen.findByRole('region', { name: 'Vantaggi riservati' }));
    await advantages.findByRole('link', { name: 'Polizza negozio a condizioni riservate' });
    expect(advantages.getByRole('link', { name: 'Polizza negozio a condizioni riservate' })).toHaveAttribute('href', '/advantage/11');
    expect(advantages.getByRole('article', { name: 'Polizza negozio a condizioni riservate' })).toHaveTextContent('Assicura Commercio');
    const images = section('Vantaggi riservati').querySelectorAll('img');
    expect([...images].map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager']);
    expect(images[0]).toHaveAttribute('width', '800');
    expect(images[0]).toHaveAttribute('height', '450');
    // The advantage without a picture keeps its (empty) box: the cards of a row stay alike. The
    // box's fixed ratio is CSS jsdom does not compute; the browser journey measures it.
    const bare = advantages.getByRole('article', { name: 'Energia a prezzo bloccato' });
    expect(bare.querySelector('[data-image-box]')).toBeEmptyDOMElement();
    expect([...section('I tuoi buoni').querySelectorAll('img')].every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it("lists the customer's vouchers with value, points, expiry (it-IT) and whether a code is there", async () => {
    setup();
    const vouchers = within(await screen.findByRole('region', { name: 'I tuoi buoni' }));
    const fuel = within(await vouchers.findByRole('article', { name: 'Buono carburante 20 €' }));
    expect(fuel.getByRole('link', { name: 'Buono carburante 20 €' })).toHaveAttribute('href', '/vantaggi/21');
    expect(fuel.getByText('Valore 20,00 €')).toBeInTheDocument();
    expect(fuel.getByText('2.000 punti')).toBeInTheDocument();
    expect(fuel.getByText('Scade il 12/05/2026')).toBeInTheDocument();
    expect(fuel.getByText('Codice disponibile')).toBeInTheDocument();
    expect(
      within(vouchers.getByRole('article', { name: 'Buono spesa 50 €' })).getByText('Codice non ancora assegnato'),
    ).toBeInTheDocument();
    const expired = within(vouchers.getByRole('article', { name: 'Check-up energetico gratuito' }));
    expect(expired.getByText('Scaduto il 10/01/2025')).toBeInTheDocument();
    expect(expired.queryByText('Codice disponibile')).toBeNull();
    expect(expired.getByText('Gratuito')).toBeInTheDocument();
  });

  it('shows the partners with logo, category and a safe link to their site', async () => {
    setup();
    const partners = within(await screen.findByRole('region', { name: 'Partner' }));
    const first = within(await partners.findByRole('article', { name: 'Assicura Commercio' }));
    expect(first.getByText('Assicurazioni')).toBeInTheDocument();
    const site = first.getByRole('link', { name: 'Visita il sito di Assicura Commercio (si apre in una nuova scheda)' });
    expect(site).toHaveAttribute('href', 'https://www.assicuracommercio.example.com');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    expect(section('Partner').querySelector('img')).toHaveAttribute('loading', 'lazy');
    // A javascript: address never becomes a link.
    expect(within(partners.getByRole('article', { name: 'Cassa Digitale' })).queryByRole('link')).toBeNull();
  });

  it('shows skeletons while loading, then an Italian empty state for each empty list', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    setup(
      {
        'GET /advantages': async () => (await gate, ok([])),
        'GET /vouchers': ok([]),
        'GET /partners': ok([]),
      },
      '/advantages',
    );
    expect(await screen.findByText('Caricamento dei vantaggi')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Al momento non ci sono vantaggi disponibili. Torna a trovarci presto.')).toBeInTheDocument();
    expect(screen.getByText('Non hai ancora buoni: quando ne riceverai uno lo troverai qui con il suo codice.')).toBeInTheDocument();
    expect(screen.getByText('Non ci sono partner da mostrare.')).toBeInTheDocument();
  });

  it("shows 'Errore di rete' for one failing list while the others stay readable, and retries", async () => {
    let fail = true;
    const { user } = setup({ 'GET /vouchers': () => (fail ? 'network' : ok(VOUCHERS)) });
    const vouchers = within(await screen.findByRole('region', { name: 'I tuoi buoni' }));
    expect(await vouchers.findByRole('alert')).toHaveTextContent('Errore di rete');
    expect(await screen.findByRole('link', { name: 'Polizza negozio a condizioni riservate' })).toBeInTheDocument();
    fail = false;
    await user.click(vouchers.getByRole('button', { name: 'Riprova' }));
    expect(await vouchers.findByRole('link', { name: 'Buono carburante 20 €' })).toBeInTheDocument();
    expect(vouchers.queryByRole('alert')).toBeNull();
  });

  it("shows the server's error text, 'Errore sconosciuto' when it gives none", async () => {
    setup({ 'GET /partners': { status: 500 }, 'POST /app/errors': { status: 204 } });
    const partners = within(await screen.findByRole('region', { name: 'Partner' }));
    expect(await partners.findByRole('alert')).toHaveTextContent('Errore sconosciuto');
  });

  it('has no advantages route where the tenant switched it off (aurora)', async () => {
    api = installFakeApi({});
    const config = makeConfig({
      routes: { advantages: { enabled: false }, advantagesAlias: { enabled: false }, voucherDetail: { enabled: false } },
    });
    renderApp({ path: '/vantaggi', user: ACTIVE_USER, config });
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
    await waitFor(() => expect(api!.callsTo('GET /advantages')).toHaveLength(0));
  });
});
