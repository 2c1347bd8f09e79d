import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app.js';
import { migrateToLatest } from '../db/migrate.js';
import { runSeeders, seedTenants } from '../demo/index.js';
import { createDatabase, type DatabaseHandle } from '../db/database.js';
import { loadEnv, type Env } from '../env.js';
import { PROJECT_ROOT } from '../paths.js';
import { createTestDatabase } from './database.js';
import { templateKey, setTestPasswordCost } from './template.js';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Every log line the app wrote (parsed pino records), for assertions on what was reported. */
  logs: { level: number; msg: string }[];
  /** The app's DATA_DIR (a temporary folder): mails land in <dataDir>/outbox. */
  dataDir: string;
  /**
   * A second app on its own connection to the same database and DATA_DIR, as another server
   * process behind the same load balancer would be. Closed by close().
   */
  anotherProcess(options?: TestAppOptions): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export type TestAppOptions = Partial<Omit<BuildAppOptions, 'env' | 'database' | 'logger'>> & { env?: Partial<Env> };

/**
 * The fastify/demo `build(t)` helper: a fresh database (SQLite, or PostgreSQL when
 * TEST_DATABASE_URL is set), migrated and seeded, and the app on top of it, ready for
 * `app.inject`. By default tenants come from the repository's tenants/ and the SPA from an
 * empty dist folder; tests that edit tenants pass a copy (copyTenants).
 *
 * The database is a copy of the run's seeded template when the file's tenants folder and demo
 * mode are the template's (same key); otherwise it is migrated and seeded here.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  // Cheap scrypt for the suite (password.test.ts checks the production cost separately).
  setTestPasswordCost();
  // Never the repository's data/: mails and files of a test stay in its own folder.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'premia-test-data-'));
  // No background worker: a test runs the queue itself (app.jobs.drain()), when it decides.
  const env: Env = { ...loadEnv({ NODE_ENV: 'test', JOBS_WORKER: 'false' }), DATA_DIR: dataDir, ...options.env };
  const tenantsDir = options.tenantsDir ?? path.join(PROJECT_ROOT, 'tenants');
  const template = await seededTemplateFor(tenantsDir, env.DEMO_DATA);
  const testDb = await createTestDatabase(template);
  const logs: TestApp['logs'] = [];
  const stream = { write: (line: string) => void logs.push(JSON.parse(line) as TestApp['logs'][number]) };
  let app: FastifyInstance | undefined;
  try {
    if (!template) await migrateToLatest(testDb.handle);
    app = await buildApp({
      tenantsDir: path.join(PROJECT_ROOT, 'tenants'),
      distDir: path.join(os.tmpdir(), 'premia-no-dist'),
      overridesTtlMs: 0,
      ...options,
      env,
      database: testDb.handle,
      logger: { level: 'info', stream },
    });
    if (!template) await runSeeders(testDb.handle, { ...seedTenants(app.tenants.list(), env.DEMO_DATA), log: app.log });
  } catch (err) {
    await app?.close();
    await testDb.drop();
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
  const built = app;
  const others: FastifyInstance[] = [];
  return {
    app: built,
    database: testDb.handle,
    logs,
    dataDir: env.DATA_DIR,
    anotherProcess: async (more = {}) => {
      const database = createDatabase(testDb.options);
      const other = await buildApp({
        tenantsDir: path.join(PROJECT_ROOT, 'tenants'),
        distDir: path.join(os.tmpdir(), 'premia-no-dist'),
        overridesTtlMs: 0,
        ...options,
        ...more,
        env: { ...env, ...more.env },
        database,
        logger: false,
      });
      other.addHook('onClose', () => database.destroy());
      others.push(other);
      return other;
    },
    close: async () => {
      for (const other of others) await other.close();
      await built.close();
      await testDb.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The run's template (global-setup.ts) when it holds what this app would seed; none outside the server project. */
async function seededTemplateFor(tenantsDir: string, demoData: boolean) {
  const template = inject('premiaTemplate');
  if (!template) return undefined;
  const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';
  return (await templateKey(dialect, tenantsDir, demoData)) === template.key ? template : undefined;
}

/** A temporary copy of the repository's tenants/, for tests that edit or break tenant files. */
export async function copyTenants(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'premia-tenants-'));
  await cp(path.join(PROJECT_ROOT, 'tenants'), dir, { recursive: true });
  return dir;
}

/** A tiny stand-in for `vite build` output: index.html, one hashed asset, one locale file. */
export async function makeFakeDist(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'premia-dist-'));
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await mkdir(path.join(dir, 'locales', 'it'), { recursive: true });
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="it"><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  // Large enough to pass the compression threshold.
  await writeFile(path.join(dir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('premia '.repeat(400))});\n`);
  await writeFile(path.join(dir, 'locales', 'it', 'translation.json'), JSON.stringify({ app: { title: 'Premia' } }));
  await writeFile(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  return dir;
}

export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}
