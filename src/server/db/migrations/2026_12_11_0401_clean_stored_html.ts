import { cleanRichText, cleanTextOrInlineHtml } from '../../security/html-policy.js';
import type { PortableMigration } from './migration.js';

/**
 * HTML is cleaned once, when it is saved, and served as stored. Rows saved before the library
 * sanitiser (src/server/security/html-policy.ts) took over were cleaned by the tokenizer of their
 * day, and the API cleaned them again on every read: this brings every stored rich text and
 * prize description under today's policy once, so the reads no longer need to. Like the prize
 * descriptions clean-up before it, this data migration uses the sanitiser of its day on purpose;
 * running it again changes nothing (its output is its own fixed point).
 *
 * The regolamento's versions are left as they are: each is hashed as the document the customers
 * accepted, and the tokenizer already held them to the same allow-list when they were saved.
 */
const RICH_TEXT_TABLES = ['news', 'notices', 'advantages', 'vouchers', 'notifications', 'notification_sends', 'initiatives'];
const BATCH = 500;

export const cleanStoredHtml: PortableMigration = {
  async up(db) {
    for (const table of RICH_TEXT_TABLES) {
      for (let after = 0; ;) {
        const rows = (await db
          .selectFrom(table)
          .select(['id', 'body_html'])
          .where('id', '>', after)
          .orderBy('id')
          .limit(BATCH)
          .execute()) as { id: number; body_html: string }[];
        for (const row of rows) {
          const clean = cleanRichText(row.body_html);
          if (clean !== row.body_html) await db.updateTable(table).set({ body_html: clean }).where('id', '=', row.id).execute();
        }
        if (rows.length < BATCH) break;
        after = rows[rows.length - 1]!.id;
      }
    }
    const sections = (await db.selectFrom('cms_sections').select(['tenant_alias', 'key', 'body_html']).execute()) as {
      tenant_alias: string;
      key: string;
      body_html: string;
    }[];
    for (const s of sections) {
      const clean = cleanRichText(s.body_html);
      if (clean !== s.body_html) {
        await db
          .updateTable('cms_sections')
          .set({ body_html: clean })
          .where('tenant_alias', '=', s.tenant_alias)
          .where('key', '=', s.key)
          .execute();
      }
    }
    // Only descriptions with markup: plain text is stored as typed. The products' triggers rebuild each changed prize's listing card.
    const prizes = (await db.selectFrom('products').select(['id', 'description']).where('description', 'like', '%<%').execute()) as {
      id: number;
      description: string;
    }[];
    for (const p of prizes) {
      const clean = cleanTextOrInlineHtml(p.description);
      if (clean !== p.description) await db.updateTable('products').set({ description: clean }).where('id', '=', p.id).execute();
    }
  },
};
