import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffCategory, StaffCategoryTree } from '../../../shared/types/generated/api/staff-catalog.js';
import { operatorOfEveryTenant, staffSignIn, testClock } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { call, DEMO, newCustomer } from './test-helpers.js';
import { ROLE_FORBIDDEN, TENANT_FORBIDDEN, TENANT_NOT_FOUND } from '../../plugins/staff-guard.js';
import { auroraOperator, catalogUrl, staffCall } from './test-staff-catalog.js';

const clock = testClock();
let t: TestApp;
let operator: string;
let support: string;

beforeAll(async () => {
  t = await buildTestApp({ clock: clock.now });
  operator = (await staffSignIn(t.app, 'operator@premia.example')).token;
  support = (await staffSignIn(t.app, 'support@premia.example')).token;
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object, token = operator, alias = 'demo') =>
  staffCall(t.app, token, method, catalogUrl(path, alias), payload);
const tree = async () => (await send('GET', '/categories')).json<StaffCategoryTree>().items;
const named = (items: StaffCategory[], name: string) => items.find((c) => c.name === name)!;

describe('who may edit the catalogue', () => {
  it('refuses support (no catalogue edits), an operator without the tenant, and an unknown tenant', async () => {
    for (const [method, path] of [
      ['GET', '/categories'],
      ['POST', '/categories'],
      ['GET', '/prizes'],
    ] as const) {
      const res = await send(method, path, method === 'POST' ? { name: 'Vietata' } : undefined, support);
      expect([res.statusCode, res.json()]).toEqual([403, { error: ROLE_FORBIDDEN }]);
    }
    const auroraOnly = await auroraOperator(t.app, clock.now());
    const other = await send('POST', '/categories', { name: 'Intrusa' }, auroraOnly);
    expect([other.statusCode, other.json()]).toEqual([403, { error: TENANT_FORBIDDEN }]);
    expect((await send('GET', '/categories', undefined, auroraOnly, 'aurora')).statusCode).toBe(200);
    // Only an operator of every tenant learns that a tenant does not exist; to others it is just not theirs.
    const everyTenant = (await operatorOfEveryTenant(t.app)).token;
    const unknown = await send('GET', '/categories', undefined, everyTenant, 'nessuna');
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { error: TENANT_NOT_FOUND }]);
    expect((await tree()).some((c) => c.name === 'Intrusa' || c.name === 'Vietata')).toBe(false);
  });
});

