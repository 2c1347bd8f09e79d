import { claimMeta } from '../db/app-meta.js';
import type { Seeder } from './seeder.js';

/** Records when the database was first seeded; later seeders add the demo data. */
export const foundationSeeder: Seeder = {
  name: 'foundation',
  async run(trx) {
    await claimMeta(trx, 'seeded_at', new Date().toISOString());
  },
};
