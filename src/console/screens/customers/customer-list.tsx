import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { CustomerSummary } from '../../../shared/types/generated/api/staff-customers.js';
import { formatPoints } from '../../../shared/format.js';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { DataTable, type DataColumn } from '../../../ui/data-table.js';
import { pageFromParams } from '../../../ui/page-param.js';
import { ResultsList } from '../../../ui/query-view.js';
import { RowsSkeleton } from '../../../ui/states.js';
import { TextField } from '../../../ui/text-field.js';
import { ListBar, ListCount } from '../../../ui/filter-links.js';
import type { AreaProps } from '../../area-props.js';
import { useCustomerSearch, useCustomersExport } from './customers-queries.js';
import { fullName, StateBadges } from './customer-bits.js';
import { counted } from '../../counted.js';

const PAGE_PARAM = 'pagina';

const SearchForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0 12px;
  margin-bottom: 8px;
  > :first-child {
    flex: 1 1 320px;
  }
  > button {
    margin-bottom: 16px;
  }
`;

/** `listSearch`: the list's query, carried to the customer page so its back link returns to these results. */
function columns(listSearch: string): DataColumn<CustomerSummary>[] {
  return [
    {
      key: 'username',
      header: 'Codice',
      rowHeader: true,
      // The code is the row's one link: a tab stop per customer, named by the code.
      cell: (c) => (
        <Link to={encodeURIComponent(c.username)} state={{ listSearch }}>
          {c.username}
        </Link>
      ),
    },
    { key: 'name', header: 'Nome', cell: (c) => fullName(c) || '—' },
    { key: 'company', header: 'Azienda', cell: (c) => c.company || '—' },
    { key: 'email', header: 'Email', breakAnywhere: true, cell: (c) => c.email || '—' },
    { key: 'state', header: 'Stato', cell: (c) => <StateBadges active={c.active} pointsEnabled={c.pointsEnabled} /> },
    { key: 'balance', header: 'Punti', align: 'end', cell: (c) => formatPoints(c.balance) },
  ];
}

/** The tenant's customers, searched by code, name, company or email; the search lives in the URL. */
export function CustomerList({ alias }: AreaProps) {
  const [params, setParams] = useSearchParams();
  const { search: listSearch } = useLocation();
  const q = (params.get('q') ?? '').trim();
  const page = pageFromParams(params, PAGE_PARAM);
  const [text, setText] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  // Back and forward change the URL under the form: the box follows what the list shows.
  if (shownQ !== q) {
    setShownQ(q);
    setText(q);
  }
  const search = useCustomerSearch(alias, q, page);
  const exporter = useCustomersExport(alias);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (text.trim()) next.set('q', text.trim());
    setParams(next);
  };

  return (
    <section aria-labelledby="customers-title">
      <h2 id="customers-title">Clienti</h2>
      <SearchForm role="search" onSubmit={submit}>
        <TextField
          label="Cerca un cliente"
          hint="Codice utente, nome, azienda o email"
          type="search"
          name="q"
          value={text}
          maxLength={200}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="primary">
          Cerca
        </Button>
      </SearchForm>

      <ResultsList
        headingId="customers-results"
        query={search}
        pending={<RowsSkeleton count={5} thumb={false} label="Ricerca dei clienti in corso" />}
        errorTitle="Impossibile cercare i clienti"
        emptyTitle={q ? 'Nessun cliente trovato' : 'Nessun cliente'}
        emptyText={q ? `Nessun cliente corrisponde a «${q}». Prova con il codice utente o l’email.` : 'L’iniziativa non ha ancora clienti.'}
        page={page}
        param={PAGE_PARAM}
        pagesLabel="Pagine dei clienti"
      >
        {(data) => (
          <>
            <ListBar>
              <ListCount role="status">
                {counted('customers', data.total)}
                {q ? ` per «${q}»` : ''}
              </ListCount>
              <Button size="sm" loading={exporter.isPending} onClick={() => exporter.mutate()}>
                Esporta tutti (CSV)
              </Button>
            </ListBar>
            {exporter.isError && <Alert tone="error">Esportazione non riuscita: {exporter.error.message}</Alert>}
            <DataTable
              caption={q ? `Clienti trovati per «${q}»` : 'Clienti'}
              hideCaption
              columns={columns(listSearch)}
              rows={data.items}
              rowKey={(c) => c.username}
              busy={search.isPlaceholderData}
            />
          </>
        )}
      </ResultsList>
    </section>
  );
}
