import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { formatDateTime } from '../../../shared/format.js';
import type { ConsentHistoryEntry, ExportState } from '../../../shared/types/generated/api/staff-privacy.js';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { RowsTable, type DataColumn } from '../../../ui/data-table.js';
import { Modal } from '../../../ui/modal.js';
import { QueryView } from '../../../ui/query-view.js';
import { EmptyState, RowsSkeleton } from '../../../ui/states.js';
import { TextArea } from '../../../ui/text-area.js';
import { useTenantTimeZone } from '../../tenant-time-zone.js';
import { useConsentHistoryCsv, useCustomerPrivacy, useDownloadExport, useEraseCustomer, usePrepareExport } from './privacy-queries.js';

const Section = styled.section`
  margin-top: 32px;
  display: grid;
  gap: 12px;
  h3,
  h4 {
    margin: 0;
  }
  h4 {
    margin-top: 12px;
  }
  p {
    margin: 0;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

const CHANNELS: Record<ConsentHistoryEntry['channel'], string> = {
  signup: 'Registrazione',
  profile: 'Pagina personale',
  retention: 'Scadenza',
  demo: 'Dati demo',
  migration: 'Migrazione',
};

const consentColumns = (timeZone: string): DataColumn<ConsentHistoryEntry>[] => [
  { key: 'at', header: 'Data', cell: (c) => formatDateTime(c.recordedAt, timeZone) },
  { key: 'label', header: 'Finalità', rowHeader: true, cell: (c) => c.label },
  { key: 'given', header: 'Risposta', cell: (c) => (c.given ? 'Dato' : 'Negato') },
  { key: 'version', header: 'Testo', cell: (c) => c.version ?? 'non indicato' },
  { key: 'channel', header: 'Canale', cell: (c) => CHANNELS[c.channel] },
];

const STATES: Record<ExportState['state'], string> = { preparing: 'In preparazione', ready: 'Pronta', expired: 'Scaduta' };

/**
 * The customer's data rights for support: the consent history with the wording's version and
 * channel (and as CSV), the data export (the customer's own zip, audited), and erasure with a
 * reason, which pending orders refuse with the server's words.
 */
export function CustomerPrivacy({ alias, username }: { alias: string; username: string }) {
  const timeZone = useTenantTimeZone();
  const query = useCustomerPrivacy(alias, username);
  const prepare = usePrepareExport(alias, username);
  const download = useDownloadExport(alias, username);
  const csv = useConsentHistoryCsv(alias, username);
  const erase = useEraseCustomer(alias, username);
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const failure = [prepare, download, csv].find((m) => m.isError)?.error;

  return (
    <Section aria-labelledby="privacy-title">
      <h3 id="privacy-title">Dati personali</h3>
      <QueryView
        query={query}
        level={3}
        errorTitle="Impossibile caricare i dati personali"
        pending={<RowsSkeleton count={2} thumb={false} label="Caricamento dei dati personali" />}
      >
        {(data) => {
          const latest = data.exports[0];
          return (
            <>
              <h4>Storico dei consensi</h4>
              <RowsTable
                caption="Storico dei consensi, dal più vecchio"
                columns={consentColumns(timeZone)}
                rows={data.consents}
                rowKey={(c) => `${c.purpose}-${c.recordedAt}-${c.channel}`}
                empty={<EmptyState>Nessun consenso registrato.</EmptyState>}
              />
              <Row>
                <Button size="sm" loading={csv.isPending} onClick={() => csv.mutate()}>
                  Scarica lo storico (CSV)
                </Button>
              </Row>

              <h4>Copia dei dati</h4>
              <p role="status">
                {latest
                  ? `Ultima esportazione: ${STATES[latest.state]}${latest.expiresAt && latest.state === 'ready' ? `, fino al ${formatDateTime(latest.expiresAt, timeZone)}` : ''}.`
                  : 'Nessuna esportazione.'}
              </p>
              <Row>
                <Button size="sm" loading={prepare.isPending} disabled={latest?.state === 'preparing'} onClick={() => prepare.mutate()}>
                  Prepara l’esportazione
                </Button>
                {latest?.state === 'ready' && (
                  <Button size="sm" variant="primary" loading={download.isPending} onClick={() => download.mutate(latest.id)}>
                    Scarica lo zip
                  </Button>
                )}
              </Row>
              {failure && <Alert tone="error">{failure.message}</Alert>}

              <h4>Cancellazione</h4>
              {data.pendingOrders.length > 0 ? (
                <Alert tone="info">{`Non si può cancellare finché questi ordini non sono spediti o annullati: ${data.pendingOrders.join(', ')}.`}</Alert>
              ) : (
                <Row>
                  <Button size="sm" variant="outline" onClick={() => setAsking(true)}>
                    Cancella i dati del cliente
                  </Button>
                </Row>
              )}
            </>
          );
        }}
      </QueryView>
      <Modal
        open={asking}
        onClose={() => setAsking(false)}
        title={`Cancellare i dati di ${username}?`}
        actions={
          <>
            <Button onClick={() => setAsking(false)}>Annulla</Button>
            <Button
              variant="primary"
              loading={erase.isPending}
              disabled={reason.trim().length < 3}
              onClick={() => erase.mutate(reason.trim(), { onSuccess: () => void navigate('..') })}
            >
              Cancella definitivamente
            </Button>
          </>
        }
      >
        <p>
          Nome, contatti, indirizzi, messaggi e scontrini del cliente vengono cancellati; movimenti punti e ordini restano senza il suo
          nome. Il codice utente non potrà più accedere.
        </p>
        <TextArea
          label="Motivo (resta nel registro delle attività)"
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
        />
        {erase.isError && <Alert tone="error">{erase.error.message}</Alert>}
      </Modal>
    </Section>
  );
}
