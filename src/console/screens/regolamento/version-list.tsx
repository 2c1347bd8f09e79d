import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatDateTime } from '../../../shared/format.js';
import type { StaffRegolamentoVersion } from '../../../shared/types/generated/api/staff-regolamento.js';
import { RowsTable, type DataColumn } from '../../../ui/data-table.js';
import { QueryView } from '../../../ui/query-view.js';
import { EmptyState, RowsSkeleton } from '../../../ui/states.js';
import type { AreaProps } from '../../area-props.js';
import { useTenantTimeZone } from '../../tenant-time-zone.js';
import { FORMAT_LABEL, ShortHash, useCanEdit, VersionState } from './regolamento-bits.js';
import { useRegolamentoVersions } from './regolamento-queries.js';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px 16px;
  margin-bottom: 8px;
  h2 {
    margin: 0;
  }
`;

const Intro = styled.p`
  margin: 0 0 20px;
  max-width: 70ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/* A link drawn as the kit's primary button: it leads to a page, it does not act. */
const NewLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 20px;
  border-radius: ${({ theme }) => theme.radii.button}px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
  font-weight: 600;
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const columnsIn = (timeZone: string): DataColumn<StaffRegolamentoVersion>[] => [
  {
    key: 'version',
    header: 'Versione',
    rowHeader: true,
    cell: (v) => <Link to={String(v.version)}>{`Versione ${v.version}`}</Link>,
  },
  { key: 'state', header: 'Stato', cell: (v) => <VersionState version={v} /> },
  { key: 'format', header: 'Formato', cell: (v) => FORMAT_LABEL[v.format] },
  { key: 'published', header: 'Pubblicata il', cell: (v) => (v.publishedAt ? formatDateTime(v.publishedAt, timeZone) : '—') },
  { key: 'hash', header: 'Impronta', cell: (v) => <ShortHash hash={v.docHash} /> },
];

/** The regolamento's versions, newest first, and (for operators) the way to prepare the next one. */
export function VersionList({ alias }: AreaProps) {
  const timeZone = useTenantTimeZone();
  const versions = useRegolamentoVersions(alias);
  const canEdit = useCanEdit();
  const draft = versions.data?.versions.find((v) => v.status === 'draft');
  return (
    <section aria-labelledby="regolamento-title">
      <Head>
        <h2 id="regolamento-title">Regolamento</h2>
        {/* One draft at a time: while one waits, the way on is to publish or delete it. */}
        {canEdit && versions.data && !draft && <NewLink to="nuova">Nuova versione</NewLink>}
        {canEdit && draft && <Note>{`La versione ${draft.version} è in bozza: pubblicala o eliminala per prepararne un’altra.`}</Note>}
      </Head>
      <Intro>
        Ogni versione pubblicata resta consultabile. Quando ne pubblichi una nuova, ogni cliente deve accettarla al primo accesso
        successivo: per ogni accettazione restano la versione, l’impronta del documento, l’ora e l’indirizzo.
      </Intro>
      <QueryView
        query={versions}
        pending={<RowsSkeleton count={3} thumb={false} label="Caricamento delle versioni" />}
        errorTitle="Impossibile caricare il regolamento"
      >
        {(data) => (
          <RowsTable
            caption="Versioni del regolamento, dalla più recente"
            columns={columnsIn(timeZone)}
            rows={data.versions}
            rowKey={(v) => v.version}
            empty={
              <EmptyState title="Nessuna versione registrata">
                {canEdit
                  ? 'Prepara la prima versione: finché non ne pubblichi una, ai clienti non viene chiesto di accettare nulla.'
                  : 'Finché un operatore non ne pubblica una, ai clienti non viene chiesto di accettare nulla.'}
              </EmptyState>
            }
          />
        )}
      </QueryView>
    </section>
  );
}
