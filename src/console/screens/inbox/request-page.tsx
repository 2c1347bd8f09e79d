import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { RequestDetail } from '../../../shared/types/generated/api/staff-inbox.js';
import { formatDateTime } from '../../../shared/format.js';
import { Panel } from '../../../ui/cards.js';
import { FactList, RecordColumns, RecordHeader, RecordPage } from '../../../ui/record-layout.js';
import type { AreaProps } from '../../area-props.js';
import { useRequest } from './inbox-queries.js';
import { AssignForm, ReplyForm, StatusButton } from './request-actions.js';
import { customerName, RequestState } from './request-bits.js';
import { useTenantTimeZone } from '../../tenant-time-zone.js';

const Stack = styled.div`
  display: grid;
  gap: 24px;
`;

const Thread = styled.ol`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Message = styled.li<{ $staff: boolean }>`
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme, $staff }) => ($staff ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.input}px;
  background: ${({ theme }) => theme.colors.background};
  p {
    margin: 0;
  }
`;

const Who = styled.p`
  margin: 0 0 6px !important;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Body = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

function ThreadView({ detail }: { detail: RequestDetail }) {
  const timeZone = useTenantTimeZone();
  const { request, replies } = detail;
  return (
    <section aria-labelledby="thread-title">
      <h3 id="thread-title">Conversazione</h3>
      <Thread>
        <Message $staff={false}>
          <Who>
            {customerName(request.customer)} · {formatDateTime(request.createdAt, timeZone)}
          </Who>
          <Body>{request.message}</Body>
        </Message>
        {replies.map((r) => (
          <Message key={r.id} $staff>
            <Who>
              Risposta di {r.author} a {r.sentTo} · {formatDateTime(r.createdAt, timeZone)}
            </Who>
            <Body>{r.body}</Body>
          </Message>
        ))}
      </Thread>
    </section>
  );
}

/** One request: what the customer asked, the thread of replies, and what staff can do with it. */
export function RequestPage({ alias }: AreaProps) {
  const timeZone = useTenantTimeZone();
  const id = Number(useParams().id);
  const request = useRequest(alias, id);
  return (
    <RecordPage
      backLabel="Torna alle richieste"
      query={request}
      loadingLabel="Caricamento della richiesta"
      errorTitle="Impossibile caricare la richiesta"
      notFoundTitle="Richiesta non trovata"
      notFoundText="Non esiste una richiesta con questo numero in questa iniziativa."
    >
      {(detail) => <Request alias={alias} detail={detail} timeZone={timeZone} />}
    </RecordPage>
  );
}

/** The request once read. */
function Request({ alias, detail, timeZone }: { alias: string; detail: RequestDetail; timeZone: string }) {
  const r = detail.request;
  const facts: [string, string][] = [
    ['Cliente', customerName(r.customer)],
    ['Azienda', r.customer.company ?? '—'],
    ['Email', r.customer.email ?? 'non indicata'],
    ['Argomento', r.topicLabel],
    ['Ordine', r.orderNumber ?? 'nessuno'],
    ['Ricevuta il', formatDateTime(r.createdAt, timeZone)],
    ...(r.closedAt ? ([['Chiusa il', formatDateTime(r.closedAt, timeZone)]] as [string, string][]) : []),
  ];
  return (
    <article aria-labelledby="request-title">
      <RecordHeader>
        <h2 id="request-title">
          {r.topicLabel} – richiesta n. {r.id}
        </h2>
        <RequestState request={r} />
      </RecordHeader>
      <RecordColumns $min={380}>
        <Stack>
          <Panel>
            <FactList facts={facts} />
            <StatusButton alias={alias} detail={detail} />
          </Panel>
          <Panel>
            <AssignForm alias={alias} detail={detail} />
          </Panel>
        </Stack>
        <Stack>
          <Panel>
            <ThreadView detail={detail} />
          </Panel>
          {r.status === 'open' && (
            <Panel>
              <ReplyForm alias={alias} detail={detail} />
            </Panel>
          )}
        </Stack>
      </RecordColumns>
    </article>
  );
}
