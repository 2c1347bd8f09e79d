import { useRef } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatDateTime } from '../../../shared/format.js';
import type { Delivery } from '../../../shared/types/generated/api/staff-webhooks.js';
import { webhookEventLabel } from '../../../shared/webhook-events.js';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { Badge, Panel } from '../../../ui/cards.js';
import { DataTable, type DataColumn } from '../../../ui/data-table.js';
import { BackLink } from '../../../ui/page.js';
import { pageFromParams } from '../../../ui/page-param.js';
import { PagedList, QueryView } from '../../../ui/query-view.js';
import { EmptyState, RowsSkeleton } from '../../../ui/states.js';
import { useTenantTimeZone } from '../../tenant-time-zone.js';
import { useDeliveries, useRedeliver, useWebhooks } from './webhooks-queries.js';

const PAGE_PARAM = 'pagina';

const STATE: Record<Delivery['state'], { label: string; tone: 'neutral' | 'success' | 'error' }> = {
  pending: { label: 'In corso', tone: 'neutral' },
  delivered: { label: 'Consegnato', tone: 'success' },
  failed: { label: 'Fallito', tone: 'error' },
};

const Body = styled.pre`
  max-width: 60ch;
  max-height: 16rem;
  margin: 8px 0 0;
  padding: 8px;
  overflow: auto;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: 0.85rem;
  background: ${({ theme }) => theme.colors.background};
`;

function outcome(d: Delivery, timeZone: string): string {
  const parts = [
    d.responseCode !== null ? `Risposta ${d.responseCode}` : null,
    d.durationMs !== null ? `${d.durationMs} ms` : null,
    d.error && d.responseCode === null ? d.error : null,
    d.state === 'pending' && d.nextAttemptAt ? `nuovo tentativo il ${formatDateTime(d.nextAttemptAt, timeZone)}` : null,
  ];
  return parts.filter(Boolean).join(' · ') || 'Non ancora inviato';
}

function columnsIn(timeZone: string, again: (d: Delivery) => void, busy: number | null, disabled: boolean): DataColumn<Delivery>[] {
  return [
    {
      key: 'event',
      header: 'Evento',
      rowHeader: true,
      cell: (d) => (
        <details>
          <summary>{webhookEventLabel(d.type)}</summary>
          <Body>{JSON.stringify(JSON.parse(d.request), null, 2)}</Body>
          {d.responseExcerpt && <Body aria-label="Risposta del ricevitore">{d.responseExcerpt}</Body>}
        </details>
      ),
    },
    { key: 'at', header: 'Creato il', cell: (d) => formatDateTime(d.createdAt, timeZone) },
    { key: 'state', header: 'Stato', cell: (d) => <Badge $tone={STATE[d.state].tone}>{STATE[d.state].label}</Badge> },
    { key: 'attempts', header: 'Tentativi', align: 'end', cell: (d) => String(d.attempts) },
    { key: 'outcome', header: 'Ultimo esito', cell: (d) => outcome(d, timeZone) },
    {
      key: 'again',
      header: <span className="visually-hidden">Azioni</span>,
      cell: (d) => (
        <Button size="sm" disabled={disabled} loading={busy === d.id} onClick={() => again(d)}>
          Invia di nuovo
          <span className="visually-hidden">
            {' '}
            {webhookEventLabel(d.type)} del {formatDateTime(d.createdAt, timeZone)}
          </span>
        </Button>
      ),
    },
  ];
}

/** One endpoint's delivery log (14 days), newest first, with "Invia di nuovo" on each line. */
export function WebhookLog({ alias }: { alias: string }) {
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const page = pageFromParams(params, PAGE_PARAM);
  const timeZone = useTenantTimeZone();
  const endpoints = useWebhooks(alias);
  const log = useDeliveries(alias, id, page);
  const redeliver = useRedeliver(alias);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const endpoint = endpoints.data?.items.find((e) => e.id === id);

  return (
    <Panel as="section" aria-labelledby="webhook-log-title" style={{ padding: 24 }}>
      <BackLink to=".." label="Torna ai webhook" />
      <h2 id="webhook-log-title">Registro degli invii</h2>
      <QueryView
        query={endpoints}
        pending={<RowsSkeleton count={1} thumb={false} label="Caricamento del webhook" />}
        errorTitle="Impossibile leggere il webhook"
      >
        {() =>
          endpoint ? (
            <p style={{ overflowWrap: 'anywhere' }}>
              {endpoint.url} {endpoint.enabled ? null : <Badge $tone="error">Disattivato</Badge>}
            </p>
          ) : (
            <EmptyState title="Webhook non trovato" level={3} />
          )
        }
      </QueryView>
      <p>Gli invii restano nel registro 14 giorni. Un invio non riuscito viene ritentato per circa un giorno.</p>
      {redeliver.isError && <Alert tone="error">{redeliver.error.message}</Alert>}
      {redeliver.isSuccess && <Alert tone="success">Evento di nuovo in coda: compare in cima al registro.</Alert>}
      <h3 ref={resultsRef} tabIndex={-1} className="visually-hidden">
        Invii
      </h3>
      <PagedList
        query={log}
        pending={<RowsSkeleton count={4} thumb={false} label="Caricamento del registro" />}
        errorTitle="Impossibile leggere il registro degli invii"
        notFound={<EmptyState title="Webhook non trovato" level={3} />}
        level={3}
        empty={
          <EmptyState title="Ancora nessun invio" level={3}>
            Qui compare ogni evento inviato a questo indirizzo. Prova «Invia evento di prova».
          </EmptyState>
        }
        page={page}
        param={PAGE_PARAM}
        pagesLabel="Pagine del registro"
        onNavigate={() => resultsRef.current?.focus()}
      >
        {(data) => (
          <DataTable
            caption="Invii, dal più recente"
            hideCaption
            columns={columnsIn(
              timeZone,
              (d) => redeliver.mutate({ id, delivery: d.id }),
              redeliver.isPending ? (redeliver.variables?.delivery ?? null) : null,
              endpoint?.enabled === false,
            )}
            rows={data.items}
            rowKey={(d) => d.id}
          />
        )}
      </PagedList>
    </Panel>
  );
}
