import { formatDateTime, formatNumber } from '../../../shared/format.js';
import type { DeadJob, KindCounts } from '../../../shared/types/generated/api/staff-jobs.js';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { Panel } from '../../../ui/cards.js';
import { DataTable, type DataColumn } from '../../../ui/data-table.js';
import { QueryView } from '../../../ui/query-view.js';
import { EmptyState, ListSkeleton } from '../../../ui/states.js';
import type { AreaProps } from '../../area-props.js';
import { useMe } from '../../session.js';
import { useTenantTimeZone } from '../../tenant-time-zone.js';
import { QUEUE_POLL_MS, useJobQueue, useRetryJob } from './jobs-queries.js';

const figure = (key: keyof KindCounts & string, header: string): DataColumn<KindCounts> => ({
  key,
  header,
  align: 'end',
  cell: (k) => formatNumber(k[key] as number),
});

const KIND_COLUMNS: readonly DataColumn<KindCounts>[] = [
  { key: 'label', header: 'Lavoro', rowHeader: true, cell: (k) => k.label },
  figure('queued', 'In coda'),
  figure('running', 'In corso'),
  figure('done', 'Completati (24 ore)'),
  figure('failed', 'Da ritentare'),
  figure('dead', 'Falliti'),
];

function deadColumns(timeZone: string, retry: ((job: DeadJob) => void) | null, pending: number | null): readonly DataColumn<DeadJob>[] {
  return [
    { key: 'label', header: 'Lavoro', rowHeader: true, cell: (j) => `${j.label} n. ${j.id}` },
    { key: 'failedAt', header: 'Fallito il', cell: (j) => formatDateTime(j.failedAt, timeZone) },
    { key: 'attempts', header: 'Tentativi', align: 'end', cell: (j) => formatNumber(j.attempts) },
    {
      key: 'error',
      header: 'Ultimo errore',
      breakAnywhere: true,
      cell: (j) => (
        <>
          {j.error}
          {j.detail && (
            <details>
              <summary>Dettaglio tecnico</summary>
              <code>{j.detail}</code>
            </details>
          )}
        </>
      ),
    },
    ...(retry
      ? [
          {
            key: 'retry',
            header: <span className="visually-hidden">Azioni</span>,
            cell: (j: DeadJob) => (
              <Button size="sm" loading={pending === j.id} onClick={() => retry(j)} aria-label={`Riprova ${j.label} n. ${j.id}`}>
                Riprova
              </Button>
            ),
          },
        ]
      : []),
  ];
}

/**
 * "Coda lavori": the tenant's background jobs (mail, imports, webhook deliveries), read again
 * every few seconds while the screen is on view, and the dead ones, which operators retry.
 */
export default function JobsScreen({ alias }: AreaProps) {
  const timeZone = useTenantTimeZone();
  const queue = useJobQueue(alias);
  const retry = useRetryJob(alias);
  const mayRetry = useMe().data?.role === 'operator';
  return (
    <Panel as="section" aria-labelledby="jobs-title" style={{ padding: 24 }}>
      <h2 id="jobs-title">Coda lavori</h2>
      <p>
        Email, importazioni e consegne ai partner passano da una coda condivisa da tutti i server: un lavoro che fallisce è ritentato da
        solo, con attese via via più lunghe. Quelli falliti a ogni tentativo restano qui finché qualcuno non li riprova. La pagina si
        aggiorna da sola ogni {QUEUE_POLL_MS / 1000} secondi.
      </p>
      {retry.isSuccess && <Alert tone="success">Lavoro n. {retry.data.id} rimesso in coda: partirà entro pochi secondi.</Alert>}
      {retry.error && <Alert tone="error">{retry.error.message}</Alert>}
      <QueryView
        query={queue}
        pending={<ListSkeleton label="Caricamento della coda lavori" />}
        errorTitle="Impossibile leggere la coda lavori"
        level={3}
      >
        {(data) => (
          <>
            <section aria-labelledby="kinds-title">
              <h3 id="kinds-title">Per tipo di lavoro</h3>
              {data.kinds.length === 0 ? (
                <EmptyState level={3} title="Nessun lavoro nelle ultime 24 ore" />
              ) : (
                <DataTable caption="Lavori per tipo e stato" hideCaption columns={KIND_COLUMNS} rows={data.kinds} rowKey={(k) => k.kind} />
              )}
            </section>
            <section aria-labelledby="dead-title">
              <h3 id="dead-title">Falliti definitivamente</h3>
              {data.dead.length === 0 ? (
                <EmptyState level={3} title="Nessun lavoro fallito: non c’è niente da riprovare" />
              ) : (
                <DataTable
                  caption="Lavori falliti definitivamente, dal più recente"
                  hideCaption
                  columns={deadColumns(
                    timeZone,
                    mayRetry ? (j) => retry.mutate(j.id) : null,
                    retry.isPending ? (retry.variables ?? null) : null,
                  )}
                  rows={data.dead}
                  rowKey={(j) => j.id}
                />
              )}
            </section>
          </>
        )}
      </QueryView>
    </Panel>
  );
}
