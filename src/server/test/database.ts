import { randomBytes } from 'node:crypto';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
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

/** A migrated and seeded database to start from (test/template.ts): a closed SQLite file, or a PostgreSQL database nobody is connected to. */
export interface DatabaseTemplate {
  sqliteFile?: string;
  postgresName?: string;
}

/**
 * A fresh database for one test file: SQLite in a temporary DATA_DIR, or — when
 * TEST_DATABASE_URL is set — a new PostgreSQL database created beside the one it names. Empty,
 * or a copy of `template`.
 */
export async function createTestDatabase(template?: DatabaseTemplate): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'premia-test-db-'));
    const options: DatabaseOptions = { dataDir };
    if (template?.sqliteFile) await copyFile(template.sqliteFile, path.join(dataDir, 'portal.db'));
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
  await adminQuery(
    adminUrl,
    template?.postgresName ? `CREATE DATABASE ${name} TEMPLATE ${template.postgresName}` : `CREATE DATABASE ${name}`,
  );
  const options: DatabaseOptions = { databaseUrl: postgresUrlOf(adminUrl, name), dataDir: os.tmpdir(), poolSize: 4 };
  const handle = createDatabase(options);
  return {
    handle,
    options,
    drop: async () => {
      await handle.destroy();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** One statement on the database TEST_DATABASE_URL names (CREATE/DROP DATABASE cannot run in the one they name). */
export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The address of database `name` on the server `adminUrl` points at. */
export function postgresUrlOf(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
