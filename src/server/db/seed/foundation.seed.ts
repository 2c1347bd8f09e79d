import type { Seeder } from './seeder.js';

/** Records when the database was first seeded; later seeders add the demo data. */
export const foundationSeeder: Seeder = {
  name: 'foundation',
  async run(trx) {
    await trx
      .insertInto('app_meta')
      .values({ key: 'seeded_at', value: new Date().toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  },
};
