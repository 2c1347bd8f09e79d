/**
 * Building blocks for migrations. Migrations import only this file and kysely: they are frozen
 * snapshots of the schema at one point in time and must not change when app code changes.
 */
import type { CreateTableBuilder, Kysely } from 'kysely';

export type SqlDialectName = 'sqlite' | 'postgres';

/** A migration that may differ per dialect where SQL is not portable (ids, mostly). */
export interface PortableMigration {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before any typed schema exists
  up(db: Kysely<any>, dialect: SqlDialectName): Promise<void>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  down?(db: Kysely<any>, dialect: SqlDialectName): Promise<void>;
}

/**
 * Adds `id`, an auto-increment integer primary key: `integer primary key autoincrement` on SQLite
 * (never reuses ids of deleted rows), `serial primary key` on PostgreSQL.
 */
export function addIdColumn<TB extends string, C extends string>(
  table: CreateTableBuilder<TB, C>,
  dialect: SqlDialectName,
): CreateTableBuilder<TB, C | 'id'> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}
