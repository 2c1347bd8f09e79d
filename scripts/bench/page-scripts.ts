/**
 * The script a signed-in page fetches before it is interactive, read from the browser itself: the
 * page is loaded in headless Chromium with DEMO0001's session, and every script whose request
 * started before `<html data-interactive>` (src/app/boot/interactive-mark.ts: React handles the
 * page) is counted, the loader, the entry, its module preloads, the chunks boot imports and the
 * validators modules alike. The browser's list, not the manifest's: which lazy chunks a signed-in
 * boot imports (the query client, the screen, the HTTP transport) is decided at run time by boot
 * and by the page's preloads, which the manifest cannot tell; a preloaded chunk counts, since it
 * shares the link before the page is handled whether or not it runs then. Each file is counted as
 * the server sends it to a browser that accepts brotli: the body compressed at quality 11, the
 * build's precompressed copy of a hashed asset (scripts/vite/precompress.ts); gzip level 9 beside.
 */
import { get } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { signedInState } from '../../tests/e2e/support/portal-api.js';
import type { RunningServer } from '../../tests/e2e/support/server.js';

export interface PageScript {
  /** Path and query, as the page asked for it. */
  url: string;
  raw: number;
  gzip: number;
  brotli: number;
  /** Requested before the page was interactive. */
  before: boolean;
}

declare global {
  interface Window {
    __interactiveAt?: number;
  }
}

const sizes = new Map<string, Promise<Omit<PageScript, 'url' | 'before'>>>();

/** GET on the loopback with the tenant's host name, which Node's resolver does not map as Chromium does. */
function bodyOf(server: RunningServer, alias: string, url: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const host = new URL(server.url(alias)).host;
    get({ host: '127.0.0.1', port: server.port, path: url, headers: { host, 'accept-encoding': 'identity' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => (res.statusCode === 200 ? resolve(Buffer.concat(chunks)) : reject(new Error(`${url}: ${res.statusCode}`))));
    }).on('error', reject);
  });
}

/** The body the server sends for `url`, its size raw and compressed (memoised per URL: hashed or per revision). */
function sizeOf(server: RunningServer, alias: string, url: string) {
  let size = sizes.get(`${server.port}${alias}${url}`);
  if (!size) {
    size = bodyOf(server, alias, url).then((body) => ({
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    }));
    sizes.set(`${server.port}${alias}${url}`, size);
  }
  return size;
}

/** Signs DEMO0001 in on `alias` and loads each of `paths` in a fresh context with that session. */
export async function signedInPageScripts(
  browser: Browser,
  server: RunningServer,
  alias: string,
  paths: string[],
): Promise<Map<string, PageScript[]>> {
  const storageState = await signedInState(browser, server, alias);
  const result = new Map<string, PageScript[]>();
  for (const pathname of paths) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, storageState });
    try {
      const tab = await context.newPage();
      await tab.addInitScript(() => {
        // Watched from the document: the script runs before <html> exists.
        new MutationObserver((_, observer) => {
          if (!document.documentElement.hasAttribute('data-interactive')) return;
          window.__interactiveAt = performance.now();
          observer.disconnect();
        }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-interactive'] });
      });
      await tab.goto(server.url(alias, pathname), { waitUntil: 'load' });
      // A painted page hydrates whole: a skeleton here would measure another page.
      const painted = await tab.evaluate(() => document.getElementById('root')?.getAttribute('data-first-screen'));
      if (painted !== 'customer') throw new Error(`${alias}${pathname}: painted '${String(painted)}', not the customer's screen`);
      await tab.waitForFunction(() => window.__interactiveAt !== undefined);
      await tab.waitForLoadState('networkidle');
      const entries = await tab.evaluate(() => {
        const at = window.__interactiveAt!;
        return performance
          .getEntriesByType('resource')
          .map((e) => ({ url: new URL(e.name), start: e.startTime }))
          .filter(({ url }) => url.origin === location.origin && url.pathname.endsWith('.js'))
          .map(({ url, start }) => ({ url: `${url.pathname}${url.search}`, before: start <= at }));
      });
      // A preloaded module imported later is one more entry for the same file, already fetched.
      const seen = new Set<string>();
      const first = entries.filter((e) => !seen.has(e.url) && Boolean(seen.add(e.url)));
      result.set(pathname, await Promise.all(first.map(async (entry) => ({ ...entry, ...(await sizeOf(server, alias, entry.url)) }))));
    } finally {
      await context.close();
    }
  }
  return result;
}
