import { ORDER_STATUS_LABELS } from '../../../shared/order-status.js';
import { csvDocument, italianDateTime } from '../../http/csv-document.js';
import type { OrderLineRow, StaffOrderRow } from './staff-repository.js';
import { shippingOf } from './staff-views.js';

/**
 * The fulfilment partner's CSV (npm run orders:export and the console's "Esporta CSV"): one row
 * per order line, so a partner's sheet counts pieces per prize without splitting cells; the
 * order's number, customer and full address repeat on each of its lines. `;`-separated UTF-8
 * with BOM (Italian Excel), formulas neutralised (csvCell), dates as Italy reads them.
 */
export const ORDER_CSV_HEADER = [
  'ordine',
  'data',
  'stato',
  'codice_cliente',
  'azienda',
  'destinatario',
  'indirizzo',
  'civico',
  'cap',
  'citta',
  'provincia',
  'telefono',
  'note',
  'codice_premio',
  'premio',
  'quantita',
  'punti',
] as const;

export function ordersCsv(orders: readonly StaffOrderRow[], lines: readonly OrderLineRow[], timeZone: string): string {
  const byOrder = new Map<number, OrderLineRow[]>();
  for (const line of lines) byOrder.set(line.order_id, [...(byOrder.get(line.order_id) ?? []), line]);
  const rows = orders.flatMap((o) => {
    const s = shippingOf(o.shipping_json);
    const head = [
      o.order_number,
      italianDateTime(o.created_at, timeZone),
      ORDER_STATUS_LABELS[o.status],
      o.username,
      o.company,
      `${s.firstname} ${s.lastname}`.trim(),
      s.address,
      s.address_number,
      s.zipcode,
      s.city,
      s.district,
      s.phone,
      // One line per row: a note typed on several lines would split the partner's sheet visually.
      s.notes?.replace(/\s*[\r\n]+\s*/g, ' ') ?? '',
    ];
    return (byOrder.get(o.id) ?? []).map((l) => [...head, l.code, l.name, l.quantity, l.points * l.quantity]);
  });
  return csvDocument(ORDER_CSV_HEADER, rows);
}
