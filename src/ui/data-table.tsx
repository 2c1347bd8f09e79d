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
  /**
   * The column's name beside each value when the rows are drawn as cards (narrow screens). By
   * default the header when it is plain text; a column whose header is hidden (a picture, a
   * button) shows its value alone.
   */
  label?: string;
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
 * It is positioned so that what is absolutely placed inside (visually hidden headers) is clipped
 * with the rest instead of stretching the page at its place far right.
 *
 * On a narrow screen (the theme's mobile width) a row of many columns does not fit even
 * scrolled: each row becomes a card, the row header first as its title and every other value
 * under its column's name (`data-label`, drawn by CSS with an empty alternative text, so
 * assistive technology keeps reading the table's own headers instead of the name twice). The
 * markup stays a table.
 */
const Scroller = styled.div`
  position: relative;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.card}px;
  background: ${({ theme }) => theme.colors.surface};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  ${({ theme }) => theme.media.mobile} {
    overflow-x: visible;
    border: 0;
    background: none;
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
  [data-break='anywhere'] {
    overflow-wrap: anywhere;
  }
  [data-align='end'] {
    text-align: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  ${({ theme }) => theme.media.mobile} {
    &,
    tbody,
    tr,
    th,
    td {
      display: block;
    }
    caption {
      display: block;
      padding: 0 0 8px;
    }
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    tbody {
      display: grid;
      gap: 12px;
    }
    tr {
      display: grid;
      gap: 8px;
      padding: 12px 14px;
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.card}px;
      background: ${({ theme }) => theme.colors.surface};
    }
    th,
    td {
      padding: 0;
      border: 0;
      min-width: 0;
      overflow-wrap: anywhere;
    }
    tbody th {
      order: -1;
      font-size: 1.05rem;
    }
    [data-label] {
      display: grid;
      grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
      gap: 2px 12px;
      justify-items: start;
    }
    /* A value of several parts (a name and a muted line under it) stays in the value's column. */
    [data-label] > * {
      grid-column: 2;
    }
    [data-label]::before {
      content: attr(data-label);
      content: attr(data-label) / '';
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: 0.9rem;
      font-weight: 400;
    }
    [data-align='end'] {
      text-align: start;
      white-space: normal;
    }
  }
`;

/** The name shown beside a value in a card: none for the row header, which is the card's title. */
function cardLabel(column: DataColumn<never>): string | undefined {
  if (column.rowHeader) return undefined;
  return column.label ?? (typeof column.header === 'string' ? column.header : undefined);
}

function cellAttributes(column: DataColumn<never>) {
  return {
    'data-align': column.align ?? 'start',
    'data-break': column.breakAnywhere ? 'anywhere' : undefined,
    'data-label': cardLabel(column),
  };
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

export interface RowsTableProps<Row> extends Omit<DataTableProps<Row>, 'hideCaption'> {
  /** What stands in the table's place when there are no rows (an EmptyState). */
  empty: ReactNode;
}

/** A table named for assistive technology only (its heading is on the page), or `empty` when there are no rows. */
export function RowsTable<Row>({ empty, ...table }: RowsTableProps<Row>) {
  return table.rows.length === 0 ? <>{empty}</> : <DataTable {...table} hideCaption />;
}
