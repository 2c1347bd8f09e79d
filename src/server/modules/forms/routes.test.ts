import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormsModuleExports } from '../../../shared/forms/module-types.js';
import { fieldOfAjvError, formErrorMessage } from '../../../shared/forms/messages.js';
import { buildTestApp, copyTenants, removeDir, type TestApp } from '../../test/build-app.js';
import { validateFormData } from './validation-service.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const getModule = (host: string, query = '', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/v1/forms/validators.js${query}`, headers: { host, ...headers } });

/** Imports module source the way the browser does (an ES module, no eval of our own). */
async function importModule(code: string): Promise<FormsModuleExports> {
  return (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as FormsModuleExports;
}

/** What the browser shows for one form: first message per field, via the shared message map. */
function browserErrors(mod: FormsModuleExports, formId: string, data: Record<string, unknown>) {
  const form = mod.forms[formId]!;
  const validate = form.validators[String(form.rootSchema.$id)] as ((d: unknown) => boolean) & { errors?: { instancePath: string; keyword: string; params: Record<string, unknown> }[] };
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
  gdpr_profiling: 1,
  gdpr_privacy: 1,
  country: 'IT',
};

describe('GET /v1/forms/validators.js', () => {
  it('serves a self-contained ES module with every form of the tenant', async () => {
    const res = await getModule('demo.localhost');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.body).not.toMatch(/\brequire\(|^\s*import\s/m);
    const mod = await importModule(res.body);
    expect(Object.keys(mod.forms).sort()).toEqual(['changePassword', 'checkout', 'contact', 'formWin', 'login', 'profile', 'recovery', 'resetPassword', 'signup']);
    expect(mod.failed).toEqual({});
    expect(mod.forms.signup!.rootSchema.$id).toBe('premia:demo:signup');
  });

  it('is immutable for the current revision, revalidated otherwise, and answers 304 on its ETag', async () => {
    const mod = await importModule((await getModule('demo.localhost')).body);
    const current = await getModule('demo.localhost', `?rev=${mod.revision}`);
    expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const stale = await getModule('demo.localhost', '?rev=old');
    expect(stale.headers['cache-control']).toBe('no-cache');
    const again = await getModule('demo.localhost', '', { 'if-none-match': String(current.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('gives the same Italian errors as the server-side validation for the same data', async () => {
    for (const alias of ['demo', 'aurora']) {
      const mod = await importModule((await getModule(`${alias}.localhost`)).body);
      const tenant = (await t.app.tenantConfigs.get(alias, true))!;
      const data = { ...BAD_SIGNUP, date_of_birth: '2015-04-01', codice_fiscale: 'XYZ' };
      const server = validateFormData(tenant, 'signup', data);
      expect(browserErrors(mod, 'signup', data)).toEqual(server);
      expect(server).toEqual(
        expect.arrayContaining([
          { field: 'lastname', message: 'CAMPO OBBLIGATORIO' },
          { field: 'firstname', message: 'Minimo 2 caratteri richiesti' },
          { field: 'vatcode', message: 'Formato non valido' },
          { field: 'email', message: 'Email non valida' },
          { field: 'repeatemail', message: 'Le email devono coincidere' },
          { field: 'repeatphone', message: 'I numeri di telefono devono coincidere' },
          { field: 'password', message: 'La password deve contenere almeno 8 caratteri, inclusi maiuscole, minuscole, numeri e caratteri speciali' },
          { field: 'repeatpassword', message: 'Le password devono coincidere' },
          { field: 'accetta_regolamento', message: 'CAMPO OBBLIGATORIO' },
        ]),
      );
      if (alias === 'aurora') {
        expect(server).toEqual(expect.arrayContaining([
          { field: 'date_of_birth', message: 'Devi essere maggiorenne' },
          { field: 'codice_fiscale', message: 'Formato non valido' },
        ]));
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
    expect(validateFormData(tenant, 'formWin', { receipt_date: '', receipt_time: '25:00', amount: '0', receipt: 'data:text/plain;name=a.txt;base64,QQ==' })).toEqual([
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
    tenant.forms.signup.schema.properties.insegna = { type: 'string', title: 'Insegna del negozio', minLength: 3, 'x-messages': { minLength: 'Insegna troppo corta' } };
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
    const res = await t2.app.inject({ method: 'GET', url: '/v1/forms/validators.js', headers: { host: 'demo.localhost' } });
    const mod = await importModule(res.body);
    expect(browserErrors(mod, 'signup', { insegna: 'AB' })).toContainEqual({ field: 'insegna', message: 'Insegna troppo corta' });
  });

  it('is refused with field details by the signup endpoint, then stored with the registration', async () => {
    const host = { host: 'demo.localhost' };
    const signin = await t2.app.inject({ method: 'POST', url: '/v1/auth/signin', headers: host, payload: { username: 'DEMO0002', password: 'Demo!2025x' } });
    const auth = { ...host, authorization: `Bearer ${signin.json().token}` };
    const good = {
      firstname: 'Mario', lastname: 'Rossi', vatcode: '01234567890', company: 'Bar Centrale', region: 'Lombardia', district: 'MI', city: 'Milano',
      address1: 'Via Roma', address2: '1', zipcode: '20121', phone: '3331234567', repeatphone: '3331234567', email: 'mario@example.it',
      repeatemail: 'mario@example.it', password: 'Nuova!2025x', repeatpassword: 'Nuova!2025x', accetta_regolamento: 1, gdpr_profiling: 1,
      gdpr_privacy: 1, gdpr_marketing: 0, country: 'IT',
    };
    const refused = await t2.app.inject({ method: 'POST', url: '/v1/auth/signup', headers: auth, payload: { ...good, insegna: 'AB' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toContainEqual({ field: 'insegna', message: 'Insegna troppo corta' });
    const stored = await t2.app.inject({ method: 'POST', url: '/v1/auth/signup', headers: auth, payload: { ...good, insegna: 'Bar Centrale' } });
    expect(stored.statusCode).toBe(200);
    const me = await t2.app.inject({ method: 'GET', url: '/v1/auth/me', headers: auth });
    expect(me.json().userinfo).toMatchObject({ insegna: 'Bar Centrale' });
  });
});
