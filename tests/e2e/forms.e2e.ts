import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser.js';
import { startServer, type RunningServer } from './support/server.js';

// Tenant forms in a real browser under the server's real CSP (script-src 'self', no
// unsafe-eval): the precompiled validators module, the Italian messages, the address cascade.
let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Records CSP violations from the first script on (an init script runs outside the page's CSP). */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

const errorText = (page: Page, id: string) => page.locator(`#${id}__error`).textContent();

async function signIn(page: Page, username: string): Promise<void> {
  const token = await page.evaluate(async (user) => {
    const res = await fetch('/v1/auth/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: user, password: 'Demo!2025x' }),
    });
    return ((await res.json()) as { token: string }).token;
  }, username);
  await page.evaluate((t) => localStorage.setItem('token', t), token);
}

async function choose(page: Page, id: string, label: string) {
  await page.locator(`#${id} option`, { hasText: label }).first().waitFor({ state: 'attached' });
  await page.selectOption(`#${id}`, { label });
}

describe('tenant forms under the strict CSP', () => {
  it('recovery: the form renders from JSON, validates only after submit, and submits', async () => {
    const { page, errors, context } = await openPage(browser);
    const violations = await watchCsp(page);
    const res = await page.goto(server.url('demo', '/recupera-password'));
    expect(res?.headers()['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    const input = page.locator('#recovery_username');
    await input.waitFor();
    expect(await input.getAttribute('placeholder')).toBe('Codice utente (SAP)');
    expect(await page.locator('[id$="__error"]').count()).toBe(0);
    await page.getByRole('button', { name: 'Invia' }).click();
    expect(await errorText(page, 'recovery_username')).toBe('CAMPO OBBLIGATORIO');
    await input.fill('DEMO0001');
    expect(await page.locator('[id$="__error"]').count()).toBe(0);
    await page.getByRole('button', { name: 'Invia' }).click();
    await page.getByRole('status').waitFor();
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signup: exact Italian messages after the first submit, then the real address cascade and a good submission', async () => {
    const { page, errors, context } = await openPage(browser);
    const violations = await watchCsp(page);
    await page.goto(server.url('demo', '/'));
    await signIn(page, 'DEMO0002');
    await page.goto(server.url('demo', '/completa-registrazione'));
    const submit = page.getByRole('button', { name: 'Salva' });
    await submit.waitFor();
    for (const title of ['I tuoi dati', 'Indirizzo', 'Recapiti', 'Password', 'Consensi'])
      await page.getByRole('group', { name: title }).waitFor();

    const type = async (field: string, value: string) => {
      const input = page.locator(`#signup_${field}`);
      if (await input.isEditable()) await input.fill(value);
    };
    await type('firstname', 'M');
    // IT04512340987 with its check digit 7 changed to 6.
    await type('vatcode', 'IT04512340986');
    await type('email', 'mario rossi@example');
    await type('repeatemail', 'altro@example.it');
    await type('phone', '3331234567');
    await type('repeatphone', '3330000000');
    await type('password', 'debole');
    await type('repeatpassword', 'diversa');
    await type('zipcode', '2012');
    // The company the import gave is prefilled and editable; emptied, it is required.
    expect(await page.locator('#signup_company').inputValue()).toBe('Cartoleria Esposito di Anna Esposito');
    await type('company', '');
    expect(await page.locator('[id$="__error"]').count()).toBe(0);

    await submit.click();
    const expected: Record<string, string> = {
      vatcode: 'Partita IVA non valida: 11 cifre, con o senza IT davanti (controlla che nessuna cifra sia sbagliata)',
      company: 'CAMPO OBBLIGATORIO',
      email: 'Email non valida',
      repeatemail: 'Le email devono coincidere',
      repeatphone: 'I numeri di telefono devono coincidere',
      password: 'La password deve contenere almeno 8 caratteri, inclusi maiuscole, minuscole, numeri e caratteri speciali',
      repeatpassword: 'Le password devono coincidere',
      zipcode: 'Formato non valido',
      accetta_regolamento: 'CAMPO OBBLIGATORIO',
    };
    for (const [field, message] of Object.entries(expected)) expect(await errorText(page, `signup_${field}`)).toBe(message);
    await page.locator('#signup_vatcode').scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'dist/forms-signup-errors.png' });
    if (await page.locator('#signup_firstname').isEditable())
      expect(await errorText(page, 'signup_firstname')).toBe('Minimo 2 caratteri richiesti');
    expect(await page.locator('body').textContent()).not.toMatch(/must have|must match|Submit/);

    await type('firstname', 'Mario');
    await type('lastname', 'Rossi');
    await type('vatcode', '04512340987');
    await type('company', 'Bar Centrale');
    await choose(page, 'signup_region', 'Lombardia');
    await choose(page, 'signup_district', 'Milano');
    await choose(page, 'signup_city', 'Milano');
    expect(await page.locator('#signup_zipcode').inputValue()).toBe('20121');
    // Another province clears the city and the CAP, and lists its own cities.
    await choose(page, 'signup_district', 'Bergamo');
    expect(await page.locator('#signup_zipcode').inputValue()).toBe('');
    await choose(page, 'signup_city', 'Bergamo');
    expect(await page.locator('#signup_zipcode').inputValue()).toBe('24121');
    await type('address1', 'Via Roma');
    await type('address2', '1');
    await type('repeatphone', '3331234567');
    await type('email', 'mario.rossi@example.it');
    await type('repeatemail', 'mario.rossi@example.it');
    await type('password', 'Nuova!2025x');
    await type('repeatpassword', 'Nuova!2025x');
    for (const box of ['accetta_regolamento', 'dichiarazione_rappresentante', 'gdpr_privacy']) await page.locator(`#signup_${box}`).check();
    expect(await page.locator('[id$="__error"]').count()).toBe(0);
    await submit.click();
    await page.getByText("Ti abbiamo mandato un'email, clicca sul link per confermare la registrazione").waitFor();
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
