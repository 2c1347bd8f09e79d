import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createDatabase, type DatabaseHandle } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { loadEnv } from '../../env.js';
import { copyTenants, removeDir } from '../../test/build-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { AdminError, setOverride, undoLatest } from './admin.js';
import { listAudit } from './repository.js';

/**
 * Two server processes sharing one database, as in production: each app has its own connection
 * (SQLite file or PostgreSQL pool) and its own in-memory caches. A change made through one
 * connection (the CLI's) must show on the next page load of both.
 */
let testDb: TestDatabase;
let second: DatabaseHandle;
let third: DatabaseHandle;
let tenantsDir: string;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  await migrateToLatest(testDb.handle);
  second = createDatabase(testDb.options);
  third = createDatabase(testDb.options);
  tenantsDir = await copyTenants();
  const env = loadEnv({ NODE_ENV: 'test' });
  for (const database of [testDb.handle, second]) {
    // The production default TTL: page loads (app/start) must not depend on it.
    apps.push(await buildApp({ env, database, tenantsDir, distDir: path.join(os.tmpdir(), 'premia-no-dist'), logger: false, overridesTtlMs: 60_000 }));
  }
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await second.destroy();
  await third.destroy();
  await testDb.drop();
  await removeDir(tenantsDir);
});

const start = async (app: FastifyInstance) => (await app.inject({ url: '/v1/app/start', headers: { host: 'demo.localhost' } })).json();
const cli = () => ({ db: third.db, tenantsDir });

describe('runtime overrides across server processes', () => {
  it('a set through the CLI is live on the next page load of every process; undo brings it back', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const initial = await start(a);
    expect((await start(b)).overrides).toEqual({});

    await setOverride(cli(), { alias: 'demo', path: 'features.wishlist', value: false, actor: 'support' });
    for (const app of apps) {
      const body = await start(app);
      expect(body.overrides).toEqual({ features: { wishlist: false } });
      expect(body.revision).not.toBe(initial.revision);
    }
    const [entry] = await listAudit(third.db, 'demo');
    expect(entry).toMatchObject({ path: 'features.wishlist', before_json: 'true', after_json: 'false', actor: 'support' });

    await undoLatest(cli(), { alias: 'demo', actor: 'support' });
    for (const app of apps) expect((await start(app)).overrides).toEqual({});
    expect(await listAudit(third.db, 'demo')).toHaveLength(2);
  });

  it('a refused set changes nothing anywhere', async () => {
    const before = await start(apps[0]!);
    await expect(setOverride(cli(), { alias: 'demo', path: 'features.wishlist', value: 'no', actor: 'support' })).rejects.toThrow(AdminError);
    expect((await start(apps[1]!)).revision).toBe(before.revision);
    expect(await listAudit(third.db, 'demo')).toHaveLength(2);
  });
});
