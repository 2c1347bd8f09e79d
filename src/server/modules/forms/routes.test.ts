import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validatorsOf, type FormModuleExports } from '../../../shared/forms/module-types.js';
import { fieldOfAjvError, formErrorMessage } from '../../../shared/forms/messages.js';
import { importFormModule, TEST_RUNTIME_PATH } from '../../../shared/forms/test-support.js';
import { buildTestApp, copyTenants, removeDir, type TestApp } from '../../test/build-app.js';
import { validateFormData } from './validation-service.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const FORM_IDS = ['changePassword', 'checkout', 'contact', 'formWin', 'login', 'profile', 'recovery', 'resetPassword', 'signup'];

/** One form's module, importing the runtime from TEST_RUNTIME_PATH (the app sends its chunk's path). */
const getModule = (host: string, formId: string, query = '', headers: Record<string, string> = {}, app = t.app) =>
  app.inject({
    method: 'GET',
    url: `/v1/forms/validators.js?form=${formId}&runtime=${encodeURIComponent(TEST_RUNTIME_PATH)}${query}`,
    headers: { host, ...headers },
  });

/** Imports module source the way the browser does (an ES module, no eval of our own). */
const importModule = importFormModule;

/** What the browser shows for one form: first message per field, via the shared message map. */
function browserErrors(mod: FormModuleExports, data: Record<string, unknown>) {
  const form = { rootSchema: mod.rootSchema, validators: validatorsOf(mod) };
  const validate = form.validators[String(form.rootSchema.$id)] as ((d: unknown) => boolean) & {
    errors?: { instancePath: string; keyword: string; params: Record<string, unknown> }[];
  };
  if (validate(data)) return [];
  const seen = new Set<string>();
  return (validate.errors ?? []).flatMap((e) => {
    const field = fieldOfAjvError(e);
    if (seen.has(field)) return [];
    seen.add(field);
    return [{ field, message: formErrorMessage({ keyword: e.keyword, params: e.params, field }, form.rootSchema) }];
  });
}

const BAD_SIGNUP = {
  firstname: 'M',
  vatcode: '123',
  email: 'not an email',
  repeatemail: 'other@example.com',
  phone: '3331234567',
  repeatphone: '3330000000',
  password: 'weak',
  repeatpassword: 'different',
  zipcode: '2012',
  accetta_regolamento: 0,
  dichiarazione_rappresentante: 1,
  gdpr_privacy: 1,
  country: 'IT',
};

