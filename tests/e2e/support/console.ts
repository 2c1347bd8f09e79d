import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** The demo password of every demo account, staff and customers alike. */
export const DEMO_PASSWORD = 'Demo!2025x';

/** Serious and critical axe violations of the page (WCAG 2.1 A/AA), one line each. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Evaluated over the DevTools protocol, so the page's CSP (no inline scripts) does not apply.
  await page.evaluate(axe.source);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] } }),
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Fills the console's sign-in form (already open) and submits it. */
export async function consoleSignIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
}
