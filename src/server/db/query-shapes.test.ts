import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { migrateToLatest } from './migrate.js';
import { QueryShapes } from './query-shapes.js';

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
  await migrateToLatest(t.handle);
  const now = new Date().toISOString();
  await t.handle.db
    .insertInto('products')
    .values(
      [
        ['A-1', 'demo', 100, 'premi'],
        ['A-2', 'demo', 200, 'buoni'],
        ['A-3', 'demo', 300, 'premi'],
        ['B-1', 'aurora', 150, 'premi'],
      ].map(([code, tenant, points, group]) => ({
        tenant_alias: tenant as string,
        code: code as string,
        name: code as string,
        description: '',
        points: points as number,
        stock: 1,
        images_json: '[]',
        group_key: group as string,
        available: 1,
        featured: 0,
        search_text: '',
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
});
afterAll(() => t.drop());

type Filters = { tenant: string; group: string | undefined; min: number | undefined; cheapestFirst: boolean };

function codes(rows: { code: string }[]) {
  return rows.map((r) => r.code);
}

describe('QueryShapes', () => {
  it('binds each run’s values by name into the shape compiled on first use', async () => {
    const build = vi.fn();
    const shapes = new QueryShapes<Filters, { code: string }>((db, p, f) => {
      build();
      let q = db.selectFrom('products').select('code').where('tenant_alias', '=', p('tenant'));
      if (f.group !== undefined) q = q.where('group_key', '=', p('group'));
      if (f.min !== undefined) q = q.where('points', '>=', p('min'));
      return q.orderBy('points', f.cheapestFirst ? 'asc' : 'desc');
    });
    const run = (f: Filters) => shapes.execute(t.handle.db, t.handle.dialect, f).then(codes);

    expect(await run({ tenant: 'demo', group: 'premi', min: 150, cheapestFirst: true })).toEqual(['A-3']);
    expect(await run({ tenant: 'demo', group: 'premi', min: 50, cheapestFirst: true })).toEqual(['A-1', 'A-3']);
    expect(await run({ tenant: 'aurora', group: 'premi', min: 0, cheapestFirst: true })).toEqual(['B-1']);
    expect(build).toHaveBeenCalledTimes(1);

    // Another set of present filters, or another flag, is another shape.
    expect(await run({ tenant: 'demo', group: undefined, min: 150, cheapestFirst: true })).toEqual(['A-2', 'A-3']);
    expect(await run({ tenant: 'demo', group: undefined, min: undefined, cheapestFirst: false })).toEqual(['A-3', 'A-2', 'A-1']);
    expect(build).toHaveBeenCalledTimes(3);
  });

  it('keeps constants the builder wrote beside the named values', async () => {
    const shapes = new QueryShapes<{ tenant: string }, { code: string }>((db, p) =>
      db.selectFrom('products').select('code').where('points', '>', 150).where('tenant_alias', '=', p('tenant')).orderBy('code'),
    );
    expect(codes(await shapes.execute(t.handle.db, t.handle.dialect, { tenant: 'demo' }))).toEqual(['A-2', 'A-3']);
    expect(codes(await shapes.execute(t.handle.db, t.handle.dialect, { tenant: 'aurora' }))).toEqual([]);
  });

  it('refuses a builder that uses a value instead of binding it', async () => {
    const shapes = new QueryShapes<{ tenant: string }, { code: string }>((db, p) =>
      db
        .selectFrom('products')
        .select('code')
        .where('tenant_alias', '=', `${p('tenant')}`),
    );
    await expect(shapes.execute(t.handle.db, t.handle.dialect, { tenant: 'demo' })).rejects.toThrow("'tenant' is not a bound value");
  });

  it('binds null as a value, in its own shape', async () => {
    const shapes = new QueryShapes<{ group: string | null | undefined }, { code: string }>((db, p, f) => {
      const q = db.selectFrom('products').select('code').where('tenant_alias', '=', 'demo').orderBy('code');
      return f.group === undefined ? q : q.where('group_key', 'is not distinct from', p('group'));
    });
    const run = (group: string | null | undefined) => shapes.execute(t.handle.db, t.handle.dialect, { group }).then(codes);
    expect(await run(undefined)).toEqual(['A-1', 'A-2', 'A-3']);
    expect(await run(null)).toEqual([]);
    expect(await run('buoni')).toEqual(['A-2']);
  });
});
