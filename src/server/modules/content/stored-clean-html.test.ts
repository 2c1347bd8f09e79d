import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, CONSOLE_HOST, nextIp, signIn, staffSignIn } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';

/**
 * HTML is cleaned once, when the console saves it: the row holds only what the policy keeps, and
 * the portal serves the row as it is. Each kind of content is saved through the console's API
 * and read back from the database.
 */

let t: TestApp;
let operator: string;
let customer: string;

beforeAll(async () => {
  t = await buildTestApp();
  operator = (await staffSignIn(t.app, 'operator@premia.example')).token;
  customer = (await signIn(t.app, 'demo.localhost', 'DEMO0001')).token;
});
afterAll(() => t.close());

const staff = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/v1/console/tenants/demo/${url}`,
    headers: { host: CONSOLE_HOST, ...bearer(operator) },
    remoteAddress: nextIp(),
    ...(payload ? { payload } : {}),
  });
const portal = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'demo.localhost', ...bearer(customer) } });

/** What an operator pastes: formatting to keep, and what an attacker would slip in beside it. */
const PASTED =
  '<h3 onclick="x()">Titolo</h3><p style="color:red">Ciao <strong>forte</strong> <em>e</em> <u>sottolineato</u><script>alert(1)</script>' +
  '<img src="/foto.png" alt="Foto" onerror="alert(2)"><img src="x" onerror="alert(3)"><a href="jav&#x61;script:alert(4)">l</a> ' +
  '<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="opener">web</a></p><h4>Sotto</h4><ul><li>uno</li></ul>' +
  '<svg onload="alert(5)"><circle /></svg><iframe src="https://evil.example"></iframe>' +
  '<table><tbody><tr><td colspan="2" onmouseover="alert(6)">c</td></tr></tbody></table>';

/** Written out by hand: what the policy keeps of PASTED, spelled as the server stores it. */
const STORED =
  '<h2>Titolo</h2><p>Ciao <strong>forte</strong> <em>e</em> <u>sottolineato</u>' +
  '<img src="/foto.png" alt="Foto" loading="lazy" decoding="async" /><img loading="lazy" decoding="async" alt="" /><a>l</a> ' +
  '<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">web</a></p><h3>Sotto</h3><ul><li>uno</li></ul>' +
  '<table><tbody><tr><td colspan="2">c</td></tr></tbody></table>';

const OPEN = { publish_from: null, publish_until: null, active: true };

describe('rich text saved through the console', () => {
  it.each([
    ['news', 'news', (id: number) => `/v1/magazine/${id}`, { slug: 'pulita', title: 'Notizia', excerpt: 'x', image: null }],
    ['notices', 'notices', null, { title: 'Avviso' }],
    [
      'advantages',
      'advantages',
      (id: number) => `/v1/advantages/${id}`,
      { title: 'Vantaggio', summary: 's', image: null, public: true, partner_id: null, sort_order: 0 },
    ],
    [
      'vouchers',
      'vouchers',
      null,
      {
        title: 'Buono',
        description: 'd',
        code_template: 'X-{username}',
        points: 0,
        value_cents: 500,
        image: null,
        expires_at: null,
        partner_id: null,
        sort_order: 0,
      },
    ],
    ['pages', 'initiatives', () => '/v1/initiatives/pagina-pulita', { slug: 'pagina-pulita', title: 'Promo', image: null }],
  ] as const)('stores %s clean, and the portal serves the row as stored', async (kind, table, portalUrl, values) => {
    const res = await staff('POST', `content/${kind}`, { values: { ...values, ...OPEN, body_html: PASTED } });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<{ id: number }>();
    const row = await t.app.db.selectFrom(table).select('body_html').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.body_html).toBe(STORED);
    if (portalUrl) expect((await portal(portalUrl(id))).json<{ body_html: string }>().body_html).toBe(STORED);
  });

  it('stores a CMS section clean', async () => {
    const { revision } = (await staff('GET', 'content/cms/mechanics')).json<{ revision: number }>();
    const saved = await staff('PUT', 'content/cms/mechanics', { revision, values: { title: 'Come funziona', body_html: PASTED } });
    expect(saved.statusCode, saved.body).toBe(200);
    const row = await t.app.db
      .selectFrom('cms_sections')
      .select('body_html')
      .where('tenant_alias', '=', 'demo')
      .where('key', '=', 'mechanics')
      .executeTakeFirstOrThrow();
    expect(row.body_html).toBe(STORED);
    expect((await portal('/v1/cms/mechanics')).json<{ body_html: string }>().body_html).toBe(STORED);
  });
});
