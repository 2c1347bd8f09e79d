import { sql } from 'kysely';
import { dayIn } from '../../../shared/programme.js';
import type { Db } from '../../db/database.js';

/**
 * The orders side of the closing report over [from, until) (ISO instants). An order's delivery
 * and cancellation are the instants its status history records them; an order is owed at
 * `until` when it was requested before it and neither delivered nor cancelled before it, so a
 * report of a past period reads the same today as on its last day.
 */

export interface ClosingDelivery {
  orderNumber: string;
  requestedAt: string;
  dueDate: string;
  deliveredAt: string;
  /** The day of delivery on the tenant's clock, YYYY-MM-DD. */
  deliveredOn: string;
  prizes: number;
  /** Delivered after its due date. */
  late: boolean;
}

export interface ClosingOrders {
  requested: { orders: number; prizes: number };
  delivered: { orders: number; prizes: number; late: number; list: ClosingDelivery[] };
  cancelled: { orders: number; prizes: number };
  outstanding: {
    orders: number;
    prizes: number;
    /** Owed at the period's end with a due date before its last day (late as the console lists them on that day). */
    overdue: number;
    /** What is owed, by catalogue prize (null: a line whose prize no longer exists), to value at the declared cost. */
    lines: { productId: number | null; quantity: number }[];
  };
}

/** The pieces of an order (its lines' quantities). */
const prizesOf = sql<number>`(select coalesce(sum(order_items.quantity), 0) from order_items where order_items.order_id = orders.id)`;

/** Orders whose status history reached `status` within [from, until), with when. */
function reached(db: Db, tenantAlias: string, status: 'consegnato' | 'annullato', from: string, until: string) {
  return db
    .selectFrom('order_status_history as h')
    .innerJoin('orders', 'orders.id', 'h.order_id')
    .where('orders.tenant_alias', '=', tenantAlias)
    .where('h.to_status', '=', status)
    .where('h.created_at', '>=', from)
    .where('h.created_at', '<', until)
    .select(['orders.order_number', 'orders.created_at', 'orders.due_date', 'h.created_at as at', prizesOf.as('prizes')])
    .orderBy('h.created_at')
    .orderBy('orders.id');
}

function owedAt(db: Db, tenantAlias: string, until: string) {
  return db
    .selectFrom('orders')
    .where('orders.tenant_alias', '=', tenantAlias)
    .where('orders.created_at', '<', until)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('order_status_history as h')
            .select('h.id')
            .whereRef('h.order_id', '=', 'orders.id')
            .where('h.to_status', 'in', ['consegnato', 'annullato'])
            .where('h.created_at', '<', until),
        ),
      ),
    );
}

export async function ordersOfPeriod(db: Db, tenantAlias: string, from: string, until: string, timeZone: string): Promise<ClosingOrders> {
  const lastDay = dayIn(new Date(Date.parse(until) - 1), timeZone);
  const [requested, delivered, cancelled, owed, owedLines] = await Promise.all([
    db
      .selectFrom('orders')
      .where('tenant_alias', '=', tenantAlias)
      .where('created_at', '>=', from)
      .where('created_at', '<', until)
      .select((eb) => [eb.fn.countAll<number>().as('orders'), sql<number>`coalesce(sum(${prizesOf}), 0)`.as('prizes')])
      .executeTakeFirstOrThrow(),
    reached(db, tenantAlias, 'consegnato', from, until).execute(),
    reached(db, tenantAlias, 'annullato', from, until).execute(),
    owedAt(db, tenantAlias, until)
      .select((eb) => [
        eb.fn.countAll<number>().as('orders'),
        sql<number>`coalesce(sum(case when orders.due_date < ${lastDay} then 1 else 0 end), 0)`.as('overdue'),
      ])
      .executeTakeFirstOrThrow(),
    owedAt(db, tenantAlias, until)
      .innerJoin('order_items', 'order_items.order_id', 'orders.id')
      .select(['order_items.product_id', sql<number>`sum(order_items.quantity)`.as('quantity')])
      .groupBy('order_items.product_id')
      .execute(),
  ]);
  const list: ClosingDelivery[] = delivered.map((r) => {
    const deliveredOn = dayIn(new Date(r.at), timeZone);
    return {
      orderNumber: r.order_number,
      requestedAt: r.created_at,
      dueDate: r.due_date,
      deliveredAt: r.at,
      deliveredOn,
      prizes: Number(r.prizes),
      late: deliveredOn > r.due_date,
    };
  });
  const lines = owedLines.map((l) => ({ productId: l.product_id, quantity: Number(l.quantity) }));
  const sum = (rows: readonly { prizes: number | string }[]) => rows.reduce((n, r) => n + Number(r.prizes), 0);
  return {
    requested: { orders: Number(requested.orders), prizes: Number(requested.prizes) },
    delivered: { orders: list.length, prizes: sum(list), late: list.filter((d) => d.late).length, list },
    cancelled: { orders: cancelled.length, prizes: sum(cancelled) },
    outstanding: {
      orders: Number(owed.orders),
      prizes: lines.reduce((n, l) => n + l.quantity, 0),
      overdue: Number(owed.overdue),
      lines,
    },
  };
}
