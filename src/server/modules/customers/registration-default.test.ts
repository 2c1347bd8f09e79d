import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../test/auth-helpers.js';
import { buildTestApp, copyTenants, removeDir, type TestApp } from '../../test/build-app.js';

let t: TestApp;
let tenantsDir: string;
beforeAll(async () => {
  tenantsDir = await copyTenants();
  // A tenant without a signup form is valid only while no screen shows one (feature-needs.ts):
  // its registration page is off and it has no adult check, and the API applies the built-in minimum.
  const file = path.join(tenantsDir, 'aurora', 'tenant.json');
  const aurora = JSON.parse(await readFile(file, 'utf8')) as {
    forms: Record<string, unknown>;
    routes: Record<string, unknown>;
    features: { ownLogin: { adult: boolean } };
  };
  delete aurora.forms['signup'];
  aurora.routes['completeRegistration'] = { enabled: false };
  aurora.features.ownLogin.adult = false;
  await writeFile(file, JSON.stringify(aurora, null, 2));
  t = await buildTestApp({ tenantsDir });
});
afterAll(async () => {
  await t.close();
  await removeDir(tenantsDir);
});

describe('POST /v1/auth/signup without a tenant signup form', () => {
  it('without a tenant schema, applies the built-in minimum (names, email, consents) and the password policy', async () => {
    const { token } = await signIn(t.app, 'aurora.localhost', 'DEMO0002');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/signup',
      headers: { host: 'aurora.localhost', ...bearer(token) },
      payload: { email: 'x@y.example', password: 'weakpass', repeatpassword: 'weakpass2' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual(
      expect.arrayContaining([
        { field: 'firstname', message: 'CAMPO OBBLIGATORIO' },
        { field: 'lastname', message: 'CAMPO OBBLIGATORIO' },
        { field: 'accetta_regolamento', message: 'CAMPO OBBLIGATORIO' },
        { field: 'gdpr_privacy', message: 'CAMPO OBBLIGATORIO' },
        {
          field: 'password',
          message: 'La password deve contenere almeno 8 caratteri, inclusi maiuscole, minuscole, numeri e caratteri speciali',
        },
        { field: 'repeatpassword', message: 'Le password devono coincidere' },
      ]),
    );
  });
});
