import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { verifyAppCode } from './panel-service.js';

let t: TestApp;
let demoToken: string;
const DEMO = 'demo.localhost';
const AURORA = 'aurora.localhost';

beforeAll(async () => {
  t = await buildTestApp();
  demoToken = (await signIn(t.app, DEMO, 'DEMO0001')).token;
});
afterAll(() => t.close());

const get = (host: string, url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: { host, ...(token ? bearer(token) : {}) } });

describe('GET /v1/magazine', () => {
  it('answers the first page of nine, newest first, with last_page and total', async () => {
    const res = await get(DEMO, '/v1/magazine');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ current_page: 1, per_page: 9 });
    expect(body.total).toBeGreaterThanOrEqual(25);
    expect(body.last_page).toBe(Math.ceil(body.total / 9));
    expect(body.data).toHaveLength(9);
    const dates = body.data.map((n: { published_at: string }) => n.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.data[0].image).toEqual({
      url: expect.stringMatching(/^\/v1\/content\/images\/[a-z]+\/[0-9a-f]{6}\.svg$/),
      width: 800,
      height: 450,
    });
    expect(body.data[0]).not.toHaveProperty('body_html');
  });

  it('pages without overlap and answers the last, partial page', async () => {
    const first = (await get(DEMO, '/v1/magazine?page=1')).json();
    const last = (await get(DEMO, `/v1/magazine?page=${first.last_page}`)).json();
    const all: number[] = [];
    for (let page = 1; page <= first.last_page; page++)
      all.push(...(await get(DEMO, `/v1/magazine?page=${page}`)).json().data.map((n: { id: number }) => n.id));
    expect(new Set(all).size).toBe(first.total);
    expect(last.data).toHaveLength(first.total - (first.last_page - 1) * 9);
  });

  it('answers an empty page past the end, with the real last_page', async () => {
    const res = await get(DEMO, '/v1/magazine?page=99');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toEqual([]);
    expect(body.current_page).toBe(99);
    expect(body.last_page).toBeGreaterThanOrEqual(3);
  });

  it.each(['0', '-1', 'abc', '1.5'])('refuses page=%s with 400 and the error shape', async (page) => {
    const res = await get(DEMO, `/v1/magazine?page=${page}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^Dati non validi/);
  });

  it('keeps tenants apart: aurora never sees demo articles', async () => {
    const demo = (await get(DEMO, '/v1/magazine')).json();
    const aurora = (await get(AURORA, '/v1/magazine')).json();
    expect(aurora.total).toBeGreaterThanOrEqual(25);
    const demoIds = new Set(demo.data.map((n: { id: number }) => n.id));
    expect(aurora.data.some((n: { id: number }) => demoIds.has(n.id))).toBe(false);
    expect((await get(AURORA, `/v1/magazine/${demo.data[0].id}`)).statusCode).toBe(404);
  });

  it('answers one article with its sanitized body, 404 for an unknown one', async () => {
    const id = (await get(DEMO, '/v1/magazine')).json().data[0].id;
    const res = await get(DEMO, `/v1/magazine/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().body_html).toMatch(/^<p>/);
    const missing = await get(DEMO, '/v1/magazine/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Articolo non trovato' });
  });

  it('draws the article pictures', async () => {
    const url = (await get(DEMO, '/v1/magazine')).json().data[0].image.url;
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toContain('width="800" height="450"');
  });
});

describe('GET /v1/notices', () => {
  it('answers pages of ten with the same shape and bounds', async () => {
    const body = (await get(DEMO, '/v1/notices')).json();
    expect(body).toMatchObject({ current_page: 1, per_page: 10, last_page: 1 });
    expect(body.total).toBeGreaterThanOrEqual(8);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      body_html: expect.stringMatching(/^<p>/),
      published_at: expect.any(String),
    });
    expect((await get(DEMO, '/v1/notices?page=2')).json().data).toEqual([]);
    expect((await get(DEMO, '/v1/notices?page=0')).statusCode).toBe(400);
  });
});

