import { sql } from 'kysely';
import type { PortableMigration } from './migration.js';

/**
 * The bytes of prize-validation receipts each tenant stores, for its upload quota. A counter
 * row rather than a SUM over prize_validations: the quota is then one conditional UPDATE inside
 * the insert's transaction, which parallel uploads cannot all pass, on SQLite and PostgreSQL alike.
 * Filled from the receipts already stored.
 */
export const formWinLimits: PortableMigration = {
  async up(db) {
    await db.schema
      .createTable('receipt_storage')
      .addColumn('tenant_alias', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('bytes', 'bigint', (col) => col.notNull().defaultTo(0))
      .execute();
    await sql`insert into receipt_storage (tenant_alias, bytes) select tenant_alias, sum(size) from prize_validations group by tenant_alias`.execute(
      db,
    );
  },
  async down(db) {
    await db.schema.dropTable('receipt_storage').execute();
  },
};
