import type { Db } from '../../db/database.js';
import type { ContactRequest, NewContactRequest, NewPrizeValidation, PrizeValidation } from './requests.table.js';

/** Contact requests and prize validations; the order lookup reads the catalogue's `orders`. */

/** The order with this number, only if it belongs to this customer of this tenant. */
export async function findOwnOrderNumber(db: Db, tenantAlias: string, userId: number, orderNumber: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('orders')
    .select('order_number')
    .where('tenant_alias', '=', tenantAlias)
    .where('user_id', '=', userId)
    .where('order_number', '=', orderNumber)
    .executeTakeFirst();
  return row?.order_number;
}

export async function insertContactRequest(db: Db, row: NewContactRequest): Promise<ContactRequest> {
  return db.insertInto('contact_requests').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Stores the validation and clears the customer's 'prize to validate' flag, in one transaction. */
export async function insertPrizeValidation(db: Db, row: NewPrizeValidation): Promise<PrizeValidation> {
  return db.transaction().execute(async (trx) => {
    const saved = await trx.insertInto('prize_validations').values(row).returningAll().executeTakeFirstOrThrow();
    await trx.updateTable('users').set({ prize_to_validate: 0 }).where('id', '=', row.user_id).where('tenant_alias', '=', row.tenant_alias).execute();
    return saved;
  });
}

export async function listPrizeValidations(db: Db, tenantAlias: string, userId: number): Promise<PrizeValidation[]> {
  return db.selectFrom('prize_validations').selectAll().where('tenant_alias', '=', tenantAlias).where('user_id', '=', userId).orderBy('id', 'desc').execute();
}
