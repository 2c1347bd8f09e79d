import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { CHECKOUT_BODY } from './checkout-body.js';
import { DEMO_PASSWORD } from './console.js';
import type { RunningServer } from './server.js';

/** A call of the portal's API from a page of the tenant, with the customer's bearer token, as the SPA sends it. */
export async function portalApi<T>(page: Page, method: 'GET' | 'POST', url: string, body?: unknown): Promise<{ status: number; data: T }> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const token = localStorage.getItem('token');
      const res = await fetch(`/v1${url}`, {
        method,
        headers: {
          'X-Client-Info': JSON.stringify({ alias: location.hostname, lang: 'it', source: 'web' }),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(body ? { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, data: (await res.json()) as T };
    },
    { method, url, body },
  );
}

/** DEMO0001 has no seeded order: one is placed through the API (add to cart + checkout), as the cart would. */
export async function placeOrder(page: Page): Promise<string> {
  const products = await portalApi<{ data: { id: number }[] }>(page, 'GET', '/catalog/products?pointsTo=3000&onlyAvailable=true&limit=5');
  expect(products.data.data.length).toBeGreaterThan(0);
  expect(
    (await portalApi(page, 'POST', '/catalog/products/addtocart', { product_id: products.data.data[0]!.id, quantity: 1 })).status,
  ).toBe(200);
  const order = await portalApi<{ order_number: string }>(page, 'POST', '/catalog/checkout', CHECKOUT_BODY);
  expect(order.status).toBe(200);
  return order.data.order_number;
}

/**
 * Signs a customer in on the portal's /login (`loginUrl`, the tenant's), as they would type it,
 * once the page's scripts handle it: the same sign-in every time (pressed earlier, the browser
 * posts the painted form itself: tests/e2e/first-paint.e2e.ts).
 */
export async function portalSignIn(page: Page, loginUrl: string, code = 'DEMO0001', password = DEMO_PASSWORD): Promise<void> {
  await page.goto(loginUrl);
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  await page.locator('#login_email').fill(code);
  await page.locator('#login_password').fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
}

/** Signs DEMO0001 in once, for benchmarks whose every measured load starts a fresh context from this storage. */
export async function signedInState(
  browser: Browser,
  server: RunningServer,
  alias: string,
): Promise<BrowserContextOptions['storageState']> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await portalSignIn(page, server.url(alias, '/login'));
  await page.waitForFunction(() => Boolean(localStorage.getItem('token')));
  const state = await context.storageState();
  await context.close();
  return state;
}
