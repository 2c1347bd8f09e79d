import type { Db } from '../../db/database.js';
import { ofCustomer } from '../../db/of-customer.js';

/**
 * Erasure, in the caller's transaction: the account's acceptances stay, as the programme's
 * evidence that each version was accepted (version, document hash, time, channel), but lose the
 * client address they were given from, which is the person's.
 */
export async function forgetAcceptanceAddresses(trx: Db, tenantAlias: string, userId: number): Promise<void> {
  await trx.updateTable('regolamento_acceptances').set({ address: null }).where(ofCustomer(tenantAlias, userId)).execute();
}
