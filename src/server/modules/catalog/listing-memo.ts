/**
 * Short-lived per-process memo of catalogue answers per (tenant, filters[, page]). Prizes change
 * rarely (an order takes stock), customers ask the same pages again and again, and counting every
 * match costs more than reading one page. Nothing read from here is ever trusted for a decision:
 * checkout re-checks stock and points inside its transaction. So a few seconds of staleness (the
 * TTL, for changes made by another process) only shows a count or a stock figure that the next
 * load corrects; changes made by this process clear the tenant's entries at once.
 * Concurrent misses for one key share a single computation, so a burst on a cold page reads the
 * database once.
 */
export class ListingMemo<T> {
  private readonly entries = new Map<string, { value: Promise<T>; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
  ) {}

  /** `key` must start with `tenantKey(alias)`, so that clearTenant finds it. */
  get(key: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
    if (this.ttlMs <= 0) return compute();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = compute();
    // Map keeps insertion order: dropping the first key evicts the oldest entry.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, expires: now + this.ttlMs });
    // A failure is not remembered: the next request tries the database again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  /** Forgets a tenant's entries (after this process changed its products). */
  clearTenant(tenantAlias: string): void {
    const prefix = tenantKey(tenantAlias);
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}

/** The prefix of every key of a tenant. */
export function tenantKey(tenantAlias: string): string {
  return `${tenantAlias}\u0000`;
}
