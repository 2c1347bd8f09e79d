import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffCategoryTree, StaffPrize, StaffPrizePage } from '../../../shared/types/generated/api/staff-catalog.js';
import { staffSignIn, testClock } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { call, DEMO, newCustomer } from './test-helpers.js';
import { ROLE_FORBIDDEN } from '../../plugins/staff-guard.js';
import { catalogUrl, staffCall } from './test-staff-catalog.js';
import { CATALOG_HEADER } from '../imports/catalog-test-files.js';
import { upload, whenOver } from '../imports/test-staff-imports.js';
import { placeOrder } from '../orders/test-staff-orders.js';

const clock = testClock();
let t: TestApp;
let operator: string;
let customer: string;
let categoryId: number;

beforeAll(async () => {
  t = await buildTestApp({ clock: clock.now });
  operator = (await staffSignIn(t.app, 'operator@premia.example')).token;
  customer = (await newCustomer(t.app, 'demo', 1000)).token;
  const tree = (await staffCall(t.app, operator, 'GET', catalogUrl('/categories'))).json<StaffCategoryTree>();
  categoryId = tree.items[0]!.subcategories[0]!.id;
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object, token = operator) =>
  staffCall(t.app, token, method, catalogUrl(path), payload);
const list = (query: string) => send('GET', `/prizes${query}`).then((r) => r.json<StaffPrizePage>());
/** What a customer of demo finds searching for `text` (the memo of the listing is in play). */
const portalSearch = async (text: string) =>
  (await call(t.app, DEMO, customer, { method: 'GET', url: `/v1/catalog/products?search=${encodeURIComponent(text)}` })).json<{
    data: { code: string; name: string; description: string }[];
  }>().data;

const NEW_PRIZE = {
  code: 'GIA-001',
  name: 'Tagliasiepi a batteria',
  description:
    '<b>Leggero</b> <a href="https://example.com" onclick="steal()">scheda</a><script>alert(1)</script><img src=x onerror=alert(1)>',
  points: 4200,
  stock: 7,
  category_id: 0,
  available: true,
  featured: true,
};

const storedDescription = async (id: number) =>
  (await t.app.db.selectFrom('products').select('description').where('id', '=', id).executeTakeFirstOrThrow()).description;

describe('prizes: create and edit', () => {
  it('creates a prize with its description sanitised; a customer finds it at once', async () => {
    expect(await portalSearch('tagliasiepi')).toEqual([]);
    const res = await send('POST', '/prizes', { ...NEW_PRIZE, category_id: categoryId });
    expect(res.statusCode).toBe(201);
    const prize = res.json<StaffPrize>();
    expect(prize).toMatchObject({
      code: 'GIA-001',
      points: 4200,
      stock: 7,
      category_id: categoryId,
      available: true,
      featured: true,
      images: [],
    });
    // The inline subset of the one policy, as the portal shows a prize's description: no script, no handlers, no picture.
    expect(prize.description).toBe('<b>Leggero</b> <a href="https://example.com">scheda</a>');
    expect((await portalSearch('tagliasiepi')).map((p) => p.code)).toEqual(['GIA-001']);
    expect(await storedDescription(prize.id)).toBe(prize.description);
  });

  it('refuses a code already used in the tenant (any case), naming the field', async () => {
    const res = await send('POST', '/prizes', { ...NEW_PRIZE, code: 'gia-001', category_id: null });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'Il codice gia-001 è già usato da un altro premio di questa iniziativa' });
  });

  it('refuses huge, negative, fractional or textual numbers, a bad code and an unknown category, writing nothing', async () => {
    for (const bad of [
      { points: 1e12 },
      { points: 0 },
      { points: 12.5 },
      { stock: -1 },
      { stock: 1_000_001 },
      { cost_cents: -1 },
      { cost_cents: 12.5 },
      { points: '4200; drop table products' },
      { code: 'con spazi' },
      { code: '' },
      { name: ' ' },
      { description: 'x'.repeat(20_001) },
    ]) {
      const res = await send('POST', '/prizes', { ...NEW_PRIZE, code: 'BAD-1', category_id: null, ...bad });
      expect([res.statusCode, bad]).toEqual([400, bad]);
    }
    const unknown = await send('POST', '/prizes', { ...NEW_PRIZE, code: 'BAD-1', category_id: 999999 });
    expect([unknown.statusCode, unknown.json<{ error: string }>().error]).toEqual([
      400,
      'La categoria scelta non esiste in questa iniziativa',
    ]);
    expect((await list('?search=BAD-1')).total).toBe(0);
  });

  it('saves an edit made on the current revision; a stale one (a colleague, or an order taking stock) is 409', async () => {
    const prize = (await list('?search=GIA-001')).items[0]!;
    const first = await send('PUT', `/prizes/${prize.id}`, {
      ...NEW_PRIZE,
      category_id: categoryId,
      name: 'Tagliasiepi',
      points: 3900,
      revision: prize.revision,
    });
    expect(first.statusCode).toBe(200);
    const saved = first.json<StaffPrize>();
    expect(saved).toMatchObject({ name: 'Tagliasiepi', points: 3900 });
    const late = await send('PUT', `/prizes/${prize.id}`, { ...NEW_PRIZE, category_id: categoryId, revision: prize.revision });
    expect(late.statusCode).toBe(409);
    expect(late.json<{ error: string }>().error).toMatch(/^Il premio è cambiato nel frattempo/);

    await placeOrder(t.app, prize.id);
    const afterOrder = await send('PUT', `/prizes/${prize.id}`, {
      ...NEW_PRIZE,
      category_id: categoryId,
      stock: 50,
      revision: saved.revision,
    });
    expect(afterOrder.statusCode).toBe(409);
    const fresh = (await send('GET', `/prizes/${prize.id}`)).json<StaffPrize>();
    expect(fresh.stock).toBe(6);
    const restocked = await send('PUT', `/prizes/${prize.id}`, {
      ...NEW_PRIZE,
      category_id: categoryId,
      stock: 50,
      revision: fresh.revision,
    });
    expect(restocked.json<StaffPrize>().stock).toBe(50);
  });

  it('duplicates as <code>-COPIA, then -COPIA-2, switched off and not featured, with the same pictures', async () => {
    const prize = (await list('?search=GIA-001')).items[0]!;
    const copy = (await send('POST', `/prizes/${prize.id}/duplicate`)).json<StaffPrize>();
    expect(copy).toMatchObject({
      code: 'GIA-001-COPIA',
      name: 'Tagliasiepi a batteria',
      stock: 50,
      available: false,
      featured: false,
      category_id: categoryId,
    });
    expect((await send('POST', `/prizes/${prize.id}/duplicate`)).json<StaffPrize>().code).toBe('GIA-001-COPIA-2');
    // Switched off: not shown to customers.
    expect((await portalSearch('tagliasiepi')).map((p) => p.code)).toEqual(['GIA-001']);
  });

  it('switches a prize off and on: the customer no longer sees it, then sees it again', async () => {
    const prize = (await list('?search=GIA-001')).items.find((p) => p.code === 'GIA-001')!;
    const off = await send('POST', `/prizes/${prize.id}/availability`, { available: false, revision: prize.revision });
    expect(off.json<StaffPrize>().available).toBe(false);
    expect(await portalSearch('tagliasiepi')).toEqual([]);
    expect((await call(t.app, DEMO, customer, { method: 'GET', url: `/v1/catalog/products/${prize.id}` })).statusCode).toBe(404);
    const on = await send('POST', `/prizes/${prize.id}/availability`, { available: true, revision: off.json<StaffPrize>().revision });
    expect(on.statusCode).toBe(200);
    expect((await portalSearch('tagliasiepi')).map((p) => p.code)).toEqual(['GIA-001']);
  });
});

