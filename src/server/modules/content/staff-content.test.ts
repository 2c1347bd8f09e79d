import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, CONSOLE_HOST, nextIp, signIn, staffSignIn, testClock } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { multipart, tinyJpeg } from './test-fixtures.js';
import { PARTNER_IN_USE, STALE_REVISION, VOUCHER_IN_USE } from './staff-content-service.js';
import { ROLE_FORBIDDEN } from '../../plugins/staff-guard.js';

let t: TestApp;
let operator: string;
let support: string;
let customer: string;
const clock = testClock(new Date('2026-12-01T10:00:00Z'));
const DAY = 24 * 3600 * 1000;
const at = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();

beforeAll(async () => {
  t = await buildTestApp({ clock: clock.now });
  operator = (await staffSignIn(t.app, 'operator@premia.example')).token;
  support = (await staffSignIn(t.app, 'support@premia.example')).token;
  customer = (await signIn(t.app, 'demo.localhost', 'DEMO0001')).token;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const staff = (method: Method, url: string, payload?: object, token = operator) =>
  t.app.inject({
    method,
    url: `/v1/console/tenants/${url}`,
    headers: { host: CONSOLE_HOST, ...bearer(token) },
    remoteAddress: nextIp(),
    ...(payload ? { payload } : {}),
  });
const portal = (url: string, token: string | null = customer, host = 'demo.localhost') =>
  t.app.inject({ method: 'GET', url, headers: { host, ...(token ? bearer(token) : {}) } });
const previewToken = async () => (await staff('POST', 'demo/preview', { username: 'DEMO0001' })).json<{ token: string }>().token;

const schedule = (from: string | null = null, until: string | null = null, active = true) => ({
  publish_from: from,
  publish_until: until,
  active,
});
const news = (slug: string, extra: object = {}) => ({
  slug,
  title: `Notizia ${slug}`,
  excerpt: 'In breve',
  body_html: '<p>Testo</p>',
  image: null,
  ...schedule(),
  ...extra,
});
const createNews = async (slug: string, extra: object = {}, alias = 'demo') => {
  const res = await staff('POST', `${alias}/content/news`, { values: news(slug, extra) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; revision: number; status: string; values: Record<string, unknown> }>();
};
const magazineIds = async (token: string | null = customer) => {
  const ids: number[] = [];
  const first = (await portal('/v1/magazine', token)).json<{ last_page: number; data: { id: number }[] }>();
  ids.push(...first.data.map((n) => n.id));
  for (let page = 2; page <= first.last_page; page++)
    ids.push(...(await portal(`/v1/magazine?page=${page}`, token)).json<{ data: { id: number }[] }>().data.map((n) => n.id));
  return ids;
};

describe('scheduling on the portal', () => {
  it('lists a published item, not a scheduled one before its date, not an expired one after, never a switched-off one', async () => {
    const published = await createNews('pubblicata');
    const scheduled = await createNews('domani', schedule(at(DAY)));
    const expired = await createNews('scaduta', schedule(at(-2 * DAY), at(-DAY)));
    const off = await createNews('spenta', schedule(null, null, false));
    expect([published.status, scheduled.status, expired.status, off.status]).toEqual(['published', 'scheduled', 'expired', 'off']);

    const ids = await magazineIds();
    expect(ids).toContain(published.id);
    for (const hidden of [scheduled, expired, off]) {
      expect(ids).not.toContain(hidden.id);
      expect((await portal(`/v1/magazine/${hidden.id}`)).statusCode).toBe(404);
    }
    // Anonymous visitors read the magazine too: the same rule.
    expect(await magazineIds(null)).not.toContain(scheduled.id);

    clock.advance(DAY + 1000);
    try {
      expect(await magazineIds()).toContain(scheduled.id);
      expect((await portal(`/v1/magazine/${scheduled.id}`)).statusCode).toBe(200);
    } finally {
      clock.advance(-(DAY + 1000));
    }
  });

  it('shows scheduled and switched-off items to a preview token only, never to the customer it names', async () => {
    const scheduled = await createNews('anteprima', schedule(at(DAY)));
    const off = await createNews('anteprima-spenta', schedule(null, null, false));
    const preview = await previewToken();
    const seen = await magazineIds(preview);
    expect(seen).toEqual(expect.arrayContaining([scheduled.id, off.id]));
    expect((await portal(`/v1/magazine/${scheduled.id}`, preview)).statusCode).toBe(200);
    expect((await portal(`/v1/magazine/${scheduled.id}`, customer)).statusCode).toBe(404);
    expect(await magazineIds(customer)).not.toContain(off.id);
  });

  it('applies to notices, advantages, vouchers, partners and initiative pages alike', async () => {
    const off = schedule(null, null, false);
    const created = {
      notices: await staff('POST', 'demo/content/notices', { values: { title: 'Avviso spento', body_html: '<p>x</p>', ...off } }),
      advantages: await staff('POST', 'demo/content/advantages', {
        values: { title: 'Vantaggio', summary: 's', body_html: '', image: null, public: true, partner_id: null, sort_order: 0, ...off },
      }),
      vouchers: await staff('POST', 'demo/content/vouchers', {
        values: {
          title: 'Buono',
          description: 'd',
          body_html: '',
          code_template: 'X-{username}',
          points: 0,
          value_cents: 500,
          image: null,
          expires_at: null,
          partner_id: null,
          sort_order: 0,
          ...off,
        },
      }),
      partners: await staff('POST', 'demo/content/partners', {
        values: { name: 'Partner spento', description: 'd', website: null, category: 'Negozi', image: null, sort_order: 0, ...off },
      }),
      pages: await staff('POST', 'demo/content/pages', {
        values: { slug: 'promo-futura', title: 'Promo', body_html: '<p>p</p>', image: null, ...schedule(at(DAY)) },
      }),
    };
    for (const res of Object.values(created)) expect(res.statusCode, res.body).toBe(201);
    const id = (k: keyof typeof created) => created[k].json<{ id: number }>().id;
    const listed = async (url: string, token: string) =>
      JSON.stringify((await portal(url, token)).json()).includes(`"id":${url.includes('notices') ? id('notices') : 0}`);
    expect(await listed('/v1/notices', customer)).toBe(false);
    expect(await listed('/v1/notices', await previewToken())).toBe(true);
    const ids = async (url: string) => (await portal(url)).json<{ id: number }[]>().map((x) => x.id);
    expect(await ids('/v1/advantages')).not.toContain(id('advantages'));
    expect(await ids('/v1/vouchers')).not.toContain(id('vouchers'));
    expect(await ids('/v1/partners')).not.toContain(id('partners'));
    expect((await portal(`/v1/advantages/${id('advantages')}`)).statusCode).toBe(404);
    expect((await portal('/v1/initiatives/promo-futura')).statusCode).toBe(404);
    expect((await portal('/v1/initiatives/promo-futura', await previewToken())).statusCode).toBe(200);
  });
});

describe('console content API', () => {
  it('stores a picture through the pipeline with its size, and the portal answers it', async () => {
    const { payload, contentType } = multipart({}, [{ name: 'file', filename: 'foto.jpg', contentType: 'image/jpeg', data: tinyJpeg() }]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/v1/console/tenants/demo/content/images',
      headers: { host: CONSOLE_HOST, ...bearer(operator), 'content-type': contentType },
      payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const image = upload.json<{ url: string; width: number; height: number }>();
    expect(image).toEqual({ url: expect.stringMatching(/^\/v1\/catalog\/files\/[0-9a-f]{64}\.jpg$/), width: 8, height: 8 });
    const item = await createNews('con-foto', { image: { url: image.url } });
    const article = (await portal(`/v1/magazine/${item.id}`)).json<{ image: unknown }>();
    expect(article.image).toEqual({ url: image.url, width: 8, height: 8 });
    expect((await portal(image.url, null)).statusCode).toBe(200);
  });

  it('refuses a picture that is not one, and a URL that is not a stored picture', async () => {
    const { payload, contentType } = multipart({}, [
      { name: 'file', filename: 'x.jpg', contentType: 'image/jpeg', data: Buffer.from('not a picture') },
    ]);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/console/tenants/demo/content/images',
      headers: { host: CONSOLE_HOST, ...bearer(operator), 'content-type': contentType },
      payload,
    });
    expect(bad.statusCode).toBe(400);
    for (const url of ['https://evil.example/x.jpg', 'javascript:alert(1)', `/v1/catalog/files/${'0'.repeat(64)}.jpg`]) {
      const res = await staff('POST', 'demo/content/news', { values: news(`img-${url.length}`, { image: { url } }) });
      expect(res.statusCode, url).toBe(400);
    }
  });

  it('never stores a script, an event handler or a javascript: link', async () => {
    const body = '<p onclick="x()">Ciao<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">l</a></p>';
    const item = await createNews('ostile', { body_html: body });
    const row = await t.app.db.selectFrom('news').select('body_html').where('id', '=', item.id).executeTakeFirstOrThrow();
    expect(row.body_html).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(row.body_html).toContain('Ciao');
    const { revision } = (await staff('GET', 'demo/content/cms/home')).json<{ revision: number }>();
    const cms = await staff('PUT', 'demo/content/cms/home', { revision, values: { title: 'Home', body_html: body } });
    expect(cms.statusCode, cms.body).toBe(200);
    expect(cms.json<{ body_html: string }>().body_html).not.toMatch(/script|onerror|onclick|javascript:/i);
  });

  it.each([
    ['no title', { title: undefined }],
    ['a title too long', { title: 'x'.repeat(301) }],
    ['a slug with spaces', { slug: 'due parole' }],
    ['a date that is not one', { publish_from: 'domani' }],
  ])('refuses %s with 400', async (_name, change) => {
    const values = { ...news('rifiutata'), ...change };
    const res = await staff('POST', 'demo/content/news', { values });
    expect(res.statusCode).toBe(400);
    expect((await t.app.db.selectFrom('news').select('id').where('slug', '=', 'rifiutata').execute()).length).toBe(0);
  });

  it('refuses an end before the start, and a slug already used', async () => {
    const reversed = await staff('POST', 'demo/content/news', { values: news('al-contrario', schedule(at(DAY), at(-DAY))) });
    expect(reversed.statusCode).toBe(400);
    await createNews('doppia');
    expect((await staff('POST', 'demo/content/news', { values: news('doppia') })).statusCode).toBe(409);
  });

  it('saves from the current revision, refuses a stale one in Italian, and audits both saves', async () => {
    const item = await createNews('rev');
    const first = await staff('PUT', `demo/content/news/${item.id}`, { revision: item.revision, values: news('rev', { title: 'Prima' }) });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ revision: item.revision + 1, values: { title: 'Prima' } });
    const stale = await staff('PUT', `demo/content/news/${item.id}`, {
      revision: item.revision,
      values: news('rev', { title: 'Seconda' }),
    });
    expect([stale.statusCode, stale.json()]).toEqual([409, { error: STALE_REVISION }]);
    const audit = await t.app.db.selectFrom('audit_log').selectAll().where('target', '=', `news/${item.id}`).orderBy('id').execute();
    expect(audit.map((a) => [a.action, a.actor, a.tenant_alias])).toEqual([
      ['content.create', 'operator@premia.example', 'demo'],
      ['content.update', 'operator@premia.example', 'demo'],
    ]);
    expect(JSON.parse(audit[1]!.after_json!)).toMatchObject({ title: 'Prima' });
  });

  it('switches an item off and on (audited), and deletes it', async () => {
    const item = await createNews('interruttore');
    const off = await staff('POST', `demo/content/news/${item.id}/active`, { active: false, revision: item.revision });
    expect(off.json()).toMatchObject({ status: 'off', values: { active: false } });
    expect(await magazineIds()).not.toContain(item.id);
    const on = await staff('POST', `demo/content/news/${item.id}/active`, { active: true, revision: item.revision + 1 });
    expect(on.json()).toMatchObject({ status: 'published' });
    expect((await staff('DELETE', `demo/content/news/${item.id}?revision=${item.revision}`)).statusCode).toBe(409);
    expect((await staff('DELETE', `demo/content/news/${item.id}?revision=${item.revision + 2}`)).statusCode).toBe(204);
    expect((await staff('GET', `demo/content/news/${item.id}`)).statusCode).toBe(404);
    const actions = await t.app.db.selectFrom('audit_log').select('action').where('target', '=', `news/${item.id}`).orderBy('id').execute();
    expect(actions.map((a) => a.action)).toEqual(['content.create', 'content.off', 'content.on', 'content.delete']);
  });

  it('keeps a voucher customers hold: delete is refused, switching off is the way', async () => {
    const held = await t.app.db
      .selectFrom('user_vouchers')
      .innerJoin('vouchers', 'vouchers.id', 'user_vouchers.voucher_id')
      .select(['vouchers.id', 'vouchers.revision', 'vouchers.tenant_alias'])
      .where('vouchers.tenant_alias', '=', 'demo')
      .executeTakeFirstOrThrow();
    const res = await staff('DELETE', `demo/content/vouchers/${held.id}?revision=${held.revision}`);
    expect([res.statusCode, res.json()]).toEqual([409, { error: VOUCHER_IN_USE }]);
  });

  it('lets exactly one of two saves from the same revision land', async () => {
    const item = await createNews('concorrenti');
    const [a, b] = await Promise.all(
      ['Uno', 'Due'].map((title) =>
        staff('PUT', `demo/content/news/${item.id}`, { revision: item.revision, values: news('concorrenti', { title }) }),
      ),
    );
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 409]);
    const stored = await t.app.db.selectFrom('news').select(['title', 'revision']).where('id', '=', item.id).executeTakeFirstOrThrow();
    expect(stored.revision).toBe(item.revision + 1);
    expect(stored.title).toBe((a!.statusCode === 200 ? a! : b!).json<{ values: { title: string } }>().values.title);
  });

  it('keeps a partner that advantages name', async () => {
    const partner = await staff('POST', 'demo/content/partners', {
      values: {
        name: 'Usato',
        description: '',
        website: 'https://www.example.com',
        category: 'Negozi',
        image: null,
        sort_order: 0,
        ...schedule(),
      },
    });
    const { id, revision } = partner.json<{ id: number; revision: number }>();
    const advantage = await staff('POST', 'demo/content/advantages', {
      values: { title: 'Sconto', summary: 's', body_html: '', image: null, public: false, partner_id: id, sort_order: 0, ...schedule() },
    });
    expect(advantage.statusCode, advantage.body).toBe(201);
    const res = await staff('DELETE', `demo/content/partners/${id}?revision=${revision}`);
    expect([res.statusCode, res.json()]).toEqual([409, { error: PARTNER_IN_USE }]);
    const foreign = await staff('POST', 'aurora/content/advantages', {
      values: { title: 'Altrui', summary: 's', body_html: '', image: null, public: false, partner_id: id, sort_order: 0, ...schedule() },
    });
    expect(foreign.statusCode).toBe(400);
  });

  it('refuses support (no content edits) and keeps each tenant to its own items', async () => {
    const res = await staff('GET', 'demo/content/news', undefined, support);
    expect([res.statusCode, res.json()]).toEqual([403, { error: ROLE_FORBIDDEN }]);
    expect((await staff('POST', 'demo/content/news', { values: news('supporto') }, support)).statusCode).toBe(403);
    const aurora = await createNews('solo-aurora', {}, 'aurora');
    expect((await staff('GET', `demo/content/news/${aurora.id}`)).statusCode).toBe(404);
    expect((await staff('PUT', `demo/content/news/${aurora.id}`, { revision: 1, values: news('x') })).statusCode).toBe(404);
    expect(await magazineIds()).not.toContain(aurora.id);
    const list = (await staff('GET', 'demo/content/news')).json<{ items: { id: number }[] }>();
    expect(list.items.map((i) => i.id)).not.toContain(aurora.id);
  });

  it('lists every CMS section and saves one revision-checked', async () => {
    const list = (await staff('GET', 'demo/content/cms')).json<{ items: { key: string; revision: number }[] }>();
    expect(list.items.map((i) => i.key)).toContain('mechanics');
    const section = list.items.find((i) => i.key === 'mechanics')!;
    const saved = await staff('PUT', 'demo/content/cms/mechanics', {
      revision: section.revision,
      values: { title: 'Come funziona', body_html: '<p>Nuovo</p>' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await portal('/v1/cms/mechanics')).json()).toMatchObject({ title: 'Come funziona', body_html: '<p>Nuovo</p>' });
    const stale = await staff('PUT', 'demo/content/cms/mechanics', { revision: section.revision, values: { title: 'x', body_html: '' } });
    expect(stale.statusCode).toBe(409);
  });
});
