import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatShortDateTime } from '../../../shared/format.js';
import type { AuditItem } from '../../../shared/types/generated/api/staff-audit.js';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { Panel } from '../../../ui/cards.js';
import { DataTable, type DataColumn } from '../../../ui/data-table.js';
import { QueryView } from '../../../ui/query-view.js';
import { EmptyState, RowsSkeleton } from '../../../ui/states.js';
import { SelectField } from '../../../ui/select-field.js';
import { TextField } from '../../../ui/text-field.js';
import { ListBar } from '../../../ui/filter-links.js';
import type { AreaProps } from '../../area-props.js';
import { AUDIT_ACTIONS, auditActionLabel, auditRoleLabel, isAuditAction } from '../../../shared/audit/audit-actions.js';
import { filtersFrom, searchOf, type AuditFilters } from './audit-filters.js';
import { useAuditExport, useAuditLog } from './audit-queries.js';
import { counted } from '../../counted.js';
import { useTenantTimeZone } from '../../tenant-time-zone.js';

const Filters = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 0 16px;
  align-items: end;
  margin-bottom: 8px;
`;

const Check = styled.label`
  display: flex;
  gap: 8px;
  align-items: center;
  grid-column: 1 / -1;
  min-height: 44px;
  margin-bottom: 8px;
  input {
    width: 20px;
    height: 20px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  grid-column: 1 / -1;
  margin-bottom: 16px;
`;

const Muted = styled.span`
  display: block;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Wide enough to read as a sentence on a tablet; on a phone the card's column decides. */
const Sentence = styled.span`
  display: block;
  overflow-wrap: anywhere;
  @media (min-width: ${({ theme }) => theme.layout.mobileBreakpoint}px) {
    min-width: 15rem;
  }
`;

const ActionName = styled.strong`
  display: block;
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 16px;
`;

const columnsIn = (timeZone: string): readonly DataColumn<AuditItem>[] => [
  // The short form: the long one wraps to four lines on a tablet and squeezes the sentence.
  {
    key: 'at',
    header: 'Data e ora',
    rowHeader: true,
    cell: (item) => <time dateTime={item.at}>{formatShortDateTime(item.at, timeZone)}</time>,
  },
  {
    // The action's name over the server's sentence (what was acted on, both sides in words), next
    // to the date, so a narrow screen scrolls sideways for who and from where, not for what.
    key: 'action',
    header: 'Cosa è successo',
    cell: (item) => (
      <Sentence>
        <ActionName>{item.label}</ActionName>
        {item.description}
        {item.tenant === null && <Muted>senza iniziativa</Muted>}
      </Sentence>
    ),
  },
  {
    key: 'actor',
    header: 'Chi',
    cell: (item) => (
      <>
        {item.actor}
        <Muted>{auditRoleLabel(item.role)}</Muted>
      </>
    ),
  },
  { key: 'address', header: 'Indirizzo', cell: (item) => item.address ?? '—' },
];

const KNOWN_ACTIONS = Object.entries(AUDIT_ACTIONS).map(([action, spec]) => [action, spec.label] as const);

/** The filters' fields: a draft until "Applica", so typing does not send a request per key. */
function FilterForm({ value, onApply }: { value: AuditFilters; onApply: (filters: AuditFilters) => void }) {
  const [draft, setDraft] = useState(value);
  const set = (patch: Partial<AuditFilters>) => setDraft((d) => ({ ...d, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, actor: draft.actor.trim() });
  };
  // An action in the URL that this list does not know still shows, as the server names it.
  const actions =
    value.action && !isAuditAction(value.action)
      ? [...KNOWN_ACTIONS, [value.action, auditActionLabel(value.action)] as const]
      : KNOWN_ACTIONS;
  return (
    <Filters role="search" aria-label="Filtri del registro" onSubmit={submit}>
      <SelectField label="Azione" value={draft.action} onChange={(e) => set({ action: e.target.value })}>
        <option value="">Tutte le azioni</option>
        {actions.map(([action, label]) => (
          <option key={action} value={action}>
            {label}
          </option>
        ))}
      </SelectField>
      <TextField label="Email di chi ha agito" type="email" value={draft.actor} onChange={(e) => set({ actor: e.target.value })} />
      <TextField label="Dal giorno" type="date" value={draft.from} onChange={(e) => set({ from: e.target.value })} />
      <TextField
        label="Al giorno"
        type="date"
        value={draft.to}
        min={draft.from || undefined}
        onChange={(e) => set({ to: e.target.value })}
      />
      <Check>
        <input type="checkbox" checked={draft.own} onChange={(e) => set({ own: e.target.checked })} />
        Mostra anche le mie azioni fuori dall’iniziativa (accessi alla console, sicurezza dell’account)
      </Check>
      <Actions>
        <Button type="submit" variant="primary" size="sm">
          Applica filtri
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            const empty = { action: '', actor: '', from: '', to: '', own: false };
            setDraft(empty);
            onApply(empty);
          }}
        >
          Azzera filtri
        </Button>
      </Actions>
    </Filters>
  );
}

