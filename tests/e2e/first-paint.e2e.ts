import type { Browser, Page, Route } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser.js';
import { DEMO_PASSWORD } from './support/console.js';
import { portalSignIn } from './support/portal-api.js';
import { startServer, type RunningServer } from './support/server.js';

// The server paints the first screen, so a page shows before (and without) any script,
// and the browser then hydrates what it painted under the same strict CSP.
let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * Holds a script of the build back until the returned function is called: the page can be looked
 * at without it first. `requested` settles when the page has asked for it.
 */
async function holdScript(page: Page, address: RegExp): Promise<(() => void) & { requested: Promise<void> }> {
  let release!: () => void;
  let asked!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(address, async (route: Route) => {
    asked();
    await released;
    await route.continue();
  });
  return Object.assign(() => release(), { requested });
}

/** The page's entry script, held (holdScript). */
const holdEntryScript = (page: Page) => holdScript(page, /\/assets\/index-[^/]+\.js$/);
/** The forms engine's chunk (RJSF: src/app/forms/precompiled-form.tsx), held (holdScript). */
const holdFormsEngine = (page: Page) => holdScript(page, /\/assets\/precompiled-form-[^/]+\.js$/);

/** The entry script held: DEMO0001 signs in on the painted login form, which the browser posts itself. */
async function postPaintedLogin(page: Page): Promise<void> {
  await page.goto(server.url('demo', '/login'), { waitUntil: 'commit' });
  await page.locator('#login_email').fill('DEMO0001');
  await page.locator('#login_password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.waitForURL((url) => url.searchParams.get('accesso') === '1', { waitUntil: 'commit' });
}

/** The catalogue as the signed-in customer sees it: their prizes listed, no sign-in form. */
async function expectCatalogueSignedIn(page: Page): Promise<void> {
  await page.locator('a[href^="/catalogo/"]').first().waitFor();
  expect(await page.getByRole('button', { name: 'Accedi' }).count()).toBe(0);
}

const primaryOf = { demo: 'rgb(29, 78, 216)', aurora: 'rgb(15, 118, 110)' } as const;
// aurora's file replaces the heading (texts.it login.title); the tab keeps the route's 'Accedi'.
const loginHeadingOf = { demo: 'Accedi', aurora: 'Benvenuto in Aurora Bottega Premi' } as const;

describe('first paint without JavaScript', () => {
  it.each(['demo', 'aurora'] as const)(
    'paints the %s sign-in form in the tenant colours with scripts off, under the strict CSP',
    async (alias) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const response = await page.goto(server.url(alias, '/login'));
      const csp = response?.headers()['content-security-policy'] ?? '';
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      await expect(page.getByRole('heading', { level: 1, name: loginHeadingOf[alias], exact: true }).isVisible()).resolves.toBe(true);
      await expect(page.getByLabel('Password', { exact: false }).first().isVisible()).resolves.toBe(true);
      const submit = page.getByRole('button', { name: 'Accedi' });
      expect(await submit.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(primaryOf[alias]);
      expect(await page.title()).toMatch(/^Accedi \| /);
      await context.close();
    },
  );

  it('paints the signed-in layout with the screen loading for a visitor whose browser holds a session', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    await context.addCookies([{ name: 'premia_session', value: '1', url: server.url('demo') }]);
    const page = await context.newPage();
    await page.goto(server.url('demo', '/catalogo'));
    await expect(page.getByRole('link', { name: /vai alla home/ }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('status').isVisible()).resolves.toBe(true);
    // Not the sign-in form: the browser would only replace it with the catalogue.
    expect(await page.getByRole('heading', { name: 'Accedi' }).count()).toBe(0);
    await context.close();
  });
});

describe("a signed-in customer's own screen", () => {
  /** DEMO0001 signed in through the sign-in form: the browser then holds the token and the session cookie. */
  async function signedInCustomer() {
    const probe = await openPage(browser, { width: 390, height: 844 });
    await portalSignIn(probe.page, server.url('demo', '/login'));
    await probe.page.getByRole('heading', { level: 1, name: 'Ciao Marco' }).waitFor();
    return probe;
  }

  it('is painted with their points and the prizes of the first page, with scripts off', async () => {
    const signedIn = await signedInCustomer();
    const state = await signedIn.context.storageState();
    await signedIn.context.close();
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, storageState: state });
    const page = await context.newPage();
    const response = await page.goto(server.url('demo', '/catalogo'));
    // Theirs alone: no cache may keep it.
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByRole('heading', { level: 1, name: 'Catalogo' }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('25.000 punti').first().isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { name: 'Buono cinema per due persone' }).isVisible()).resolves.toBe(true);
    await expect(page.getByText(/^\d+ premi · pagina 1 di \d+$/).isVisible()).resolves.toBe(true);
    // The search reads the address: the first page of its matches.
    await page.goto(server.url('demo', '/catalogo?q=borraccia'));
    await expect(page.getByRole('heading', { name: 'Borraccia termica in acciaio' }).isVisible()).resolves.toBe(true);
    expect(await page.getByRole('heading', { name: 'Buono cinema per due persone' }).count()).toBe(0);
    // The home: every block painted with its answer, none left loading.
    await page.goto(server.url('demo', '/'));
    const cards = (region: string) => page.getByRole('region', { name: region }).getByRole('heading', { level: 3 }).count();
    expect(await cards('In vetrina')).toBe(8);
    expect(await cards('Puoi già richiederli')).toBe(8);
    expect(await cards('Ultime news')).toBe(3);
    expect(await page.getByTestId('skeleton').count()).toBe(0);
    await context.close();
  });

  it('is hydrated in place from the answers the page carried, without asking for them again', async () => {
    const { page, context, errors } = await signedInCustomer();
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/v1/')) asked.push(url.pathname);
    });
    const release = await holdEntryScript(page);
    await page.goto(server.url('demo', '/catalogo'), { waitUntil: 'commit' });
    const prize = page.getByRole('heading', { name: 'Buono cinema per due persone' });
    await prize.waitFor();
    await prize.evaluate((heading) => heading.setAttribute('data-painted', 'yes'));
    release();
    // React runs: the dialog about DEMO0001's prize to validate opens (a dialog is never painted by the server).
    const dialog = page.getByRole('dialog', { name: 'Hai un premio da convalidare' });
    await dialog.waitFor();
    await page.getByRole('button', { name: 'Più tardi' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Hydrated, not drawn over: the painted element is the one React now handles.
    expect(await prize.getAttribute('data-painted')).toBe('yes');
    expect(asked).not.toContain('/v1/auth/me');
    expect(asked).not.toContain('/v1/catalog/products');
    // Its scripts were asked for once what it shows had loaded (public/after-paint.js), not beside the pictures.
    const scriptsAfterLoad = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const entry = performance.getEntriesByType('resource').find((r) => /\/assets\/index-[^/]+\.js$/.test(r.name));
      return Boolean(navigation && entry && entry.startTime >= navigation.loadEventStart);
    });
    expect(scriptsAfterLoad).toBe(true);
    // And it works as a page the browser drew: the card opens the prize.
    await prize.click();
    await page.waitForURL((url) => /^\/catalogo\/\d+/.test(url.pathname));
    expect(errors).toEqual([]);
    await context.close();
  });
  it('is painted with its rich text (the Contatti introduction, a news article) with scripts off, then hydrated in place', async () => {
    const signedIn = await signedInCustomer();
    const state = await signedIn.context.storageState();
    const off = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, storageState: state });
    const painted = await off.newPage();
    await painted.goto(server.url('demo', '/contatti'));
    const intro = painted.getByTestId('cms-contact');
    await expect(intro.getByText(/Scegli un argomento e scrivici/).isVisible()).resolves.toBe(true);
    await painted.goto(server.url('demo', '/news'));
    await painted.locator('a.card-link').first().click();
    await expect(
      painted
        .getByRole('link', { name: /Torna alle news/ })
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    // The article's body: paragraphs of the sanitised rich text, not a loading state.
    await expect(painted.locator('article p').first().isVisible()).resolves.toBe(true);
    expect(await painted.getByRole('status').count()).toBe(0);
    await off.close();

    const { page, context, errors } = signedIn;
    const release = await holdEntryScript(page);
    await page.goto(server.url('demo', '/contatti'), { waitUntil: 'commit' });
    const lead = page.getByTestId('cms-contact');
    await lead.waitFor();
    await lead.evaluate((element) => element.setAttribute('data-painted', 'yes'));
    release();
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    // Hydrated, not drawn over; its text now DOMPurify's, the same words.
    expect(await lead.getAttribute('data-painted')).toBe('yes');
    await expect(lead.getByText(/Scegli un argomento e scrivici/).isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('hydration', () => {
  it("keeps aurora's own sign-in heading from the painted page through hydration, never 'Accedi'", async () => {
    const { page, context, errors } = await openPage(browser, { width: 390, height: 844 });
    const release = await holdEntryScript(page);
    await page.goto(server.url('aurora', '/login'), { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    expect(await heading.textContent()).toBe(loginHeadingOf.aurora);
    await heading.evaluate((element) => element.setAttribute('data-painted', 'yes'));
    release();
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    // Hydrated, not drawn over: the browser's render agreed with the server's on the tenant's text.
    expect(await heading.getAttribute('data-painted')).toBe('yes');
    expect(await heading.textContent()).toBe(loginHeadingOf.aurora);
    expect(await page.title()).toBe('Accedi | Aurora Bottega Premi');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers a tap on the painted burger made before the scripts ran, once they have', async () => {
    const { page, context, errors } = await openPage(browser, { width: 390, height: 844 });
    const release = await holdEntryScript(page);
    await page.goto(server.url('demo', '/nessuna-pagina'), { waitUntil: 'commit' });
    // The loader asks for the entry after the first frame, its listeners in place.
    await release.requested;
    const burger = page.getByRole('button', { name: 'Apri il menu' });
    await burger.click();
    const menu = page.getByRole('navigation', { name: 'Menu', exact: true });
    // Nothing handles the tap yet, and the browser did nothing of its own with it.
    expect(await menu.isVisible()).toBe(false);
    expect(await page.locator('html[data-interactive]').count()).toBe(0);
    release();
    await menu.getByRole('link', { name: /news/i }).waitFor({ state: 'visible' });
    // Once, not twice: the menu stays open, and the keyboard closes it as usual.
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    expect(await menu.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await burger.waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('takes what was typed into the painted form before its scripts ran, then the same form signs in with them', async () => {
    const { page, context, errors } = await openPage(browser, { width: 390, height: 844 });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const transportLoads = () => requested.filter((path) => /\/assets\/transport-[^/]+\.js$/.test(path)).length;
    // The entry script is held back until the painted page has been typed into.
    const release = await holdEntryScript(page);
    // Module scripts hold DOMContentLoaded back: the page is read as soon as it has arrived.
    await page.goto(server.url('demo', '/login'), { waitUntil: 'commit' });
    const code = page.locator('#login_email');
    await code.waitFor();
    await expect(page.getByRole('heading', { name: 'Accedi' }).isVisible()).resolves.toBe(true);
    // Usable before the scripts run: the browser could post it to the server as it is.
    await code.fill('DEMO0001');
    await page.locator('#login_password').fill(DEMO_PASSWORD);
    await code.evaluate((input) => input.setAttribute('data-painted', 'yes'));
    release();
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    // Hydrated: the same element, what was typed still there; the show-password button is React's.
    expect(await code.getAttribute('data-painted')).toBe('yes');
    expect(await code.inputValue()).toBe('DEMO0001');
    await page.getByRole('button', { name: 'Mostra password' }).click();
    await page.getByRole('button', { name: 'Nascondi password' }).waitFor();
    // No API call before the sign-in, so the HTTP transport (axios, a lazy chunk) is not loaded yet.
    expect(transportLoads()).toBe(0);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: 'Ciao Marco' }).waitFor();
    // Sent by the scripts with what was typed before them, not posted by the browser.
    expect(transportLoads()).toBe(1);
    expect(requested).not.toContain('/v1/auth/signin-form');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('signing in before the scripts run', () => {
  it('with scripts off: a wrong password comes back saying so with the code kept, the right one opens the painted home', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(server.url('demo', '/login'));
    await page.locator('#login_email').fill('DEMO0001');
    await page.locator('#login_password').fill('Sbagliata!2025');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('errore') === 'credenziali');
    // Beside the button, where the person looks; the code typed is kept, the password never.
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Credenziali non valide');
    expect(await page.locator('#login_email').inputValue()).toBe('DEMO0001');
    expect(await page.locator('#login_password').inputValue()).toBe('');
    expect(page.url()).not.toContain('Sbagliata');
    await page.locator('#login_password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('accesso') === '1');
    // Painted by the server with the customer's data, without a line of script.
    expect(await page.locator('#root').getAttribute('data-first-screen')).toBe('customer');
    await page.getByRole('heading', { level: 1, name: 'Ciao Marco' }).waitFor();
    await expect(page.getByText('25.000 punti').first().isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('pressed before the scripts ran, the form is posted; the scripts then take the session over in place', async () => {
    const { page, context, errors } = await openPage(browser, { width: 390, height: 844 });
    const release = await holdEntryScript(page);
    await postPaintedLogin(page);
    const heading = page.getByRole('heading', { level: 1, name: 'Ciao Marco' });
    await heading.waitFor();
    await heading.evaluate((h1) => h1.setAttribute('data-painted', 'yes'));
    release();
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    // Hydrated, not drawn over; the parameter has left the address; the token is the stored one.
    expect(await heading.getAttribute('data-painted')).toBe('yes');
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    // Signed in for the API too: the scripts ask about the prize DEMO0001 has to validate…
    await page.getByRole('dialog', { name: 'Hai un premio da convalidare' }).getByRole('button', { name: 'Più tardi' }).click();
    // …and the catalogue, opened by them, lists this customer's prizes.
    await page.getByRole('link', { name: 'Vai al catalogo' }).click();
    await page.waitForURL((url) => url.pathname === '/catalogo');
    await expectCatalogueSignedIn(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the first page after a sign-in the server made', () => {
  it("keeps the sign-in when a link of the painted home is followed before the home's scripts ran", async () => {
    const { page, context, errors } = await openPage(browser, { width: 390, height: 844 });
    const release = await holdEntryScript(page);
    await postPaintedLogin(page);
    // The painted home's link, followed at once: the server paints the catalogue for the customer.
    await page.getByRole('link', { name: 'Vai al catalogo' }).click();
    await page.waitForURL((url) => url.pathname === '/catalogo', { waitUntil: 'commit' });
    release();
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    // Boot on the catalogue took the hand-over: signed in, not sent to the login page.
    expect(new URL(page.url()).pathname).toBe('/catalogo');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    await page.getByRole('dialog', { name: 'Hai un premio da convalidare' }).getByRole('button', { name: 'Più tardi' }).click();
    await expectCatalogueSignedIn(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the login page before the forms engine has arrived', () => {
  it('asks for the engine once the page is idle, and answers a tap on the painted form made before it arrived', async () => {
    const { page, context, errors } = await openPage(browser, { width: 390, height: 844 });
    const engine = await holdFormsEngine(page);
    await page.goto(server.url('demo', '/login'));
    // Nobody touched the page: the engine is asked for all the same, once the page is idle.
    await engine.requested;
    // The page is not handled yet while its form waits for the engine.
    expect(await page.locator('html[data-interactive]').count()).toBe(0);
    const password = page.locator('#login_password');
    await password.fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Mostra password' }).click();
    expect(await password.getAttribute('type')).toBe('password');
    engine();
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    // Pressed again once the form is handled: the password shows, what was typed is kept.
    await page.getByRole('button', { name: 'Nascondi password' }).waitFor();
    expect(await password.getAttribute('type')).toBe('text');
    expect(await password.inputValue()).toBe(DEMO_PASSWORD);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps the refused post's retry as painted while the engine is held: the code kept, the password typed, the reason shown", async () => {
    const { page, context, errors } = await openPage(browser, { width: 390, height: 844 });
    const engine = await holdFormsEngine(page);
    await page.goto(server.url('demo', '/login?errore=credenziali&codice=DEMO0001'));
    await engine.requested;
    const password = page.locator('#login_password');
    await password.fill(DEMO_PASSWORD);
    // The scripts cleared the address meanwhile (a transition): the painted form was kept, not redrawn.
    await page.waitForURL((url) => url.search === '');
    engine();
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    expect(await page.locator('#login_email').inputValue()).toBe('DEMO0001');
    expect(await password.inputValue()).toBe(DEMO_PASSWORD);
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Credenziali non valide');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ciao Marco' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs in all the same: the browser posts the painted form and the home comes painted', async () => {
    const { page, context, errors } = await openPage(browser, { width: 390, height: 844 });
    const engine = await holdFormsEngine(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(server.url('demo', '/login'));
    await engine.requested;
    await page.locator('#login_email').fill('DEMO0001');
    await page.locator('#login_password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: 'Ciao Marco' }).waitFor();
    expect(requested).toContain('/v1/auth/signin-form');
    // The home has no form: its scripts handle it without the engine, still held.
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    engine();
    expect(errors).toEqual([]);
    await context.close();
  });
});