describe('the category tree', () => {
  it('creates a category and a subcategory at the end of their level; the portal lists them at once', async () => {
    const { token: customer } = await newCustomer(t.app, 'demo', 100);
    // The portal read its categories before the change.
    expect((await call(t.app, DEMO, customer, { method: 'GET', url: '/v1/catalog/categories' })).statusCode).toBe(200);

    const created = await send('POST', '/categories', { name: '  Giardino  ' });
    expect(created.statusCode).toBe(201);
    const garden = named(created.json<StaffCategoryTree>().items, 'Giardino');
    expect(created.json<StaffCategoryTree>().items.at(-1)).toEqual(garden);
    expect(garden).toMatchObject({ slug: 'giardino', parent_id: null, prizes: 0, subcategories: [] });

    const sub = await send('POST', '/categories', { name: 'Attrezzi', parent_id: garden.id });
    expect(sub.statusCode).toBe(201);
    expect(named(sub.json<StaffCategoryTree>().items, 'Giardino').subcategories).toEqual([
      expect.objectContaining({ name: 'Attrezzi', slug: 'giardino-attrezzi', parent_id: garden.id, prizes: 0 }),
    ]);

    const portal = await call(t.app, DEMO, customer, { method: 'GET', url: '/v1/catalog/categories' });
    const seen = portal.json<{ data: { name: string; subcategories: { name: string }[] }[] }>().data;
    expect(seen.find((c) => c.name === 'Giardino')?.subcategories.map((s) => s.name)).toEqual(['Attrezzi']);
  });

  it('refuses a name already used at that level (any case or accent), a third level and an unknown parent', async () => {
    const garden = named(await tree(), 'Giardino');
    const twice = await send('POST', '/categories', { name: 'GIARDINO' });
    expect([twice.statusCode, twice.json<{ error: string }>().error]).toEqual([
      409,
      'Esiste già una categoria "GIARDINO" a questo livello',
    ]);
    const deep = await send('POST', '/categories', { name: 'Troppo', parent_id: garden.subcategories[0]!.id });
    expect([deep.statusCode, deep.json<{ error: string }>().error]).toEqual([
      400,
      'Le sottocategorie non possono averne altre: scegli una categoria principale',
    ]);
    expect((await send('POST', '/categories', { name: 'Orfana', parent_id: 999999 })).statusCode).toBe(400);
    expect((await send('POST', '/categories', { name: '   ' })).statusCode).toBe(400);
    expect((await send('POST', '/categories', { name: 'x'.repeat(121) })).statusCode).toBe(400);
  });

  it('renames and moves with the revision it was read at; a stale one is 409', async () => {
    const before = await tree();
    const garden = named(before, 'Giardino');
    const renamed = await send('PUT', `/categories/${garden.id}`, { name: 'Giardino e orto', revision: garden.revision });
    expect(renamed.statusCode).toBe(200);
    const again = await send('PUT', `/categories/${garden.id}`, { name: 'Orto', revision: garden.revision });
    expect([again.statusCode, again.json<{ error: string }>().error]).toEqual([
      409,
      'La categoria è cambiata nel frattempo: ricarica l’elenco e riprova',
    ]);

    const current = named(renamed.json<StaffCategoryTree>().items, 'Giardino e orto');
    expect(current.slug).toBe('giardino');
    const up = await send('POST', `/categories/${garden.id}/move`, { direction: 'up', revision: current.revision });
    const order = up.json<StaffCategoryTree>().items.map((c) => c.name);
    expect(order.slice(-2)).toEqual(['Giardino e orto', before.at(-2)!.name]);
    expect(order).toHaveLength(before.length);
  });

  it('deletes only an empty category, saying what is still in it', async () => {
    const items = await tree();
    const garden = named(items, 'Giardino e orto');
    const full = await send('DELETE', `/categories/${garden.id}?revision=${garden.revision}`);
    expect([full.statusCode, full.json<{ error: string }>().error]).toEqual([
      409,
      'La categoria non è vuota: 1 sottocategoria. Spostali o eliminali prima di eliminarla',
    ]);
    const withPrizes = items.find((c) => c.subcategories.some((s) => s.prizes > 0))!.subcategories.find((s) => s.prizes > 0)!;
    const busy = await send('DELETE', `/categories/${withPrizes.id}?revision=${withPrizes.revision}`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json<{ error: string }>().error).toMatch(/^La categoria non è vuota: \d+ premi?/);

    const sub = garden.subcategories[0]!;
    expect((await send('DELETE', `/categories/${sub.id}?revision=${sub.revision}`)).statusCode).toBe(200);
    const fresh = named(await tree(), 'Giardino e orto');
    expect((await send('DELETE', `/categories/${fresh.id}?revision=${fresh.revision}`)).statusCode).toBe(200);
    expect((await tree()).some((c) => c.name === 'Giardino e orto')).toBe(false);
  });

  it('audits every change with who, what, before and after', async () => {
    const rows = await t.app.db
      .selectFrom('audit_log')
      .select(['actor', 'role', 'tenant_alias', 'action', 'target', 'before_json', 'after_json'])
      .where('action', 'like', 'catalog.category.%')
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.action)).toEqual([
      'catalog.category.create',
      'catalog.category.create',
      'catalog.category.rename',
      'catalog.category.move',
      'catalog.category.delete',
      'catalog.category.delete',
    ]);
    expect(rows[2]).toMatchObject({
      actor: 'operator@premia.example',
      role: 'operator',
      tenant_alias: 'demo',
      target: 'Giardino e orto',
      before_json: JSON.stringify({ name: 'Giardino' }),
      after_json: JSON.stringify({ name: 'Giardino e orto' }),
    });
  });
});
