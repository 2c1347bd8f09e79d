import { Link, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatDateTime, formatPoints } from '../../../shared/format.js';
import type { StaffOrderDetail, StaffOrderLine } from '../../../shared/types/generated/api/staff-orders.js';
import { Panel } from '../../../ui/cards.js';
import { DataTable, type DataColumn } from '../../../ui/data-table.js';
import { BackLink } from '../../../ui/page.js';
import { QueryView } from '../../../ui/query-view.js';
import { EmptyState, RowsSkeleton } from '../../../ui/states.js';
import { RecordColumns, RecordHeader } from '../../../ui/record-layout.js';
import type { AreaProps } from '../../area-props.js';
import { customerName, DueDate, StatusBadge, TrackingText } from './order-bits.js';
import { StatusHistory } from './status-history.js';
import { StatusForm } from './status-form.js';
import { useOrder } from './orders-queries.js';
import { counted } from '../../counted.js';
import { useTenantTimeZone } from '../../tenant-time-zone.js';

const Columns = styled(RecordColumns)`
  address {
    font-style: normal;
  }
  p {
    margin: 0 0 4px;
    overflow-wrap: anywhere;
  }
`;

const Section = styled.section`
  margin-top: 32px;
  h3 {
    margin: 0 0 12px;
  }
`;

const LINES: DataColumn<StaffOrderLine>[] = [
  { key: 'code', header: 'Codice', cell: (l) => l.code },
  { key: 'name', header: 'Premio', rowHeader: true, cell: (l) => l.name },
  { key: 'quantity', header: 'Quantità', align: 'end', cell: (l) => l.quantity },
  { key: 'points', header: 'Punti', align: 'end', cell: (l) => formatPoints(l.points * l.quantity) },
];

function Order({ alias, order }: { alias: string; order: StaffOrderDetail }) {
  const timeZone = useTenantTimeZone();
  const s = order.shipping;
  const c = order.customer;
  return (
    <>
      <RecordHeader>
        <h2>Ordine {order.order_number}</h2>
        <StatusBadge status={order.status} />
      </RecordHeader>
      <Columns $min={320}>
        <Panel as="section" aria-labelledby="order-customer">
          <h3 id="order-customer">Cliente</h3>
          <p>
            {/* By the address, not the route tree: from …/ordini/<numero> up to the tenant, then its customers. */}
            <Link to={`../../clienti/${encodeURIComponent(c.username)}`} relative="path">
              {c.username}
            </Link>
            {customerName(c) && ` – ${customerName(c)}`}
          </p>
          {c.company && <p>{c.company}</p>}
          {c.email && <p>{c.email}</p>}
          <p>
            Ordinato il <time dateTime={order.date}>{formatDateTime(order.date, timeZone)}</time> · {counted('points', order.points)}
          </p>
          <p>
            Consegna entro il <DueDate dueDate={order.due_date} overdue={order.overdue} timeZone={timeZone} />
          </p>
        </Panel>
        <Panel as="section" aria-labelledby="order-shipping">
          <h3 id="order-shipping">Spedizione</h3>
          <address>
            <p>
              {s.firstname} {s.lastname}
            </p>
            <p>
              {s.address} {s.address_number}
            </p>
            <p>
              {s.zipcode} {s.city} ({s.district})
            </p>
            <p>Tel. {s.phone}</p>
          </address>
          {s.notes && <p>Note: {s.notes}</p>}
          {order.tracking && (
            <p>
              <TrackingText tracking={order.tracking} />
            </p>
          )}
        </Panel>
      </Columns>
      <Section aria-labelledby="order-lines">
        <h3 id="order-lines">Premi</h3>
        <DataTable caption="Premi dell’ordine" hideCaption columns={LINES} rows={order.lines} rowKey={(l) => `${l.code}-${l.name}`} />
      </Section>
      <Section aria-labelledby="order-change">
        <h3 id="order-change">Cambia stato</h3>
        <StatusForm alias={alias} order={order} />
      </Section>
      <Section aria-labelledby="order-history">
        <h3 id="order-history">Storia dello stato</h3>
        <StatusHistory order={order} />
      </Section>
    </>
  );
}

/** One order: customer, address, prizes, the status change form and the history of its statuses. */
export function OrderPage({ alias }: AreaProps) {
  const { orderNumber = '' } = useParams();
  const { state } = useLocation() as { state: { listSearch?: string } | null };
  const order = useOrder(alias, orderNumber);
  const back = <BackLink to={`..${state?.listSearch ?? ''}`} label="Torna agli ordini" />;
  return (
    <>
      {back}
      <QueryView
        query={order}
        pending={<RowsSkeleton count={4} thumb={false} label="Caricamento dell’ordine" />}
        errorTitle="Impossibile caricare l’ordine"
        notFound={<EmptyState title="Ordine non trovato">Nessun ordine {orderNumber} in questa iniziativa.</EmptyState>}
      >
        {(data) => <Order alias={alias} order={data} />}
      </QueryView>
    </>
  );
}