describe('prizes: the list', () => {
  it('pages, searches by code or name, and filters by category, state, featured and stock', async () => {
    const all = await list('');
    expect(all).toMatchObject({ page: 1, pageSize: 25 });
    expect(all.items).toHaveLength(25);
    expect((await list('?search=copia')).items.map((p) => p.code)).toEqual(['GIA-001-COPIA', 'GIA-001-COPIA-2']);
    expect((await list('?search=taglias&state=off')).total).toBe(2);
    const inCategory = await list(`?category=${categoryId}&limit=100`);
    expect(inCategory.items.every((p) => p.category?.endsWith('›') === false && p.category.includes(' › '))).toBe(true);
    expect((await list('?featured=true&limit=100')).items.every((p) => p.featured)).toBe(true);
    const empty = await list('?out_of_stock=true&limit=100');
    expect(empty.total).toBeGreaterThan(0);
    expect(empty.items.every((p) => p.stock === 0)).toBe(true);
    expect((await list('?search=%25')).total).toBe(0);
    expect((await send('GET', '/prizes?limit=1000')).statusCode).toBe(400);
  });

  it('audits creation, edits, duplicates and switches with the fields before and after', async () => {
    const rows = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'before_json', 'after_json'])
      .where('action', 'like', 'catalog.prize.%')
      .orderBy('id')
      .execute();
    expect(rows.map((r) => `${r.action} ${r.target}`)).toEqual([
      'catalog.prize.create GIA-001',
      'catalog.prize.update GIA-001',
      'catalog.prize.update GIA-001',
      'catalog.prize.duplicate GIA-001-COPIA',
      'catalog.prize.duplicate GIA-001-COPIA-2',
      'catalog.prize.availability GIA-001',
      'catalog.prize.availability GIA-001',
    ]);
    expect(JSON.parse(rows[1]!.before_json!)).toMatchObject({ name: 'Tagliasiepi a batteria', points: 4200 });
    expect(JSON.parse(rows[1]!.after_json!)).toMatchObject({ name: 'Tagliasiepi', points: 3900 });
  });

  it('answers another tenant’s prize like a missing one, for reading and for writing', async () => {
    const aurora = await t.app.db.selectFrom('products').select('id').where('tenant_alias', '=', 'aurora').executeTakeFirstOrThrow();
    const read = await send('GET', `/prizes/${aurora.id}`);
    expect([read.statusCode, read.json()]).toEqual([404, { error: 'Premio non trovato' }]);
    expect((await send('POST', `/prizes/${aurora.id}/availability`, { available: false, revision: '1.1' })).statusCode).toBe(404);
    expect((await send('POST', `/prizes/${aurora.id}/duplicate`)).statusCode).toBe(404);
    const still = await t.app.db.selectFrom('products').select('available').where('id', '=', aurora.id).executeTakeFirstOrThrow();
    expect(still.available).toBe(1);
  });

  it('is refused to support', async () => {
    const support = (await staffSignIn(t.app, 'support@premia.example')).token;
    const res = await send('POST', '/prizes', { ...NEW_PRIZE, code: 'SUP-1', category_id: null }, support);
    expect([res.statusCode, res.json()]).toEqual([403, { error: ROLE_FORBIDDEN }]);
  });
});

