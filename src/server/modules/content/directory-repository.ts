import type { Db } from '../../db/database.js';
import type { Advantage, Partner, Voucher } from './directory.table.js';
import { publishedAt, type Visibility } from './schedule.js';
import { findVisible, listVisibleSorted } from './scheduled-repository.js';

/** Partners, advantages and vouchers of one tenant, in the operator's order, as `vis` may see them. */

export function listPartners(db: Db, tenantAlias: string, vis: Visibility): Promise<Partner[]> {
  return listVisibleSorted(db, 'partners', tenantAlias, vis);
}

/** A partner switched off or out of its dates is not named on the advantages and vouchers either. */
export async function partnersByIds(db: Db, tenantAlias: string, ids: number[], vis: Visibility): Promise<Map<number, Partner>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('partners')
    .selectAll()
    .where('tenant_alias', '=', tenantAlias)
    .where('id', 'in', [...new Set(ids)])
    .$if(!vis.all, (q) => q.where(publishedAt(vis.now)))
    .execute();
  return new Map(rows.map((p) => [p.id, p]));
}

/** Every advantage, or only the public ones for an anonymous visitor. */
export async function listAdvantages(db: Db, tenantAlias: string, publicOnly: boolean, vis: Visibility): Promise<Advantage[]> {
  let query = db
    .selectFrom('advantages')
    .selectAll()
    .where('tenant_alias', '=', tenantAlias)
    .$if(!vis.all, (q) => q.where(publishedAt(vis.now)));
  if (publicOnly) query = query.where('public', '=', 1);
  return query.orderBy('sort_order').orderBy('id').execute();
}

export function findAdvantage(db: Db, tenantAlias: string, id: number, vis: Visibility): Promise<Advantage | undefined> {
  return findVisible(db, 'advantages', tenantAlias, id, vis);
}

export function listVouchers(db: Db, tenantAlias: string, vis: Visibility): Promise<Voucher[]> {
  return listVisibleSorted(db, 'vouchers', tenantAlias, vis);
}

export function findVoucher(db: Db, tenantAlias: string, id: number, vis: Visibility): Promise<Voucher | undefined> {
  return findVisible(db, 'vouchers', tenantAlias, id, vis);
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

export async function ownVoucherCode(db: Db, voucherId: number, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('user_vouchers')
    .select('code')
    .where('voucher_id', '=', voucherId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.code;
}

/** The customer's code of a voucher; unique per voucher and customer, so a second one fails. */
export async function insertUserVoucher(db: Db, voucherId: number, userId: number, code: string, now: string): Promise<void> {
  await db.insertInto('user_vouchers').values({ voucher_id: voucherId, user_id: userId, code, assigned_at: now }).execute();
}
