import { formatDateTime, formatNumber } from '../../../shared/format.js';
import type { NotificationSend } from '../../../shared/types/generated/api/staff-notifications.js';
import { RowsTable, type DataColumn } from '../../../ui/data-table.js';
import { QueryView } from '../../../ui/query-view.js';
import { EmptyState, ListSkeleton } from '../../../ui/states.js';
import { useSendHistory } from './notifications-queries.js';
import { counted } from '../../counted.js';
import { useTenantTimeZone } from '../../tenant-time-zone.js';

function recipientsText(s: NotificationSend): string {
  const who = s.audience === 'all' ? `Tutti i clienti (${formatNumber(s.recipients)})` : `${formatNumber(s.recipients)} per codice`;
  return s.unknownCodes.length ? `${who}; ${counted('unknownCodes', s.unknownCodes.length)}` : who;
}

function mailText(s: NotificationSend): string {
  if (!s.email) return 'No';
  if (s.emailsSent >= s.emailsTotal) return counted('emailsSent', s.emailsSent);
  return counted('emailsSending', s.emailsTotal, { done: formatNumber(s.emailsSent) });
}

const columnsIn = (timeZone: string): readonly DataColumn<NotificationSend>[] => [
  { key: 'title', header: 'Titolo', rowHeader: true, cell: (s) => s.title },
  { key: 'sentAt', header: 'Inviata il', cell: (s) => formatDateTime(s.sentAt, timeZone) },
  { key: 'to', header: 'Destinatari', cell: recipientsText },
  { key: 'mail', header: 'Email', cell: mailText },
  { key: 'by', header: 'Inviata da', cell: (s) => s.sentBy, breakAnywhere: true },
];

/** What was sent in the tenant, newest first: by whom, to how many, and the mails gone so far. */
export function SendHistory({ alias }: { alias: string }) {
  const timeZone = useTenantTimeZone();
  const history = useSendHistory(alias);
  return (
    <section aria-labelledby="history-title">
      <h3 id="history-title">Notifiche inviate</h3>
      <QueryView
        query={history}
        pending={<ListSkeleton label="Caricamento delle notifiche inviate" />}
        errorTitle="Impossibile leggere le notifiche inviate"
        level={3}
      >
        {(data) => (
          <RowsTable
            caption="Notifiche inviate, dalla più recente"
            rows={data.items}
            rowKey={(s) => s.id}
            columns={columnsIn(timeZone)}
            empty={<EmptyState level={3} title="Nessuna notifica inviata finora" />}
          />
        )}
      </QueryView>
    </section>
  );
}
