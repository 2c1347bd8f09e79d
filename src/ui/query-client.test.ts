import { createQueryClient, isTransientFailure, shouldRetry } from './query-client.js';

describe('query client defaults', () => {
  it('retries only what may pass on its own: no answer or a server error, at most twice', () => {
    expect(isTransientFailure({ status: 0 })).toBe(true);
    expect(isTransientFailure({ status: 503 })).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 422]) expect(isTransientFailure({ status })).toBe(false);
    // An answer of the wrong shape, or a bug: nothing to gain from asking again.
    expect(isTransientFailure(new Error('boom'))).toBe(false);
    expect(isTransientFailure(null)).toBe(false);
    expect([0, 1, 2].map((count) => shouldRetry(count, { status: 500 }))).toEqual([true, true, false]);
    expect(shouldRetry(0, { status: 404 })).toBe(false);
  });

  it('never refetches on window focus and never repeats a change', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.retry).toBe(shouldRetry);
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('takes overrides one by one, keeping the other defaults', () => {
    const defaults = createQueryClient({ queries: { retry: false } }).getDefaultOptions();
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
  });
});
