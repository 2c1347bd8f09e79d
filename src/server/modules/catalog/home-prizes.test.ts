import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeProducts, Product } from '../../../shared/types/generated/api/catalog.js';
import type { StaffPrize } from '../../../shared/types/generated/api/staff-catalog.js';
import { staffSignIn, testClock } from '../../test/auth-helpers.js';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { catalogUrl, staffCall } from './test-staff-catalog.js';
import { credit } from '../points/service.js';
import { AURORA, call, DEMO, newCustomer, tokenFor, userId } from './test-helpers.js';

// The home page's prize blocks: GET catalog/products/home (the console's 'In vetrina nella home')
// and GET catalog/products/affordable (what the customer's balance buys now).
const clock = testClock();
let t: TestApp;
let operator: string;
let rich: { id: number; token: string };

beforeAll(async () => {
  t = await buildTestApp({ clock: clock.now });
  operator = (await staffSignIn(t.app, 'operator@premia.example')).token;
  rich = await newCustomer(t.app, 'demo', 100_000);
});
afterAll(() => t.close());

const get = async (url: string, token: string | null = rich.token, host = DEMO) => call(t.app, host, token, { method: 'GET', url });
const ids = (answer: { json: () => unknown }) => (answer.json() as HomeProducts).data.map((p) => p.id);

/** Saves `changes` to a prize as the console's form does: every field, on the current revision. */
async function editInConsole(prizeId: number, changes: Partial<StaffPrize>, alias = 'demo') {
  const prize = (await staffCall(t.app, operator, 'GET', catalogUrl(`/prizes/${prizeId}`, alias))).json<StaffPrize>();
  const { code, name, description, points, stock, category_id, available, featured } = { ...prize, ...changes };
  const body = { code, name, description, points, stock, category_id, available, featured, revision: prize.revision };
  expect((await staffCall(t.app, operator, 'PUT', catalogUrl(`/prizes/${prizeId}`, alias), body)).statusCode).toBe(200);
}

/** The tenant's rows, read straight from the table: the expectation the answers are held to. */
async function rows(alias: string) {
  return t.app.db
    .selectFrom('products')
    .select(['id', 'points', 'stock', 'available', 'featured'])
    .where('tenant_alias', '=', alias)
    .execute();
}

describe('GET /v1/catalog/products/home (featured)', () => {
  it("answers exactly the prizes switched on and flagged 'In vetrina', cheapest first", async () => {
    const expected = (await rows('demo'))
      .filter((r) => r.featured === 1 && r.available === 1)
      .sort((a, b) => a.points - b.points || a.id - b.id)
      .map((r) => r.id);
    expect(expected.length).toBeGreaterThan(2);
    expect(ids(await get('/v1/catalog/products/home?limit=24'))).toEqual(expected.slice(0, 24));
    // Eight unless the block says otherwise.
    expect(ids(await get('/v1/catalog/products/home'))).toEqual(expected.slice(0, 8));
    expect(ids(await get('/v1/catalog/products/home?limit=2'))).toEqual(expected.slice(0, 2));
  });

  it('shows a prize the console flags on the very next request, and drops it once unflagged or switched off', async () => {
    // The cheapest prize not featured: within any limit once flagged.
    const plain = (await rows('demo')).filter((r) => r.featured === 0 && r.available === 1).sort((a, b) => a.points - b.points)[0]!;
    // The listing's memo and counters are warm, as on a live server.
    await get('/v1/catalog/products');
    expect(ids(await get('/v1/catalog/products/home'))).not.toContain(plain.id);

    await editInConsole(plain.id, { featured: true });
    expect(ids(await get('/v1/catalog/products/home'))[0]).toBe(plain.id);

    await editInConsole(plain.id, { featured: false });
    expect(ids(await get('/v1/catalog/products/home'))).not.toContain(plain.id);

    await editInConsole(plain.id, { featured: true, available: false });
    expect(ids(await get('/v1/catalog/products/home?limit=24'))).not.toContain(plain.id);
    await editInConsole(plain.id, { featured: false, available: true });
  });

  it("keeps a featured prize that sold out, marked not available; never another tenant's", async () => {
    const featured = (await get('/v1/catalog/products/home?limit=24')).json<HomeProducts>().data;
    const soldOut = featured[0]!;
    await editInConsole(soldOut.id, { stock: 0 });
    const after = (await get('/v1/catalog/products/home?limit=24')).json<HomeProducts>().data;
    expect(after.find((p) => p.id === soldOut.id)).toMatchObject({ stock: 0, available: false });
    await editInConsole(soldOut.id, { stock: soldOut.stock });

    const auroraToken = await tokenFor(t.app, 'aurora', await userId(t.app, 'aurora', 'DEMO0001'));
    const aurora = ids(await get('/v1/catalog/products/home?limit=24', auroraToken, AURORA));
    const auroraRows = new Set((await rows('aurora')).map((r) => r.id));
    expect(aurora.length).toBeGreaterThan(0);
    expect(aurora.every((id) => auroraRows.has(id))).toBe(true);
    expect(aurora.some((id) => featured.some((p) => p.id === id))).toBe(false);
  });

  it('refuses a limit outside 1–24 or not a whole number', async () => {
    for (const limit of ['0', '25', '-1', '2.5', 'otto', '1e3']) {
      expect([limit, (await get(`/v1/catalog/products/home?limit=${limit}`)).statusCode]).toEqual([limit, 400]);
      expect([limit, (await get(`/v1/catalog/products/affordable?limit=${limit}`)).statusCode]).toEqual([limit, 400]);
    }
  });
});

