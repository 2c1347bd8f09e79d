import styled from 'styled-components';
import { formatNumber, formatPoints } from '../../../shared/format.js';
import type { TopPrize } from '../../../shared/types/generated/api/staff-dashboard.js';
import { DataTable, type DataColumn } from '../../../ui/data-table.js';
import { EmptyState } from '../../../ui/states.js';

const Section = styled.section`
  display: grid;
  gap: 12px;
  min-width: 0;
  align-content: start;
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
`;

type RankedPrize = TopPrize & { rank: number };

const COLUMNS: readonly DataColumn<RankedPrize>[] = [
  { key: 'rank', header: 'N.', cell: (p) => p.rank, align: 'end' },
  { key: 'name', header: 'Premio', cell: (p) => p.name, rowHeader: true },
  { key: 'quantity', header: 'Pezzi', cell: (p) => formatNumber(p.quantity), align: 'end' },
  { key: 'points', header: 'Punti', cell: (p) => formatPoints(p.points), align: 'end' },
];

/** The prizes ordered most (by pieces, cancelled orders left out), as the server ranks them. */
export function TopPrizes({ prizes }: { prizes: readonly TopPrize[] }) {
  return (
    <Section aria-labelledby="top-prizes-title">
      <h3 id="top-prizes-title">Premi più ordinati</h3>
      {prizes.length === 0 ? (
        <EmptyState level={3}>Nessun premio ordinato finora.</EmptyState>
      ) : (
        <DataTable
          caption="Premi più ordinati, per pezzi ordinati (ordini annullati esclusi)"
          hideCaption
          columns={COLUMNS}
          rows={prizes.map((p, i) => ({ ...p, rank: i + 1 }))}
          rowKey={(p) => p.productId}
        />
      )}
    </Section>
  );
}
