import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { CatalogChanges } from './catalog-changes-service.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Two server processes on one database: each its own CatalogChanges, with a clock the test moves. */
function processes() {
  let now = 0;
  const clock = () => now;
  const a = new CatalogChanges(t.app.db, 250, clock);
  const b = new CatalogChanges(t.app.db, 250, clock);
  const forgotten = { a: [] as string[], b: [] as string[] };
  a.onChange((alias) => forgotten.a.push(alias));
  b.onChange((alias) => forgotten.b.push(alias));
  return { a, b, forgotten, advance: (ms: number) => (now += ms) };
}

describe('CatalogChanges', () => {
  it('the writing process forgets at once; another one on its next check after pollMs, once', async () => {
    const { a, b, forgotten, advance } = processes();
    await b.check('demo');
    await t.app.db.transaction().execute((trx) => CatalogChanges.record(trx, 'demo', new Date()));
    a.announce('demo');
    expect(forgotten).toEqual({ a: ['demo'], b: [] });

    advance(100);
    await b.check('demo');
    expect(forgotten.b).toEqual([]);
    advance(200);
    await b.check('demo');
    expect(forgotten.b).toEqual(['demo']);
    advance(300);
    await b.check('demo');
    expect(forgotten.b).toEqual(['demo']);
  });

  it('keeps tenants apart', async () => {
    const { b, forgotten, advance } = processes();
    await b.check('demo');
    await b.check('aurora');
    await CatalogChanges.record(t.app.db, 'aurora', new Date());
    advance(300);
    await Promise.all([b.check('demo'), b.check('aurora')]);
    expect(forgotten.b).toEqual(['aurora']);
  });
});
