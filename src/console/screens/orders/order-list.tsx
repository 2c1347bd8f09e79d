import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatPoints, formatShortDateTime } from '../../../shared/format.js';
import type { StaffOrderSummary } from '../../../shared/types/generated/api/staff-orders.js';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { DataTable, type DataColumn } from '../../../ui/data-table.js';
import { pageFromParams } from '../../../ui/page-param.js';
import { ResultsList } from '../../../ui/query-view.js';
import { RowsSkeleton } from '../../../ui/states.js';
import { ListBar } from '../../../ui/filter-links.js';
import type { AreaProps } from '../../area-props.js';
import { BulkStatusBar } from './bulk-status-bar.js';
import { customerName, DueDate, StatusBadge, TrackingText } from './order-bits.js';
import { OrderFilterForm } from './order-filter-form.js';
import { filtersFrom, PAGE_PARAM, searchOf } from './order-filters.js';
import { useOrderList, useOrdersExport } from './orders-queries.js';
import { counted } from '../../counted.js';
import { useTenantTimeZone } from '../../tenant-time-zone.js';

const Muted = styled.span`
  display: block;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Check = styled.input`
  width: 20px;
  height: 20px;
  margin: 0;
`;

function columns(
  listSearch: string,
  selected: ReadonlySet<string>,
  toggle: (n: string) => void,
  timeZone: string,
): DataColumn<StaffOrderSummary>[] {
  return [
    {
      key: 'select',
      header: <span className="visually-hidden">Seleziona</span>,
      cell: (o) => (
        <Check
          type="checkbox"
          checked={selected.has(o.order_number)}
          onChange={() => toggle(o.order_number)}
          aria-label={`Seleziona l’ordine ${o.order_number}`}
        />
      ),
    },
    {
      key: 'number',
      header: 'Ordine',
      rowHeader: true,
      cell: (o) => (
        <Link to={encodeURIComponent(o.order_number)} state={{ listSearch }}>
          {o.order_number}
        </Link>
      ),
    },
    { key: 'date', header: 'Data', cell: (o) => <time dateTime={o.date}>{formatShortDateTime(o.date, timeZone)}</time> },
    { key: 'due', header: 'Consegna entro', cell: (o) => <DueDate dueDate={o.due_date} overdue={o.overdue} timeZone={timeZone} /> },
    {
      key: 'customer',
      header: 'Cliente',
      cell: (o) => (
        <>
          {o.customer.username}
          <Muted>{o.customer.company || customerName(o.customer) || '—'}</Muted>
        </>
      ),
    },
    { key: 'lines', header: 'Premi', cell: (o) => o.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ') },
    { key: 'points', header: 'Punti', align: 'end', cell: (o) => formatPoints(o.points) },
    { key: 'status', header: 'Stato', cell: (o) => <StatusBadge status={o.status} /> },
    {
      key: 'tracking',
      header: 'Spedizione',
      breakAnywhere: true,
      cell: (o) => (o.tracking ? <TrackingText tracking={o.tracking} /> : '—'),
    },
  ];
}

/** The tenant's orders, newest first, with the filters in the URL, selection for bulk changes and the CSV export. */
export function OrderList({ alias }: AreaProps) {
  const timeZone = useTenantTimeZone();
  const [params, setParams] = useSearchParams();
  const { search: listSearch } = useLocation();
  const filters = filtersFrom(params);
  const page = pageFromParams(params, PAGE_PARAM);
  const list = useOrderList(alias, filters, page);
  const exporter = useOrdersExport(alias);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const rows = list.data?.items ?? [];
  // Only rows on screen stay selected: a selection never reaches orders the staff member cannot see.
  const chosen = rows.filter((o) => selected.has(o.order_number));
  const toggle = (n: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(n)) next.delete(n);
      else next.add(n);
      return next;
    });
  const allChosen = rows.length > 0 && chosen.length === rows.length;

  return (
    <section aria-labelledby="orders-title">
      <h2 id="orders-title">Ordini</h2>
      <OrderFilterForm
        value={filters}
        onApply={(next) => {
          setSelected(new Set());
          setParams(searchOf(next));
        }}
      />
      <ResultsList
        notice={exporter.isError && <Alert tone="error">Esportazione non riuscita: {exporter.error.message}</Alert>}
        query={list}
        pending={<RowsSkeleton count={5} thumb={false} label="Caricamento degli ordini" />}
        errorTitle="Impossibile caricare gli ordini"
        emptyTitle="Nessun ordine"
        emptyText={searchOf(filters).size ? 'Nessun ordine corrisponde ai filtri.' : 'I clienti non hanno ancora ordinato premi.'}
        page={page}
        param={PAGE_PARAM}
        pagesLabel="Pagine degli ordini"
      >
        {(data) => (
          <>
            <ListBar>
              <p role="status">{counted('orders', data.total)}</p>
              <div>
                <Button size="sm" onClick={() => setSelected(allChosen ? new Set() : new Set(rows.map((o) => o.order_number)))}>
                  {allChosen ? 'Deseleziona tutti' : 'Seleziona tutti nella pagina'}
                </Button>{' '}
                <Button size="sm" loading={exporter.isPending} onClick={() => exporter.mutate(filters)}>
                  Esporta CSV
                </Button>
              </div>
            </ListBar>
            <BulkStatusBar alias={alias} selected={chosen} onDone={() => setSelected(new Set())} />
            <DataTable
              caption="Ordini"
              hideCaption
              columns={columns(listSearch, selected, toggle, timeZone)}
              rows={rows}
              rowKey={(o) => o.order_number}
              busy={list.isPlaceholderData}
            />
          </>
        )}
      </ResultsList>
    </section>
  );
}
