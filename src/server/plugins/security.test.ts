import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app.js';
import { DEFAULT_CSP } from './security.js';

/** What every answer carries: helmet's set with framing denied, and the portal's own CSP. */
const EXPECTED = {
  'content-security-policy': DEFAULT_CSP,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('security headers', () => {
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
    for (const res of answers) {
      expect(res.headers).toMatchObject(EXPECTED);
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });
});
