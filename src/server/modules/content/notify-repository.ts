import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { NewNotification } from './notification.table.js';

export async function insertNotification(db: Kysely<Database>, row: NewNotification): Promise<void> {
  await db.insertInto('notifications').values(row).execute();
}
