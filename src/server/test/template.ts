import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { DatabaseHandle, SqlDialectName } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { MIGRATIONS } from '../db/migrations/index.js';
import { runSeeders, SEEDERS, seedTenants } from '../demo/index.js';
import { setPasswordHashParamsForTests } from '../modules/customers/password.js';
import { TenantRegistry } from '../tenants/registry.js';

/**
 * A database migrated and seeded once per test run, which each test file copies instead of
 * migrating and seeding its own (a file copy on SQLite, CREATE DATABASE … TEMPLATE on
 * PostgreSQL). Made by the server project's globalSetup, handed to the workers through vitest's
 * provide/inject.
 */
export interface SeededTemplate {
  /** What the copy contains: a file asking for another tenants folder or demo mode gets its own database. */
  key: string;
  /** SQLite: the template file (checkpointed and closed). */
  sqliteFile?: string;
  /** PostgreSQL: the template database's name, beside TEST_DATABASE_URL's. */
  postgresName?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    premiaTemplate: SeededTemplate | null;
  }
}

/** The cheap scrypt cost of the suite: seeded demo passwords must verify with the same cost in every copy. */
export function setTestPasswordCost(): void {
  setPasswordHashParamsForTests({ logN: 10, r: 8, p: 1 });
}

/**
 * Everything that changes what migrating and seeding writes: the dialect, the migrations, the
 * seeders, demo mode and every byte of the tenants folder (aliases, demoData, consents). Two
 * databases with the same key hold the same rows, so a copy can stand in for a fresh run.
 */
export async function templateKey(dialect: SqlDialectName, tenantsDir: string, demoData: boolean): Promise<string> {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ dialect, demoData, migrations: Object.keys(MIGRATIONS), seeders: SEEDERS.map((s) => s.name) }));
  const files = (await readdir(tenantsDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) {
    hash.update(`\0${path.relative(tenantsDir, file)}\0`);
    hash.update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Migrates and seeds `handle` as buildTestApp's slow path does, without booting an app. */
export async function migrateAndSeed(handle: DatabaseHandle, tenantsDir: string, demoData: boolean): Promise<void> {
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const registry = new TenantRegistry({ tenantsDir, defaultTenant: 'demo', log: quiet });
  await registry.load();
  await migrateToLatest(handle);
  await runSeeders(handle, { ...seedTenants(registry.list(), demoData), log: quiet });
  if (handle.dialect === 'sqlite') {
    // Everything into the main file, so that copying portal.db alone copies every row.
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(handle.db);
  }
}
