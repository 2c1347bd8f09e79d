import { Fragment } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type {
  CustomerConsent,
  CustomerDetail,
  CustomerOrder,
  CustomerSession,
  LedgerMovement,
} from '../../../shared/types/generated/api/staff-customers.js';
import { formatDateTime, formatLongDate, formatPoints, formatPointsDelta } from '../../../shared/format.js';
import { orderStatusLabel } from '../../../shared/order-status.js';
import { Panel } from '../../../ui/cards.js';
import { DataTable, RowsTable, type DataColumn } from '../../../ui/data-table.js';
import { BackLink } from '../../../ui/page.js';
import { QueryView } from '../../../ui/query-view.js';
import { EmptyState, RowsSkeleton } from '../../../ui/states.js';
import { RecordColumns, RecordFacts as Facts, RecordHeader } from '../../../ui/record-layout.js';
import type { AreaProps } from '../../area-props.js';
import { CustomerActions } from './customer-actions.js';
import { CustomerPrivacy } from './customer-privacy.js';
import { CustomerRegolamento } from './customer-regolamento.js';
import { fullName, StateBadges } from './customer-bits.js';
import { useCustomer } from './customers-queries.js';
import { PointsAdjustmentForm } from './points-adjustment-form.js';
import { counted } from '../../counted.js';
import { useTenantTimeZone } from '../../tenant-time-zone.js';

/* Two columns only when each gets 420 px: narrower, the profile's terms squeeze their values to a word a line. */
const Columns = styled(RecordColumns)`
  margin-bottom: 24px;
`;

const Stack = styled.div`
  display: grid;
  gap: 24px;
`;

const Balance = styled.p`
  margin: 0;
  font-size: 2rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Section = styled.section`
  margin-top: 32px;
  h3 {
    margin: 0 0 12px;
  }
`;

const Note = styled.p`
  margin: 8px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

const KIND: Record<LedgerMovement['kind'], string> = { credit: 'Accredito', debit: 'Addebito', reversal: 'Storno', expiry: 'Scadenza' };

const ledgerIn = (timeZone: string): DataColumn<LedgerMovement>[] => [
  { key: 'date', header: 'Data', cell: (m) => formatDateTime(m.date, timeZone) },
  { key: 'kind', header: 'Tipo', cell: (m) => KIND[m.kind] },
  { key: 'reason', header: 'Descrizione', rowHeader: true, cell: (m) => m.reason },
  { key: 'delta', header: 'Punti', align: 'end', cell: (m) => formatPointsDelta(m.delta) },
];

const ordersIn = (timeZone: string): DataColumn<CustomerOrder>[] => [
  { key: 'number', header: 'Ordine', rowHeader: true, cell: (o) => o.number },
  { key: 'date', header: 'Data', cell: (o) => formatLongDate(o.date, timeZone) },
  { key: 'status', header: 'Stato', cell: (o) => orderStatusLabel(o.status) },
  { key: 'points', header: 'Punti', align: 'end', cell: (o) => formatPoints(o.points) },
];

const sessionsIn = (timeZone: string): DataColumn<CustomerSession>[] => [
  { key: 'started', header: 'Accesso', rowHeader: true, cell: (s) => formatDateTime(s.started, timeZone) },
  { key: 'lastUsed', header: 'Ultimo uso', cell: (s) => formatDateTime(s.lastUsed, timeZone) },
  { key: 'expires', header: 'Scade', cell: (s) => formatDateTime(s.expires, timeZone) },
];

function yesNo(value: boolean): string {
  return value ? 'Sì' : 'No';
}

/** 'Sì (testo 2025-01, 10 gennaio 2025)'; an answer recorded before versions existed has no version. */
function consentAnswer(c: CustomerConsent, timeZone: string): string {
  if (c.given === null) return 'Non espresso';
  const when = [c.version ? `testo ${c.version}` : '', formatLongDate(c.recordedAt, timeZone)].filter(Boolean).join(', ');
  return when ? `${yesNo(c.given)} (${when})` : yesNo(c.given);
}

/** The consents by the purposes the tenant declares (its labels): a form field's name says nothing here. */
function Consents({ consents }: { consents: CustomerConsent[] }) {
  const timeZone = useTenantTimeZone();
  return (
    <Panel as="section" aria-labelledby="consents-title">
      <h3 id="consents-title">Consensi</h3>
      {consents.length === 0 ? (
        <Note>L’iniziativa non chiede consensi.</Note>
      ) : (
        <Facts>
          {consents.map((c) => (
            <Fragment key={c.purpose}>
              <dt>{c.label}</dt>
              <dd>{consentAnswer(c, timeZone)}</dd>
            </Fragment>
          ))}
        </Facts>
      )}
    </Panel>
  );
}