describe('GET /v1/forms/validators.js', () => {
  it('serves every form of the tenant as an ES module that imports the forms runtime and nothing else', async () => {
    for (const formId of FORM_IDS) {
      const res = await getModule('demo.localhost', formId);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      // One import, the runtime the app named; no require() and no helper source of our own or
      // of ajv (fast-deep-equal, ucs2length…): the only functions are ajv's validators.
      expect(res.body.match(/^\s*import\s.*$/gm)).toEqual([`import * as premiaFormsRuntime from ${JSON.stringify(TEST_RUNTIME_PATH)};`]);
      expect(res.body).not.toMatch(/\brequire\(/);
      expect(res.body.match(/\bfunction\s+\w+/g)?.filter((f) => !/^function\s+validate\d+$/.test(f))).toEqual([]);
      const mod = await importModule(res.body);
      expect(mod.rootSchema.$id).toBe(`premia:demo:${formId}`);
      expect(Object.keys(validatorsOf(mod))).toContain(`premia:demo:${formId}`);
    }
    const signup = (await getModule('demo.localhost', 'signup')).body;
    for (const name of ['equal', 'ucs2length', 'noControlCharacters']) expect(signup).toContain(`= premiaFormsRuntime.${name};`);
    expect(signup).toContain('premiaFormsRuntime.FORM_FORMATS.email');
    expect((await getModule('aurora.localhost', 'signup')).body).toContain('= premiaFormsRuntime.minAge;');
    expect((await getModule('demo.localhost', 'formWin')).body).toMatch(
      /= premiaFormsRuntime\.acceptedTypes;[\s\S]*= premiaFormsRuntime\.maxFileSize;|= premiaFormsRuntime\.maxFileSize;[\s\S]*= premiaFormsRuntime\.acceptedTypes;/,
    );
  });

  it('answers 404 for a form the tenant lacks and 400 for a runtime path of another origin', async () => {
    expect((await getModule('demo.localhost', 'nonEsiste')).statusCode).toBe(404);
    expect((await getModule('demo.localhost', 'constructor')).statusCode).toBe(404);
    for (const runtime of ['//evil.example/runtime.js', 'https://evil.example/runtime.js', '/assets/runtime.js?x=1', '']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/v1/forms/validators.js?form=login&runtime=${encodeURIComponent(runtime)}`,
        headers: { host: 'demo.localhost' },
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('is immutable for the current revision, revalidated otherwise, and answers 304 on its ETag', async () => {
    const { revision } = (await t.app.tenantConfigs.get('demo', true))!;
    const current = await getModule('demo.localhost', 'login', `&rev=${revision}`);
    expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const stale = await getModule('demo.localhost', 'login', '&rev=old');
    expect(stale.headers['cache-control']).toBe('no-cache');
    const again = await getModule('demo.localhost', 'login', '', { 'if-none-match': String(current.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('gives the same Italian errors as the server-side validation for the same data', async () => {
    for (const alias of ['demo', 'aurora']) {
      const mod = await importModule((await getModule(`${alias}.localhost`, 'signup')).body);
      const tenant = (await t.app.tenantConfigs.get(alias, true))!;
      const data = { ...BAD_SIGNUP, date_of_birth: '2015-04-01', codice_fiscale: 'XYZ' };
      const server = validateFormData(tenant, 'signup', data);
      expect(browserErrors(mod, data)).toEqual(server);
      expect(server).toEqual(
        expect.arrayContaining([
          { field: 'lastname', message: 'CAMPO OBBLIGATORIO' },
          { field: 'firstname', message: 'Minimo 2 caratteri richiesti' },
          {
            field: 'vatcode',
            message: 'Partita IVA non valida: 11 cifre, con o senza IT davanti (controlla che nessuna cifra sia sbagliata)',
          },
          { field: 'email', message: 'Email non valida' },
          { field: 'repeatemail', message: 'Le email devono coincidere' },
          { field: 'repeatphone', message: 'I numeri di telefono devono coincidere' },
          {
            field: 'password',
            message: 'La password deve contenere almeno 8 caratteri, inclusi maiuscole, minuscole, numeri e caratteri speciali',
          },
          { field: 'repeatpassword', message: 'Le password devono coincidere' },
          { field: 'accetta_regolamento', message: 'CAMPO OBBLIGATORIO' },
        ]),
      );
      if (alias === 'aurora') {
        expect(server).toEqual(
          expect.arrayContaining([
            { field: 'date_of_birth', message: 'Devi essere maggiorenne' },
            {
              field: 'codice_fiscale',
              message: 'Codice fiscale non valido: 16 lettere e cifre come sulla tessera sanitaria, o le 11 cifre di un’azienda',
            },
          ]),
        );
      }
    }
  });
});

describe('validateFormData', () => {
  it('treats multipart text like typed values and empty strings as missing', async () => {
    const tenant = (await t.app.tenantConfigs.get('demo', true))!;
    expect(validateFormData(tenant, 'contact', { topic: 'punti', message: 'Vorrei sapere i miei punti', order: '' })).toEqual([]);
    expect(validateFormData(tenant, 'contact', { topic: '', message: 'breve' })).toEqual([
      { field: 'topic', message: 'CAMPO OBBLIGATORIO' },
      { field: 'message', message: 'Minimo 10 caratteri richiesti' },
    ]);
    expect(
      validateFormData(tenant, 'formWin', {
        receipt_date: '',
        receipt_time: '25:00',
        amount: '0',
        receipt: 'data:text/plain;name=a.txt;base64,QQ==',
      }),
    ).toEqual([
      { field: 'receipt_date', message: 'Campo obbligatorio' },
      { field: 'receipt_time', message: 'Orario non valido' },
      { field: 'amount', message: 'Il valore minimo consentito è 0,01' },
      { field: 'receipt', message: 'Sono ammessi solo file PDF, JPG, PNG' },
    ]);
  });

  it('applies the profile field definitions (required flags) to the profile form', async () => {
    const tenant = (await t.app.tenantConfigs.get('demo', true))!;
    const errors = validateFormData(tenant, 'profile', { firstname: 'Mario', email: 'mario@example.com' });
    expect(errors.map((e) => e.field)).toEqual(expect.arrayContaining(['lastname', 'company', 'zipcode']));
    expect(errors.map((e) => e.field)).not.toContain('phone');
  });
});

describe('a field added in JSON only', () => {
  let dir: string;
  let t2: TestApp;
  beforeAll(async () => {
    dir = await copyTenants();
    const file = path.join(dir, 'demo', 'tenant.json');
    const tenant = JSON.parse(await readFile(file, 'utf8'));
    tenant.forms.signup.schema.properties.insegna = {
      type: 'string',
      title: 'Insegna del negozio',
      minLength: 3,
      'x-messages': { minLength: 'Insegna troppo corta' },
    };
    tenant.forms.signup.schema.required.push('insegna');
    await writeFile(file, JSON.stringify(tenant));
    t2 = await buildTestApp({ tenantsDir: dir });
  });
  afterAll(async () => {
    await t2.close();
    await removeDir(dir);
  });

  it('is validated by the server and compiled into the browser module without any code change', async () => {
    const tenant = (await t2.app.tenantConfigs.get('demo', true))!;
    expect(validateFormData(tenant, 'signup', {})).toContainEqual({ field: 'insegna', message: 'CAMPO OBBLIGATORIO' });
    expect(validateFormData(tenant, 'signup', { insegna: 'AB' })).toContainEqual({ field: 'insegna', message: 'Insegna troppo corta' });
    const res = await getModule('demo.localhost', 'signup', '', {}, t2.app);
    const mod = await importModule(res.body);
    expect(browserErrors(mod, { insegna: 'AB' })).toContainEqual({ field: 'insegna', message: 'Insegna troppo corta' });
  });

  it('is refused with field details by the signup endpoint, then stored with the registration', async () => {
    const host = { host: 'demo.localhost' };
    const signin = await t2.app.inject({
      method: 'POST',
      url: '/v1/auth/signin',
      headers: host,
      payload: { username: 'DEMO0002', password: 'Demo!2025x' },
    });
    const auth = { ...host, authorization: `Bearer ${signin.json().token}` };
    const good = {
      firstname: 'Mario',
      lastname: 'Rossi',
      // A real check digit (7: src/shared/italian-tax-ids.test.ts works it out).
      vatcode: '04512340987',
      company: 'Bar Centrale',
      region: 'Lombardia',
      district: 'MI',
      city: 'Milano',
      address1: 'Via Roma',
      address2: '1',
      zipcode: '20121',
      phone: '3331234567',
      repeatphone: '3331234567',
      email: 'mario@example.it',
      repeatemail: 'mario@example.it',
      password: 'Nuova!2025x',
      repeatpassword: 'Nuova!2025x',
      accetta_regolamento: 1,
      dichiarazione_rappresentante: 1,
      gdpr_privacy: 1,
      gdpr_marketing: 0,
      country: 'IT',
    };
    const refused = await t2.app.inject({ method: 'POST', url: '/v1/auth/signup', headers: auth, payload: { ...good, insegna: 'AB' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toContainEqual({ field: 'insegna', message: 'Insegna troppo corta' });
    const stored = await t2.app.inject({
      method: 'POST',
      url: '/v1/auth/signup',
      headers: auth,
      payload: { ...good, insegna: 'Bar Centrale' },
    });
    expect(stored.statusCode).toBe(200);
    const me = await t2.app.inject({ method: 'GET', url: '/v1/auth/me', headers: auth });
    expect(me.json().userinfo).toMatchObject({ insegna: 'Bar Centrale' });
  });
});
