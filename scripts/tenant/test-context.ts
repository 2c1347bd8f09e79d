import { loadEnv } from '../../src/server/env.js';
import { commandLinkSite } from '../../src/server/tenants/link-site.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import type { DatabaseHandle } from '../../src/server/db/database.js';
import { copyTenants, removeDir } from '../../src/server/test/build-app.js';
import { createTestDatabase, type TestDatabase } from '../../src/server/test/database.js';
import type { CliContext } from './context.js';

export interface TestCli extends CliContext {
  stdout: string[];
  stderr: string[];
  /** Clears the captured output between commands. */
  reset(): void;
  dispose(): Promise<void>;
}

/**
 * A CLI context on a temporary copy of tenants/ and a fresh database (SQLite, or PostgreSQL when
 * TEST_DATABASE_URL is set), created only when a command asks for it.
 */
export async function createTestCli(): Promise<TestCli> {
  const tenantsDir = await copyTenants();
  let testDb: Promise<TestDatabase> | undefined;
  const stdout: string[] = [];
  const stderr: string[] = [];
  const env = loadEnv({ NODE_ENV: 'test' });
  const database = (): Promise<DatabaseHandle> => {
    testDb ??= createTestDatabase().then(async (t) => {
      await migrateToLatest(t.handle);
      return t;
    });
    return testDb.then((t) => t.handle);
  };
  return {
    env,
    tenantsDir,
    stdout,
    stderr,
    out: (line) => void stdout.push(line),
    err: (line) => void stderr.push(line),
    actor: 'tester',
    database,
    // As a shell without PORT or NODE_ENV: the server's record, else the defaults.
    linkSite: () => commandLinkSite(env, {}, async () => (await database()).db),
    reset() {
      stdout.length = 0;
      stderr.length = 0;
    },
    async dispose() {
      if (testDb) await (await testDb).drop();
      await removeDir(tenantsDir);
    },
  };
}
