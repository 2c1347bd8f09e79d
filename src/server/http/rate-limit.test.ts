import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-app.js';
import { beginAttempt, RateLimitError, slowdownMs, type Limit } from './rate-limit.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const NOW = new Date('2026-11-29T10:00:00Z');

describe('a slowdown budget', () => {
  const slow: Limit = { max: 3, windowMs: 60_000, slowdown: { stepMs: 50, maxMs: 120 } };

  it('waits nothing up to its limit, then 50 ms more per extra attempt, up to its ceiling', () => {
    expect([1, 3, 4, 5, 6, 50].map((count) => slowdownMs(slow, count))).toEqual([0, 0, 50, 100, 120, 120]);
    expect(slowdownMs({ max: 3, windowMs: 60_000 }, 10)).toBe(0);
  });

  it('never refuses an attempt, and says how long to hold it; a refusing budget beside it still refuses', async () => {
    const delays: number[] = [];
    for (let i = 0; i < 5; i++) delays.push((await beginAttempt(t.app.db, [{ bucket: 'test:slow', limit: slow }], NOW)).delayMs);
    expect(delays).toEqual([0, 0, 0, 50, 100]);
    const hard: Limit = { max: 1, windowMs: 60_000 };
    await beginAttempt(t.app.db, [{ bucket: 'test:hard', limit: hard }], NOW);
    await expect(beginAttempt(t.app.db, [{ bucket: 'test:hard', limit: hard }], NOW)).rejects.toBeInstanceOf(RateLimitError);
  });
});
