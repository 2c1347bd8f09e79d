import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatDateTime } from '../../../shared/format.js';
import type { Dashboard } from '../../../shared/types/generated/api/staff-dashboard.js';
import { Button } from '../../../ui/button.js';
import { Panel } from '../../../ui/cards.js';
import { QueryView } from '../../../ui/query-view.js';
import { EmptyState, LoadingState, Skeleton } from '../../../ui/states.js';
import { DashboardFigures } from './dashboard-figures.js';
import { DEFAULT_PERIOD, PERIODS, periodOf, useDashboard } from './dashboard-queries.js';
import { OrdersChart } from './orders-chart.js';
import { PointsChart } from './points-chart.js';
import { TopPrizes } from './top-prizes.js';
import { ProgrammePanel } from './programme-panel.js';
import { DeadlinePanel } from './deadline-panel.js';
import { useTenantTimeZone } from '../../tenant-time-zone.js';
import { compactSelect } from '../../../ui/layout-css.js';

const Layout = styled.div`
  display: grid;
  /* The column is the page's width, whatever its contents: a chart drawn wider shrinks with it. */
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
`;

/** Orders beside the top prizes where there is room for both; one under the other on a tablet. */
const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
  gap: 24px;
  align-items: start;
`;

const Stamp = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
  p {
    margin: 0;
  }
`;

const PeriodField = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  label {
    font-weight: 600;
  }
  select {
    max-width: 100%;
    ${compactSelect}
  }
`;

const PERIOD_LABELS: Record<number, string> = { 52: 'Ultimo anno (52 settimane)' };

function PeriodSelect({ weeks, onChange }: { weeks: number; onChange: (weeks: number) => void }) {
  const id = useId();
  return (
    <PeriodField>
      <label htmlFor={id}>Periodo</label>
      <select id={id} value={weeks} onChange={(e) => onChange(Number(e.target.value))}>
        {PERIODS.map((p) => (
          <option key={p} value={p}>
            {PERIOD_LABELS[p] ?? `Ultime ${p} settimane`}
          </option>
        ))}
      </select>
    </PeriodField>
  );
}

/** Nothing has happened in the tenant yet: no customers loaded, no points moved, no orders. */
function isEmpty(dashboard: Dashboard): boolean {
  return (
    dashboard.customers.provisioned === 0 &&
    dashboard.ordersByStatus.length === 0 &&
    dashboard.pointsByWeek.every((w) => w.issued === 0 && w.spent === 0)
  );
}

function DashboardSkeleton() {
  return (
    <LoadingState label="Caricamento dei dati dell’iniziativa">
      <Layout>
        <Skeleton $h="120px" />
        <Skeleton $h="340px" />
        <Skeleton $h="280px" />
      </Layout>
    </LoadingState>
  );
}

/**
 * The tenant's dashboard: headline figures, points per week over the period of the address
 * (`?settimane=`), orders per status and the prizes ordered most.
 */
export function TenantDashboard({ alias }: { alias: string }) {
  const timeZone = useTenantTimeZone();
  const [params, setParams] = useSearchParams();
  const weeks = periodOf(params.get('settimane'));
  const dashboard = useDashboard(alias, weeks);

  const choosePeriod = (next: number) => {
    const search = new URLSearchParams(params);
    if (next === DEFAULT_PERIOD) search.delete('settimane');
    else search.set('settimane', String(next));
    setParams(search);
  };

  return (
    <Layout>
      <ProgrammePanel alias={alias} />
      <QueryView
        query={dashboard}
        pending={<DashboardSkeleton />}
        errorTitle="Impossibile caricare i dati dell’iniziativa"
        level={3}
        isEmpty={isEmpty}
        empty={
          <EmptyState level={3} title="Ancora nessun dato">
            L’iniziativa non ha ancora clienti, movimenti di punti né ordini: grafici e cifre compariranno qui con i primi dati.
          </EmptyState>
        }
      >
        {(data) => (
          <Layout>
            <h3 className="visually-hidden">In sintesi</h3>
            <DashboardFigures dashboard={data} />
            <Panel>
              <PointsChart
                weeks={data.pointsByWeek}
                busy={dashboard.isPlaceholderData}
                period={<PeriodSelect weeks={weeks} onChange={choosePeriod} />}
              />
            </Panel>
            <Panel>
              <DeadlinePanel alias={alias} deadlines={data.orderDeadlines} />
            </Panel>
            <Pair>
              <Panel>
                <OrdersChart statuses={data.ordersByStatus} />
              </Panel>
              <Panel>
                <TopPrizes prizes={data.topPrizes} />
              </Panel>
            </Pair>
            <Stamp>
              <p>Dati aggiornati al {formatDateTime(data.generatedAt, timeZone)}.</p>
              <Button size="sm" variant="outline" onClick={() => void dashboard.refetch()} loading={dashboard.isFetching}>
                Aggiorna
              </Button>
            </Stamp>
          </Layout>
        )}
      </QueryView>
    </Layout>
  );
}
