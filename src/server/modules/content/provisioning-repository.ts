import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { NewCmsSection, NewInitiative } from './cms.table.js';
import type { NewAdvantage, NewPartner, NewVoucher, UserVouchersTable } from './directory.table.js';
import type { NewNews, NewNotice } from './news.table.js';
import type { NewNotification, NotificationReadsTable } from './notification.table.js';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Content written in bulk without the console (the demo data): rows as they are, ids back where a
 * later row points at them. Whatever HTML they carry must already be clean.
 */
export async function insertNews(db: Executor, rows: readonly NewNews[]): Promise<void> {
  if (rows.length)
    await db
      .insertInto('news')
      .values([...rows])
      .execute();
}

export async function insertNotices(db: Executor, rows: readonly NewNotice[]): Promise<void> {
  if (rows.length)
    await db
      .insertInto('notices')
      .values([...rows])
      .execute();
}

export async function insertPartners(db: Executor, rows: readonly NewPartner[]): Promise<number[]> {
  if (!rows.length) return [];
  return (
    await db
      .insertInto('partners')
      .values([...rows])
      .returning('id')
      .execute()
  ).map((r) => r.id);
}

export async function insertAdvantages(db: Executor, rows: readonly NewAdvantage[]): Promise<void> {
  if (rows.length)
    await db
      .insertInto('advantages')
      .values([...rows])
      .execute();
}

export async function insertVouchers(db: Executor, rows: readonly NewVoucher[]): Promise<number[]> {
  if (!rows.length) return [];
  return (
    await db
      .insertInto('vouchers')
      .values([...rows])
      .returning('id')
      .execute()
  ).map((r) => r.id);
}

export async function insertCmsSections(db: Executor, rows: readonly NewCmsSection[]): Promise<void> {
  if (rows.length)
    await db
      .insertInto('cms_sections')
      .values([...rows])
      .execute();
}

export async function insertInitiatives(db: Executor, rows: readonly NewInitiative[]): Promise<void> {
  if (rows.length)
    await db
      .insertInto('initiatives')
      .values([...rows])
      .execute();
}

export async function insertUserVouchers(db: Executor, rows: readonly Insertable<UserVouchersTable>[]): Promise<void> {
  if (rows.length)
    await db
      .insertInto('user_vouchers')
      .values([...rows])
      .execute();
}

export async function insertNotification(db: Executor, row: NewNotification): Promise<number> {
  return (await db.insertInto('notifications').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function insertNotificationRead(db: Executor, row: Insertable<NotificationReadsTable>): Promise<void> {
  await db.insertInto('notification_reads').values(row).execute();
}
