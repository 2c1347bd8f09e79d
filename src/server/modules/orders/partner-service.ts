import type { OrdersPage, PartnerOrder } from '../../../shared/types/generated/api/partner.js';
import { HttpError } from '../../http/errors.js';
import { customerCards } from '../customers/staff-service.js';
import { statusChanges } from './fulfilment-repository.js';
import { orderItems } from './order-repository.js';
import { ordersAfter } from './partner-repository.js';
import type { OrdersDeps } from './staff-service.js';
import { detailView } from './staff-views.js';

/** The partner API's orders feed (GET /v1/partner/orders): the tenant's orders after a cursor, oldest first. */

export const BAD_CURSOR = 'cursor non valido: usa il next_cursor di una risposta precedente';

/** Opaque to the partner: a version and the last order's id, so the encoding may change later. */
const cursorOf = (afterId: number) => Buffer.from(`o1:${afterId}`).toString('base64url');

function afterIdOf(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  const match = /^o1:(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw new HttpError(400, BAD_CURSOR);
  return Number(match[1]);
}

/**
 * Up to `limit` orders placed after the cursor, each as the console's order page shows it, and
 * the cursor to resume from: past the last order answered, or the same place when none is new.
 */
export async function ordersSince(
  deps: Pick<OrdersDeps, 'db'>,
  tenantAlias: string,
  cursor: string | undefined,
  limit: number,
  today: string,
): Promise<OrdersPage> {
  const afterId = afterIdOf(cursor);
  const orders = await ordersAfter(deps.db, tenantAlias, afterId, limit);
  const ids = orders.map((o) => o.id);
  const [items, history, customers] = await Promise.all([
    orderItems(deps.db, ids),
    statusChanges(deps.db, ids),
    customerCards(
      deps.db,
      orders.map((o) => o.user_id),
    ),
  ]);
  const data: PartnerOrder[] = orders.map((o) =>
    detailView(
      o,
      items.filter((i) => i.order_id === o.id),
      history.filter((h) => h.order_id === o.id),
      customers.get(o.user_id)!,
      today,
    ),
  );
  return { data, next_cursor: cursorOf(orders.at(-1)?.id ?? afterId) };
}
