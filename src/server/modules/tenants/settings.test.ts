import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, CONSOLE_HOST, nextIp, operatorOfEveryTenant, signIn, staffSignIn } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { changeOverride } from './repository.js';
import { NOTHING_TO_UNDO, STALE_REVISION, SUPPORT_FEATURES_ONLY } from './settings-service.js';
import { TENANT_FORBIDDEN } from '../../plugins/staff-guard.js';

let t: TestApp;
let operator: string;
let support: string;

beforeAll(async () => {
  t = await buildTestApp();
  operator = (await staffSignIn(t.app, 'operator@premia.example')).token;
  support = (await staffSignIn(t.app, 'support@premia.example')).token;
});
afterAll(() => t.close());

// Each test starts from the tenant files alone, with no change to undo.
beforeEach(async () => {
  await t.database.db.deleteFrom('tenant_override').execute();
  await t.database.db.deleteFrom('audit_log').where('action', '=', 'tenant.override').execute();
});

const SETTINGS = '/v1/console/tenants/demo/settings';

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { host: CONSOLE_HOST, ...bearer(token) } });
const post = (url: string, payload: object | undefined, token: string, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), headers: { host: CONSOLE_HOST, ...bearer(token) }, remoteAddress });
const save = (changes: object[], token = operator, extra: object = {}) => post(SETTINGS, { changes, ...extra }, token);

/** What a customer's browser gets on its next page load. */
const portal = async () => (await t.app.inject({ url: '/v1/app/start', headers: { host: 'demo.localhost' } })).json();
const history = async () =>
  (await get(`${SETTINGS}/history`, operator)).json() as { path: string; before?: unknown; after?: unknown; actor: string; role: string }[];

describe('reading the settings', () => {
  it('shows the file, its overrides and the merged result the portal uses', async () => {
    await save([{ path: 'features.wishlist', value: false }]);
    const res = await get(SETTINGS, support);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.file.features.wishlist).toBe(true);
    expect(body.effective.features.wishlist).toBe(false);
    expect(body.effective.name).toBe(body.file.name);
    expect(body.overrides).toEqual([
      { path: 'features.wishlist', value: false, updatedAt: expect.any(String), updatedBy: 'operator@premia.example', ignored: false },
    ]);
    expect(body.revision).toBe((await portal()).revision);
  });

  it('is refused to support on a tenant not given, to a customer, and 404 on an unknown tenant', async () => {
    expect((await get('/v1/console/tenants/aurora/settings', support)).json()).toEqual({ error: TENANT_FORBIDDEN });
    // Only an operator of every tenant learns that a tenant does not exist; to others it is just not theirs.
    expect((await get('/v1/console/tenants/nowhere/settings', operator)).statusCode).toBe(403);
    expect((await get('/v1/console/tenants/nowhere/settings', (await operatorOfEveryTenant(t.app)).token)).statusCode).toBe(404);
    const customer = await signIn(t.app, 'demo.localhost', 'DEMO0001');
    expect((await get(SETTINGS, customer.token)).statusCode).toBe(401);
  });
});

