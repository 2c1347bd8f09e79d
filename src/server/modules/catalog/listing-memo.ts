import { LRUCache } from 'lru-cache';

type Read<T> = () => Promise<T>;

export interface ListingMemoOptions {
  /** Entries kept per tenant; the least recently used leave first. */
  max?: number;
  /** Milliseconds, monotonic (performance.now by default); tests pass their own. */
  now?: () => number;
}

/**
 * Short-lived per-process memo of catalogue answers per (tenant, filters[, page]). Prizes change
 * rarely (an order takes stock), customers ask the same pages again and again, and counting every
 * match costs more than reading one page. Nothing read from here is ever trusted for a decision:
 * checkout re-checks stock and points inside its transaction. So a few seconds of staleness (the
 * TTL, for changes made by another process) only shows a count or a stock figure that the next
 * load corrects; changes made by this process clear the tenant's entries at once.
 * Concurrent misses for one key share a single computation (lru-cache's fetch), so a burst on a
 * cold page reads the database once; a failed read is not remembered.
 */
export class ListingMemo<T extends NonNullable<unknown>> {
  /** One cache per tenant, so that clearing a tenant also drops its reads still in flight. */
  private readonly tenants = new Map<string, LRUCache<string, T, Read<T>>>();

  constructor(
    private readonly ttlMs: number,
    private readonly options: ListingMemoOptions = {},
  ) {}

  get(tenantAlias: string, key: string, read: Read<T>): Promise<T> {
    if (this.ttlMs <= 0) return read();
    let cache = this.tenants.get(tenantAlias);
    if (!cache) {
      const now = this.options.now;
      cache = new LRUCache<string, T, Read<T>>({
        max: this.options.max ?? 2000,
        ttl: this.ttlMs,
        // performance.now() is cheap; the default 1 ms debounce of the clock would hide a test clock's steps.
        ttlResolution: 0,
        ...(now && { perf: { now } }),
        fetchMethod: (_key, _stale, { context }) => context(),
        // A read in flight when its tenant is cleared still answers its callers, and is not kept.
        ignoreFetchAbort: true,
      });
      this.tenants.set(tenantAlias, cache);
    }
    return cache.forceFetch(key, { context: read });
  }

  /** Forgets a tenant's entries (after this process changed its products). */
  clearTenant(tenantAlias: string): void {
    this.tenants.get(tenantAlias)?.clear();
  }
}
