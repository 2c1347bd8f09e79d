import { Migrator } from 'kysely';
import type { DatabaseHandle } from './database.js';
import { StaticMigrationProvider } from './migrations/index.js';

/**
 * Brings the schema to the latest migration. Safe with several processes starting at once:
 * Kysely's migrator takes a lock. Returns the names of the migrations it applied.
 */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const migrator = new Migrator({ db: handle.db, provider: new StaticMigrationProvider(handle.dialect) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migrazione ${failed?.migrationName ?? ''} fallita: ${reason}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
