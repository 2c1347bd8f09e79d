import styled from 'styled-components';
import { formatDateTime } from '../../../shared/format.js';
import type { StaffAcceptance } from '../../../shared/types/generated/api/staff-regolamento.js';
import { Alert } from '../../../ui/alert.js';
import { RowsTable, type DataColumn } from '../../../ui/data-table.js';
import { QueryView } from '../../../ui/query-view.js';
import { EmptyState, RowsSkeleton } from '../../../ui/states.js';
import { useTenantTimeZone } from '../../tenant-time-zone.js';
import { useCustomerAcceptances } from './acceptance-queries.js';

const Section = styled.section`
  margin-top: 32px;
  display: grid;
  gap: 12px;
  h3 {
    margin: 0;
  }
`;

const CHANNELS: Record<StaffAcceptance['channel'], string> = {
  signup: 'Registrazione',
  portal: 'Pagina di accettazione del portale',
  demo: 'Dati demo',
};

const columnsIn = (timeZone: string): DataColumn<StaffAcceptance>[] => [
  { key: 'version', header: 'Versione', rowHeader: true, cell: (a) => (a.current ? `${a.version} (in vigore)` : String(a.version)) },
  { key: 'at', header: 'Accettata il', cell: (a) => formatDateTime(a.acceptedAt, timeZone) },
  { key: 'channel', header: 'Dove', cell: (a) => CHANNELS[a.channel] },
  { key: 'address', header: 'Indirizzo IP', breakAnywhere: true, cell: (a) => a.address ?? '—' },
  {
    key: 'hash',
    header: 'Impronta del documento',
    breakAnywhere: true,
    cell: (a) => <code title={a.docHash}>{a.docHash.slice(0, 12)}</code>,
  },
];

/**
 * Which versions of the regolamento the customer accepted, newest first: the evidence support
 * shows when asked, and whether the version in force still waits for them.
 */
export function CustomerRegolamento({ alias, username }: { alias: string; username: string }) {
  const timeZone = useTenantTimeZone();
  const query = useCustomerAcceptances(alias, username);
  return (
    <Section aria-labelledby="acceptances-title">
      <h3 id="acceptances-title">Regolamento accettato</h3>
      <QueryView
        query={query}
        level={3}
        errorTitle="Impossibile caricare le accettazioni del regolamento"
        pending={<RowsSkeleton count={2} thumb={false} label="Caricamento delle accettazioni" />}
      >
        {(data) => {
          const waiting = data.currentVersion !== null && !data.acceptances.some((a) => a.current);
          return (
            <>
              {waiting && (
                <Alert tone="info">{`Non ha ancora accettato la versione ${data.currentVersion}, in vigore: il portale gliela chiede al prossimo accesso.`}</Alert>
              )}
              <RowsTable
                caption="Versioni del regolamento accettate, dalla più recente"
                columns={columnsIn(timeZone)}
                rows={data.acceptances}
                rowKey={(a) => a.version}
                empty={<EmptyState>Non ha ancora accettato nessuna versione.</EmptyState>}
              />
            </>
          );
        }}
      </QueryView>
    </Section>
  );
}
