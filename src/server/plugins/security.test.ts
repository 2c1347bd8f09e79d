import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app.js';
import { DEFAULT_CSP, HARDENING_HEADERS, HELMET_OPTIONS } from './security.js';

/** Headers any Fastify answer has, helmet or not. */
const OWN_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection']);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('security headers', () => {
  it('are the ones @fastify/helmet sends with the same options', async () => {
    const reference = Fastify({ logger: false });
    await reference.register(helmet, HELMET_OPTIONS);
    reference.get('/', async () => ({ ok: true }));
    const res = await reference.inject({ method: 'GET', url: '/' });
    await reference.close();
    const sent = Object.fromEntries(Object.entries(res.headers).filter(([name]) => !OWN_HEADERS.has(name)));
    expect(sent).toEqual(HARDENING_HEADERS);
  });

  it('go out on answers, refusals and errors alike', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/v1/app/start', headers: { host: 'demo.localhost' } }),
      t.app.inject({ method: 'GET', url: '/v1/catalog/products', headers: { host: 'demo.localhost' } }),
      t.app.inject({ method: 'GET', url: '/v1/nowhere', headers: { host: 'demo.localhost' } }),
      t.app.inject({ method: 'GET', url: '/v1/app/start', headers: { host: 'unknown.example' } }),
      t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        headers: { host: 'demo.localhost', 'content-type': 'application/json' },
        payload: '{',
      }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 401, 404, 404, 400]);
    for (const res of answers) expect(res.headers).toMatchObject({ ...HARDENING_HEADERS, 'content-security-policy': DEFAULT_CSP });
  });
});
