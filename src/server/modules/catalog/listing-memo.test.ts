import { describe, expect, it } from 'vitest';
import { ListingMemo } from './listing-memo.js';

/** A clock the test moves; it starts past 0, as performance.now() does. */
function testClock() {
  const clock = { t: 1, now: () => clock.t };
  return clock;
}

describe('ListingMemo', () => {
  it('serves a value until its TTL runs out, then reads again', async () => {
    const clock = testClock();
    const memo = new ListingMemo<number>(1000, { now: clock.now });
    let reads = 0;
    const read = async () => ++reads;
    expect(await memo.get('demo', 'page1', read)).toBe(1);
    clock.t += 999;
    expect(await memo.get('demo', 'page1', read)).toBe(1);
    // lru-cache's rule: an entry is stale once older than its TTL.
    clock.t += 2;
    expect(await memo.get('demo', 'page1', read)).toBe(2);
  });

  it('shares one read among concurrent misses', async () => {
    const memo = new ListingMemo<string>(1000);
    let reads = 0;
    let release!: (v: string) => void;
    const read = () => {
      reads += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const both = Promise.all([memo.get('demo', 'a', read), memo.get('demo', 'a', read)]);
    release('pagina');
    expect(await both).toEqual(['pagina', 'pagina']);
    expect(reads).toBe(1);
  });

  it('does not remember a failed read', async () => {
    const memo = new ListingMemo<number>(1000);
    await expect(memo.get('demo', 'a', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await memo.get('demo', 'a', async () => 7)).toBe(7);
  });

  it("forgets one tenant's entries and keeps the others", async () => {
    const memo = new ListingMemo<number>(1000);
    await memo.get('demo', 'x', async () => 1);
    await memo.get('demo-2', 'x', async () => 2);
    memo.clearTenant('demo');
    expect(await memo.get('demo', 'x', async () => 3)).toBe(3);
    expect(await memo.get('demo-2', 'x', async () => 4)).toBe(2);
  });

  it('answers a read in flight when its tenant is cleared, without keeping it', async () => {
    const memo = new ListingMemo<string>(1000);
    let release!: (v: string) => void;
    const pending = memo.get('demo', 'a', () => new Promise<string>((resolve) => (release = resolve)));
    memo.clearTenant('demo');
    release('prima');
    expect(await pending).toBe('prima');
    expect(await memo.get('demo', 'a', async () => 'dopo')).toBe('dopo');
  });

  it('keeps at most `max` entries per tenant, dropping the least recently used', async () => {
    const memo = new ListingMemo<number>(1000, { max: 2 });
    await memo.get('demo', 'a', async () => 1);
    await memo.get('demo', 'b', async () => 2);
    await memo.get('demo', 'a', async () => 0);
    await memo.get('demo', 'c', async () => 3);
    expect(await memo.get('demo', 'a', async () => 9)).toBe(1);
    expect(await memo.get('demo', 'b', async () => 9)).toBe(9);
  });

  it('with a TTL of 0 always reads', async () => {
    const memo = new ListingMemo<number>(0);
    let reads = 0;
    await memo.get('demo', 'a', async () => ++reads);
    expect(await memo.get('demo', 'a', async () => ++reads)).toBe(2);
  });
});
