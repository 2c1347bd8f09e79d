import styled from 'styled-components';
import { formatNumber, formatPercent } from '../../../shared/format.js';
import type { Dashboard } from '../../../shared/types/generated/api/staff-dashboard.js';
import { surfaceBox } from '../../../ui/cards.js';
import { counted } from '../../counted.js';

/** Five in a row on a wide desktop, fewer on narrower screens, one under the other on a phone. */
const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 16px;
  margin: 0;
  @media (max-width: 479px) {
    grid-template-columns: 1fr;
  }
`;

const Figure = styled.div`
  ${surfaceBox}
  display: grid;
  gap: 4px;
  align-content: start;
  padding: 16px 20px;
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const Value = styled.dd`
  font-size: 2rem;
  font-weight: 700;
  line-height: 1.2;
  font-variant-numeric: tabular-nums;
`;

const Note = styled.dd`
  font-size: 0.95rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A share drawn as a filled bar; the words above it say the same. */
const Meter = styled.span<{ $share: number }>`
  display: block;
  height: 8px;
  margin-top: 10px;
  border-radius: 4px;
  background: linear-gradient(
    to right,
    ${({ theme }) => theme.colors.primary} ${({ $share }) => $share * 100}%,
    #e5e7eb ${({ $share }) => $share * 100}%
  );
`;

const share = (part: number, whole: number) => (whole > 0 ? Math.min(1, part / whole) : 0);

/** The headline figures: customers active and able to collect points, redemption rate, orders, requests waiting. */
export function DashboardFigures({ dashboard }: { dashboard: Dashboard }) {
  const { provisioned, active, pointsEnabled } = dashboard.customers;
  const orders = dashboard.ordersByStatus.reduce((sum, s) => sum + s.count, 0);
  return (
    <List data-testid="dashboard-figures">
      <Figure>
        <dt>Clienti attivi</dt>
        <Value>{formatNumber(active)}</Value>
        <Note>
          {`${counted('customersLoaded', provisioned)} (${formatPercent(share(active, provisioned))})`}
          <Meter $share={share(active, provisioned)} aria-hidden="true" />
        </Note>
      </Figure>
      <Figure>
        <dt>Con punti abilitati</dt>
        <Value>{formatNumber(pointsEnabled)}</Value>
        <Note>
          su {formatNumber(provisioned)} caricati
          <Meter $share={share(pointsEnabled, provisioned)} aria-hidden="true" />
        </Note>
      </Figure>
      <Figure>
        <dt>Tasso di riscatto</dt>
        <Value>{formatPercent(dashboard.redemptionRate)}</Value>
        <Note>
          dei punti emessi sono stati spesi (da sempre)
          <Meter $share={dashboard.redemptionRate} aria-hidden="true" />
        </Note>
      </Figure>
      <Figure>
        <dt>Ordini</dt>
        <Value>{formatNumber(orders)}</Value>
        <Note>in tutto, annullati compresi</Note>
      </Figure>
      <Figure>
        <dt>Richieste senza risposta</dt>
        <Value>{formatNumber(dashboard.requests.unanswered)}</Value>
        <Note>{counted('requestsOpen', dashboard.requests.open)}</Note>
      </Figure>
    </List>
  );
}
