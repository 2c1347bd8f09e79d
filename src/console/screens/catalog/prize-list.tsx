import { Link, useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatEuro, formatNumber, formatPoints } from '../../../shared/format.js';
import type { StaffPrizeSummary } from '../../../shared/types/generated/api/staff-catalog.js';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { DataTable, type DataColumn } from '../../../ui/data-table.js';
import { ListCount } from '../../../ui/filter-links.js';
import { pageFromParams } from '../../../ui/page-param.js';
import { ResponsiveImg } from '../../../ui/responsive-image.js';
import { ResultsList } from '../../../ui/query-view.js';
import { RowsSkeleton } from '../../../ui/states.js';
import type { AreaProps } from '../../area-props.js';
import { StateBadge } from './catalog-bits.js';
import { usePrizeList, useCategories, useSetAvailability } from './catalog-queries.js';
import { CatalogNav } from './catalog-nav.js';
import { PrizeFilterForm } from './prize-filter-form.js';
import { filtersFrom, PAGE_PARAM, searchOf } from './prize-filters.js';
import { counted } from '../../counted.js';

/* A fixed box: the row keeps its height while the picture loads, and a prize without one lines up. */
const Thumb = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 48px;
  overflow: hidden;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.background};
  img {
    width: 64px;
    height: 48px;
    object-fit: cover;
  }
`;

const Muted = styled.span`
  display: block;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function columns(listSearch: string, toggle: (p: StaffPrizeSummary) => void, busyId: number | null): DataColumn<StaffPrizeSummary>[] {
  return [
    {
      key: 'picture',
      header: <span className="visually-hidden">Immagine</span>,
      cell: (p) => <Thumb>{p.thumbnail ? <ResponsiveImg image={p.thumbnail} sizes="64px" alt="" loading="lazy" /> : null}</Thumb>,
    },
    {
      key: 'code',
      header: 'Codice',
      cell: (p) => (
        <Link to={String(p.id)} state={{ listSearch }}>
          {p.code}
        </Link>
      ),
    },
    {
      key: 'name',
      header: 'Premio',
      rowHeader: true,
      cell: (p) => (
        <>
          {p.name}
          <Muted>{p.category ?? 'Senza categoria'}</Muted>
        </>
      ),
    },
    {
      key: 'points',
      header: 'Punti',
      align: 'end',
      cell: (p) => (
        <>
          {formatPoints(p.points)}
          <Muted>{p.cost_cents === null ? 'costo non dichiarato' : `costo ${formatEuro(p.cost_cents / 100)}`}</Muted>
        </>
      ),
    },
    { key: 'stock', header: 'Scorte', align: 'end', cell: (p) => (p.stock === 0 ? 'Esaurito' : formatNumber(p.stock)) },
    {
      key: 'state',
      header: 'Stato',
      cell: (p) => (
        <>
          <StateBadge available={p.available} />
          {p.featured && <Muted>In vetrina</Muted>}
        </>
      ),
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">Azioni</span>,
      cell: (p) => (
        <Button
          size="sm"
          loading={busyId === p.id}
          onClick={() => toggle(p)}
          aria-label={`${p.available ? 'Spegni' : 'Accendi'} ${p.code}`}
        >
          {p.available ? 'Spegni' : 'Accendi'}
        </Button>
      ),
    },
  ];
}

/** The tenant's prizes by code, with the filters in the URL, 25 a page; each row switches its prize on or off. */
export function PrizeList({ alias }: AreaProps) {
  const [params, setParams] = useSearchParams();
  const { search: listSearch } = useLocation();
  const filters = filtersFrom(params);
  const page = pageFromParams(params, PAGE_PARAM);
  const list = usePrizeList(alias, filters, page);
  const categories = useCategories(alias);
  const switcher = useSetAvailability(alias);
  const busyId = switcher.isPending ? (switcher.variables?.id ?? null) : null;

  return (
    <section aria-labelledby="catalog-title">
      <h2 id="catalog-title">Catalogo</h2>
      <CatalogNav alias={alias} />
      <p>
        <Link to="nuovo">Nuovo premio</Link>
      </p>
      <PrizeFilterForm value={filters} tree={categories.data?.items ?? []} onApply={(next) => setParams(searchOf(next))} />
      <ResultsList
        notice={switcher.isError && <Alert tone="error">{switcher.error.message}</Alert>}
        query={list}
        pending={<RowsSkeleton count={5} label="Caricamento dei premi" />}
        errorTitle="Impossibile caricare i premi"
        emptyTitle="Nessun premio"
        emptyText={
          searchOf(filters).size ? 'Nessun premio corrisponde ai filtri.' : 'Il catalogo è vuoto: crea un premio o importa un file.'
        }
        page={page}
        param={PAGE_PARAM}
        pagesLabel="Pagine dei premi"
      >
        {(data) => (
          <>
            <ListCount role="status">{counted('prizes', data.total)}</ListCount>
            <DataTable
              caption="Premi"
              hideCaption
              columns={columns(listSearch, (p) => switcher.mutate({ id: p.id, available: !p.available, revision: p.revision }), busyId)}
              rows={data.items}
              rowKey={(p) => p.id}
              busy={list.isPlaceholderData}
            />
          </>
        )}
      </ResultsList>
    </section>
  );
}
