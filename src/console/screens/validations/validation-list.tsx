import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Validation, ValidationStatus } from '../../../shared/types/generated/api/staff-validations.js';
import { formatDateTime, formatEuro, formatNumber, formatShortDate } from '../../../shared/format.js';
import { FilterLinks, ListCount } from '../../../ui/filter-links.js';
import { DataTable, type DataColumn } from '../../../ui/data-table.js';
import { pageFromParams } from '../../../ui/page-param.js';
import { PagedList } from '../../../ui/query-view.js';
import { EmptyState, RowsSkeleton } from '../../../ui/states.js';
import type { AreaProps } from '../../area-props.js';
import { customerName } from './validation-bits.js';
import { useValidations } from './validations-queries.js';
import { counted } from '../../counted.js';
import { useTenantTimeZone } from '../../tenant-time-zone.js';

const PAGE_PARAM = 'pagina';
const STATUSES: readonly ValidationStatus[] = ['pending', 'approved', 'rejected'];
/** The filter's words: what the list holds. */
const FILTER_LABELS: Record<ValidationStatus, string> = { pending: 'Da verificare', approved: 'Approvate', rejected: 'Rifiutate' };

function statusOf(value: string | null): ValidationStatus {
  return STATUSES.find((s) => s === value) ?? 'pending';
}

const columnsIn = (timeZone: string): DataColumn<Validation>[] => [
  {
    key: 'customer',
    header: 'Cliente',
    rowHeader: true,
    // The customer names the row and opens the receipt: one tab stop per validation.
    cell: (v) => <Link to={String(v.id)}>{customerName(v.customer)}</Link>,
  },
  { key: 'receipt', header: 'Scontrino del', cell: (v) => `${formatShortDate(v.receiptDate, timeZone)} alle ${v.receiptTime}` },
  { key: 'amount', header: 'Importo', align: 'end', cell: (v) => formatEuro(v.amount) },
  { key: 'file', header: 'File', cell: (v) => (v.mime === 'application/pdf' ? 'PDF' : 'Immagine') },
  { key: 'sent', header: 'Inviato il', cell: (v) => formatDateTime(v.createdAt, timeZone) },
];

/** The queue: pending receipts oldest first; the decided ones under their own filter. The filter and page live in the URL. */
export function ValidationList({ alias }: AreaProps) {
  const timeZone = useTenantTimeZone();
  const [params] = useSearchParams();
  const status = statusOf(params.get('stato'));
  const page = pageFromParams(params, PAGE_PARAM);
  const list = useValidations(alias, status, page);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const pending = list.data?.pending;

  return (
    <section aria-labelledby="validations-title">
      <h2 id="validations-title">Convalide dei premi</h2>
      <FilterLinks aria-label="Stato delle convalide">
        <ul>
          {STATUSES.map((s) => (
            <li key={s}>
              <Link to={s === 'pending' ? '.' : `?stato=${s}`} aria-current={s === status ? 'page' : undefined}>
                {FILTER_LABELS[s]}
                {s === 'pending' && pending !== undefined ? ` (${formatNumber(pending)})` : ''}
              </Link>
            </li>
          ))}
        </ul>
      </FilterLinks>
      <h3 ref={resultsRef} tabIndex={-1} className="visually-hidden">
        {FILTER_LABELS[status]}
      </h3>
      <PagedList
        query={list}
        pending={<RowsSkeleton count={4} thumb={false} label="Caricamento delle convalide" />}
        errorTitle="Impossibile caricare le convalide"
        level={3}
        empty={
          <EmptyState title={status === 'pending' ? 'Nessuno scontrino da verificare' : 'Nessuna convalida'} level={3}>
            {status === 'pending'
              ? 'Quando un cliente invia uno scontrino dalla pagina Convalida premio, compare qui.'
              : `Non ci sono convalide ${FILTER_LABELS[status].toLowerCase()}.`}
          </EmptyState>
        }
        page={page}
        param={PAGE_PARAM}
        pagesLabel="Pagine delle convalide"
        onNavigate={() => resultsRef.current?.focus()}
      >
        {(data) => (
          <>
            <ListCount role="status">
              {counted('validations', data.total)}
              {status === 'pending' ? ', dalla più vecchia' : ', dalla più recente'}
            </ListCount>
            <DataTable
              caption={`Convalide: ${FILTER_LABELS[status].toLowerCase()}`}
              hideCaption
              columns={columnsIn(timeZone)}
              rows={data.items}
              rowKey={(v) => v.id}
              busy={list.isPlaceholderData}
            />
          </>
        )}
      </PagedList>
    </section>
  );
}
