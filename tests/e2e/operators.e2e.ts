import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser.js';
import { addStaffWithPassword, consoleSignIn, seriousAxeViolations } from './support/console.js';
import { startServer, type RunningServer } from './support/server.js';
import { mailsOnceDelivered, outboxMails } from './support/outbox.js';

// docs/operators.md, "Launch a new initiative" and "Imports", followed by an operator against one
// running server: scaffold a tenant from the demo, give it its own logo, primary colour, an extra
// required signup field and the adult check by editing files (validate names what the adult check
// lacks; the operator adds it as told), import two customers with the extra field and their
// points, then register one at <alias>.localhost and find the field, prefilled from the import,
// on /my-page and with the customer in the console. No code change, no rebuild, no
// restart: the server started in beforeAll serves the new tenant as it is.
const ALIAS = 'bottega';
const NAME = 'Bottega Premi';
const PRIMARY = '#7c2d12';
const PRIMARY_RGB = 'rgb(124, 45, 18)';
const LOGO = 'insegna-bottega.svg';
const FIELD = { id: 'insegna', title: 'Insegna del negozio' };
const CUSTOMERS = [
  { code: 'BOT0001', password: 'Bottega!2026a', points: 1200, sign: 'Ferramenta Verdi Milano' },
  { code: 'BOT0002', password: 'Bottega!2026b', points: 800, sign: 'Casalinghi Neri' },
] as const;
const OPERATOR = { email: 'titolare@bottega.example', password: 'Bottega!Console26' };
/** The demo's welcome points, which the new tenant's file carries from its source (features.welcomePoints). */
const WELCOME = 500;
/** Where the journey's screenshots go (looked at by whoever changes these screens). */
const SHOTS = process.env.OPERATORS_SCREENSHOTS_DIR ?? 'dist/operators-shots';

let browser: Browser;
let server: RunningServer;
let tenantsDir: string;
let dataDir: string;
let workDir: string;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The server's environment, in which the guide's commands run. */
function serverEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, TENANTS_DIR: tenantsDir, DATA_DIR: dataDir, PREMIA_ACTOR: 'operators-e2e' };
  delete env.DATABASE_URL;
  return env;
}

/** `npm run <script> -- <args>` exactly as docs/operators.md writes it, with the server's environment. */
function npmRun(script: string, ...args: string[]): Promise<Run> {
  const env = serverEnv();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', script, '--', ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Exit 0, or fail with everything the command printed. */
function expectOk(run: Run, what: string): void {
  if (run.code !== 0) throw new Error(`${what} exited with ${String(run.code)}\n${run.stdout}\n${run.stderr}`);
}

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="350" height="100" viewBox="0 0 350 100">
  <rect width="350" height="100" rx="12" fill="${PRIMARY}"/>
  <text x="175" y="62" font-family="sans-serif" font-size="36" fill="#ffffff" text-anchor="middle">Bottega</text>
</svg>
`;

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new Error(`not an object: ${JSON.stringify(v)}`);
  return v as Json;
};

/** Steps 3, 4 and 6 of the guide: the logo, the primary colour and one more signup field. */
async function customise(folder: string): Promise<void> {
  await writeFile(path.join(folder, LOGO), LOGO_SVG);
  const file = path.join(folder, 'tenant.json');
  const tenant = obj(JSON.parse(await readFile(file, 'utf8')));
  obj(tenant.brand).logo = LOGO;
  obj(obj(tenant.theme).colors).primary = PRIMARY;
  const signup = obj(obj(tenant.forms).signup);
  const schema = obj(signup.schema);
  obj(schema.properties)[FIELD.id] = { type: 'string', title: FIELD.title, maxLength: 100 };
  (schema.required as string[]).push(FIELD.id);
  // The signup uiSchema groups fields in sections: the new field goes with the company data.
  const sections = obj(obj(signup.uiSchema)['ui:options']).sections as { title: string; fields: string[] }[];
  const own = sections.find((s) => s.title === 'I tuoi dati');
  if (!own) throw new Error('no "I tuoi dati" section in the signup uiSchema');
  own.fields.splice(own.fields.indexOf('company') + 1, 0, FIELD.id);
  // Only adults: docs/tenants.md, features.ownLogin.adult (the form lacks the date of birth yet).
  obj(obj(tenant.features).ownLogin).adult = true;
  await writeFile(file, `${JSON.stringify(tenant, null, 2)}\n`);
}

/** What `tenant validate` said to add for the adult check: the date of birth, required, with a date picker. */
async function addBirthDate(folder: string): Promise<void> {
  const file = path.join(folder, 'tenant.json');
  const tenant = obj(JSON.parse(await readFile(file, 'utf8')));
  const signup = obj(obj(tenant.forms).signup);
  const schema = obj(signup.schema);
  obj(schema.properties).date_of_birth = { type: 'string', format: 'date', title: 'Data di nascita', minAgeYears: 18 };
  (schema.required as string[]).push('date_of_birth');
  obj(signup.uiSchema).date_of_birth = { 'ui:widget': 'date' };
  const sections = obj(obj(signup.uiSchema)['ui:options']).sections as { title: string; fields: string[] }[];
  sections.find((s) => s.title === 'I tuoi dati')!.fields.push('date_of_birth');
  await writeFile(file, `${JSON.stringify(tenant, null, 2)}\n`);
}

async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.locator('#login_email').fill(username);
  await page.locator('#login_password').fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
}

interface Me {
  points: number;
  points_enabled: boolean;
  userinfo: Record<string, unknown>;
}

/** GET /v1/auth/me with the token the SPA stored. */
function authMe(page: Page): Promise<{ status: number; body: Me }> {
  return page.evaluate(async () => {
    const res = await fetch('/v1/auth/me', { headers: { authorization: `Bearer ${localStorage.getItem('token') ?? ''}` } });
    return { status: res.status, body: (await res.json()) as Me };
  });
}

async function choose(page: Page, id: string, label: string): Promise<void> {
  await page.locator(`#${id} option`, { hasText: label }).first().waitFor({ state: 'attached' });
  await page.selectOption(`#${id}`, { label });
}

