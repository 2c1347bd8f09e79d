import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp, outbox } from '../test/auth-helpers.js';
import { buildTestApp, makeFakeDist, removeDir, type TestApp } from '../test/build-app.js';

const INVALID_HOST = "Richiesta non valida: l'intestazione Host deve essere un nome host, con una porta numerica facoltativa";
const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

let t: TestApp;
let distDir: string;
beforeAll(async () => {
  distDir = await makeFakeDist();
  t = await buildTestApp({ distDir });
});
afterAll(async () => {
  await t.close();
  await removeDir(distDir);
});

/** Sends bytes as they are (no client fills in a Host) and reads the whole answer. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

const get = (url: string, host: string) => t.app.inject({ method: 'GET', url, headers: { host, accept: HTML } });

describe('Host header guard', () => {
  it('refuses a forged Host on a password recovery with 400 before any mail is written', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/forgot/recovery',
      headers: {
        host: 'localhost:80@evil.example',
        'x-client-info': JSON.stringify({ alias: 'demo.localhost', lang: 'it', source: 'web' }),
      },
      payload: { username: 'DEMO0001' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: INVALID_HOST });
    await t.app.mailer.flush();
    expect(await outbox(t)).toEqual([]);
  });

  it('refuses every malformed Host on API calls, SPA pages, assets and unknown paths alike', async () => {
    for (const host of ['localhost:80@evil.example', 'a b', 'x:port', 'evil.example/path']) {
      for (const url of ['/v1/app/start', '/login', '/', '/assets/index-abc123.js', '/robots.txt', '/v1/nowhere']) {
        const res = await get(url, host);
        expect(res.statusCode, `${host} ${url}`).toBe(400);
        expect(res.json(), `${host} ${url}`).toEqual({ error: INVALID_HOST });
      }
    }
  });

  it('refuses an empty or missing Host on a real connection (app.inject always fills one in)', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // The app's close (afterAll) stops the listener too.
    const port = Number(new URL(address).port);
    for (const head of ['GET /v1/app/start HTTP/1.1\r\nHost:\r\n', 'GET /login HTTP/1.0\r\n']) {
      const answer = await rawRequest(port, `${head}Connection: close\r\n\r\n`);
      expect(answer, head).toMatch(/^HTTP\/1\.[01] 400 /);
      expect(answer, head).toContain(JSON.stringify({ error: INVALID_HOST }));
    }
  });

  it('keeps the security headers on the refusal', async () => {
    const res = await get('/login', 'a b');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('lets valid host names through, with or without a port', async () => {
    for (const host of ['demo.localhost', 'demo.localhost:8080', '127.0.0.1:8080', '[::1]:8080']) {
      expect((await get('/v1/app/start', host)).statusCode, host).toBe(200);
      expect((await get('/login', host)).statusCode, host).toBe(200);
    }
  });

  it('still answers 404 App not found for a well-formed host that no tenant serves', async () => {
    const res = await get('/v1/app/start', 'unknown.example.com');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'App not found' });
  });
});
