import type { PortableMigration } from './migration.js';

/**
 * A prize's declared cost to the promoter, in euro cents (integers: no rounding in sums). It
 * values the prizes still owed in the closing report, on which the DPR 430 deposit is computed.
 * Null means not declared yet: prizes created before the column existed have none.
 */
export const prizeCost: PortableMigration = {
  async up(db) {
    await db.schema.alterTable('products').addColumn('cost_cents', 'integer').execute();
  },
  async down(db) {
    await db.schema.alterTable('products').dropColumn('cost_cents').execute();
  },
};