describe('prizes and the catalogue import', () => {
  it('an import that changes a prize makes an edit on the copy from before it stale, and moves the catalogue’s counter', async () => {
    const copy = (await list('?search=GIA-001')).items.find((p) => p.code === 'GIA-001')!;
    const seen = (await send('GET', `/prizes/${copy.id}`)).json<StaffPrize>();
    const counter = () =>
      t.app.db.selectFrom('catalog_revisions').select('revision').where('tenant_alias', '=', 'demo').executeTakeFirstOrThrow();
    const before = (await counter()).revision;
    const tree = (await send('GET', '/categories')).json<StaffCategoryTree>().items[0]!;
    const csv = `${CATALOG_HEADER}\nGIA-001;Tagliasiepi importato;;4100;50;${tree.name};${tree.subcategories[0]!.name};1;0;\n`;
    const started = await upload(t.app, 'catalog', operator, csv);
    expect(started.statusCode).toBe(202);
    const job = await whenOver(t.app, 'catalog', started.json<{ id: number }>().id, operator);
    expect(job.state).toBe('done');
    expect((await counter()).revision).toBeGreaterThan(before);

    const late = await send('PUT', `/prizes/${copy.id}`, {
      ...NEW_PRIZE,
      category_id: categoryId,
      stock: seen.stock,
      revision: seen.revision,
    });
    expect(late.statusCode).toBe(409);
    expect((await send('GET', `/prizes/${copy.id}`)).json<StaffPrize>()).toMatchObject({ name: 'Tagliasiepi importato', points: 4100 });
  });
});

describe('prizes: the declared cost', () => {
  it('keeps the declared cost in cents for staff, and never shows it to the customer', async () => {
    const res = await send('POST', '/prizes', {
      ...NEW_PRIZE,
      code: 'GIA-COST',
      name: 'Forbici da potatura',
      cost_cents: 2599,
      category_id: null,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<StaffPrize>().cost_cents).toBe(2599);
    expect((await list('?search=GIA-COST')).items[0]?.cost_cents).toBe(2599);
    const seen = await call(t.app, DEMO, customer, { method: 'GET', url: '/v1/catalog/products?search=potatura' });
    expect(seen.body).toContain('GIA-COST');
    expect(seen.body).not.toContain('2599');
    expect(seen.body).not.toContain('cost');
  });
});
