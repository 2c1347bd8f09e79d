import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.js';

/** Environment the server reads. Every variable has a default except the optional URLs. */
export interface Env {
  PORT: number;
  HOST: string;
  /** Directory of the embedded SQLite database (portal.db) and the mail outbox. */
  DATA_DIR: string;
  /** postgres://… switches the server to PostgreSQL; absent → SQLite in DATA_DIR. */
  DATABASE_URL?: string;
  /** Tenant reached on localhost / 127.0.0.1 / [::1]. */
  DEFAULT_TENANT: string;
  TENANTS_DIR: string;
  /** smtp://… sends real mail; absent → .eml files in DATA_DIR/outbox. */
  SMTP_URL?: string;
  /** HMAC key of access tokens (≥ 32 chars); absent → generated once and kept in the database. */
  JWT_SECRET?: string;
  /** Lifetime of access tokens in seconds (default 600); browser tests shorten it to watch a refresh. */
  ACCESS_TOKEN_TTL_SECONDS: number;
  /**
   * Where contact requests are mailed for tenants that set no `contact.operatorEmail`. With neither,
   * requests are kept in the console's inbox only (never mailed to a made-up address).
   */
  OPERATOR_EMAIL?: string;
  LOG_LEVEL: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  NODE_ENV: 'development' | 'production' | 'test';
  /** Which peers may set X-Forwarded-For/-Proto (Fastify trustProxy); default false: nobody. */
  TRUST_PROXY: TrustProxy;
  /** Host names that serve the staff console instead of a tenant (default console.localhost). */
  CONSOLE_HOSTS: string[];
  /** true: operators must have a TOTP second factor before any console action. */
  CONSOLE_REQUIRE_2FA: boolean;
  /**
   * Demo mode. true: the tenants whose file says `demoData: true` get the demo customers, prizes
   * and content, and the database gets the demo staff. false: nothing of the demo is seeded, and
   * the server refuses to start while any account still has the public demo password.
   * Default: true, unless NODE_ENV=production.
   */
  DEMO_DATA: boolean;
  /** Bearer token `GET /metrics` asks for; absent → metrics answer only to this machine (loopback). */
  METRICS_TOKEN?: string;
  /** Whether this process takes background jobs from the shared queue (default true; tests drain by hand). */
  JOBS_WORKER: boolean;
  /** An OTLP/HTTP collector (`http://collector:4318`): traces of requests and statements go there. Absent: no tracing. */
  OTEL_EXPORTER_OTLP_ENDPOINT?: string;
  /** The service name on those traces (default `premia`). */
  OTEL_SERVICE_NAME?: string;
  /**
   * How long a job a process took stays its own without a heartbeat (renewed every third of it
   * while it runs): after a crash, another process resumes the job this long after the last beat.
   * Default 60000.
   */
  JOBS_LEASE_MS: number;
  /**
   * Past this event-loop delay the server answers 503 with Retry-After instead of queueing more
   * work (0 = never). Default 1000 in production, 0 elsewhere.
   */
  MAX_EVENT_LOOP_DELAY_MS: number;
  /**
   * Tests only: a file holding the offset of the server's clock (time/test-clock.ts), shared by
   * the processes of a browser journey so the test moves time for all of them. Refused in production.
   */
  TEST_CLOCK_FILE?: string;
}

