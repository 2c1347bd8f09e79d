import type { Db } from '../../db/database.js';
import type { Order } from './order.table.js';

/**
 * The tenant's orders placed after the order `afterId`, oldest first. Ids follow the commit
 * order within a tenant: the checkout takes the tenant's order-number counter of the year (a row
 * lock held to its commit) before it inserts, so an order with a lower id cannot appear after a
 * partner has read past it (only two checkouts straddling New Year's midnight, on two counters,
 * could commit out of order).
 */
export function ordersAfter(db: Db, tenantAlias: string, afterId: number, limit: number): Promise<Order[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('tenant_alias', '=', tenantAlias)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}
