import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate.js';
import { loadEnv } from '../env.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { commandLinkSite, linkSiteOf, rememberLinkSite } from './link-site.js';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
  await migrateToLatest(testDb.handle);
});
afterAll(() => testDb.drop());

const db = async () => testDb.handle.db;

describe("a command's link site", () => {
  it('takes each part from the shell when it sets it, else from the server that last started, else the defaults', async () => {
    expect(await commandLinkSite(loadEnv({}), {}, db)).toEqual({ production: false, port: 8080 });
    await rememberLinkSite(testDb.handle.db, linkSiteOf({ NODE_ENV: 'production', PORT: 9000 }));
    await rememberLinkSite(testDb.handle.db, linkSiteOf({ NODE_ENV: 'development', PORT: 9123 }));
    expect(await commandLinkSite(loadEnv({}), {}, db)).toEqual({ production: false, port: 9123 });
    const shell = { PORT: '7000' };
    expect(await commandLinkSite(loadEnv(shell), shell, db)).toEqual({ production: false, port: 7000 });
    const both = { PORT: '7000', NODE_ENV: 'production' };
    expect(await commandLinkSite(loadEnv(both), both, async () => Promise.reject(new Error('not asked')))).toEqual({
      production: true,
      port: 7000,
    });
  });
});