/** The demo's signup fields (the imported names and e-mail may arrive prefilled and read-only). */
async function fillSignup(page: Page, password: string): Promise<void> {
  const type = async (field: string, value: string) => {
    const input = page.locator(`#signup_${field}`);
    if (await input.isEditable()) await input.fill(value);
  };
  await type('firstname', 'Anna');
  await type('lastname', 'Verdi');
  await type('vatcode', '04512340987');
  await type('company', 'Ferramenta Verdi');
  await choose(page, 'signup_region', 'Lombardia');
  await choose(page, 'signup_district', 'Milano');
  await choose(page, 'signup_city', 'Milano');
  await type('address1', 'Via Roma');
  await type('address2', '1');
  await type('phone', '3331234567');
  await type('repeatphone', '3331234567');
  await type('email', 'anna.verdi@example.it');
  await type('repeatemail', 'anna.verdi@example.it');
  await type('date_of_birth', '04/05/1980');
  await type('password', password);
  await type('repeatpassword', password);
  for (const box of ['accetta_regolamento', 'dichiarazione_rappresentante', 'gdpr_privacy']) await page.locator(`#signup_${box}`).check();
}

/** The one activation mail in the fresh $DATA_DIR/outbox (decoded). */
async function activationMail(): Promise<string> {
  const read = async () => (await outboxMails(dataDir)).map((m) => m.text).filter((t) => /\/activate\//.test(t));
  const mails = await mailsOnceDelivered(read, 1);
  expect(mails).toHaveLength(1);
  return mails[0]!;
}

/** The page at 1280 px and at 390 px (a phone), whole, into SHOTS. */
async function shoot(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

beforeAll(async () => {
  // A private copy of the tenants and a fresh database, shared by the server and the commands.
  tenantsDir = await mkdtemp(path.join(os.tmpdir(), 'premia-operators-tenants-'));
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'premia-operators-data-'));
  workDir = await mkdtemp(path.join(os.tmpdir(), 'premia-operators-files-'));
  await cp('tenants', tenantsDir, { recursive: true });
  [browser, server] = await Promise.all([launchBrowser(), startServer({ TENANTS_DIR: tenantsDir, DATA_DIR: dataDir })]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  for (const dir of [tenantsDir, dataDir, workDir]) if (dir) await rm(dir, { recursive: true, force: true });
});

describe('docs/operators.md: launch a new initiative on a running server', () => {
  it(
    'new → logo, colour, extra signup field, adult check → validate → import customers (with the field) and points → register at bottega.localhost → the field on /my-page and in the console',
    { timeout: 180_000 },
    async () => {
      // Before: the running server does not know the host.
      {
        const { page, context } = await openPage(browser);
        await page.goto(server.url(ALIAS, '/'));
        await page.getByRole('heading', { name: 'Applicazione non trovata' }).waitFor();
        await context.close();
      }

      // 1. Create the folder from the demo.
      const created = await npmRun('tenant', 'new', ALIAS, '--from', 'demo', '--name', NAME);
      expectOk(created, 'tenant new');
      const folder = path.join(tenantsDir, ALIAS);
      const scaffold = obj(JSON.parse(await readFile(path.join(folder, 'tenant.json'), 'utf8')));
      expect(scaffold).toMatchObject({ name: NAME, hosts: [`${ALIAS}.premia.localhost`] });

      // 3, 4, 6. Logo, theme, forms: edit the files.
      await customise(folder);

      // 8. Validate: the adult check needs a date of birth in the signup form, and says how to add it.
      const refused = await npmRun('tenant', 'validate', ALIAS);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(
        '/features/ownLogin/adult: features.ownLogin.adult needs the field "date_of_birth" in forms.signup: add "date_of_birth": {"type":"string","format":"date","title":"Data di nascita","minAgeYears":18}',
      );
      await addBirthDate(folder);
      const validated = await npmRun('tenant', 'validate', ALIAS);
      expectOk(validated, 'tenant validate');
      expect(validated.stderr).not.toMatch(/tenant\.json: \//);

      // Imports: two customers who collect points, not yet registered, then their points.
      const customersCsv = path.join(workDir, 'clienti.csv');
      await writeFile(
        customersCsv,
        [
          `user_code;password;firstname;lastname;company;email;phone;points_enabled;active;${FIELD.id}`,
          `${CUSTOMERS[0].code};${CUSTOMERS[0].password};Anna;Verdi;"Ferramenta Verdi; utensili";anna.verdi@example.it;3331234567;1;0;${CUSTOMERS[0].sign}`,
          `${CUSTOMERS[1].code};${CUSTOMERS[1].password};Bruno;Neri;Neri Casalinghi;bruno.neri@example.it;;1;0;${CUSTOMERS[1].sign}`,
          '',
        ].join('\n'),
      );
      const users = await npmRun('users:import', ALIAS, customersCsv);
      expectOk(users, 'users:import');
      expect(users.stdout).toMatch(/righe lette: +2\n {2}importate: +2\n {2}saltate: +0\n {2}scartate: +0/);

      const pointsCsv = path.join(workDir, 'punti.csv');
      await writeFile(
        pointsCsv,
        [
          'user_code;points;reason;external_ref;kind;date',
          ...CUSTOMERS.map((c) => `${c.code};${c.points};Bonus di benvenuto;benvenuto-bottega:${c.code};credit;2026-01-15`),
          '',
        ].join('\n'),
      );
      const points = await npmRun('points:import', ALIAS, pointsCsv);
      expectOk(points, 'points:import');
      expect(points.stdout).toMatch(/righe lette: +2\n {2}importate: +2\n {2}saltate: +0\n {2}scartate: +0/);

      // Go live locally: the same server process, at bottega.localhost, with the tenant's own look.
      const { page, errors, context } = await openPage(browser);
      await page.goto(server.url(ALIAS, '/'));
      await page.getByRole('heading', { name: 'Accedi' }).waitFor();
      expect(await page.title()).toContain(NAME);
      const logo = page.getByRole('img', { name: NAME });
      await logo.waitFor();
      expect(await logo.getAttribute('src')).toBe(`/tenant-assets/${LOGO}`);
      expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const submit = page.getByRole('button', { name: 'Accedi' });
      expect(await submit.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe(PRIMARY_RGB);

      // An imported customer logs in with the first password and must complete the registration.
      await logIn(page, CUSTOMERS[0].code, CUSTOMERS[0].password);
      await page.getByRole('heading', { name: 'Completa la registrazione', level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/completa-registrazione');

      // The imported points, on the customer's own record.
      const me = await authMe(page);
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({
        points: CUSTOMERS[0].points,
        points_enabled: true,
        userinfo: { username: CUSTOMERS[0].code, active: false },
      });

      // The new field, in its section, with its title, filled in from the import with everything
      // else the import knew (company, e-mail, phone); required like the others.
      const field = page.getByRole('group', { name: 'I tuoi dati' }).locator(`#signup_${FIELD.id}`);
      await field.waitFor();
      expect(await page.locator(`label[for="signup_${FIELD.id}"]`).textContent()).toContain(FIELD.title);
      expect(await field.inputValue()).toBe(CUSTOMERS[0].sign);
      expect(await page.locator('#signup_company').inputValue()).toBe('Ferramenta Verdi; utensili');
      expect(await page.locator('#signup_email').inputValue()).toBe('anna.verdi@example.it');
      expect(await page.locator('#signup_repeatphone').inputValue()).toBe('3331234567');
      await shoot(page, 'completa-registrazione');
      await field.fill('');
      await page.getByRole('button', { name: 'Salva' }).click();
      await page.locator(`#signup_${FIELD.id}__error`).waitFor();
      expect(await page.locator(`#signup_${FIELD.id}__error`).textContent()).toBe('CAMPO OBBLIGATORIO');
      // Filled in, its message goes away.
      await field.fill(CUSTOMERS[0].sign);
      await page.getByRole('button', { name: 'Salva' }).click();
      await page.locator(`#signup_${FIELD.id}__error`).waitFor({ state: 'detached' });

      // Completing the registration stores the new field with the customer (no code knows it).
      await fillSignup(page, 'Registrata!2026a');
      await page.getByRole('button', { name: 'Salva' }).click();
      const modal = page.getByRole('dialog');
      await modal.getByText("Ti abbiamo mandato un'email, clicca sul link per confermare la registrazione").waitFor();
      await modal.getByRole('button', { name: 'Chiudi' }).click();
      await page.getByRole('heading', { name: 'Accedi' }).waitFor();
      // The activation mail, queued with the answer, from the tenant.
      const mail = await activationMail();
      expect(mail).toContain(NAME);
      await page.goto(server.url(ALIAS, mail.match(/\/activate\/[A-Za-z0-9_-]+/)?.[0] ?? '/activate/missing'));
      await page.getByText('Account attivato: ora puoi accedere.').waitFor();
      await page.getByRole('link', { name: 'Vai al login' }).click();
      await logIn(page, CUSTOMERS[0].code, 'Registrata!2026a');
      await page.waitForURL((url) => url.pathname === '/');
      const after = await authMe(page);
      expect(after.status).toBe(200);
      // The imported points and the tenant's welcome points, credited at activation.
      expect(after.body).toMatchObject({
        points: CUSTOMERS[0].points + WELCOME,
        userinfo: { active: true, [FIELD.id]: CUSTOMERS[0].sign },
      });

      // The profile shows the field with its title, read-only (the tenant did not make it editable).
      await page.goto(server.url(ALIAS, '/my-page'));
      const onProfile = page.locator(`#profile_${FIELD.id}`);
      await onProfile.waitFor();
      expect(await page.locator(`label[for="profile_${FIELD.id}"]`).textContent()).toContain(FIELD.title);
      expect(await onProfile.inputValue()).toBe(CUSTOMERS[0].sign);
      expect(await onProfile.isEditable()).toBe(false);
      expect(await page.locator('#profile_type').inputValue()).toBe('Cliente');
      await shoot(page, 'my-page');

      expect(errors).toEqual([]);
      await context.close();

      // The console shows the field with each customer: the registered one and the one only imported.
      // The initiative's own operator, added as the guide says (the demo operator never reaches a
      // tenant without demo data).
      const staff = await openPage(browser);
      const consoleOrigin = new URL(server.url('console', '/')).origin;
      await addStaffWithPassword(staff.page, { env: serverEnv(), ...OPERATOR, role: 'operator', tenant: ALIAS, consoleOrigin });
      await staff.page.goto(server.url('console', '/'));
      await staff.page.getByRole('heading', { level: 1, name: 'Accedi' }).waitFor();
      await consoleSignIn(staff.page, OPERATOR.email, OPERATOR.password);
      await staff.page.getByTestId('tenant-list').getByRole('link', { name: NAME, exact: true }).waitFor();
      for (const customer of [CUSTOMERS[1], CUSTOMERS[0]]) {
        await staff.page.goto(server.url('console', `/iniziative/${ALIAS}/clienti/${customer.code}`));
        await staff.page.getByRole('heading', { level: 2, name: new RegExp(`^${customer.code}`) }).waitFor();
        const profile = staff.page.getByRole('region', { name: 'Profilo' });
        await profile.getByText(FIELD.title).waitFor();
        expect(await profile.getByText(FIELD.title).locator('xpath=following-sibling::dd[1]').textContent()).toBe(customer.sign);
      }
      expect(await seriousAxeViolations(staff.page)).toEqual([]);
      await shoot(staff.page, 'console-cliente');

      // And in the export: a column of the field's name, each customer's value in it.
      await staff.page.goto(server.url('console', `/iniziative/${ALIAS}/clienti`));
      const download = staff.page.waitForEvent('download');
      await staff.page.getByRole('button', { name: 'Esporta tutti (CSV)' }).click();
      const exported = (await readFile((await (await download).path())!, 'utf8'))
        .replace(/^\ufeff/, '')
        .trimEnd()
        .split('\r\n');
      const header = exported[0]!.split(';');
      expect(header).toContain(FIELD.id);
      for (const customer of CUSTOMERS) {
        const row = exported.find((line) => line.startsWith(`${customer.code};`))!.split(';');
        expect(row[header.indexOf(FIELD.id)]).toBe(customer.sign);
      }
      expect(staff.errors).toEqual([]);
      await staff.context.close();

      // One server process all along: it started once and never restarted.
      expect(server.output.match(/Server listening/gi)).toHaveLength(1);
    },
  );
});
