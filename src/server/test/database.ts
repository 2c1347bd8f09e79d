import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, type DatabaseHandle, type DatabaseOptions } from '../db/database.js';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** How the database was opened: a second createDatabase(options) is a second connection to it, like another process. */
  options: DatabaseOptions;
  /** Closes the connection and deletes the database (file or PostgreSQL database). */
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test file: SQLite in a temporary DATA_DIR, or — when
 * TEST_DATABASE_URL is set — a new PostgreSQL database created beside the one it names.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'premia-test-db-'));
    const options: DatabaseOptions = { dataDir };
    const handle = createDatabase(options);
    return {
      handle,
      options,
      drop: async () => {
        await handle.destroy();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }

  const name = `premia_test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const options: DatabaseOptions = { databaseUrl: url.toString(), dataDir: os.tmpdir(), poolSize: 4 };
  const handle = createDatabase(options);
  return {
    handle,
    options,
    drop: async () => {
      await handle.destroy();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
