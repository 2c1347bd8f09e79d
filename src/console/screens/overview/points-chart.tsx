import { useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type uPlot from 'uplot';
import { formatDayMonth, formatLongDate, formatPoints } from '../../../shared/format.js';
import type { PointsWeek } from '../../../shared/types/generated/api/staff-dashboard.js';
import { DataTable, type DataColumn } from '../../../ui/data-table.js';
import { EmptyState } from '../../../ui/states.js';
import { Chart, ChartFigure } from './chart.js';
import { categoryBarOptions, COLORS } from './chart-options.js';
import { counted } from '../../counted.js';
import { useTenantTimeZone } from '../../tenant-time-zone.js';

const LEGEND = [
  { label: 'Punti emessi', color: COLORS.issued },
  { label: 'Punti spesi', color: COLORS.spent },
];

const columnsIn = (timeZone: string): readonly DataColumn<PointsWeek>[] => [
  { key: 'week', header: 'Settimana dal', cell: (w) => formatLongDate(w.week, timeZone), rowHeader: true },
  { key: 'issued', header: 'Punti emessi', cell: (w) => formatPoints(w.issued), align: 'end' },
  { key: 'spent', header: 'Punti spesi', cell: (w) => formatPoints(w.spent), align: 'end' },
];

/** Under the chart: the week under the pointer, or the current one, in words. */
const Readout = styled.p`
  margin: 0;
  min-height: 1.5em;
  font-size: 0.95rem;
  font-variant-numeric: tabular-nums;
`;

const Plot = styled.div<{ $busy: boolean }>`
  display: grid;
  gap: 8px;
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
`;

export interface PointsChartProps {
  weeks: readonly PointsWeek[];
  /** The period selector, beside the title. */
  period: ReactNode;
  /** Figures of a new period are on their way: the chart shown is the previous one. */
  busy: boolean;
}

/** Points issued and spent per week, as paired bars, with the period's totals in words. */
export function PointsChart({ weeks, period, busy }: PointsChartProps) {
  const timeZone = useTenantTimeZone();
  const [hovered, setHovered] = useState<number | null>(null);
  const options = useMemo(
    () =>
      categoryBarOptions({
        labels: weeks.map((w) => formatDayMonth(w.week, timeZone)),
        format: formatPoints,
        series: [
          { label: LEGEND[0]!.label, color: COLORS.issued, align: -1 },
          { label: LEGEND[1]!.label, color: COLORS.spent, align: 1 },
        ],
        barSize: 0.4,
      }),
    [weeks, timeZone],
  );
  const data = useMemo<uPlot.AlignedData>(() => [weeks.map((_, i) => i), weeks.map((w) => w.issued), weeks.map((w) => w.spent)], [weeks]);
  const issued = weeks.reduce((sum, w) => sum + w.issued, 0);
  const spent = weeks.reduce((sum, w) => sum + w.spent, 0);
  const shown = weeks[hovered ?? weeks.length - 1];

  return (
    <ChartFigure
      title="Punti emessi e spesi per settimana"
      actions={period}
      summary={`${counted('lastWeeks', weeks.length)}: ${counted('pointsIssued', issued)}, ${counted('pointsSpent', spent)}.`}
      legend={issued + spent > 0 ? LEGEND : undefined}
      table={
        <DataTable
          caption="Punti emessi e spesi per settimana"
          hideCaption
          columns={columnsIn(timeZone)}
          rows={weeks}
          rowKey={(w) => w.week}
        />
      }
    >
      {issued + spent === 0 ? (
        <EmptyState level={3}>Nessun movimento di punti nelle ultime {weeks.length} settimane.</EmptyState>
      ) : (
        <Plot $busy={busy} aria-busy={busy || undefined}>
          <Chart options={options} data={data} height={280} onHover={setHovered} />
          {shown && (
            <Readout>
              {hovered === null ? 'Settimana in corso, dal ' : 'Settimana dal '}
              {formatLongDate(shown.week, timeZone)}: {formatPoints(shown.issued)} emessi, {formatPoints(shown.spent)} spesi
            </Readout>
          )}
        </Plot>
      )}
    </ChartFigure>
  );
}
