import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

export interface DataColumn<Row> {
  /** Stable key of the column (React key, test ids). */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Figures line up on the right so their digits align. */
  align?: 'start' | 'end';
  /** The cell that names the row: a row header (`<th scope="row">`) read with every other cell. */
  rowHeader?: boolean;
  /** Long unbroken values (email addresses, codes) may break anywhere, so the table fits a narrow screen. */
  breakAnywhere?: boolean;
}

export interface DataTableProps<Row> {
  /** Names the table for assistive technology; visually hidden with `hideCaption`. */
  caption: ReactNode;
  hideCaption?: boolean;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Busy while newer rows load over the ones shown (a page change), so they read as provisional. */
  busy?: boolean;
}

/**
 * Wide tables scroll sideways inside their box rather than widen the page; the box is focusable
 * and named by the caption, so keyboard users can scroll it too (axe: scrollable-region-focusable).
 */
const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.card}px;
  background: ${({ theme }) => theme.colors.surface};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Table = styled.table<{ $busy: boolean }>`
  width: 100%;
  border-collapse: collapse;
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
  caption {
    padding: 12px 16px;
    text-align: start;
    font-weight: 700;
  }
  th,
  td {
    padding: 10px 16px;
    text-align: start;
    vertical-align: top;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
  }
  tbody th {
    font-weight: 600;
  }
  ${({ theme }) => theme.media.mobile} {
    th,
    td {
      padding: 8px 10px;
    }
  }
  [data-break='anywhere'] {
    overflow-wrap: anywhere;
  }
  [data-align='end'] {
    text-align: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

function cellAttributes(column: DataColumn<never>) {
  return { 'data-align': column.align ?? 'start', 'data-break': column.breakAnywhere ? 'anywhere' : undefined };
}

/**
 * A table of records: a caption, column headers, one row per record, a row header naming each
 * row. Generic: columns say how to show a record, the caller decides what a cell holds (text,
 * a link, a badge).
 */
export function DataTable<Row>({ caption, hideCaption = false, columns, rows, rowKey, busy = false }: DataTableProps<Row>) {
  const captionId = useId();
  return (
    <Scroller role="region" aria-labelledby={captionId} tabIndex={0}>
      <Table $busy={busy} aria-busy={busy || undefined}>
        <caption id={captionId} className={hideCaption ? 'visually-hidden' : undefined}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" data-align={column.align ?? 'start'}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.key} scope="row" {...cellAttributes(column)}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.key} {...cellAttributes(column)}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
