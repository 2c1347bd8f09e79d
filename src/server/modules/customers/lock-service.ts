import type { Kysely } from 'kysely';
import type { Database, SqlDialectName } from '../../db/database.js';
import { writeTransaction, type WriteTransaction } from '../../db/write-transaction.js';
import { lockUsers } from './repository.js';

/**
 * A write transaction that changes these customers, locked before `fn` reads: the write lock
 * (SQLite) or the customers' row locks (PostgreSQL). What `fn` checks (a balance, above all) is
 * then what it changes, against checkouts, imports and the staff console's changes alike.
 */
export function customerWriteTransaction<T>(
  db: Kysely<Database>,
  dialect: SqlDialectName,
  userIds: number | readonly number[],
  fn: (trx: WriteTransaction) => Promise<T>,
): Promise<T> {
  return writeTransaction(db, async (trx) => {
    if (dialect === 'postgres') await lockUsers(trx, typeof userIds === 'number' ? [userIds] : userIds);
    return fn(trx);
  });
}
