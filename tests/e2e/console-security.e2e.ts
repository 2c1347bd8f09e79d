import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser.js';
import { consoleSignIn, seriousAxeViolations } from './support/console.js';
import { startServer, type RunningServer } from './support/server.js';

// A new staff member from the CLI's link to a second factor, as they would live it in a browser.
const SHOTS = process.env.CONSOLE_SCREENSHOTS_DIR ?? 'dist/console-shots';
const EMAIL = 'nuovo.supporto@premia.example';
const PASSWORD = 'Nuova!Password2026';

let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** `npm run staff -- add` against the running server's database; answers the one-time link it printed. */
async function addStaff(): Promise<string> {
  const port = new URL(server.url('console', '/')).port;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'scripts/staff-cli.ts', 'add', EMAIL, '--role', 'support', '--tenant', 'demo'],
    { env: { ...process.env, DATA_DIR: server.dataDir, PORT: port } },
  );
  const link = /https?:\/\/\S+\/imposta-password\?token=\S+/.exec(stdout)?.[0];
  if (!link) throw new Error(`no link in: ${stdout}`);
  return link;
}

/** The code an authenticator app shows `stepsAhead` periods from now (each code is accepted once). */
const codeOf = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, '')), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

describe('console: a new staff account', () => {
  it('sets its password from the CLI link once, enrols TOTP, and is then asked for a code at sign-in', async () => {
    const link = await addStaff();
    expect(new URL(link).host).toBe(new URL(server.url('console', '/')).host);
    const { page, context } = await openPage(browser);
    // The form is named like its first field: the field is the input.
    const newPassword = page.locator('input').and(page.getByLabel('Nuova password'));

    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Imposta la password' }).waitFor();
    await newPassword.fill('corta');
    await page.getByLabel('Conferma la password').fill('corta');
    await page.getByRole('button', { name: 'Salva la password' }).click();
    // The portal's policy, said next to the field; nothing is saved.
    expect(await newPassword.getAttribute('aria-invalid')).toBe('true');
    await newPassword.fill(PASSWORD);
    await page.getByLabel('Conferma la password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Salva la password' }).click();
    await page.getByText('La password è stata salvata. Ora puoi accedere alla console.').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/set-password-1280.png`, fullPage: true });

    // The link works once.
    await page.goto(link);
    await newPassword.fill(PASSWORD);
    await page.getByLabel('Conferma la password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Salva la password' }).click();
    await page
      .getByRole('alert')
      .getByText(/link|scadut|valid/i)
      .waitFor();

    await page.goto(server.url('console', '/'));
    await consoleSignIn(page, EMAIL, PASSWORD);
    await page.getByTestId('tenant-list').waitFor();
    await page.getByRole('link', { name: 'Sicurezza' }).click();
    await page.getByRole('button', { name: 'Configura la verifica in due passaggi' }).click();
    // A session alone does not set the factor: the password is asked again, and a wrong one said there.
    const proof = page.getByRole('form', { name: 'Conferma che sei tu' });
    await proof.getByLabel('Password').fill('Sbagliata!2026');
    await proof.getByRole('button', { name: 'Continua' }).click();
    await proof.getByText('La password non è corretta').waitFor();
    await proof.getByLabel('Password').fill(PASSWORD);
    await proof.getByRole('button', { name: 'Continua' }).click();
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    expect(secret.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{16,}$/);
    await page.getByLabel('Codice di verifica').fill(codeOf(secret));
    await page.getByRole('button', { name: 'Conferma', exact: true }).click();
    await page.getByText('Attiva: l’accesso chiede il codice dell’app di autenticazione.').waitFor();
    await page.getByText(/Le sessioni aperte su altri dispositivi sono state chiuse/).waitFor();
    // The console carries on with its new session: the next screen loads without signing in again.
    await page.getByRole('link', { name: 'Iniziative' }).click();
    await page.getByTestId('tenant-list').waitFor();
    await page.getByRole('link', { name: 'Sicurezza' }).click();
    await page.getByRole('button', { name: 'Sostituisci l’app di autenticazione' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/security-1280.png`, fullPage: true });

    await page.getByRole('button', { name: 'Esci', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Accedi' }).waitFor();
    await consoleSignIn(page, EMAIL, PASSWORD);
    const otp = page.getByLabel('Codice di verifica');
    await otp.waitFor();
    await otp.fill('000000');
    await page.getByRole('button', { name: 'Accedi' }).click();
    // A wrong code is said under the field it belongs to, which keeps the focus.
    await page.locator('input[name="otp"][aria-invalid="true"]').waitFor();
    await page.screenshot({ path: `${SHOTS}/sign-in-otp-1280.png`, fullPage: true });
    // The code of the next period: the one used to enrol may not be used twice.
    await otp.fill(codeOf(secret, 1));
    await page.getByRole('button', { name: 'Accedi' }).click();
    // Signed in: back where the sign-out left, with the account's menu.
    await page.getByRole('button', { name: 'Esci', exact: true }).waitFor();
    expect(await page.getByText(EMAIL).count()).toBeGreaterThan(0);
    await context.close();
  });
});