describe('GET /v1/partners', () => {
  it('lists the eight partners of the tenant with their logos', async () => {
    const demo = (await get(DEMO, '/v1/partners')).json();
    expect(demo).toHaveLength(8);
    expect(demo[0]).toMatchObject({
      name: 'Assicura Commercio',
      logo: { url: '/v1/content/logos/AC/1d4ed8.svg', width: 240, height: 120 },
    });
    const aurora = (await get(AURORA, '/v1/partners')).json();
    expect(aurora.map((p: { name: string }) => p.name)).not.toContain('Assicura Commercio');
    expect((await t.app.inject({ method: 'GET', url: demo[0].logo.url })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/v1/content/logos/%3Cscript%3E/1d4ed8.svg' })).statusCode).toBe(404);
  });
});

describe('advantages', () => {
  it('lists only the public ones to anonymous visitors, all of them to a customer', async () => {
    const anonymous = (await get(DEMO, '/v1/advantages')).json();
    const customer = (await get(DEMO, '/v1/advantages', demoToken)).json();
    expect(customer.length).toBeGreaterThanOrEqual(6);
    expect(anonymous.length).toBeLessThan(customer.length);
    expect(anonymous.every((a: { public: boolean }) => a.public)).toBe(true);
    expect(customer[0].partner).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
  });

  it('shows a public advantage without login, a private one only to a customer', async () => {
    const all = (await get(DEMO, '/v1/advantages', demoToken)).json();
    const open = all.find((a: { public: boolean }) => a.public);
    const closed = all.find((a: { public: boolean }) => !a.public);
    const res = await get(DEMO, `/v1/advantages/${open.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: open.id, title: open.title, body_html: expect.stringMatching(/^<p>/) });
    expect((await get(DEMO, `/v1/advantages/${closed.id}`)).statusCode).toBe(401);
    expect((await get(DEMO, `/v1/advantages/${closed.id}`, demoToken)).statusCode).toBe(200);
    expect((await get(DEMO, `/v1/advantages/${open.id}`, 'not-a-token')).statusCode).toBe(200);
    expect((await get(AURORA, `/v1/advantages/${open.id}`)).statusCode).toBe(404);
  });
});

describe('vouchers', () => {
  it("lists the vouchers with DEMO0001's codes: own, shared and none", async () => {
    expect((await get(DEMO, '/v1/vouchers')).statusCode).toBe(401);
    const list = (await get(DEMO, '/v1/vouchers', demoToken)).json();
    expect(list.length).toBeGreaterThanOrEqual(4);
    const codes = Object.fromEntries(list.map((v: { title: string; code: string | null }) => [v.title, v.code]));
    expect(codes['Buono carburante 20 €']).toBe('CARB-7Q4M-2XK9');
    expect(codes['Sconto 10% sui corsi in aula']).toBe('CLUB-DEMO0001-10');
    expect(codes['Buono spesa 50 €']).toBeNull();
    expect(list.find((v: { title: string }) => v.title === 'Check-up energetico gratuito').expired).toBe(true);
    const one = (await get(DEMO, `/v1/vouchers/${list[0].id}`, demoToken)).json();
    expect(one).toMatchObject({ id: list[0].id, code: 'CARB-7Q4M-2XK9', points: 2000, value: 20 });
    expect((await get(DEMO, '/v1/vouchers/999999', demoToken)).json()).toEqual({ error: 'Buono non trovato' });
  });
});

describe('CMS and initiatives', () => {
  it('answers every section, one by one or all together, per tenant', async () => {
    const all = (await get(DEMO, '/v1/cms')).json();
    expect(Object.keys(all).sort()).toEqual([
      'advantages',
      'authentication',
      'contact',
      'footer',
      'home',
      'howItWorks',
      'intro',
      'mechanics',
      'profile',
    ]);
    const mechanics = (await get(DEMO, '/v1/cms/mechanics')).json();
    expect(mechanics.title).toBe("Meccanica dell'iniziativa");
    expect(mechanics.body_html).toContain('<ul><li>');
    expect((await get(AURORA, '/v1/cms/mechanics')).json().title).toBe('Come funziona Aurora Bottega Premi');
    expect((await get(DEMO, '/v1/cms/unknown')).statusCode).toBe(400);
  });

  it('answers an open initiative page to anyone, 404 for unknown and closed ones', async () => {
    const res = await get(DEMO, '/v1/initiatives/estate-2025');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ slug: 'estate-2025', title: expect.stringContaining('Estate'), image: { width: 800, height: 450 } });
    for (const [host, slug] of [
      [DEMO, 'nessuna'],
      [DEMO, 'primavera-2024'],
      [AURORA, 'estate-2025'],
    ] as const) {
      const missing = await get(host, `/v1/initiatives/${slug}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: 'Iniziativa non trovata' });
    }
  });
});

describe('GET /v1/panel/auth/init/:id', () => {
  it('answers a signed app code naming the customer and the panel URL', async () => {
    const res = await get(DEMO, '/v1/panel/auth/init/demo-2025', demoToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.url).toBe(`https://panel.premia.example.com/?appcode=${encodeURIComponent(body.appcode)}`);
    expect(body.authenticated).toBe(true);
    const claims = verifyAppCode(await t.app.jwtKey(), body.appcode, new Date());
    expect(claims).toMatchObject({ t: 'demo', i: 'demo-2025', n: 'DEMO0001' });
    expect(verifyAppCode(await t.app.jwtKey(), body.appcode, new Date(Date.now() + 5 * 60_000))).toBeNull();
    expect(verifyAppCode(await t.app.jwtKey(), `${body.appcode.split('.')[0]}.AAAA`, new Date())).toBeNull();
  });

  it('gives anonymous visitors an anonymous code, and 404 without a panel', async () => {
    const anonymous = (await get(DEMO, '/v1/panel/auth/init/demo-2025')).json();
    expect(anonymous.authenticated).toBe(false);
    expect(verifyAppCode(await t.app.jwtKey(), anonymous.appcode, new Date())).toMatchObject({ u: null });
    expect((await get(DEMO, '/v1/panel/auth/init/other')).statusCode).toBe(404);
    expect((await get(AURORA, '/v1/panel/auth/init/demo-2025')).json()).toEqual({ error: 'Pannello non disponibile' });
  });
});

describe('OpenAPI', () => {
  it('describes every content call', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    for (const path of [
      '/v1/magazine',
      '/v1/magazine/{id}',
      '/v1/notices',
      '/v1/partners',
      '/v1/advantages/{id}',
      '/v1/vouchers/{id}',
      '/v1/notifications',
      '/v1/notifications/{id}/read',
      '/v1/cms/{section}',
      '/v1/initiatives/{slug}',
      '/v1/panel/auth/init/{id}',
      '/v1/contact',
      '/v1/form-win',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});
