import { useMemo } from 'react';
import type uPlot from 'uplot';
import { formatNumber } from '../../../shared/format.js';
import { orderStatusLabel } from '../../../shared/order-status.js';
import type { OrderStatusCount } from '../../../shared/types/generated/api/staff-dashboard.js';
import { DataTable, type DataColumn } from '../../../ui/data-table.js';
import { EmptyState } from '../../../ui/states.js';
import { Chart, ChartFigure } from './chart.js';
import { categoryBarOptions, COLORS } from './chart-options.js';
import { counted } from '../../counted.js';

const COLUMNS: readonly DataColumn<OrderStatusCount>[] = [
  { key: 'status', header: 'Stato', cell: (s) => orderStatusLabel(s.status), rowHeader: true },
  { key: 'count', header: 'Ordini', cell: (s) => formatNumber(s.count), align: 'end' },
];

/** How many orders are in each status, most first, as bars; the statuses in Italian. */
export function OrdersChart({ statuses }: { statuses: readonly OrderStatusCount[] }) {
  const options = useMemo(
    () =>
      categoryBarOptions({
        labels: statuses.map((s) => orderStatusLabel(s.status)),
        format: formatNumber,
        series: [{ label: 'Ordini', color: COLORS.orders, align: 0 }],
        barSize: 0.6,
      }),
    [statuses],
  );
  const data = useMemo<uPlot.AlignedData>(() => [statuses.map((_, i) => i), statuses.map((s) => s.count)], [statuses]);
  const total = statuses.reduce((sum, s) => sum + s.count, 0);

  return (
    <ChartFigure
      title="Ordini per stato"
      summary={
        total === 0
          ? undefined
          : `${counted('ordersInAll', total)}: ${statuses
              .map((s) => `${orderStatusLabel(s.status).toLowerCase()} ${formatNumber(s.count)}`)
              .join(', ')}.`
      }
      table={
        total === 0 ? undefined : (
          <DataTable caption="Ordini per stato" hideCaption columns={COLUMNS} rows={statuses} rowKey={(s) => s.status} />
        )
      }
    >
      {total === 0 ? <EmptyState level={3}>Nessun ordine finora.</EmptyState> : <Chart options={options} data={data} height={240} />}
    </ChartFigure>
  );
}
