import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser.js';
import { placeOrder, portalSignIn } from './support/portal-api.js';
import { startServer, type RunningServer } from './support/server.js';

// The server paints the page and the browser hydrates it: both must write a time in the tenant's
// zone (demo: Europe/Rome, the default), whatever zone each machine is in. Here the server runs on
// UTC, as servers do, and the browser sits in Rome (the customer's case) or in New York (neither
// machine's clock is Rome's).
let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer({ TZ: 'UTC' })]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** An instant as an Italian reads it on Rome's clock: the expectation, from Intl, not from the app. */
const romeTime = (iso: string) =>
  new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

/** The `<time>` elements of the page the server sent, as [datetime, text] (React writes them plainly). */
function paintedTimes(html: string): [string, string][] {
  return [...html.matchAll(/<time[^>]*dateTime="([^"]+)"[^>]*>([^<]*)<\/time>/gi)].map((m) => [m[1]!, m[2]!]);
}

/** The same once the page's scripts handle it. */
async function hydratedTimes(page: Page): Promise<[string, string][]> {
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  return page
    .locator('time')
    .evaluateAll((els) => els.map((el) => [el.getAttribute('datetime') ?? '', el.textContent ?? ''] as [string, string]));
}

describe("times in the tenant's zone", () => {
  it.each(['Europe/Rome', 'America/New_York'])(
    'shows an order and a notification at the same Rome time in the painted page and after hydration, with no hydration error (browser in %s)',
    async (timezoneId) => {
      const { page, context, errors } = await openPage(browser, undefined, { timezoneId });
      await portalSignIn(page, server.url('demo', '/login'));
      await page.getByRole('heading', { level: 1, name: 'Ciao Marco' }).waitFor();
      await placeOrder(page);

      for (const pathname of ['/storico-ordini', '/notifications']) {
        const response = await page.goto(server.url('demo', pathname));
        const painted = paintedTimes((await response!.text()) ?? '');
        expect(painted.length, `${pathname}: times painted by the server`).toBeGreaterThan(0);
        const hydrated = await hydratedTimes(page);
        for (const [iso, text] of painted) {
          // With a time, in Rome: '29 novembre 2026 alle ore 04:13' for 03:13 UTC.
          if (iso.includes('T')) expect(text, `${pathname} ${iso}`).toBe(romeTime(iso));
        }
        expect(hydrated, pathname).toEqual(painted);
      }
      // React reports a painted text that differs from its own render as error #418.
      expect(errors.filter((e) => /418|hydrat/i.test(e))).toEqual([]);
      expect(errors).toEqual([]);
      await page.screenshot({ path: `dist/time-zones-notifications-${timezoneId.replace('/', '-')}.png` });
      await context.close();
    },
  );
});
