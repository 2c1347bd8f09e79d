import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, copyTenants, removeDir, type TestApp } from '../test/build-app.js';

/** Tenant files on disk: refused when invalid, re-read when edited, without restarting. */
let t: TestApp;
let tenantsDir: string;
const file = (alias: string) => path.join(tenantsDir, alias, 'tenant.json');
const start = (host: string) => t.app.inject({ method: 'GET', url: '/v1/app/start', headers: { host } });
const errorLines = () => t.logs.filter((l) => l.level === 50).map((l) => l.msg);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a tenant file edited freely by each test
async function editJson(alias: string, edit: (json: Record<string, any>) => void): Promise<void> {
  const json = JSON.parse(await readFile(file(alias), 'utf8'));
  edit(json);
  await writeFile(file(alias), JSON.stringify(json, null, 2));
}

beforeAll(async () => {
  tenantsDir = await copyTenants();
  // Broken before start: aurora must be refused at load while demo keeps working.
  await editJson('aurora', (json) => {
    json.theme.colors.primary = 'teal';
  });
  t = await buildTestApp({ tenantsDir });
});
afterAll(async () => {
  await t.close();
  await removeDir(tenantsDir);
});

describe('an invalid tenant file', () => {
  it('is refused at load with file, JSON pointer and reason', () => {
    expect(errorLines()).toContain(`${file('aurora')}: /theme/colors/primary: must match pattern "^#[0-9a-fA-F]{6}$"`);
    expect(t.app.tenants.refused.get('aurora')).toEqual([
      { pointer: '/theme/colors/primary', message: 'must match pattern "^#[0-9a-fA-F]{6}$"' },
    ]);
  });

  it('makes its host unknown while the other tenants keep working', async () => {
    expect((await start('aurora.localhost')).statusCode).toBe(404);
    expect((await start('aurora.premia.localhost')).statusCode).toBe(404);
    expect((await start('demo.localhost')).json()).toMatchObject({ alias: 'demo' });
  });

  it('is served again on the next request once fixed', async () => {
    await editJson('aurora', (json) => {
      json.theme.colors.primary = '#0f766e';
    });
    expect((await start('aurora.localhost')).json()).toMatchObject({ alias: 'aurora' });
    expect(t.app.tenants.refused.has('aurora')).toBe(false);
  });

  it('with a JSON syntax error is refused with line and column', async () => {
    const text = await readFile(file('aurora'), 'utf8');
    await writeFile(file('aurora'), text.replace('"hosts":', '"hosts"'));
    expect((await start('aurora.localhost')).statusCode).toBe(404);
    expect(errorLines().some((l) => l.startsWith(`${file('aurora')}: /: invalid JSON at line `))).toBe(true);
    await writeFile(file('aurora'), text);
    expect((await start('aurora.localhost')).statusCode).toBe(200);
  });
});

describe('an edited tenant file', () => {
  it('changes the next app/start, with no restart', async () => {
    await editJson('demo', (json) => {
      json.name = 'Premia Club Natale';
      json.features.ownLogin.gdpr = false;
    });
    const body = (await start('demo.localhost')).json();
    expect(body).toMatchObject({ name: 'Premia Club Natale', ownlogin: { gdpr: false } });
  });

  it('changes the next app/tenant too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/app/tenant', headers: { host: 'demo.localhost' } });
    expect(res.json().name).toBe('Premia Club Natale');
  });

  it('moves hosts from one request to the next', async () => {
    expect((await start('premi.example.org')).statusCode).toBe(404);
    await editJson('aurora', (json) => {
      json.hosts = ['premi.example.org'];
    });
    expect((await start('premi.example.org')).json()).toMatchObject({ alias: 'aurora' });
    expect((await start('aurora.premia.localhost')).statusCode).toBe(404);
    expect((await start('aurora.localhost')).statusCode).toBe(200);
  });
});

describe('tenant folders', () => {
  it('added while running are found by their host', async () => {
    expect((await start('acme.localhost')).statusCode).toBe(404);
    await cp(path.join(tenantsDir, 'demo'), path.join(tenantsDir, 'acme'), { recursive: true });
    await editJson('acme', (json) => {
      json.name = 'Acme Premi';
      json.hosts = ['premi.acme.example'];
    });
    expect((await start('acme.localhost')).json()).toMatchObject({ alias: 'acme', name: 'Acme Premi' });
    expect((await start('premi.acme.example')).json()).toMatchObject({ alias: 'acme' });
  });

  it('created empty and filled later are found once the file appears', async () => {
    // The demo's assets without its tenant.json: a tenant needs the logo and documents it names.
    await cp(path.join(tenantsDir, 'demo'), path.join(tenantsDir, 'late'), {
      recursive: true,
      filter: (src) => !src.endsWith('tenant.json'),
    });
    expect((await start('late.localhost')).statusCode).toBe(404);
    await writeFile(file('late'), await readFile(file('demo'), 'utf8').then((s) => s.replace(/"hosts": \[[^\]]*\]/, '"hosts": []')));
    expect((await start('late.localhost')).json()).toMatchObject({ alias: 'late' });
  });

  it('removed while running stop being served', async () => {
    await rm(path.join(tenantsDir, 'acme'), { recursive: true });
    expect((await start('acme.localhost')).statusCode).toBe(404);
    expect((await start('demo.localhost')).statusCode).toBe(200);
  });
});