describe('GET /v1/catalog/products/affordable', () => {
  /** The prizes `balance` buys now, most valuable first, from the table. */
  async function affordableRows(balance: number) {
    return (await rows('demo'))
      .filter((r) => r.available === 1 && r.stock > 0 && r.points <= balance)
      .sort((a, b) => b.points - a.points || b.id - a.id)
      .map((r) => r.id);
  }

  it("answers the prizes in stock the customer's balance buys, most valuable first", async () => {
    const all = await rows('demo');
    // A balance between prizes, so some cost more and some less.
    const points = [...new Set(all.map((r) => r.points))].sort((a, b) => a - b);
    const balance = points[Math.floor(points.length / 2)]!;
    const customer = await newCustomer(t.app, 'demo', balance);
    const answer = (await get('/v1/catalog/products/affordable?limit=24', customer.token)).json<HomeProducts>().data;
    expect(answer.map((p) => p.id)).toEqual((await affordableRows(balance)).slice(0, 24));
    expect(answer.every((p: Product) => p.points <= balance && p.available)).toBe(true);
    // A prize costing exactly the balance is affordable.
    expect(answer[0]!.points).toBe(
      Math.max(...all.filter((r) => r.available === 1 && r.stock > 0 && r.points <= balance).map((r) => r.points)),
    );
    expect(ids(await get('/v1/catalog/products/affordable?limit=3', customer.token))).toEqual((await affordableRows(balance)).slice(0, 3));
  });

  it('follows the balance: nothing without points, more once credited; a sold-out prize never', async () => {
    const customer = await newCustomer(t.app, 'demo', 0);
    expect(ids(await get('/v1/catalog/products/affordable', customer.token))).toEqual([]);
    const cheapest = Math.min(...(await rows('demo')).filter((r) => r.available === 1 && r.stock > 0).map((r) => r.points));
    await credit(t.app.db, { tenantAlias: 'demo', userId: customer.id, amount: cheapest - 1, reason: 'Quasi' });
    expect(ids(await get('/v1/catalog/products/affordable', customer.token))).toEqual([]);
    await credit(t.app.db, { tenantAlias: 'demo', userId: customer.id, amount: 1, reason: 'Ecco' });
    const first = ids(await get('/v1/catalog/products/affordable', customer.token));
    expect(first).toEqual(await affordableRows(cheapest));
    expect(first.length).toBeGreaterThan(0);

    await editInConsole(first[0]!, { stock: 0 });
    expect(ids(await get('/v1/catalog/products/affordable', customer.token))).not.toContain(first[0]);
  });

  it('is refused to a customer without points_enabled, like the rest of the catalogue', async () => {
    const token = await tokenFor(t.app, 'demo', await userId(t.app, 'demo', 'DEMO0003'));
    expect((await get('/v1/catalog/products/affordable', token)).statusCode).toBe(403);
    expect((await get('/v1/catalog/products/home', token)).statusCode).toBe(403);
    expect((await get('/v1/catalog/products/affordable', null)).statusCode).toBe(401);
  });
});
