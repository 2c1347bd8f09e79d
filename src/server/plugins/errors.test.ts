import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.js';
import { buildTestApp, type TestApp } from '../test/build-app.js';

let t: TestApp;
const host = 'demo.localhost';

beforeAll(async () => {
  t = await buildTestApp();
  // Routes that fail on purpose, added before the app is ready.
  t.app.get('/v1/test/boom', async () => {
    throw new Error('SELECT secret FROM users failed');
  });
  t.app.get('/v1/test/conflict', async () => {
    throw new HttpError(409, 'Ordine già inviato');
  });
  t.app.post<{ Body: unknown }>(
    '/v1/test/form',
    {
      schema: {
        querystring: { type: 'object', properties: { page: { type: 'integer', minimum: 1 } } },
        body: {
          type: 'object',
          required: ['email', 'password'],
          properties: { email: { type: 'string', format: 'email' }, password: { type: 'string', minLength: 8 } },
        },
      },
    },
    async () => ({ ok: true }),
  );
});
afterAll(() => t.close());

describe('the error handler', () => {
  it('answers unknown API routes 404 {error: "Not found"}', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/does-not-exist', headers: { host } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found' });
  });

  it('hides the details of a 5xx and logs them', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/test/boom', headers: { host } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Errore interno del server' });
    expect(t.logs.some((l) => l.level === 50 && JSON.stringify(l).includes('SELECT secret'))).toBe(true);
  });

  it("passes an HttpError's own message", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/test/conflict', headers: { host } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Ordine già inviato' });
  });

  it('lists every invalid field, in Italian', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/test/form',
      headers: { host },
      payload: { email: 'nope', password: 'short' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Dati non validi: Email: Formato non valido; Password: Minimo 8 caratteri richiesti',
      details: [
        { field: 'email', message: 'Formato non valido' },
        { field: 'password', message: 'Minimo 8 caratteri richiesti' },
      ],
    });
  });

  it('validates the query string the same way', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/test/form?page=0',
      headers: { host },
      payload: { email: 'a@b.it', password: 'Abcdef1!' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'page', message: 'Il valore deve essere almeno 1' }]);
  });

  it('answers malformed JSON with a readable 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/test/form',
      headers: { host, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Richiesta non valida' });
  });

  it('answers an unsupported body type 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/test/form',
      headers: { host, 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: 'Tipo di contenuto non supportato' });
  });
});
