import type { Db } from '../../db/database.js';
import type { NewErrorLog } from './error-log.table.js';

export async function insertErrorLog(db: Db, row: NewErrorLog): Promise<void> {
  await db.insertInto('error_log').values(row).execute();
}
