import type { Db } from '../../db/database.js';

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
  const values = [username, ...personal].filter((v) => v.trim().length >= 3).sort((a, b) => b.length - a.length);
  const scrub = (text: string | null, replacement: string) => {
    if (text === null) return null;
    let out = text;
    for (const v of values) out = out.split(v).join(replacement);
    return out;
  };
  for (const row of about) {
    await trx
      .updateTable('audit_log')
      .set({
        target: row.target === username ? ERASED_PERSON : `${ERASED_PERSON}${row.target.slice(username.length)}`,
        before_json: scrub(row.before_json, '[cancellato]'),
        after_json: scrub(row.after_json, '[cancellato]'),
      })
      .where('id', '=', row.id)
      .execute();
  }
  return about.length;
}
