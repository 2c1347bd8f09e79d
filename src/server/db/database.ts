import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { SqlDialectName } from './migrations/migration.js';
import type { AppMetaTable } from './app-meta.table.js';
import type { TenantOverrideTable } from '../modules/tenants/tenant-override.table.js';
import type { TenantOverrideAuditTable } from '../modules/tenants/tenant-override-audit.table.js';
import type { ErrorLogTable } from '../modules/app/error-log.table.js';

/** Every table Kysely knows about. A module adding a table adds its `*.table.ts` interface here. */
export interface Database {
  app_meta: AppMetaTable;
  tenant_override: TenantOverrideTable;
  tenant_override_audit: TenantOverrideAuditTable;
  error_log: ErrorLogTable;
}

export type Db = Kysely<Database>;
export type { SqlDialectName };

export interface DatabaseHandle {
  db: Db;
  dialect: SqlDialectName;
  /** Where the data lives, for the start-up log line (no password). */
  description: string;
  destroy(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… → PostgreSQL; absent → SQLite file `portal.db` in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** SQLite file name inside dataDir (tests may use another). */
  sqliteFile?: string;
  /** PostgreSQL pool size. */
  poolSize?: number;
}

// PostgreSQL returns int8 (count(*), sums) as strings; SQLite returns numbers. Parse to number so
// repositories see the same types on both. Scoped to our pool, not pg's global type registry.
const INT8_OID = 20;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Opens the database named by the options. The connection is lazy for PostgreSQL. */
export function createDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10, types: pgTypes });
    // An idle connection dropped by the server (restart, failover) emits 'error' on the pool;
    // unhandled, that would crash the process. The pool opens a new connection on the next query.
    pool.on('error', (err) => console.error(`PostgreSQL: connessione inattiva persa: ${err.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', description: redactUrl(options.databaseUrl), destroy: () => db.destroy() };
  }

  mkdirSync(options.dataDir, { recursive: true });
  const file = path.resolve(options.dataDir, options.sqliteFile ?? 'portal.db');
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers run while one writer commits; several processes may share the file.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', description: file, destroy: () => db.destroy() };
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://(invalid url)';
  }
}
