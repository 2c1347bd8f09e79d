import type { Db } from '../../db/database.js';
import { holdsAny, likeAnywhere, scrubValues } from '../../security/personal-values.js';

/**
 * Erasure in the imports' reports, in the caller's transaction: a report's notes name a line's
 * customer by user code ("PRIV0001 già presente"), and are kept for a while for the operator.
 * Notes that hold one of `keys` (the person's user code or email) keep their line and outcome,
 * and every personal value in them becomes "[cancellato]". The uploaded file and the batches of
 * a running import are the operator's own file, gone when the import ends.
 */
export async function forgetPersonInImports(
  trx: Db,
  tenantAlias: string,
  keys: readonly string[],
  values: readonly string[],
): Promise<number> {
  if (!keys.length) return 0;
  const rows = await trx
    .selectFrom('import_jobs')
    .select(['id', 'notes_json'])
    .where('tenant_alias', '=', tenantAlias)
    .where((eb) => eb.or(keys.map((key) => eb(eb.fn('lower', ['notes_json']), 'like', likeAnywhere(key)))))
    .execute();
  const about = rows.filter((r) => holdsAny(r.notes_json, keys));
  for (const row of about) {
    await trx
      .updateTable('import_jobs')
      .set({ notes_json: scrubValues(row.notes_json!, values) })
      .where('id', '=', row.id)
      .execute();
  }
  return about.length;
}
