import { launchBrowser } from '../../tests/e2e/support/browser.js';
import { closePrizeModal } from '../../tests/e2e/support/prize-modal.js';

/**
 * A customer (DEMO0001, who has a saved shipping address) signs in at `origin` and orders the
 * cheapest prize they can afford, through the pages as a person does; the refresh cookie must be
 * Secure (the proxy said HTTPS). Resolves with what happened, throws on anything else.
 */
export async function browserOrder(origin: string): Promise<string> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ ignoreHTTPSErrors: true, locale: 'it-IT', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto(`${origin}/login`);
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await page.locator('#login_email').fill('DEMO0001');
    await page.locator('#login_password').fill('Demo!2025x');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ciao Marco' }).waitFor();
    await closePrizeModal(page);

    const refresh = (await context.cookies()).find((c) => c.httpOnly && c.name.includes('refresh'));
    if (!refresh?.secure) throw new Error(`cookie di rinnovo senza Secure dietro HTTPS: ${JSON.stringify(refresh)}`);

    // The cheapest available prize goes in the cart as the prize page's button does (its call).
    const prize = await page.evaluate(async () => {
      const headers = { Authorization: `Bearer ${localStorage.getItem('token')}`, 'Content-Type': 'application/json' };
      const list = (await (await fetch('/v1/catalog/products?limit=100&onlyAvailable=true', { headers })).json()) as {
        data: { id: number; name: string; points: number; available: boolean }[];
      };
      const cheapest = list.data.filter((p) => p.available).sort((a, b) => a.points - b.points)[0]!;
      const added = await fetch('/v1/catalog/products/addtocart', {
        method: 'POST',
        headers,
        body: JSON.stringify({ product_id: cheapest.id, quantity: 1 }),
      });
      if (!added.ok) throw new Error(`aggiunta al carrello: ${added.status}`);
      return cheapest;
    });

    await page.goto(`${origin}/pre-checkout`);
    await closePrizeModal(page);
    await page.getByRole('heading', { level: 1, name: 'Il tuo carrello' }).waitFor();
    await page.getByRole('link', { name: 'Procedi' }).click();
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    const choice = page.locator('#checkout_select_address');
    await choice.locator('option', { hasText: 'Via Garibaldi 12' }).waitFor({ state: 'attached' });
    await choice.selectOption({ label: 'Negozio – Via Garibaldi 12, Milano' });
    await page.locator('#checkout_accept_rules_checkout').check();
    await page.getByRole('button', { name: 'Continua' }).click();
    await page.getByRole('heading', { level: 1, name: 'Conferma ordine' }).waitFor();
    await page.getByRole('button', { name: 'Conferma ordine' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ordine completato' }).waitFor();
    const orderNumber = (await page.getByTestId('order-number').textContent())?.trim();
    if (errors.length) throw new Error(`errori nella pagina: ${errors.join('; ')}`);
    return `ordine ${orderNumber} di «${prize.name}» (${prize.points} punti), cookie di rinnovo Secure`;
  } finally {
    await browser.close();
  }
}
