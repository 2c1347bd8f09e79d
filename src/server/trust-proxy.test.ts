import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, outbox, testClock } from './test/auth-helpers.js';
import { buildTestApp, copyTenants, type TestApp } from './test/build-app.js';

/**
 * TRUST_PROXY: behind nginx every connection comes from the proxy. Trusted, X-Forwarded-For gives
 * the client's address (its own rate-limit buckets, its own log lines) and X-Forwarded-Proto
 * makes the refresh cookie Secure; not trusted, both headers are ignored.
 */
let trusting: TestApp;
let plain: TestApp;
// The sign-in budgets are fixed windows: on real time, a run crossing a window's end would start
// a fresh budget between exhausting it and checking that it is exhausted.
const clock = testClock();
beforeAll(async () => {
  trusting = await buildTestApp({ clock: clock.now, env: { TRUST_PROXY: ['127.0.0.1'] } });
  plain = await buildTestApp({ clock: clock.now });
});
afterAll(async () => {
  await trusting?.close();
  await plain?.close();
});

const PROXIED = { host: 'demo.localhost', 'x-forwarded-proto': 'https' };

/** A sign-in as it arrives through a proxy at `remoteAddress` (app.inject's default is 127.0.0.1). */
const signIn = (t: TestApp, client: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/v1/auth/signin',
    headers: { ...PROXIED, 'x-forwarded-for': client },
    payload: { username: 'DEMO0001', password: 'Demo!2025x' },
    remoteAddress,
  });

const refreshCookie = (res: Awaited<ReturnType<typeof signIn>>) =>
  (res.cookies as { name: string; secure?: boolean }[]).find((c) => c.name === 'premia_refresh');

const wrongPassword = (t: TestApp, client: string, username: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/v1/auth/signin',
    headers: { ...PROXIED, 'x-forwarded-for': client },
    payload: { username, password: 'Wrong!2025x' },
    remoteAddress,
  });

/** Failed sign-ins on ever new codes from one client until its address is refused (30 per 15 minutes). */
async function exhaustAddressBudget(t: TestApp, client: string, remoteAddress?: string): Promise<void> {
  for (let i = 0; i < 40; i++) {
    if ((await wrongPassword(t, client, `NOBODYA${i}`, remoteAddress)).statusCode === 429) return;
  }
  throw new Error(`${client} was never limited`);
}

/** The client address the server logged for its requests (pino's req.remoteAddress is request.ip). */
const loggedAddresses = (t: TestApp) =>
  (t.logs as { req?: { remoteAddress?: string } }[]).flatMap((l) => (l.req?.remoteAddress ? [l.req.remoteAddress] : []));

describe('TRUST_PROXY', () => {
  it('trusted proxy: an HTTPS request (X-Forwarded-Proto) gets a Secure refresh cookie', async () => {
    const res = await signIn(trusting, '203.0.113.7');
    expect(res.statusCode).toBe(200);
    expect(refreshCookie(res)?.secure).toBe(true);
  });

  it('trusted proxy: the login form post over HTTPS hands the session over in a __Host- cookie, which no other site can set', async () => {
    const res = await trusting.app.inject({
      method: 'POST',
      url: '/v1/auth/signin-form',
      headers: {
        ...PROXIED,
        'x-forwarded-for': '203.0.113.60',
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
      },
      payload: 'login_email=DEMO0001&login_password=Demo%212025x',
      remoteAddress: '127.0.0.1',
    });
    expect(res.headers.location).toBe('/?accesso=1');
    const cookies = res.cookies as { name: string; secure?: boolean; path?: string; domain?: string }[];
    expect(cookies.find((c) => c.name === '__Host-premia_handover')).toMatchObject({ secure: true, path: '/' });
    expect(cookies.find((c) => c.name === '__Host-premia_handover')?.domain).toBeUndefined();
    expect(cookies.find((c) => c.name === 'premia_handover')).toBeUndefined();
  });

  it('untrusted proxy of an HTTPS tenant: the hand-over cookie still has the name the page, on HTTPS, looks for', async () => {
    // A TLS proxy without TRUST_PROXY: the request looks like plain HTTP, the tenant's address is HTTPS.
    const tenantsDir = await copyTenants();
    const file = path.join(tenantsDir, 'demo', 'tenant.json');
    await writeFile(file, JSON.stringify({ ...JSON.parse(await readFile(file, 'utf8')), publicUrl: 'https://premia.example.com' }));
    const https = await buildTestApp({ clock: clock.now, tenantsDir });
    try {
      const res = await https.app.inject({
        method: 'POST',
        url: '/v1/auth/signin-form',
        headers: { ...PROXIED, 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
        payload: 'login_email=DEMO0001&login_password=Demo%212025x',
      });
      expect(res.headers.location).toBe('/?accesso=1');
      const cookies = res.cookies as { name: string; secure?: boolean }[];
      expect(cookies.find((c) => c.name === '__Host-premia_handover')).toMatchObject({ secure: true });
      expect(cookies.find((c) => c.name === 'premia_handover')).toBeUndefined();
    } finally {
      await https.close();
    }
  });

  it('trusted proxy: request.ip is the client from X-Forwarded-For', async () => {
    await signIn(trusting, '203.0.113.8');
    expect(loggedAddresses(trusting)).toContain('203.0.113.8');
  });

  it('trusted proxy: each client behind it has its own sign-in buckets', async () => {
    await exhaustAddressBudget(trusting, '198.51.100.20');
    expect((await wrongPassword(trusting, '198.51.100.21', 'NOBODYB')).statusCode).toBe(401);
  });

  it('trusted proxy: X-Forwarded-Host still never reaches a link in mail', async () => {
    const res = await trusting.app.inject({
      method: 'POST',
      url: '/v1/auth/forgot/recovery',
      headers: { ...PROXIED, 'x-forwarded-host': 'evil.example', 'x-forwarded-for': '203.0.113.11' },
      payload: { username: 'DEMO0003' },
    });
    expect(res.statusCode).toBe(200);
    await trusting.app.mailer.flush();
    const mail = (await outbox(trusting)).find((m) => m.name.includes('-reset-'))!;
    expect(mail.text).not.toContain('evil.example');
    expect(linkIn(mail.text, 'http://demo.localhost:8080/reset-password/')).toBeDefined();
  });

  it('a peer that is not the trusted proxy cannot claim HTTPS or another address', async () => {
    const res = await signIn(trusting, '203.0.113.9', '192.0.2.50');
    expect(res.statusCode).toBe(200);
    expect(refreshCookie(res)?.secure).toBeFalsy();
    expect(loggedAddresses(trusting)).toContain('192.0.2.50');
    expect(loggedAddresses(trusting)).not.toContain('203.0.113.9');
  });

  it('off by default: X-Forwarded-Proto and X-Forwarded-For are ignored', async () => {
    const res = await signIn(plain, '203.0.113.10');
    expect(res.statusCode).toBe(200);
    expect(refreshCookie(res)?.secure).toBeFalsy();
    expect(loggedAddresses(plain)).not.toContain('203.0.113.10');
    expect(loggedAddresses(plain)).toContain('127.0.0.1');
  });

  it('off by default: every client behind a proxy shares one sign-in bucket', async () => {
    await exhaustAddressBudget(plain, '198.51.100.30', '192.0.2.60');
    expect((await wrongPassword(plain, '198.51.100.31', 'NOBODYB', '192.0.2.60')).statusCode).toBe(429);
  });
});
