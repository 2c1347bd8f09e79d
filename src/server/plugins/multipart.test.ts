import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, nextIp, signIn } from '../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../test/build-app.js';

let t: TestApp;
let token: string;
const host = 'demo.localhost';

beforeAll(async () => {
  t = await buildTestApp();
  token = (await signIn(t.app, host, 'DEMO0001')).token;
});
afterAll(() => t.close());

const boundary = '----premiaTest';
const withBoundary = `multipart/form-data; boundary=${boundary}`;
const field = (name: string, value: string, type = '') =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n${type}\r\n${value}\r\n`;
const end = `--${boundary}--\r\n`;

/** Bodies busboy refuses, as a hostile or buggy client sends them: each one used to answer 500 or 406. */
const unreadable: [string, string, string][] = [
  ['no boundary', 'multipart/form-data', `${field('topic', 'punti')}${end}`],
  [
    'a file part cut off before its end',
    withBoundary,
    `${field('topic', 'punti')}--${boundary}\r\nContent-Disposition: form-data; name="receipt"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 trunc`,
  ],
  ['a JSON field that is not JSON', withBoundary, `${field('topic', '{nope', 'Content-Type: application/json\r\n')}${end}`],
  ['a __proto__ field', withBoundary, `${field('__proto__', 'x')}${end}`],
];

const routes: [string, string, boolean][] = [
  ['sign-in', '/v1/auth/signin', false],
  ['contact', '/v1/contact', true],
  ['prize validation', '/v1/form-win', true],
];

const post = (url: string, signedIn: boolean, contentType: string, payload: string | Buffer) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: nextIp(),
    headers: { host, 'content-type': contentType, ...(signedIn ? bearer(token) : {}) },
  });

describe('a multipart body the parser cannot read', () => {
  for (const [route, url, signedIn] of routes) {
    it.each(unreadable)(`${route}: %s answers 400 with an Italian {error}`, async (_case, contentType, payload) => {
      const res = await post(url, signedIn, contentType, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Il modulo inviato non è leggibile: invialo di nuovo' });
    });
  }

  it.each([
    ['an empty boundary', 'multipart/form-data; boundary=', 'x'],
    ['a malformed part header', withBoundary, `--${boundary}\r\nContent-Disposition form-data name\r\n\r\nx\r\n${end}`],
  ])('%s (which busboy reads as no fields) answers 400 with the missing fields', async (_case, contentType, payload) => {
    const res = await post('/v1/contact', true, contentType, payload);
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['message', 'topic']);
  });

  it("answers 413 to a body over the route's limit before reading it (1 MB for sign-in, where JSON had it already)", async () => {
    const big = `${field('username', 'DEMO0001')}${field('password', 'x'.repeat(90 * 1024))}`.repeat(12) + end;
    const res = await post('/v1/auth/signin', false, withBoundary, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'Il modulo inviato supera la dimensione massima consentita' });
  });

  it('names the field of a file over 5 MB, with 413', async () => {
    const big = Buffer.concat([
      Buffer.from(
        `${field('topic', 'punti')}--${boundary}\r\nContent-Disposition: form-data; name="receipt"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      Buffer.alloc(5 * 1024 * 1024 + 1, 0x41),
      Buffer.from(`\r\n${end}`),
    ]);
    const res = await post('/v1/form-win', true, withBoundary, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: 'Il file supera la dimensione massima di 5 MB',
      details: [{ field: 'receipt', message: 'Il file supera la dimensione massima di 5 MB' }],
    });
  });

  it('still reads a well-formed body', async () => {
    const res = await post(
      '/v1/auth/signin',
      false,
      withBoundary,
      `${field('username', 'DEMO0001')}${field('password', 'Demo!2025x')}${end}`,
    );
    expect(res.statusCode).toBe(200);
  });
});
