import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** The demo password of every demo account, staff and customers alike. */
export const DEMO_PASSWORD = 'Demo!2025x';

/** Serious and critical axe violations of the page (WCAG 2.1 A/AA), one line each. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Colours are judged at rest: a fade or a hover transition still running would be measured
  // half-way. Endless ones (a spinner, a skeleton's pulse) never settle and carry no text.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Evaluated over the DevTools protocol, so the page's CSP (no inline scripts) does not apply.
  await page.evaluate(axe.source);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] } }),
  );
  return (
    results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      // The element's markup and axe's reason, so a failure in CI says what to fix without a rerun.
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)} ${n.failureSummary ?? ''}`).join(', ')}`,
      )
  );
}

/** Fills the console's sign-in form (already open) and submits it. */
export async function consoleSignIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
}

/**
 * The first step of docs/operations.md: `npm run staff -- add` in the server's environment, then
 * the printed one-time link opened in the browser to choose the password. The link is followed on
 * `consoleOrigin` (a production start prints https://, the test server speaks http).
 */
export async function addStaffWithPassword(
  page: Page,
  options: { env: NodeJS.ProcessEnv; email: string; role: 'operator' | 'support'; tenant: string; password: string; consoleOrigin: string },
): Promise<void> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'scripts/staff-cli.ts', 'add', options.email, '--role', options.role, '--tenant', options.tenant],
    { env: options.env },
  );
  const printed = /https?:\/\/\S+\/imposta-password\?token=\S+/.exec(stdout)?.[0];
  if (!printed) throw new Error(`npm run staff -- add printed no link: ${stdout}`);
  const link = new URL(printed);
  await page.goto(`${options.consoleOrigin}${link.pathname}${link.search}`);
  await page.locator('input').and(page.getByLabel('Nuova password')).fill(options.password);
  await page.getByLabel('Conferma la password').fill(options.password);
  await page.getByRole('button', { name: 'Salva la password' }).click();
  await page.getByText('La password è stata salvata. Ora puoi accedere alla console.').waitFor();
}

/** Opens one of the tenant's areas from the console's navigation. */
export async function openArea(page: Page, name: string): Promise<void> {
  await page
    .getByRole('navigation', { name: /^Aree di / })
    .getByRole('link', { name, exact: true })
    .click();
}

/** Importazioni → <kind>: choose the file, import it, wait for the report's totals. */
export async function importFile(page: Page, kind: string, file: { name: string; mimeType: string; buffer: Buffer }): Promise<string> {
  await openArea(page, 'Importazioni');
  const kinds = page.getByRole('navigation', { name: 'Che cosa importare' });
  await kinds.getByRole('link', { name: kind }).click();
  // The router shows the kind's panel in a transition: until its link is the current one, the
  // file input on the page is still the previous kind's, which the new panel then replaces.
  await kinds.locator('a[aria-current="page"]', { hasText: kind }).waitFor();
  await page.locator('input[type=file]').setInputFiles(file);
  await page.getByText(`File scelto: ${file.name}`).waitFor();
  await page.getByRole('button', { name: 'Importa' }).click();
  await page.getByRole('heading', { level: 3, name: 'Esito dell’importazione' }).waitFor({ timeout: 60_000 });
  return (await page.getByLabel(`Totali di ${file.name}`).textContent()) ?? '';
}
