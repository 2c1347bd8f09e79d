import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, nextIp, outbox, signIn } from '../test/auth-helpers.js';
import { buildTestApp, copyTenants, removeDir, type TestApp } from '../test/build-app.js';
import { call, NEW_ADDRESS, newCustomer } from '../modules/catalog/test-helpers.js';

/**
 * Links in mail come from configuration only: the tenant's publicUrl, else https on its first
 * host in production, else <alias>.localhost:<PORT>. A request that names the tenant through
 * X-Client-Info but sends an attacker's Host (or X-Forwarded-*) must not move the link.
 */
const AURORA_PUBLIC_URL = 'https://www.aurora-premi.example';
const FORGED = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'http',
  'x-client-info': JSON.stringify({ alias: 'demo.localhost', lang: 'it', source: 'web' }),
};
const forgedFor = (alias: string) => ({
  ...FORGED,
  'x-client-info': JSON.stringify({ alias: `${alias}.localhost`, lang: 'it', source: 'web' }),
});

let tenantsDir: string;
let dev: TestApp;
let prod: TestApp;

beforeAll(async () => {
  tenantsDir = await copyTenants();
  for (const alias of ['demo', 'aurora']) {
    const file = path.join(tenantsDir, alias, 'tenant.json');
    const tenant = JSON.parse(await readFile(file, 'utf8')) as {
      publicUrl?: string;
      forms?: Record<string, unknown>;
      routes?: Record<string, unknown>;
      features: { ownLogin: { adult?: boolean } };
    };
    // The built-in signup minimum keeps the activation payload short. A tenant without a signup
    // form is valid only with its registration page off and no adult check (feature-needs.ts).
    delete tenant.forms?.['signup'];
    tenant.routes = { ...tenant.routes, completeRegistration: { enabled: false } };
    tenant.features.ownLogin.adult = false;
    if (alias === 'aurora') tenant.publicUrl = AURORA_PUBLIC_URL;
    await writeFile(file, JSON.stringify(tenant, null, 2));
  }
  dev = await buildTestApp({ tenantsDir, env: { NODE_ENV: 'test', PORT: 8123 } });
  prod = await buildTestApp({ tenantsDir, env: { NODE_ENV: 'production', PORT: 8123 } });
});
afterAll(async () => {
  await dev?.close();
  await prod?.close();
  await removeDir(tenantsDir);
});

