import { formatDateTime } from '../../../shared/format.js';
import { ORDER_STATUS_LABELS } from '../../../shared/order-status.js';
import type { StaffOrderDetail, StatusChange } from '../../../shared/types/generated/api/staff-orders.js';
import { DataTable, type DataColumn } from '../../../ui/data-table.js';
import { TrackingText } from './order-bits.js';
import { useTenantTimeZone } from '../../tenant-time-zone.js';

const ROLES: Record<string, string> = {
  operator: 'operatore',
  support: 'assistenza',
  cli: 'riga di comando',
  partner: 'chiave API',
  cliente: 'cliente',
};

type Row = Omit<StatusChange, 'from'> & { from: StatusChange['from'] | null };

const columnsIn = (timeZone: string): DataColumn<Row>[] => [
  { key: 'date', header: 'Data e ora', rowHeader: true, cell: (r) => <time dateTime={r.date}>{formatDateTime(r.date, timeZone)}</time> },
  {
    key: 'change',
    header: 'Stato',
    cell: (r) => (r.from ? `${ORDER_STATUS_LABELS[r.from]} → ${ORDER_STATUS_LABELS[r.to]}` : ORDER_STATUS_LABELS[r.to]),
  },
  { key: 'who', header: 'Chi', breakAnywhere: true, cell: (r) => `${r.actor} (${ROLES[r.role] ?? r.role})` },
  { key: 'reason', header: 'Motivo', cell: (r) => r.reason ?? '—' },
  { key: 'tracking', header: 'Spedizione', breakAnywhere: true, cell: (r) => (r.tracking ? <TrackingText tracking={r.tracking} /> : '—') },
];

/** Every status the order went through, oldest first, starting with the customer's order itself. */
export function StatusHistory({ order }: { order: StaffOrderDetail }) {
  const timeZone = useTenantTimeZone();
  const placed: Row = {
    date: order.date,
    from: null,
    to: 'ricevuto',
    actor: order.customer.username,
    role: 'cliente',
    reason: null,
    tracking: null,
  };
  return (
    <DataTable
      caption={`Storia dello stato dell’ordine ${order.order_number}`}
      hideCaption
      columns={columnsIn(timeZone)}
      rows={[placed, ...order.history]}
      rowKey={(r) => `${r.date}-${r.to}`}
    />
  );
}
