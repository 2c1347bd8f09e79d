import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_POLICY_PATTERN } from '../../../shared/password-policy.js';
import { bearer, linkIn, outbox, signIn, testClock } from '../../test/auth-helpers.js';
import { buildTestApp, copyTenants, removeDir, type TestApp } from '../../test/build-app.js';

/** A signup form as the forms work will declare it: $data repeats, formats, required consents. */
const SIGNUP_SCHEMA = {
  type: 'object',
  required: [
    'firstname',
    'lastname',
    'email',
    'repeatemail',
    'password',
    'repeatpassword',
    'zipcode',
    'accetta_regolamento',
    'gdpr_privacy',
    'shop_sign',
  ],
  properties: {
    firstname: { type: 'string', minLength: 1 },
    lastname: { type: 'string', minLength: 1 },
    email: { type: 'string', format: 'email' },
    repeatemail: { type: 'string', const: { $data: '1/email' } },
    password: { type: 'string', pattern: PASSWORD_POLICY_PATTERN },
    repeatpassword: { type: 'string', const: { $data: '1/password' } },
    zipcode: { type: 'string', pattern: '^\\d{5}$' },
    accetta_regolamento: { type: 'integer', const: 1 },
    gdpr_privacy: { type: 'integer', const: 1, 'x-consent': 'privacy' },
    gdpr_marketing: { type: 'integer', enum: [0, 1], 'x-consent': 'marketing' },
    shop_sign: { type: 'string', minLength: 2, description: 'Insegna del negozio: a field only this tenant has.' },
  },
};

let t: TestApp;
let tenantsDir: string;
const clock = testClock();
beforeAll(async () => {
  tenantsDir = await copyTenants();
  const file = path.join(tenantsDir, 'demo', 'tenant.json');
  const tenant = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  tenant.forms = { ...(tenant.forms as object), signup: { schema: SIGNUP_SCHEMA } };
  await writeFile(file, JSON.stringify(tenant, null, 2));
  t = await buildTestApp({ tenantsDir, clock: clock.now });
});
afterAll(async () => {
  await t.close();
  await removeDir(tenantsDir);
});

const DEMO = 'demo.localhost:8080';
const AURORA = 'aurora.localhost';
const signup = (token: string, payload: Record<string, unknown>, host = DEMO) =>
  t.app.inject({ method: 'POST', url: '/v1/auth/signup', headers: { host, ...bearer(token) }, payload });
const activate = (code: string, host = DEMO) => t.app.inject({ method: 'GET', url: `/v1/auth/signup/activate/${code}`, headers: { host } });
const me = async (token: string, host = DEMO) =>
  (await t.app.inject({ method: 'GET', url: '/v1/auth/me', headers: { host, ...bearer(token) } })).json();

/** Every field aurora's own signup form asks for (adults only, with the codice fiscale). */
const AURORA_VALID = {
  firstname: 'Luca',
  lastname: 'Neri',
  // Check digit and letter worked out in src/shared/italian-tax-ids.test.ts: 04512340987 ends
  // with its 7; NRELCU80E04H501: odd places N20 E9 C5 8→19 E9 4→9 5→13 1→0 = 84, even R17 L11
  // U20 0 0 H7 0 = 55, 139 % 26 = 9 → J.
  vatcode: 'IT04512340987',
  company: 'Neri Ferramenta',
  region: 'Lazio',
  district: 'RM',
  city: 'Roma',
  address1: 'Via Appia',
  address2: '12',
  zipcode: '00179',
  phone: '+39 06 1234567',
  repeatphone: '+39 06 1234567',
  email: 'luca@neri.example',
  repeatemail: 'luca@neri.example',
  password: 'Nuova!2026y',
  repeatpassword: 'Nuova!2026y',
  accetta_regolamento: 1,
  dichiarazione_rappresentante: 1,
  gdpr_privacy: 1,
  gdpr_marketing: 1,
  country: 'IT',
  codice_fiscale: 'NRELCU80E04H501J',
  date_of_birth: '1980-05-04',
};

const valid = {
  firstname: 'Anna',
  lastname: 'Esposito',
  email: 'anna@cartoleria-esposito.example',
  repeatemail: 'anna@cartoleria-esposito.example',
  password: 'Nuova!2026y',
  repeatpassword: 'Nuova!2026y',
  zipcode: '80121',
  city: 'Napoli',
  accetta_regolamento: '1',
  gdpr_privacy: '1',
  gdpr_marketing: '0',
  shop_sign: 'Cartoleria da Anna',
};

