/**
 * Short-lived memo of listing totals per (tenant, filters). Counting every match costs more than
 * reading one page (it walks all of them), and a customer paging through results asks the same
 * count again and again. A few seconds of staleness in `total` is harmless: the page itself is
 * always read fresh, and nothing here is shared state (each process keeps its own memo).
 */
export class CountCache {
  private readonly entries = new Map<string, { value: number; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
  ) {}

  async get(key: string, compute: () => Promise<number>, now = Date.now()): Promise<number> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = await compute();
    if (this.ttlMs <= 0) return value;
    // Map keeps insertion order: dropping the first key evicts the oldest entry.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, expires: now + this.ttlMs });
    return value;
  }

  /** Forgets a tenant's totals (after this process changed its products). */
  clearTenant(tenantAlias: string): void {
    const prefix = `${tenantAlias}\u0000`;
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}
