import { describe, expect, it } from 'vitest';
import { ListingMemo, tenantKey } from './listing-memo.js';

describe('ListingMemo', () => {
  it('serves a value until its TTL runs out, then reads again', async () => {
    const memo = new ListingMemo<number>(1000);
    let reads = 0;
    const read = async () => ++reads;
    const key = `${tenantKey('demo')}page1`;
    expect(await memo.get(key, read, 0)).toBe(1);
    expect(await memo.get(key, read, 999)).toBe(1);
    expect(await memo.get(key, read, 1000)).toBe(2);
  });

  it('shares one read among concurrent misses', async () => {
    const memo = new ListingMemo<string>(1000);
    let reads = 0;
    let release!: (v: string) => void;
    const read = () => {
      reads += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const both = Promise.all([memo.get('demo\u0000a', read, 0), memo.get('demo\u0000a', read, 0)]);
    release('pagina');
    expect(await both).toEqual(['pagina', 'pagina']);
    expect(reads).toBe(1);
  });

  it('does not remember a failed read', async () => {
    const memo = new ListingMemo<number>(1000);
    await expect(memo.get('demo\u0000a', () => Promise.reject(new Error('db down')), 0)).rejects.toThrow('db down');
    expect(await memo.get('demo\u0000a', async () => 7, 1)).toBe(7);
  });

  it("forgets one tenant's entries and keeps the others", async () => {
    const memo = new ListingMemo<number>(1000);
    await memo.get(`${tenantKey('demo')}x`, async () => 1, 0);
    await memo.get(`${tenantKey('demo-2')}x`, async () => 2, 0);
    memo.clearTenant('demo');
    expect(await memo.get(`${tenantKey('demo')}x`, async () => 3, 1)).toBe(3);
    expect(await memo.get(`${tenantKey('demo-2')}x`, async () => 4, 1)).toBe(2);
  });

  it('with a TTL of 0 always reads', async () => {
    const memo = new ListingMemo<number>(0);
    let reads = 0;
    await memo.get('demo\u0000a', async () => ++reads, 0);
    expect(await memo.get('demo\u0000a', async () => ++reads, 0)).toBe(2);
  });
});