describe('POST /v1/auth/signup (complete registration)', () => {
  it("validates against the tenant's signup schema and answers every invalid field", async () => {
    const { token } = await signIn(t.app, DEMO, 'DEMO0002');
    const res = await signup(token, {
      ...valid,
      email: 'not-an-email',
      repeatemail: 'other@x.example',
      zipcode: '123',
      accetta_regolamento: '0',
      shop_sign: undefined,
      password: 'short',
      repeatpassword: 'short',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { error: string; details: { field: string; message: string }[] };
    expect(body.error).toMatch(/^Dati non validi: /);
    const fields = Object.fromEntries(body.details.map((d) => [d.field, d.message]));
    expect(fields).toMatchObject({
      email: 'Email non valida',
      repeatemail: 'Le email devono coincidere',
      zipcode: 'Formato non valido',
      accetta_regolamento: 'CAMPO OBBLIGATORIO',
      shop_sign: 'CAMPO OBBLIGATORIO',
      password: 'Formato non valido',
    });
    expect((await me(token)).userinfo.active).toBe(false);
  });

  it('stores known fields and unknown extras, mails the activation link on the configured tenant URL, keeps the user inactive', async () => {
    const { token } = await signIn(t.app, DEMO, 'DEMO0002');
    const res = await signup(token, { ...valid, favourite_colour: 'verde' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: "Ti abbiamo mandato un'email, clicca sul link per confermare la registrazione" });

    const { userinfo } = await me(token);
    expect(userinfo).toMatchObject({
      active: false,
      firstname: 'Anna',
      lastname: 'Esposito',
      email: valid.email,
      zipcode: '80121',
      gdpr_marketing: 0,
      gdpr_privacy: 1,
      accetta_regolamento: 1,
      shop_sign: 'Cartoleria da Anna',
      favourite_colour: 'verde',
    });
    expect(userinfo).not.toHaveProperty('password');
    expect(userinfo).not.toHaveProperty('repeatemail');

    const mails = await outbox(t);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.name).toMatch(/^\d{8}T\d{9}Z-activation-anna@cartoleria-esposito\.example\.eml$/);
    expect(mails[0]!.text).toContain('Premia Club');
    expect(mails[0]!.text).toMatch(/Content-Type: text\/html/);
    const link = linkIn(mails[0]!.text, 'http://demo.localhost:8080/activate/');
    expect(link).toBeDefined();

    // The new password replaced the first one.
    await expect(signIn(t.app, DEMO, 'DEMO0002')).rejects.toThrow(/401/);
    const again = await signIn(t.app, DEMO, 'DEMO0002', valid.password);
    expect(again.active).toBe(false);

    // The activation link: once, then 422; the user is active afterwards.
    const code = link!.split('/').pop()!;
    const ok = await activate(code);
    expect(ok.statusCode).toBe(200);
    expect((await me(again.token)).userinfo.active).toBe(true);
    const reused = await activate(code);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({ error: 'Codice di attivazione già utilizzato' });
  });

  it('answers 409 for a user already active', async () => {
    const { token } = await signIn(t.app, DEMO, 'DEMO0001');
    const res = await signup(token, valid);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Utente già attivo' });
  });

  it('needs a bearer token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/v1/auth/signup', headers: { host: DEMO }, payload: valid })).statusCode).toBe(401);
  });

  it('asks adults-only tenants for a date of birth at least 18 years back', async () => {
    const { token } = await signIn(t.app, AURORA, 'DEMO0002');
    const now = clock.now();
    const minor = `${now.getUTCFullYear() - 17}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-${String(now.getUTCDate()).padStart(2, '0')}`;
    const res = await signup(token, { ...AURORA_VALID, date_of_birth: minor }, AURORA);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'date_of_birth', message: 'Devi essere maggiorenne' }]);
  });

  it('refuses a VAT number whose check digit is wrong, and a tax code whose check letter is, saying what is expected', async () => {
    const { token } = await signIn(t.app, AURORA, 'DEMO0002');
    const wrong = await signup(token, { ...AURORA_VALID, vatcode: 'IT04512340986', codice_fiscale: 'NRELCU80E04H501X' }, AURORA);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual([
      { field: 'vatcode', message: 'Partita IVA non valida: 11 cifre, con o senza IT davanti (controlla che nessuna cifra sia sbagliata)' },
      {
        field: 'codice_fiscale',
        message: 'Codice fiscale non valido: 16 lettere e cifre come sulla tessera sanitaria, o le 11 cifre di un’azienda',
      },
    ]);
  });

  it('names a refused field by its label in the form, never by its API name', async () => {
    const { token } = await signIn(t.app, AURORA, 'DEMO0002');
    const res = await signup(token, { firstname: 'Luca', lastname: 'Neri' }, AURORA);
    expect(res.statusCode).toBe(400);
    const body = res.json() as { error: string; details: { field: string }[] };
    expect(body.details.map((d) => d.field)).toEqual(expect.arrayContaining(['date_of_birth', 'codice_fiscale']));
    expect(body.error).toContain('Data di nascita: ');
    expect(body.error).toContain('Codice fiscale: ');
    expect(body.error).not.toMatch(/date_of_birth|codice_fiscale|accetta_regolamento/);
  });
});

describe('GET /v1/auth/signup/activate/:code', () => {
  it('answers 400 for an unknown code', async () => {
    const res = await activate('x'.repeat(43));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Codice di attivazione non valido' });
  });

  it('answers 422 once the code is older than 72 hours, and the user stays inactive', async () => {
    const { token } = await signIn(t.app, AURORA, 'DEMO0002');
    const res = await signup(token, AURORA_VALID, AURORA);
    expect(res.statusCode).toBe(200);
    const mail = (await outbox(t)).find((m) => m.name.includes('luca@neri.example'));
    const code = linkIn(mail!.text, 'http://aurora.localhost:8080/activate/')!.split('/').pop()!;
    // Another tenant does not know the code.
    expect((await activate(code)).statusCode).toBe(400);
    clock.advance(72 * 3600_000 + 1000);
    const expired = await activate(code, AURORA);
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toEqual({ error: 'Codice di attivazione scaduto' });
    const again = await signIn(t.app, AURORA, 'DEMO0002', AURORA_VALID.password);
    expect(again.active).toBe(false);
    // The registration took IT04512340987 (its check digit is right) and stored it without IT.
    const stored = await t.app.db
      .selectFrom('users')
      .select(['vatcode', 'extra_json'])
      .where('tenant_alias', '=', 'aurora')
      .where('username', '=', 'DEMO0002')
      .executeTakeFirstOrThrow();
    expect(stored.vatcode).toBe('04512340987');
    expect(JSON.parse(stored.extra_json)).toMatchObject({ codice_fiscale: 'NRELCU80E04H501J' });
  });
});
