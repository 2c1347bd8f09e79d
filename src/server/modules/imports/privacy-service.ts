import type { Db } from '../../db/database.js';
import { scrubPersonInColumn } from '../../security/scrub-column.js';

/**
 * Erasure in the imports' reports, in the caller's transaction: a report's notes name a line's
 * customer by user code ("PRIV0001 già presente"), and are kept for a while for the operator.
 * Notes that hold one of `keys` (the person's user code or email) keep their line and outcome,
 * and every personal value in them becomes "[cancellato]". The uploaded file and the batches of
 * a running import are the operator's own file, gone when the import ends.
 */
export function forgetPersonInImports(trx: Db, tenantAlias: string, keys: readonly string[], values: readonly string[]): Promise<number> {
  return scrubPersonInColumn(trx, { table: 'import_jobs', column: 'notes_json' }, tenantAlias, keys, values);
}
