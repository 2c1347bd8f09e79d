import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatLongDate, formatNumber } from '../../../shared/format.js';
import { AT_RISK_DAYS, type Deadline } from '../../../shared/order-deadline.js';
import { orderStatusLabel, isOrderStatus } from '../../../shared/order-status.js';
import type { OrderDeadlines, OrderStatusCount } from '../../../shared/types/generated/api/staff-dashboard.js';
import { useTenantTimeZone } from '../../tenant-time-zone.js';
import { ordersUnderDeadline } from '../../orders-address.js';

const Section = styled.section`
  display: grid;
  gap: 12px;
  min-width: 0;
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
  gap: 16px 32px;
`;

const Group = styled.div<{ $alert: boolean }>`
  display: grid;
  gap: 6px;
  align-content: start;
  h4 {
    margin: 0;
    font-size: 1rem;
  }
  strong {
    font-size: 1.75rem;
    font-variant-numeric: tabular-nums;
    color: ${({ theme, $alert }) => ($alert ? theme.colors.error : theme.colors.text)};
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
  li {
    padding: 2px 0;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

function DeadlineGroup(props: { alias: string; deadline: Deadline; title: string; counts: readonly OrderStatusCount[]; none: string }) {
  const { alias, deadline, title, counts, none } = props;
  const total = counts.reduce((sum, s) => sum + s.count, 0);
  return (
    <Group role="group" $alert={deadline === 'overdue' && total > 0} aria-labelledby={`deadline-${deadline}`}>
      <h4 id={`deadline-${deadline}`}>{title}</h4>
      <strong>{formatNumber(total)}</strong>
      {total === 0 ? (
        <Muted>{none}</Muted>
      ) : (
        <ul>
          {counts.map((s) => (
            <li key={s.status}>
              <Link to={ordersUnderDeadline(alias, deadline, isOrderStatus(s.status) ? s.status : undefined)}>
                {orderStatusLabel(s.status)}: {formatNumber(s.count)}
              </Link>
            </li>
          ))}
          <li>
            <Link to={ordersUnderDeadline(alias, deadline)}>Vedi tutti</Link>
          </li>
        </ul>
      )}
    </Group>
  );
}

/**
 * The prizes still owed against their due dates: how many orders are late and how many fall due
 * within the next days, per status, each a link to those orders in the list.
 */
export function DeadlinePanel({ alias, deadlines }: { alias: string; deadlines: OrderDeadlines }) {
  const timeZone = useTenantTimeZone();
  return (
    <Section aria-labelledby="deadline-title">
      <h3 id="deadline-title">Scadenze di consegna</h3>
      <Muted>Premi non ancora consegnati, rispetto alla data di consegna promessa, al {formatLongDate(deadlines.today, timeZone)}.</Muted>
      <Columns>
        <DeadlineGroup
          alias={alias}
          deadline="overdue"
          title="Ordini in ritardo"
          counts={deadlines.overdue}
          none="Nessun ordine oltre la data di consegna."
        />
        <DeadlineGroup
          alias={alias}
          deadline="at_risk"
          title="Ordini a rischio"
          counts={deadlines.atRisk}
          none={`Nessun ordine in scadenza nei prossimi ${AT_RISK_DAYS} giorni.`}
        />
      </Columns>
    </Section>
  );
}