const hasFilters = (f: AuditFilters) => Boolean(f.action || f.actor || f.from || f.to);

/** "Registro attività": who did what on this tenant, newest first, with the CSV of the same filters. */
export default function AuditScreen({ alias }: AreaProps) {
  const timeZone = useTenantTimeZone();
  const [search, setSearch] = useSearchParams();
  const filters = filtersFrom(search);
  const log = useAuditLog(alias, filters);
  const download = useAuditExport(alias);
  // A failed next page keeps the pages loaded: only a failed first page is the list's error.
  const view = { ...log, isError: log.isError && !log.isFetchNextPageError };

  return (
    <Panel as="section" aria-labelledby="audit-title" style={{ padding: 24 }}>
      <h2 id="audit-title">Registro attività</h2>
      {/* Keyed on the address, so going back in history shows that address's filters in the fields. */}
      <FilterForm key={search.toString()} value={filters} onApply={(next) => setSearch(searchOf(next))} />

      <QueryView
        query={view}
        pending={<RowsSkeleton count={5} thumb={false} label="Caricamento del registro" />}
        errorTitle="Impossibile caricare il registro"
        isEmpty={(data) => data.pages.every((page) => page.items.length === 0) && !log.hasNextPage}
        empty={
          <EmptyState title="Nessuna attività">
            {hasFilters(filters)
              ? 'Nessuna voce corrisponde ai filtri scelti.'
              : 'Non è ancora stata registrata alcuna attività su questa iniziativa.'}
          </EmptyState>
        }
      >
        {(data) => {
          const items = data.pages.flatMap((page) => page.items);
          return (
            <>
              <ListBar>
                <p role="status">
                  {counted('auditEntries', items.length)}
                  {log.hasNextPage ? ', altre disponibili' : ''}
                </p>
                <Button variant="outline" size="sm" loading={download.isPending} onClick={() => download.mutate(filters)}>
                  Scarica CSV
                </Button>
              </ListBar>
              {download.isError && <Alert tone="error">Impossibile scaricare il CSV: {download.error.message}</Alert>}
              {filters.own && <Muted>Il CSV contiene solo le voci dell’iniziativa, non le tue azioni fuori da essa.</Muted>}
              <DataTable
                caption="Attività registrate, dalla più recente"
                columns={columnsIn(timeZone)}
                rows={items}
                rowKey={(item) => item.id}
                busy={log.isFetching && !log.isFetchingNextPage}
              />
              {log.isFetchNextPageError && <Alert tone="error">Impossibile caricare altre voci: {log.error?.message}</Alert>}
              {log.hasNextPage && (
                <More>
                  <Button variant="outline" loading={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
                    Carica altri
                  </Button>
                </More>
              )}
            </>
          );
        }}
      </QueryView>
    </Panel>
  );
}
