import type { Db } from '../../db/database.js';
import { scrubPersonInColumn } from '../../security/scrub-column.js';

/**
 * Erasure in the deliveries' log, in the caller's transaction: a delivery whose payload holds
 * one of `keys` (the person's email or user code) keeps its event, state and attempts, and every
 * personal value in its payload becomes "[cancellato]"; one still to be delivered goes out so.
 * The customer's number stays: the partner's own records are theirs to erase.
 */
export function forgetPersonInDeliveries(
  trx: Db,
  tenantAlias: string,
  keys: readonly string[],
  values: readonly string[],
): Promise<number> {
  return scrubPersonInColumn(trx, { table: 'webhook_deliveries', column: 'payload_json' }, tenantAlias, keys, values);
}
