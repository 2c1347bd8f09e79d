import type { Db } from '../../db/database.js';

/** Deletes stored files (a customer's receipts) that no validation points at any more. */
export async function deleteStoredFiles(trx: Db, hashes: readonly string[]): Promise<void> {
  if (hashes.length) await trx.deleteFrom('files').where('hash', 'in', hashes).execute();
}
