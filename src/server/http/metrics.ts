import { sql } from 'kysely';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/database.js';
import { businessRegistry } from './business-metrics.js';

/**
 * The process's Prometheus metrics. Labels stay bounded: a route is its template
 * (`/v1/catalog/products/:id`), never the URL; a tenant is an alias of the tenant files.
 */
export interface AppMetrics {
  registry: Registry;
  httpDuration: Histogram<'route' | 'method' | 'status_code' | 'tenant'>;
}

/** The text /metrics answers: the app's metrics and the process's business counters (business-metrics.ts). */
export function metricsText(metrics: AppMetrics): Promise<string> {
  return Registry.merge([metrics.registry, businessRegistry]).metrics();
}

export function createMetrics(database: DatabaseHandle): AppMetrics {
  const { db } = database;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'premia_' });
  const metrics: AppMetrics = {
    registry,
    httpDuration: new Histogram({
      name: 'premia_http_request_duration_seconds',
      help: 'Time to answer a request, by route template, method, status and tenant.',
      labelNames: ['route', 'method', 'status_code', 'tenant'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
  };
  new Gauge({
    name: 'premia_db_ping_seconds',
    help: 'Time the database takes to answer a trivial query, measured at each scrape.',
    registers: [registry],
    async collect() {
      const start = process.hrtime.bigint();
      await sql`select 1`.execute(db);
      this.set(Number(process.hrtime.bigint() - start) / 1e9);
    },
  });
  new Gauge({
    name: 'premia_jobs',
    help: 'Background jobs of every process by kind and state (done ones of the last day).',
    labelNames: ['kind', 'state'],
    registers: [registry],
    async collect() {
      const since = new Date(Date.now() - 24 * 3600_000).toISOString();
      const rows = await db
        .selectFrom('jobs')
        .select(['kind', 'state', (eb) => eb.fn.countAll<number>().as('n')])
        .where((eb) => eb.or([eb('state', '<>', 'done'), eb('finished_at', '>=', since)]))
        .groupBy(['kind', 'state'])
        .execute();
      this.reset();
      for (const r of rows) this.set({ kind: r.kind, state: r.state }, Number(r.n));
    },
  });
  new Gauge({
    name: 'premia_jobs_oldest_queued_seconds',
    help: 'Age of the oldest due job still waiting, by kind.',
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      const now = new Date();
      const rows = await db
        .selectFrom('jobs')
        .select(['kind', (eb) => eb.fn.min('run_at').as('oldest')])
        .where('state', '=', 'queued')
        .where('run_at', '<=', now.toISOString())
        .groupBy('kind')
        .execute();
      this.reset();
      for (const r of rows) this.set({ kind: r.kind }, (now.getTime() - Date.parse(String(r.oldest))) / 1000);
    },
  });
  const queryDuration = new Histogram({
    name: 'premia_db_query_duration_seconds',
    help: 'Time of each database statement of this process, by kind (select, insert, update, delete, other) and outcome.',
    labelNames: ['kind', 'outcome'],
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers: [registry],
  });
  database.onQuery((t) => queryDuration.observe({ kind: t.kind, outcome: t.failed ? 'error' : 'ok' }, t.seconds));
  const poolStats = database.poolStats;
  if (poolStats) {
    new Gauge({
      name: 'premia_db_pool_connections',
      help: 'PostgreSQL connections of this process: open (total), idle, and requests waiting for one.',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }
  return metrics;
}

/** Counts a finished request in the histogram. */
export function countRequest(
  metrics: AppMetrics,
  request: { method: string; route: string; status: number; tenant: string; seconds: number },
): void {
  metrics.httpDuration.observe(
    { route: request.route, method: request.method, status_code: String(request.status), tenant: request.tenant },
    request.seconds,
  );
}
