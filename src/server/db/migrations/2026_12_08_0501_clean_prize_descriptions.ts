import { cleanInlineHtml } from '../../security/html-policy.js';
import type { PortableMigration } from './migration.js';

/**
 * Prize descriptions imported before every way in went through the sanitiser may hold scripts,
 * event handlers or javascript: links: clean the rows that carry markup, once. This data
 * migration uses today's sanitiser (the tokenizer it was written with is gone) on purpose (the one exception to migrations importing
 * nothing but kysely): its job is to bring stored text under the policy, and running it again
 * later changes nothing. The products' triggers rebuild each changed prize's listing card.
 */
export const cleanPrizeDescriptions: PortableMigration = {
  async up(db) {
    const rows = (await db.selectFrom('products').select(['id', 'description']).where('description', 'like', '%<%').execute()) as {
      id: number;
      description: string;
    }[];
    for (const row of rows) {
      const clean = cleanInlineHtml(row.description);
      if (clean !== row.description) await db.updateTable('products').set({ description: clean }).where('id', '=', row.id).execute();
    }
  },
};
