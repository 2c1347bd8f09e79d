/**
 * What the servers' own /metrics say about a benchmark run: the request histogram
 * (premia_http_request_duration_seconds) of every process, added up per route template and
 * method, with p50 and p99 estimated from the buckets as Prometheus's histogram_quantile does
 * (linear within the bucket the rank falls in). Printed beside the journey's own figures, it shows
 * what an operator's dashboard would have shown of the same load.
 */

const HISTOGRAM = 'premia_http_request_duration_seconds';

export interface MetricsTarget {
  port: number;
  token: string;
}

/** One scrape of each process; the time each took to answer, in ms. */
export async function scrapeAll(targets: readonly MetricsTarget[]): Promise<{ texts: string[]; ms: number[] }> {
  const texts: string[] = [];
  const ms: number[] = [];
  for (const target of targets) {
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${target.port}/metrics`, { headers: { authorization: `Bearer ${target.token}` } });
    if (!res.ok) throw new Error(`/metrics della porta ${target.port}: ${res.status}`);
    texts.push(await res.text());
    ms.push(performance.now() - started);
  }
  return { texts, ms };
}

function labelsOf(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of text.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) out[m[1]!] = m[2]!;
  return out;
}

export interface RouteHistogram {
  route: string;
  count: number;
  /** Cumulative counts by upper bound (seconds), ascending, +Inf last. */
  buckets: [number, number][];
}

/** The request histogram of every scrape, summed per `METHOD route` (all statuses and tenants). */
export function routeHistograms(texts: readonly string[]): RouteHistogram[] {
  const byRoute = new Map<string, Map<number, number>>();
  for (const text of texts) {
    for (const line of text.split('\n')) {
      const m = new RegExp(`^${HISTOGRAM}_bucket\\{(.*)\\} (\\S+)$`).exec(line);
      if (!m) continue;
      const labels = labelsOf(m[1]!);
      const key = `${labels.method} ${labels.route}`;
      const le = labels.le === '+Inf' ? Infinity : Number(labels.le);
      const buckets = byRoute.get(key) ?? new Map<number, number>();
      buckets.set(le, (buckets.get(le) ?? 0) + Number(m[2]));
      byRoute.set(key, buckets);
    }
  }
  return [...byRoute]
    .map(([route, buckets]) => {
      const sorted = [...buckets].sort((a, b) => a[0] - b[0]);
      return { route, count: sorted.at(-1)?.[1] ?? 0, buckets: sorted };
    })
    .filter((h) => h.count > 0)
    .sort((a, b) => b.count - a.count);
}

/** The q-quantile in seconds, interpolated inside its bucket; Infinity when it falls past the last finite bound. */
export function quantileOf(h: RouteHistogram, q: number): number {
  const rank = q * h.count;
  let lowerBound = 0;
  let lowerCount = 0;
  for (const [bound, cumulative] of h.buckets) {
    if (cumulative >= rank) {
      if (bound === Infinity) return Infinity;
      const inBucket = cumulative - lowerCount;
      return inBucket === 0 ? bound : lowerBound + (bound - lowerBound) * ((rank - lowerCount) / inBucket);
    }
    lowerBound = bound;
    lowerCount = cumulative;
  }
  return lowerBound;
}

/** Milliseconds, or "> N" when the histogram only says it was past its last finite bucket. */
function ms(h: RouteHistogram, q: number): string {
  const value = quantileOf(h, q);
  const lastFinite = h.buckets.at(-2)?.[0] ?? 0;
  return value === Infinity ? `> ${(lastFinite * 1000).toFixed(0)}` : (value * 1000).toFixed(1);
}

export function printRouteHistograms(label: string, texts: readonly string[], scrapeMs: readonly number[]): void {
  const histograms = routeHistograms(texts);
  console.log(
    `\n[${label}] /metrics dei server (${texts.length} processi, risposta in ${scrapeMs.map((t) => t.toFixed(0)).join(' e ')} ms): stime dai bucket`,
  );
  console.log('  rotta                                         richieste   p50 ms   p99 ms');
  for (const h of histograms) {
    console.log(`  ${h.route.padEnd(45)} ${String(h.count).padStart(9)} ${ms(h, 0.5).padStart(8)} ${ms(h, 0.99).padStart(8)}`);
  }
}
