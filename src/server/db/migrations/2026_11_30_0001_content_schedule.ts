import type { PortableMigration } from './migration.js';

/** The content kinds the console schedules and switches off; initiatives already had starts_at/ends_at/active. */
const SCHEDULED = ['news', 'notices', 'advantages', 'vouchers', 'partners'] as const;

/**
 * Content edited in the console: every item can be scheduled (`publish_from`,
 * `publish_until`, ISO-8601 UTC, null = no bound) and switched off (`active` 0) without being
 * deleted, and carries a `revision` that each save increments, so two staff members editing the
 * same item cannot overwrite each other unseen (a stale revision is refused). Existing rows stay
 * visible: active 1 and no dates.
 */
export const contentSchedule: PortableMigration = {
  async up(db) {
    for (const table of SCHEDULED) {
      await db.schema.alterTable(table).addColumn('publish_from', 'varchar(32)').execute();
      await db.schema.alterTable(table).addColumn('publish_until', 'varchar(32)').execute();
      await db.schema
        .alterTable(table)
        .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
        .execute();
    }
    for (const table of [...SCHEDULED, 'initiatives', 'cms_sections'] as const) {
      await db.schema
        .alterTable(table)
        .addColumn('revision', 'integer', (col) => col.notNull().defaultTo(1))
        .execute();
    }
  },

  async down(db) {
    for (const table of [...SCHEDULED, 'initiatives', 'cms_sections'] as const)
      await db.schema.alterTable(table).dropColumn('revision').execute();
    for (const table of SCHEDULED) {
      await db.schema.alterTable(table).dropColumn('active').execute();
      await db.schema.alterTable(table).dropColumn('publish_until').execute();
      await db.schema.alterTable(table).dropColumn('publish_from').execute();
    }
  },
};