function Profile({ customer }: { customer: CustomerDetail }) {
  const timeZone = useTenantTimeZone();
  const p = customer.profile;
  const address = [[p.address1, p.address2].filter(Boolean).join(' '), [p.zipcode, p.city, p.district].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const facts: [string, string][] = [
    ['Codice', p.username],
    ['Nome', fullName(p)],
    ['Azienda', p.company ?? ''],
    ['Partita IVA', p.vatcode ?? ''],
    ['Email', p.email ?? ''],
    ['Telefono', p.phone ?? ''],
    ['Indirizzo', address],
    ['Data di nascita', formatLongDate(p.dateOfBirth, timeZone)],
    ['Registrato il', formatLongDate(p.createdAt, timeZone)],
    ['Attivato il', formatLongDate(p.activatedAt, timeZone)],
    ['Registrazione completata', yesNo(p.registrationCompleted)],
    ['Accesso con password', yesNo(p.hasPassword)],
    // The tenant's own signup fields (a shop code, a declaration…), by the form's label.
    ...p.extraFields.map((f): [string, string] => [f.label, f.tickBox ? yesNo(f.value === '1') : (f.value ?? '')]),
  ];
  return (
    <Panel as="section" aria-labelledby="profile-title">
      <h3 id="profile-title">Profilo</h3>
      <Facts>
        {facts.map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value || '—'}</dd>
          </Fragment>
        ))}
      </Facts>
    </Panel>
  );
}

/** One customer: who they are, their state and balance, every movement, orders and sessions, and what support can do. */
export function CustomerPage({ alias }: AreaProps) {
  const timeZone = useTenantTimeZone();
  const { username = '' } = useParams();
  const { state } = useLocation() as { state: { listSearch?: string } | null };
  const customer = useCustomer(alias, username);
  const back = <BackLink to={`..${state?.listSearch ?? ''}`} label="Torna ai clienti" />;

  return (
    <>
      {back}
      <QueryView
        query={customer}
        pending={<RowsSkeleton count={4} thumb={false} label="Caricamento del cliente" />}
        errorTitle="Impossibile caricare il cliente"
        notFound={<EmptyState title="Cliente non trovato">Nessun cliente con codice «{username}» in questa iniziativa.</EmptyState>}
      >
        {(c) => <CustomerRecord alias={alias} customer={c} timeZone={timeZone} />}
      </QueryView>
    </>
  );
}

/** The record of one customer, once read. */
function CustomerRecord({ alias, customer: c, timeZone }: { alias: string; customer: CustomerDetail; timeZone: string }) {
  const name = fullName(c.profile);
  return (
    <article aria-labelledby="customer-title">
      <RecordHeader>
        <h2 id="customer-title">
          {c.profile.username}
          {name ? ` – ${name}` : ''}
        </h2>
        <StateBadges active={c.active} pointsEnabled={c.pointsEnabled} />
      </RecordHeader>

      <Columns $min={420}>
        <Stack>
          <Panel as="section" aria-labelledby="balance-title">
            <h3 id="balance-title">Saldo</h3>
            <Balance data-testid="customer-balance">{counted('points', c.balance)}</Balance>
          </Panel>
          <Profile customer={c} />
          <Consents consents={c.profile.consents} />
        </Stack>
        <Stack>
          <Panel>
            <PointsAdjustmentForm alias={alias} username={c.profile.username} />
          </Panel>
          <Panel>
            <CustomerActions alias={alias} customer={c} />
          </Panel>
        </Stack>
      </Columns>

      <Section aria-labelledby="ledger-title">
        <h3 id="ledger-title">Movimenti punti</h3>
        <RowsTable
          caption="Movimenti punti, dal più recente"
          columns={ledgerIn(timeZone)}
          rows={c.ledger}
          rowKey={(m) => m.id}
          empty={<EmptyState>Nessun movimento.</EmptyState>}
        />
        {c.ledgerTotal > c.ledger.length && (
          <Note>
            Mostrati i {formatPoints(c.ledger.length)} movimenti più recenti su {formatPoints(c.ledgerTotal)}.
          </Note>
        )}
      </Section>

      <Section aria-labelledby="orders-title">
        <h3 id="orders-title">Ordini</h3>
        <RowsTable
          caption="Ordini, dal più recente"
          columns={ordersIn(timeZone)}
          rows={c.orders}
          rowKey={(o) => o.number}
          empty={<EmptyState>Nessun ordine.</EmptyState>}
        />
      </Section>

      <Section aria-labelledby="sessions-title">
        <h3 id="sessions-title">Sessioni aperte</h3>
        {c.sessions.length === 0 ? (
          <EmptyState>Nessuna sessione aperta.</EmptyState>
        ) : (
          <DataTable caption="Sessioni aperte" hideCaption columns={sessionsIn(timeZone)} rows={c.sessions} rowKey={(s) => s.started} />
        )}
      </Section>

      <CustomerRegolamento alias={alias} username={c.profile.username} />

      <CustomerPrivacy alias={alias} username={c.profile.username} />
    </article>
  );
}
