import type { Db } from '../../db/database.js';
import { holdsAny, likeAnywhere, scrubValues } from '../../security/personal-values.js';

/**
 * Erasure in the deliveries' log, in the caller's transaction: a delivery whose payload holds
 * one of `keys` (the person's email or user code) keeps its event, state and attempts, and every
 * personal value in its payload becomes "[cancellato]"; one still to be delivered goes out so.
 * The customer's number stays: the partner's own records are theirs to erase.
 */
export async function forgetPersonInDeliveries(
  trx: Db,
  tenantAlias: string,
  keys: readonly string[],
  values: readonly string[],
): Promise<number> {
  if (!keys.length) return 0;
  const rows = await trx
    .selectFrom('webhook_deliveries')
    .select(['id', 'payload_json'])
    .where('tenant_alias', '=', tenantAlias)
    .where((eb) => eb.or(keys.map((key) => eb(eb.fn('lower', ['payload_json']), 'like', likeAnywhere(key)))))
    .execute();
  const about = rows.filter((r) => holdsAny(r.payload_json, keys));
  for (const row of about) {
    await trx
      .updateTable('webhook_deliveries')
      .set({ payload_json: scrubValues(row.payload_json, values) })
      .where('id', '=', row.id)
      .execute();
  }
  return about.length;
}
