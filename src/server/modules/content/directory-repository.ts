import type { Db } from '../../db/database.js';
import type { Advantage, Partner, Voucher } from './directory.table.js';

/** Partners, advantages and vouchers of one tenant, in the operator's order. */

export async function listPartners(db: Db, tenantAlias: string): Promise<Partner[]> {
  return db.selectFrom('partners').selectAll().where('tenant_alias', '=', tenantAlias).orderBy('sort_order').orderBy('id').execute();
}

export async function partnersByIds(db: Db, tenantAlias: string, ids: number[]): Promise<Map<number, Partner>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('partners')
    .selectAll()
    .where('tenant_alias', '=', tenantAlias)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((p) => [p.id, p]));
}

/** Every advantage, or only the public ones for an anonymous visitor. */
export async function listAdvantages(db: Db, tenantAlias: string, publicOnly: boolean): Promise<Advantage[]> {
  let query = db.selectFrom('advantages').selectAll().where('tenant_alias', '=', tenantAlias);
  if (publicOnly) query = query.where('public', '=', 1);
  return query.orderBy('sort_order').orderBy('id').execute();
}

export async function findAdvantage(db: Db, tenantAlias: string, id: number): Promise<Advantage | undefined> {
  return db.selectFrom('advantages').selectAll().where('tenant_alias', '=', tenantAlias).where('id', '=', id).executeTakeFirst();
}

export async function listVouchers(db: Db, tenantAlias: string): Promise<Voucher[]> {
  return db.selectFrom('vouchers').selectAll().where('tenant_alias', '=', tenantAlias).orderBy('sort_order').orderBy('id').execute();
}

export async function findVoucher(db: Db, tenantAlias: string, id: number): Promise<Voucher | undefined> {
  return db.selectFrom('vouchers').selectAll().where('tenant_alias', '=', tenantAlias).where('id', '=', id).executeTakeFirst();
}

/** The customer's own codes, keyed by voucher id. */
export async function userVoucherCodes(db: Db, userId: number, voucherIds: number[]): Promise<Map<number, string>> {
  if (voucherIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('user_vouchers')
    .select(['voucher_id', 'code'])
    .where('user_id', '=', userId)
    .where('voucher_id', 'in', voucherIds)
    .execute();
  return new Map(rows.map((r) => [r.voucher_id, r.code]));
}
