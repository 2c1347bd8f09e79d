import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database.js';
import { MIGRATIONS } from '../db/migrations/index.js';
import { countRequest, createMetrics, metricsText } from '../http/metrics.js';

export interface OperationsOptions {
  /** The app's database: its statements' times and its pool go into the metrics. */
  database: DatabaseHandle;
  /** Bearer token /metrics asks for; without one, it answers only to this machine. */
  metricsToken?: string;
  /** Past this event-loop delay, 503 with Retry-After (0 = never). */
  maxEventLoopDelayMs: number;
}

const DB_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nessuna risposta in ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return LOOPBACK.has(request.socket.remoteAddress ?? '');
  const given = Buffer.from(/^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * What a load balancer, an orchestrator and an on-call engineer ask of the process, on any Host
 * (no tenant needed): `/health` (alive), `/ready` (the database answers, every migration of this
 * release is applied, the job worker is looking at the queue), `/metrics` (Prometheus).
 */
async function operationsPlugin(app: FastifyInstance, options: OperationsOptions): Promise<void> {
  const metrics = createMetrics(options.database);
  let migrationsCurrent = false;

  if (options.maxEventLoopDelayMs > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay: options.maxEventLoopDelayMs,
      retryAfter: 5,
      message: 'Il server è sovraccarico in questo momento: riprova tra qualche secondo',
      exposeStatusRoute: false,
    });
  }

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    if (!route || route === '/metrics') return;
    countRequest(metrics, {
      method: request.method,
      route,
      status: reply.statusCode,
      tenant: request.tenant?.alias ?? '',
      seconds: reply.elapsedTime / 1000,
    });
  });

  app.get('/health', { logLevel: 'warn' }, async () => ({ status: 'ok' }));

  app.get('/ready', { logLevel: 'warn' }, async (_request, reply) => {
    const problems: Record<string, string> = {};
    try {
      await withTimeout(sql`select 1`.execute(app.db), DB_TIMEOUT_MS, 'database');
      if (!migrationsCurrent) {
        const applied = new Set((await sql<{ name: string }>`select name from kysely_migration`.execute(app.db)).rows.map((r) => r.name));
        const pending = Object.keys(MIGRATIONS).filter((name) => !applied.has(name));
        if (pending.length) problems.migrations = `${pending.length} da applicare (npm run migrate)`;
        else migrationsCurrent = true;
      }
    } catch (err) {
      problems.database = (err as Error).message;
    }
    const runner = app.jobs.runner;
    if (runner?.started) {
      const allowedMs = Math.max(10_000, runner.pollIntervalMs * 5);
      const last = runner.lastLookAt?.getTime() ?? 0;
      if (Date.now() - last > allowedMs) problems.jobs = 'il lavoratore in background non controlla la coda';
    }
    if (Object.keys(problems).length) return reply.code(503).header('retry-after', '5').send({ status: 'not ready', problems });
    return { status: 'ready' };
  });

  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    if (!mayReadMetrics(request, options.metricsToken)) return reply.code(401).send({ error: 'Non autorizzato' });
    return reply.type(metrics.registry.contentType).send(await metricsText(metrics));
  });
}

export default fp(operationsPlugin, { name: 'premia-operations', fastify: '5.x', dependencies: ['premia-db', 'premia-jobs'] });