const envSchema = {
  type: 'object',
  additionalProperties: true,
  properties: {
    PORT: { type: 'integer', minimum: 1, maximum: 65535, default: 8080 },
    HOST: { type: 'string', minLength: 1, default: '0.0.0.0' },
    DATA_DIR: { type: 'string', minLength: 1, default: 'data' },
    DATABASE_URL: { type: 'string', pattern: '^postgres(ql)?://' },
    DEFAULT_TENANT: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*$', default: 'demo' },
    TENANTS_DIR: { type: 'string', minLength: 1, default: 'tenants' },
    SMTP_URL: { type: 'string', pattern: '^smtps?://' },
    JWT_SECRET: { type: 'string', minLength: 32 },
    ACCESS_TOKEN_TTL_SECONDS: { type: 'integer', minimum: 1, maximum: 86400, default: 600 },
    // The same format (ajv-formats' email) as the tenant's own contact.operatorEmail.
    OPERATOR_EMAIL: { type: 'string', format: 'email', maxLength: 254 },
    LOG_LEVEL: { type: 'string', enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], default: 'info' },
    NODE_ENV: { type: 'string', enum: ['development', 'production', 'test'], default: 'development' },
    // Parsed by parseTrustProxy after the schema: true, false or addresses/CIDRs.
    TRUST_PROXY: { type: 'string' },
    // Split after the schema; each name as a Host header would carry it (no port).
    CONSOLE_HOSTS: { type: 'string', pattern: '^[a-z0-9.-]+(,[a-z0-9.-]+)*$', default: 'console.localhost' },
    CONSOLE_REQUIRE_2FA: { type: 'boolean', default: false },
    // No default here: it follows NODE_ENV (see loadEnv).
    DEMO_DATA: { type: 'boolean' },
    METRICS_TOKEN: { type: 'string', minLength: 16 },
    JOBS_WORKER: { type: 'boolean', default: true },
    OTEL_EXPORTER_OTLP_ENDPOINT: { type: 'string', pattern: '^https?://' },
    OTEL_SERVICE_NAME: { type: 'string', minLength: 1, maxLength: 100 },
    JOBS_LEASE_MS: { type: 'integer', minimum: 2000, maximum: 3600000, default: 60000 },
    // No default here either: it follows NODE_ENV.
    MAX_EVENT_LOOP_DELAY_MS: { type: 'integer', minimum: 0, maximum: 60000 },
    TEST_CLOCK_FILE: { type: 'string', minLength: 1 },
  },
} as const;

const SECRET_VARS = new Set(['JWT_SECRET', 'METRICS_TOKEN']);

/** Raised when one or more variables are invalid; `problems` lists every one of them. */
export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configurazione non valida (variabili d'ambiente):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

// coerceTypes turns PORT="8080" into 8080; useDefaults fills the rest; allErrors lists every bad variable at once.
const validate = addFormats(new Ajv({ allErrors: true, coerceTypes: true, useDefaults: true })).compile(envSchema);

/**
 * Reads and validates the environment. Empty strings count as unset, so `DATABASE_URL=` in a
 * .env file falls back to SQLite instead of failing. Throws EnvError listing every problem.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const keys = Object.keys(envSchema.properties);
  const candidate: Record<string, unknown> = {};
  for (const key of keys) {
    const value = source[key];
    if (value !== undefined && value.trim() !== '') candidate[key] = value.trim();
  }
  const problems: string[] = [];
  if (!validate(candidate)) {
    problems.push(
      ...(validate.errors ?? []).map((e) => {
        const name = e.instancePath.replace(/^\//, '') || String(e.params['missingProperty'] ?? '');
        const allowed = e.keyword === 'enum' ? ` (${(e.params['allowedValues'] as string[]).join(', ')})` : '';
        // Secrets are never echoed to the console, even when invalid.
        const shown = SECRET_VARS.has(name) ? '"***"' : JSON.stringify(source[name] ?? '');
        return `${name}=${shown}: ${e.message ?? 'non valido'}${allowed}`;
      }),
    );
  }
  const trustProxy = parseTrustProxy(candidate['TRUST_PROXY'] as string | undefined);
  if ('problem' in trustProxy) problems.push(`TRUST_PROXY=${JSON.stringify(source['TRUST_PROXY'])}: ${trustProxy.problem}`);
  // A clock someone else can move would let a file on the disk expire points and close the programme.
  if (candidate['TEST_CLOCK_FILE'] !== undefined && candidate['NODE_ENV'] === 'production')
    problems.push('TEST_CLOCK_FILE: un orologio di prova non è ammesso con NODE_ENV=production');
  if (problems.length) throw new EnvError(problems);
  // A production deployment never gets the public demo accounts unless it asks for them by name.
  const demoData = candidate['DEMO_DATA'] === undefined ? candidate['NODE_ENV'] !== 'production' : candidate['DEMO_DATA'];
  const production = candidate['NODE_ENV'] === 'production';
  return {
    ...candidate,
    DEMO_DATA: demoData,
    MAX_EVENT_LOOP_DELAY_MS: candidate['MAX_EVENT_LOOP_DELAY_MS'] ?? (production ? 1000 : 0),
    TRUST_PROXY: 'value' in trustProxy ? trustProxy.value : false,
    CONSOLE_HOSTS: (candidate['CONSOLE_HOSTS'] as string).split(','),
  } as unknown as Env;
}
