import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.js';
import { consoleSignIn, seriousAxeViolations } from './support/console.js';
import { pageOverflow } from './support/overflow.js';
import { tinyJpeg } from '../../src/server/modules/content/test-fixtures.js';
import { placeOrder, portalApi, portalSignIn } from './support/portal-api.js';
import { startServer, type RunningServer } from './support/server.js';

// Every console screen on a phone (390×844): the page never scrolls sideways, lists read as one
// card per record, and no screen has a serious accessibility violation. DEMO0001 first places an
// order, writes about it and sends a receipt, so every list has a row and its page to open.
const SHOTS = process.env.CONSOLE_SCREENSHOTS_DIR ?? 'dist/console-shots';
const PHONE = { width: 390, height: 844 };
const TENANT = '/iniziative/demo';

let browser: Browser;
let server: RunningServer;
let orderNumber: string;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
  mkdirSync(SHOTS, { recursive: true });
  const customer = await openPage(browser);
  await portalSignIn(customer.page, server.url('demo', '/login'));
  await customer.page.waitForURL((url) => url.pathname !== '/login');
  orderNumber = await placeOrder(customer.page);
  const request = await portalApi(customer.page, 'POST', '/contact', {
    topic: 'ordini',
    message: 'Il pacco non è ancora arrivato: potete verificare la spedizione?',
    order: orderNumber,
  });
  expect(request.status).toBe(201);
  const receipt = await portalApi(customer.page, 'POST', '/form-win', {
    receipt_date: '2026-01-20',
    receipt_time: '18:45',
    amount: 12.5,
    receipt_name: 'scontrino.jpg',
    receipt: `data:image/jpeg;base64,${tinyJpeg().toString('base64')}`,
  });
  expect(receipt.status).toBeLessThan(300);
  await customer.context.close();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Screen {
  /** Names the screenshot and the failure. */
  name: string;
  /** Opens the screen and waits until its content (not a skeleton) is drawn. */
  open(page: Page): Promise<void>;
}

/** Opens a console address and waits for the screen's heading. */
function at(name: string, path: string, heading: string | RegExp, ready?: (page: Page) => Promise<void>): Screen {
  return {
    name,
    async open(page) {
      await page.goto(server.url('console', path));
      await page.getByRole('heading', { name: heading }).first().waitFor();
      await ready?.(page);
    },
  };
}

const table = (name: string | RegExp) => async (page: Page) => void (await page.getByRole('table', { name }).first().waitFor());

const SCREENS: Screen[] = [
  at('tenants', '/', 'Iniziative', async (page) => void (await page.getByTestId('tenant-list').waitFor())),
  at('overview', TENANT, 'Panoramica', table(/^Premi più ordinati/)),
  at('customers', `${TENANT}/clienti`, 'Clienti', table('Clienti')),
  at('customer', `${TENANT}/clienti/DEMO0001`, /DEMO0001/, table('Movimenti punti, dal più recente')),
  at('catalogue', `${TENANT}/catalogo`, 'Catalogo', table('Premi')),
  {
    name: 'prize',
    async open(page) {
      await SCREENS.find((s) => s.name === 'catalogue')!.open(page);
      await page.getByRole('table', { name: 'Premi' }).getByRole('link').first().click();
      await page.getByRole('heading', { name: 'Dati del premio' }).waitFor();
    },
  },
  at('orders', `${TENANT}/ordini`, 'Ordini', table('Ordini')),
  {
    name: 'order',
    async open(page) {
      await page.goto(server.url('console', `${TENANT}/ordini/${orderNumber}`));
      await page.getByRole('heading', { name: `Ordine ${orderNumber}` }).waitFor();
    },
  },
  at('content', `${TENANT}/contenuti/notizie`, 'Contenuti', table('Notizie')),
  at('imports', `${TENANT}/importazioni`, 'Importazioni', async (page) => {
    // The column table is folded away: opened, it is the widest thing on the screen.
    await page.getByText('Che cosa va in ogni colonna').click();
    await table('Colonne del file')(page);
  }),
  at('sales', `${TENANT}/vendite`, 'Vendite', async (page) => {
    await page.getByRole('heading', { name: 'Nessun file di vendite finora' }).waitFor();
  }),
  at('inbox', `${TENANT}/richieste`, 'Richieste dei clienti', table(/^Richieste: /)),
  {
    name: 'request',
    async open(page) {
      await SCREENS.find((s) => s.name === 'inbox')!.open(page);
      await page
        .getByRole('table', { name: /^Richieste: / })
        .getByRole('link')
        .first()
        .click();
      await page.getByRole('heading', { level: 2, name: /n\. \d+/ }).waitFor();
    },
  },
  at('notifications', `${TENANT}/notifiche`, 'Notifiche'),
  at('validations', `${TENANT}/convalide`, 'Convalide dei premi', table(/^Convalide: /)),
  {
    name: 'validation',
    async open(page) {
      await SCREENS.find((s) => s.name === 'validations')!.open(page);
      await page
        .getByRole('table', { name: /^Convalide: / })
        .getByRole('link')
        .first()
        .click();
      await page.getByRole('heading', { level: 2, name: /^Convalida n\. \d+$/ }).waitFor();
    },
  },
  {
    name: 'voucher-codes',
    async open(page) {
      await page.goto(server.url('console', `${TENANT}/contenuti/buoni`));
      await page.getByRole('link', { name: 'Buono spesa 50 €' }).click();
      await page.getByRole('heading', { name: 'Codici del buono' }).first().waitFor();
    },
  },
  at('audit', `${TENANT}/registro?personali=1`, 'Registro attività', table('Attività registrate, dalla più recente')),
  at('settings', `${TENANT}/impostazioni`, 'Impostazioni'),
  at('security', '/sicurezza', 'Verifica in due passaggi'),
];

describe('staff console on a 390 px phone', () => {
  it('no screen scrolls sideways or has a serious accessibility violation', async () => {
    const { page, context, errors } = await openPage(browser, PHONE);
    await page.goto(server.url('console', '/'));
    await consoleSignIn(page, 'operator@premia.example');
    await page.getByTestId('tenant-list').waitFor();

    const found: Record<string, unknown> = {};
    for (const screen of SCREENS) {
      await screen.open(page);
      const overflow = await pageOverflow(page);
      await page.screenshot({ path: `${SHOTS}/console-narrow-${screen.name}.png`, fullPage: true });
      if (overflow.scrollWidth > overflow.innerWidth) found[screen.name] = overflow;
      const violations = await seriousAxeViolations(page);
      if (violations.length) found[`${screen.name} (axe)`] = violations;
    }
    expect(found).toEqual({});
    expect(errors.filter((e) => !/401|Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });
});
