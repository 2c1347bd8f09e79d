import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The system Chromium with the flags this workplace needs (no sandbox as root, no background network). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Node and some resolvers do not map *.localhost; make the browser's mapping explicit.
      '--host-resolver-rules=MAP *.localhost 127.0.0.1, MAP localhost 127.0.0.1',
    ],
  });
}

export interface PageProbe {
  page: Page;
  context: BrowserContext;
  /** Console errors and CSP violations seen so far. */
  errors: string[];
}

/**
 * A fresh context and page that records console errors, page errors and CSP violations.
 * `timezoneId`: the zone the browser's clock is in (the machine's otherwise).
 */
export async function openPage(
  browser: Browser,
  viewport = { width: 1280, height: 900 },
  { timezoneId }: { timezoneId?: string } = {},
): Promise<PageProbe> {
  const context = await browser.newContext({ viewport, locale: 'it-IT', ...(timezoneId ? { timezoneId } : {}) });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return { page, context, errors };
}