describe('saving', () => {
  it('refuses a theme colour below the contrast bar, saying why in Italian, and saves nothing', async () => {
    const res = await save([{ path: 'theme.colors.primary', value: '#aab0ff' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      'Modifica rifiutata, nulla è stato salvato: theme.colors.primaryContrast contrasto troppo basso: ' +
        'primaryContrast #ffffff su primary #aab0ff è 2.03:1, sotto il minimo di 4.5:1 (WCAG AA)',
    );
    expect((await portal()).overrides).toEqual({});
  });

  it('switches the wishlist off for customers on their next page load, audited with the staff member', async () => {
    const res = await post(SETTINGS, { changes: [{ path: 'features.wishlist', value: false }] }, operator, '10.7.7.7');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      revision: expect.any(String),
      changed: [{ path: 'features.wishlist', before: true, after: false }],
      warnings: [],
    });
    const start = await portal();
    expect(start.overrides).toEqual({ features: { wishlist: false } });
    expect(start.revision).toBe(res.json().revision);

    const audit = (await get('/v1/console/audit?tenant=demo&action=tenant.override', operator)).json().items;
    expect(audit).toEqual([
      expect.objectContaining({
        actor: 'operator@premia.example',
        role: 'operator',
        target: 'features.wishlist',
        // The tenant file's value it replaced: the first override of a key has a before too.
        before: true,
        after: false,
        description: 'Impostazione «Lista dei desideri» cambiata da Attivo a Disattivato',
        address: '10.7.7.7',
      }),
    ]);
  });

  it('writes several changes of one submit together, one audit row per key that changed', async () => {
    await save([{ path: 'features.prizeValidation', value: false }]);
    const res = await save([
      { path: 'theme.colors.primary', value: '#0f766e' },
      { path: 'features.prizeValidation', value: false },
      { path: 'features.wishlist', value: false },
    ]);
    expect(res.statusCode).toBe(200);
    // The toggle already off is neither listed nor audited again.
    expect(res.json().changed.map((c: { path: string }) => c.path)).toEqual(['theme.colors.primary', 'features.wishlist']);
    expect((await history()).map((h) => h.path)).toEqual(['features.wishlist', 'theme.colors.primary', 'features.prizeValidation']);
    expect((await portal()).overrides).toEqual({
      features: { prizeValidation: false, wishlist: false },
      theme: { colors: { primary: '#0f766e' } },
    });
  });

  it('accepts keys that are valid only together, such as a new menu link’s label and url', async () => {
    const link = [
      { path: 'menu.links.promo.label', value: 'Promo' },
      { path: 'menu.links.promo.url', value: '/catalogo' },
    ];
    expect((await save(link.slice(0, 1))).statusCode).toBe(400);
    const res = await save(link);
    expect(res.statusCode).toBe(200);
    expect((await portal()).overrides.menu.links.promo).toEqual({ label: 'Promo', url: '/catalogo' });
  });

  it('refuses the whole submit when one change is invalid: the first problem in Italian, nothing saved', async () => {
    const before = await portal();
    const res = await save([
      { path: 'features.wishlist', value: false },
      { path: 'theme.colors.primary', value: 42 },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Modifica rifiutata, nulla è stato salvato: theme.colors.primary deve essere un testo' });
    expect((await portal()).revision).toBe(before.revision);
    expect(await history()).toEqual([]);
  });

  it('takes a text the portal reads and refuses one it does not, with the key and why, as the tenant CLI does', async () => {
    const typo = await save([{ path: 'texts.it', value: { 'login.titel': 'Benvenuto' } }]);
    expect(typo.statusCode).toBe(400);
    expect(typo.json()).toEqual({
      error:
        'Modifica rifiutata, nulla è stato salvato: texts.it.login.titel non è un testo del portale: nessuna pagina lo mostra ' +
        '(le chiavi sono quelle di public/locales/it/translation.json)',
    });
    const plural = await save([{ path: 'texts.it', value: { 'common.points': '{{value}} gettoni' } }]);
    expect(plural.json().error).toBe(
      'Modifica rifiutata, nulla è stato salvato: texts.it.common.points non è un testo del portale: ha una forma per numero, ' +
        'scrivi common.points_one, common.points_many, common.points_other',
    );
    expect((await portal()).overrides).toEqual({});
    expect((await save([{ path: 'texts.it', value: { 'login.title': 'Benvenuto nel club' } }])).statusCode).toBe(200);
    expect((await portal()).overrides.texts).toEqual({ it: { 'login.title': 'Benvenuto nel club' } });
  });

  it('refuses unknown keys, a key given twice, and a change with both a value and unset', async () => {
    const unknown = await save([{ path: 'features.teleport', value: true }]);
    expect(unknown.json()).toEqual({ error: expect.stringMatching(/^Modifica rifiutata, nulla è stato salvato: features.teleport /) });
    const twice = await save([
      { path: 'features.wishlist', value: false },
      { path: 'features..wishlist', value: true },
    ]);
    expect([twice.statusCode, twice.json().error]).toEqual([400, 'features.wishlist compare più volte nella stessa modifica']);
    expect((await save([{ path: 'features.wishlist', value: false, unset: true }])).statusCode).toBe(400);
    expect((await save([{ path: 'features.wishlist' }])).statusCode).toBe(400);
    expect(await history()).toEqual([]);
  });

  it('removes an override with unset, so the file’s value applies again', async () => {
    await save([{ path: 'features.wishlist', value: false }]);
    const res = await save([{ path: 'features.wishlist', unset: true }]);
    expect(res.json().changed).toEqual([{ path: 'features.wishlist', before: false, after: true }]);
    expect((await portal()).overrides).toEqual({});
    expect((await save([{ path: 'features.wishlist', unset: true }])).json()).toEqual({
      error: 'features.wishlist non ha un valore personalizzato da rimuovere',
    });
  });

  it('refuses a save over settings someone changed since the form was loaded', async () => {
    const { revision } = (await get(SETTINGS, operator)).json();
    expect((await save([{ path: 'features.wishlist', value: false }], operator, { revision })).statusCode).toBe(200);
    const stale = await save([{ path: 'theme.colors.primary', value: '#0f766e' }], operator, { revision });
    expect([stale.statusCode, stale.json()]).toEqual([409, { error: STALE_REVISION }]);
  });

  it('lets support change feature toggles only, and refuses a mixed submit whole', async () => {
    expect((await save([{ path: 'features.wishlist', value: false }], support)).statusCode).toBe(200);
    for (const changes of [
      [{ path: 'theme.colors.primary', value: '#0f766e' }],
      [{ path: 'features', value: { wishlist: true } }],
      [
        { path: 'features.prizeValidation', value: false },
        { path: 'texts.it.home', value: 'Ciao' },
      ],
    ]) {
      const res = await save(changes, support);
      expect([res.statusCode, res.json()]).toEqual([403, { error: SUPPORT_FEATURES_ONLY }]);
    }
    expect((await portal()).overrides).toEqual({ features: { wishlist: false } });
    expect((await history())[0]).toMatchObject({ path: 'features.wishlist', actor: 'support@premia.example', role: 'support' });
  });
});

describe('history and undo', () => {
  it('lists the changes newest first and undoes the latest, audited with the staff member', async () => {
    await save([{ path: 'features.wishlist', value: false }]);
    await save([{ path: 'features.wishlist', value: true }]);
    const limited = (await get(`${SETTINGS}/history?limit=1`, support)).json();
    expect(limited).toEqual([
      {
        id: expect.any(Number),
        path: 'features.wishlist',
        before: false,
        after: true,
        actor: 'operator@premia.example',
        role: 'operator',
        at: expect.any(String),
      },
    ]);

    const undo = await post(`${SETTINGS}/undo`, undefined, support);
    expect(undo.statusCode).toBe(200);
    expect(undo.json()).toMatchObject({
      undone: { id: limited[0].id, path: 'features.wishlist', actor: 'operator@premia.example' },
      changed: [{ path: 'features.wishlist', before: true, after: false }],
    });
    expect((await portal()).overrides).toEqual({ features: { wishlist: false } });
    expect((await history())[0]).toMatchObject({
      path: 'features.wishlist',
      before: true,
      after: false,
      actor: 'support@premia.example',
      role: 'support',
    });
  });

  it('lets support undo only a feature toggle, and answers 409 when there is nothing to undo', async () => {
    expect((await post(`${SETTINGS}/undo`, undefined, operator)).json()).toEqual({ error: NOTHING_TO_UNDO });
    await save([{ path: 'theme.colors.primary', value: '#0f766e' }]);
    const refused = await post(`${SETTINGS}/undo`, undefined, support);
    expect([refused.statusCode, refused.json()]).toEqual([403, { error: SUPPORT_FEATURES_ONLY }]);
    expect((await portal()).overrides).toEqual({ theme: { colors: { primary: '#0f766e' } } });

    expect((await post(`${SETTINGS}/undo`, undefined, operator)).statusCode).toBe(200);
    expect((await portal()).overrides).toEqual({});
    const again = await post(`${SETTINGS}/undo`, undefined, operator);
    // Undoing the undo puts the colour back: undo is itself a change.
    expect(again.statusCode).toBe(200);
    expect((await portal()).overrides).toEqual({ theme: { colors: { primary: '#0f766e' } } });
  });

  it('undoes an entry that records the override set or removed (no value before), as entries once did', async () => {
    // A raw write records the stored override on each side: none before the first.
    await changeOverride(t.database.db, { alias: 'demo', path: 'theme.colors.primary', value: '#0f766e', actor: 'old' });
    expect((await history())[0]).not.toHaveProperty('before');
    expect((await post(`${SETTINGS}/undo`, undefined, operator)).statusCode).toBe(200);
    expect((await portal()).overrides).toEqual({});
  });

  it('undoes a change whose value before was the file’s by removing the override, not by pinning the file’s value', async () => {
    await save([{ path: 'features.wishlist', value: false }]);
    expect((await post(`${SETTINGS}/undo`, undefined, operator)).statusCode).toBe(200);
    expect((await portal()).overrides).toEqual({});
    expect((await history())[0]).toMatchObject({ path: 'features.wishlist', before: false, after: true });
  });

  it('refuses support on another tenant’s history and undo', async () => {
    expect((await get('/v1/console/tenants/aurora/settings/history', support)).statusCode).toBe(403);
    expect((await post('/v1/console/tenants/aurora/settings/undo', undefined, support)).statusCode).toBe(403);
  });
});
