import type { Db } from '../../db/database.js';
import { personalValues, scrubValues } from '../../security/personal-values.js';

/** What an erased customer's user code becomes in the audit log. */
export const ERASED_PERSON = 'cliente cancellato';

/**
 * Erasure in the audit log: the entries about the customer stay (who on the staff did what,
 * when, with which numbers) but lose the person: their user code in the target becomes
 * ERASED_PERSON and every personal value (name, email, address…) recorded in the before/after
 * sides becomes "[cancellato]". Runs in the caller's transaction.
 */
export async function forgetPersonInAudit(trx: Db, tenantAlias: string, username: string, personal: readonly string[]): Promise<number> {
  const rows = await trx
    .selectFrom('audit_log')
    .select(['id', 'target', 'before_json', 'after_json'])
    .where('tenant_alias', '=', tenantAlias)
    .where('target', 'like', `%${username.replace(/[%_\\]/g, '')}%`)
    .execute();
  const about = rows.filter((r) => r.target === username || r.target.startsWith(`${username} `));
  const values = personalValues([username, ...personal]);
  const scrub = (text: string | null) => (text === null ? null : scrubValues(text, values));
  for (const row of about) {
    await trx
      .updateTable('audit_log')
      .set({
        target: row.target === username ? ERASED_PERSON : `${ERASED_PERSON}${row.target.slice(username.length)}`,
        before_json: scrub(row.before_json),
        after_json: scrub(row.after_json),
      })
      .where('id', '=', row.id)
      .execute();
  }
  return about.length;
}
