import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/v1${url}`, headers: { host: 'demo.localhost', ...headers } });

describe('utility lookups (real ISTAT data)', () => {
  it('lists the 20 regions of Italy', async () => {
    const res = await get('/utility/regions/it');
    expect(res.statusCode).toBe(200);
    const regions = res.json() as { name: string; value: string }[];
    expect(regions).toHaveLength(20);
    expect(regions).toContainEqual({ name: 'Lombardia', value: 'Lombardia' });
    expect(regions[0]).toEqual({ name: 'Abruzzo', value: 'Abruzzo' });
  });

  it('lists the provinces of a region by name or ISTAT code, and all 107 with "all"', async () => {
    const lombardia = (await get('/utility/districtsall/Lombardia')).json() as { name: string; value: string }[];
    expect(lombardia).toHaveLength(12);
    expect(lombardia).toContainEqual({ name: 'Milano', value: 'MI' });
    expect((await get('/utility/districtsall/03')).json()).toEqual(lombardia);
    expect((await get('/utility/districtsall/all')).json()).toHaveLength(107);
  });

  it('lists the municipalities of a province with their CAP', async () => {
    const cities = (await get('/utility/cities/MI')).json() as { name: string; zipcode: string; zipcodes: string[] }[];
    const milano = cities.find((c) => c.name === 'Milano');
    expect(milano).toMatchObject({ value: 'Milano', zipcode: '20121' });
    expect(milano!.zipcodes).toHaveLength(42);
    expect(milano!.zipcodes.at(-1)).toBe('20162');
    expect(cities.find((c) => c.name === 'Abbiategrasso')).toMatchObject({ zipcode: '20081' });
    expect((await get('/utility/cities/Milano')).json()).toEqual(cities);
  });

  it('answers 404 in Italian for an unknown region or province', async () => {
    const res = await get('/utility/districtsall/Atlantide');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Regione sconosciuta' });
    expect((await get('/utility/cities/XX')).json()).toEqual({ error: 'Provincia sconosciuta' });
  });

  it('lists the ISO countries with Italian names', async () => {
    const countries = (await get('/utility/countries')).json() as { name: string; value: string }[];
    expect(countries).toHaveLength(249);
    expect(countries).toContainEqual({ name: 'Italia', value: 'IT' });
    expect(countries).toContainEqual({ name: 'Germania', value: 'DE' });
  });

  it('is cacheable: public for a day, with an ETag that answers 304', async () => {
    const res = await get('/utility/cities/MI');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const again = await get('/utility/cities/MI', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
