import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import type { DatabaseHandle } from './db/database.js';
import type { Env } from './env.js';
import { MESSAGES } from './http/errors.js';
import { LOG_REDACTED_PATHS, REDACTED, requestForLog } from './http/log-redaction.js';
import type { Limit } from './http/rate-limit.js';
import { applyTextRule, textRuleAjvPlugin } from './http/request-schemas.js';
import { DEFAULT_DIST_DIR, DEFAULT_PUBLIC_DIR } from './paths.js';
import authPlugin from './plugins/auth.js';
import dbPlugin from './plugins/db.js';
import errorsPlugin from './plugins/errors.js';
import hostGuardPlugin from './plugins/host-guard.js';
import jobsPlugin from './plugins/jobs.js';
import mailerPlugin from './plugins/mailer.js';
import multipartPlugin from './plugins/multipart.js';
import openapiPlugin from './plugins/openapi.js';
import operationsPlugin from './plugins/operations.js';
import tracingPlugin from './plugins/tracing.js';
import securityPlugin from './plugins/security.js';
import staticPlugin from './plugins/static.js';
import tenancyPlugin from './plugins/tenancy.js';
import { registerRoutes } from './routes.js';
import { regolamentoDocumentRoutes } from './modules/regolamento/customer-routes.js';
import { linkSiteOf } from './tenants/link-site.js';
import { consoleBaseUrl } from './tenants/public-url.js';

export interface BuildAppOptions {
  env: Env;
  /** Opened (and later closed) by the caller; migrations are the caller's job too. */
  database: DatabaseHandle;
  /** Defaults to env.TENANTS_DIR. */
  tenantsDir?: string;
  /** Built SPA; defaults to <project>/dist/app. */
  distDir?: string;
  /**
   * The portal's first-screen renderer (`vite build`'s dist/ssr); defaults to <project>/dist/ssr
   * when distDir is the default one, else none (pages then go out without a first screen).
   */
  ssrDir?: string;
  /** Built staff console, served on env.CONSOLE_HOSTS; defaults to <project>/dist/console. */
  consoleDistDir?: string;
  /** Vite publicDir; defaults to <project>/public. */
  publicDir?: string;
  /** Where and from which level the log goes (pino at env.LOG_LEVEL on stdout by default); false: none. Redaction always applies. */
  logger?: false | { level?: string; stream?: { write(line: string): void } };
  /** See TenantConfigService: how long ordinary calls reuse override rows. Default 1000 ms. */
  overridesTtlMs?: number;
  /** How long a catalogue page or total may be served from this process's memo (default 3000 ms; 0 = always read). */
  catalogMemoMs?: number;
  /** How often the listing asks whether another process changed a tenant's catalogue (default 250 ms; 0 = every request). */
  catalogPollMs?: number;
  /** How long the catalogue's reads may reuse a customer's row in this process (authenticateActiveRead; default 1000 ms). */
  userRowTtlMs?: number;
  /** Client error reports per client address, counted in the database. Default 30 per minute. */
  errorLogRateLimit?: Limit;
  /** The clock of tokens and links; tests pass one they can move forward. Default: real time. */
  clock?: () => Date;
  /** Bytes of prize-validation receipts each tenant may store. Default RECEIPT_QUOTA_BYTES (modules/content/form-win-limits.ts). */
  receiptQuotaBytes?: number;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Builds the Fastify app: external plugins, then the app's plugins, then the /v1 routes.
 * Not started: server.ts listens, tests use app.inject.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const app = Fastify({
    // Tests pass a stream and a level; the redaction applies to their logs too, so they check it.
    logger:
      options.logger === false
        ? false
        : {
            level: env.LOG_LEVEL,
            redact: { paths: LOG_REDACTED_PATHS, censor: REDACTED },
            serializers: { req: requestForLog },
            ...(typeof options.logger === 'object' ? options.logger : {}),
          },
    // A request id a proxy or client sent (a plain token) ties our log lines to theirs; else a new one.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // Off unless TRUST_PROXY names the proxies: then request.ip/protocol (rate limits, the Secure
    // cookie) come from X-Forwarded-For/-Proto. Host is never taken from X-Forwarded-Host.
    trustProxy: env.TRUST_PROXY,
    // allErrors: a rejected form gets every invalid field at once, not only the first.
    ajv: { customOptions: { allErrors: true }, plugins: [textRuleAjvPlugin] },
  });
  // Before any route is added: every request schema gets the text rule (http/request-schemas.ts).
  app.addHook('onRoute', applyTextRule);

  await app.register(dbPlugin, { database: options.database });
  await app.register(tracingPlugin, {
    endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT,
    serviceName: env.OTEL_SERVICE_NAME,
    database: options.database,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await app.register(jobsPlugin, { worker: env.JOBS_WORKER, leaseMs: env.JOBS_LEASE_MS, clock: options.clock });
  await app.register(operationsPlugin, {
    database: options.database,
    metricsToken: env.METRICS_TOKEN,
    maxEventLoopDelayMs: env.MAX_EVENT_LOOP_DELAY_MS,
  });
  await app.register(securityPlugin);
  // After helmet, so the refusal still carries the security headers.
  await app.register(hostGuardPlugin);
  // Brotli at quality 5: close to gzip's speed with smaller output; 11 would stall the event loop.
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(multipartPlugin);
  await app.register(cookie);
  await app.register(errorsPlugin);
  await app.register(openapiPlugin);
  await app.register(tenancyPlugin, {
    tenantsDir: options.tenantsDir ?? env.TENANTS_DIR,
    defaultTenant: env.DEFAULT_TENANT,
    overridesTtlMs: options.overridesTtlMs ?? 1000,
  });
  await app.register(authPlugin, {
    jwtSecret: env.JWT_SECRET,
    accessTokenTtlS: env.ACCESS_TOKEN_TTL_SECONDS,
    clock: options.clock,
    userRowTtlMs: options.userRowTtlMs,
  });
  await app.register(mailerPlugin, {
    smtpUrl: env.SMTP_URL,
    outboxDir: path.join(env.DATA_DIR, 'outbox'),
    links: linkSiteOf(env),
  });
  await app.register(staticPlugin, {
    distDir: options.distDir ?? DEFAULT_DIST_DIR,
    publicDir: options.publicDir ?? DEFAULT_PUBLIC_DIR,
    ssrDir: options.ssrDir ?? (options.distDir ? undefined : path.join(path.dirname(DEFAULT_DIST_DIR), 'ssr')),
    console: { distDir: options.consoleDistDir ?? path.join(path.dirname(DEFAULT_DIST_DIR), 'console'), hosts: env.CONSOLE_HOSTS },
  });
  // Pages of the portal that are documents, not screens: the server answers them itself.
  await app.register(regolamentoDocumentRoutes);

  await app.register(
    async (v1) => {
      v1.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ error: MESSAGES.notFound }));
      await registerRoutes(v1, {
        errorLogRateLimit: options.errorLogRateLimit ?? { max: 30, windowMs: 60_000 },
        content: { operatorEmail: env.OPERATOR_EMAIL, receiptQuotaBytes: options.receiptQuotaBytes },
        catalog: { memoMs: options.catalogMemoMs ?? 3000, pollMs: options.catalogPollMs },
        console: { requireTotpForOperators: env.CONSOLE_REQUIRE_2FA },
        webhooks: { operatorEmail: env.OPERATOR_EMAIL, consoleUrl: consoleBaseUrl(env.CONSOLE_HOSTS, linkSiteOf(env)) },
      });
    },
    { prefix: '/v1' },
  );

  return app;
}
