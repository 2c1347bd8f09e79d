import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { RequestStatus, RequestSummary } from '../../../shared/types/generated/api/staff-inbox.js';
import { formatDateTime, formatNumber } from '../../../shared/format.js';
import { FilterLinks, ListCount } from '../../../ui/filter-links.js';
import { DataTable, type DataColumn } from '../../../ui/data-table.js';
import { pageFromParams } from '../../../ui/page-param.js';
import { PagedList } from '../../../ui/query-view.js';
import { EmptyState, RowsSkeleton } from '../../../ui/states.js';
import type { AreaProps } from '../../area-props.js';
import { useRequests } from './inbox-queries.js';
import { customerName, RequestState } from './request-bits.js';
import { counted } from '../../counted.js';
import { useTenantTimeZone } from '../../tenant-time-zone.js';

const PAGE_PARAM = 'pagina';

const Excerpt = styled.span`
  display: block;
  max-width: 48ch;
  overflow-wrap: anywhere;
  /* Inside the row header: the message reads as text, the link above it as the row's name. */
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface View {
  key: string;
  label: string;
  status: RequestStatus;
  mine: boolean;
}

const VIEWS: readonly View[] = [
  { key: '', label: 'Aperte', status: 'open', mine: false },
  { key: 'mie', label: 'Assegnate a me', status: 'open', mine: true },
  { key: 'chiuse', label: 'Chiuse', status: 'closed', mine: false },
];

/** Codes and badges stay on one line; the table scrolls sideways instead. */
const NoWrap = styled.span`
  white-space: nowrap;
`;

const excerpt = (text: string) => (text.length > 120 ? `${text.slice(0, 119).trimEnd()}…` : text);

const columnsIn = (timeZone: string): DataColumn<RequestSummary>[] => [
  {
    key: 'topic',
    header: 'Richiesta',
    rowHeader: true,
    cell: (r) => (
      <>
        <Link to={String(r.id)}>{`${r.topicLabel} – n. ${r.id}`}</Link>
        <Excerpt>{excerpt(r.message)}</Excerpt>
      </>
    ),
  },
  { key: 'customer', header: 'Cliente', cell: (r) => customerName(r.customer) },
  { key: 'order', header: 'Ordine', cell: (r) => <NoWrap>{r.orderNumber ?? '—'}</NoWrap> },
  { key: 'assignee', header: 'Assegnata a', breakAnywhere: true, cell: (r) => r.assignee?.email ?? 'Nessuno' },
  {
    key: 'state',
    header: 'Stato',
    cell: (r) => (
      <NoWrap>
        <RequestState request={r} />
      </NoWrap>
    ),
  },
  { key: 'created', header: 'Ricevuta il', cell: (r) => formatDateTime(r.createdAt, timeZone) },
];

/** The contact requests, newest first: open (all or mine) or closed; the view and page live in the URL. */
export function RequestList({ alias }: AreaProps) {
  const timeZone = useTenantTimeZone();
  const [params] = useSearchParams();
  const view = VIEWS.find((v) => v.key === (params.get('vista') ?? '')) ?? VIEWS[0]!;
  const page = pageFromParams(params, PAGE_PARAM);
  const list = useRequests(alias, view.status, view.mine, page);
  const resultsRef = useRef<HTMLHeadingElement>(null);

  return (
    <section aria-labelledby="inbox-title">
      <h2 id="inbox-title">Richieste dei clienti</h2>
      <FilterLinks aria-label="Quali richieste">
        <ul>
          {VIEWS.map((v) => (
            <li key={v.key}>
              <Link to={v.key ? `?vista=${v.key}` : '.'} aria-current={v === view ? 'page' : undefined}>
                {v.label}
              </Link>
            </li>
          ))}
        </ul>
      </FilterLinks>
      <h3 ref={resultsRef} tabIndex={-1} className="visually-hidden">
        {view.label}
      </h3>
      <PagedList
        query={list}
        pending={<RowsSkeleton count={4} thumb={false} label="Caricamento delle richieste" />}
        errorTitle="Impossibile caricare le richieste"
        level={3}
        empty={
          <EmptyState title="Nessuna richiesta" level={3}>
            {view.status === 'closed'
              ? 'Non ci sono richieste chiuse.'
              : view.mine
                ? 'Non hai richieste aperte assegnate a te.'
                : 'Quando un cliente scrive dalla pagina Contatti, la richiesta compare qui.'}
          </EmptyState>
        }
        page={page}
        param={PAGE_PARAM}
        pagesLabel="Pagine delle richieste"
        onNavigate={() => resultsRef.current?.focus()}
      >
        {(data) => (
          <>
            <ListCount role="status">
              {counted('requests', data.total)}
              {view.status === 'open' ? `; senza risposta in tutto: ${formatNumber(data.unanswered)}` : ''}
            </ListCount>
            <DataTable
              caption={`Richieste: ${view.label.toLowerCase()}`}
              hideCaption
              columns={columnsIn(timeZone)}
              rows={data.items}
              rowKey={(r) => r.id}
              busy={list.isPlaceholderData}
            />
          </>
        )}
      </PagedList>
    </section>
  );
}
