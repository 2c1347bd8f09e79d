import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ContentKind, ContentSummary } from '../../../shared/types/generated/api/staff-content.js';
import { DataTable, type DataColumn } from '../../../ui/data-table.js';
import { ListCount } from '../../../ui/filter-links.js';
import { QueryView } from '../../../ui/query-view.js';
import { EmptyState, RowsSkeleton } from '../../../ui/states.js';
import { KIND_UI } from './content-kinds-ui.js';
import { useContentList } from './content-queries.js';
import { StatusBadge } from './content-status.js';
import { counted } from '../../counted.js';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 12px;
  h3 {
    margin: 0;
  }
`;

const columns: DataColumn<ContentSummary>[] = [
  { key: 'title', header: 'Titolo', rowHeader: true, breakAnywhere: true, cell: (r) => <Link to={String(r.id)}>{r.title}</Link> },
  { key: 'status', header: 'Stato', cell: (r) => <StatusBadge item={r} /> },
];

/** The items of one kind with what customers get of each now; the title opens the item. */
export function ContentList({ alias, kind }: { alias: string; kind: ContentKind }) {
  const ui = KIND_UI[kind];
  const list = useContentList(alias, kind);
  return (
    <section aria-labelledby="content-list-title">
      <Head>
        <h3 id="content-list-title">{ui.label}</h3>
        <Link to="nuovo">{ui.newLabel}</Link>
      </Head>
      <QueryView
        query={list}
        pending={<RowsSkeleton count={4} thumb={false} label={`Caricamento: ${ui.label.toLowerCase()}`} />}
        errorTitle={`Impossibile caricare: ${ui.label.toLowerCase()}`}
        level={3}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState title="Ancora niente qui" level={3}>
            {`Con «${ui.newLabel}» crei il primo: lo pubblichi subito, lo programmi o lo salvi spento.`}
          </EmptyState>
        }
      >
        {(data) => (
          <>
            <ListCount role="status">{counted('contentItems', data.items.length)}</ListCount>
            <DataTable caption={ui.label} hideCaption columns={columns} rows={data.items} rowKey={(r) => r.id} />
          </>
        )}
      </QueryView>
    </section>
  );
}