/** Every link in a mail (quoted-printable soft breaks undone), whatever its host. */
async function linksOf(t: TestApp, kind: string, to: string): Promise<string[]> {
  await t.app.mailer.flush();
  const mail = (await outbox(t)).filter((m) => m.name.includes(`-${kind}-`) && m.name.includes(to)).pop();
  expect(mail, `${kind} mail to ${to}`).toBeDefined();
  expect(mail!.text).not.toContain('evil.example');
  const text = mail!.text.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return [...new Set(text.match(/https?:\/\/[^\s"'<>]+/g) ?? [])];
}

const recover = (t: TestApp, alias: string, username: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/auth/forgot/recovery',
    headers: forgedFor(alias),
    payload: { username },
    remoteAddress: nextIp(),
  });

describe('links in mail', () => {
  it('reset mail: never the request Host; <alias>.localhost on the configured PORT outside production', async () => {
    expect((await recover(dev, 'demo', 'DEMO0003')).statusCode).toBe(200);
    const links = await linksOf(dev, 'reset', 'giulia.romano');
    expect(links.some((l) => /^http:\/\/demo\.localhost:8123\/reset-password\/[A-Za-z0-9_-]{20,}$/.test(l))).toBe(true);
    expect(links.every((l) => l.startsWith('http://demo.localhost:8123/'))).toBe(true);
  });

  it('reset mail in production: https on the first of the hosts, or the tenant publicUrl', async () => {
    expect((await recover(prod, 'demo', 'DEMO0003')).statusCode).toBe(200);
    const demo = await linksOf(prod, 'reset', 'giulia.romano');
    expect(demo.some((l) => l.startsWith('https://demo.premia.localhost/reset-password/'))).toBe(true);
    expect(demo.every((l) => l.startsWith('https://demo.premia.localhost/'))).toBe(true);

    expect((await recover(prod, 'aurora', 'DEMO0003')).statusCode).toBe(200);
    const [auroraMail] = (await outbox(prod)).filter((m) => m.name.includes('-reset-')).slice(-1);
    const to = /reset-(.+)\.eml$/.exec(auroraMail!.name)![1]!;
    const aurora = await linksOf(prod, 'reset', to);
    expect(aurora.some((l) => l.startsWith(`${AURORA_PUBLIC_URL}/reset-password/`))).toBe(true);
    expect(aurora.every((l) => l.startsWith(`${AURORA_PUBLIC_URL}/`))).toBe(true);
  });

  it("reset mail on one of the tenant's own hosts still links to the configured URL, not the host used", async () => {
    const res = await prod.app.inject({
      method: 'POST',
      url: '/v1/auth/forgot/recovery',
      headers: { host: 'premia.example.com:8443' },
      payload: { username: 'DEMO0001' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(200);
    const links = await linksOf(prod, 'reset', 'marco.bianchi');
    expect(links.every((l) => l.startsWith('https://demo.premia.localhost/'))).toBe(true);
  });

  it('activation mail: the configured URL, whatever Host the signup came with', async () => {
    const { token } = await signIn(prod.app, 'aurora.localhost', 'DEMO0002');
    const res = await prod.app.inject({
      method: 'POST',
      url: '/v1/auth/signup',
      headers: { ...forgedFor('aurora'), ...bearer(token) },
      payload: {
        firstname: 'Luca',
        lastname: 'Neri',
        email: 'luca@neri.example',
        accetta_regolamento: 1,
        gdpr_privacy: 1,
        gdpr_marketing: 0,
        date_of_birth: '1980-05-04',
      },
    });
    expect(res.statusCode).toBe(200);
    const links = await linksOf(prod, 'activation', 'luca@neri.example');
    expect(links.some((l) => l.startsWith(`${AURORA_PUBLIC_URL}/activate/`))).toBe(true);
    expect(links.every((l) => l.startsWith(`${AURORA_PUBLIC_URL}/`))).toBe(true);
  });

  it('order confirmation: the configured URL, whatever Host the checkout came with', async () => {
    const customer = await newCustomer(dev.app, 'demo', 100_000);
    const product = await dev.app.db
      .selectFrom('products')
      .select('id')
      .where('tenant_alias', '=', 'demo')
      .where('available', '=', 1)
      .where('stock', '>=', 1)
      .orderBy('points')
      .executeTakeFirstOrThrow();
    const added = await call(dev.app, 'demo.localhost', customer.token, {
      method: 'POST',
      url: '/v1/catalog/products/addtocart',
      payload: { product_id: product.id, quantity: 1 },
    });
    expect(added.statusCode).toBe(200);
    const res = await call(dev.app, 'evil.example', customer.token, {
      method: 'POST',
      url: '/v1/catalog/checkout',
      payload: NEW_ADDRESS,
      headers: forgedFor('demo'),
    });
    expect(res.statusCode).toBe(200);
    const row = await dev.app.db.selectFrom('users').select('email').where('id', '=', customer.id).executeTakeFirstOrThrow();
    const links = await linksOf(dev, 'order', row.email!);
    expect(links).toContain('http://demo.localhost:8123/storico-ordini');
    expect(links.every((l) => l.startsWith('http://demo.localhost:8123/'))).toBe(true);
  });

  it('contact mails: the configured URL in the operator mail and in the customer copy', async () => {
    const customer = await newCustomer(dev.app, 'demo', 0);
    const res = await call(dev.app, 'evil.example', customer.token, {
      method: 'POST',
      url: '/v1/contact',
      payload: { topic: 'punti', message: 'Buongiorno, quando arrivano i punti?' },
      headers: forgedFor('demo'),
    });
    expect(res.statusCode).toBe(201);
    const row = await dev.app.db.selectFrom('users').select('email').where('id', '=', customer.id).executeTakeFirstOrThrow();
    expect(await linksOf(dev, 'contactCopy', row.email!)).toContain('http://demo.localhost:8123/contatti');
    expect(await linksOf(dev, 'contactOperator', 'assistenza@premia.example.com')).toContain('http://demo.localhost:8123/');
  });
});
