import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, RowsTable, type DataColumn } from './data-table.js';
import { kitWrapper } from './test/render-kit.js';

interface Fruit {
  id: number;
  name: string;
  stock: number;
}

const COLUMNS: DataColumn<Fruit>[] = [
  { key: 'name', header: 'Nome', cell: (f) => f.name, rowHeader: true },
  { key: 'stock', header: 'Quantità', cell: (f) => String(f.stock), align: 'end' },
];

describe('DataTable', () => {
  it('is a table named by its caption, with column headers and a row header per record', () => {
    render(
      <DataTable
        caption="Frutta"
        columns={COLUMNS}
        rows={[
          { id: 1, name: 'Mele', stock: 3 },
          { id: 2, name: 'Pere', stock: 12 },
        ]}
        rowKey={(f) => f.id}
      />,
      { wrapper: kitWrapper() },
    );
    const table = screen.getByRole('table', { name: 'Frutta' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Nome', 'Quantità']);
    expect(within(table).getByRole('rowheader', { name: 'Pere' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('12')).toHaveAttribute('data-align', 'end');
    // The scrolling box is reachable by keyboard and named like the table.
    expect(screen.getByRole('region', { name: 'Frutta' })).toHaveAttribute('tabindex', '0');
  });

  it('keeps a hidden caption for assistive technology and marks provisional rows busy', () => {
    render(<DataTable caption="Frutta" hideCaption busy columns={COLUMNS} rows={[]} rowKey={(f) => f.id} />, { wrapper: kitWrapper() });
    const table = screen.getByRole('table', { name: 'Frutta' });
    expect(table.querySelector('caption')).toHaveClass('visually-hidden');
    expect(table).toHaveAttribute('aria-busy', 'true');
  });

  it("names each value by its column for the card layout of narrow screens, but not the card's title or a hidden header", () => {
    const columns: DataColumn<Fruit>[] = [
      { key: 'photo', header: <span className="visually-hidden">Foto</span>, cell: () => '🍎' },
      ...COLUMNS,
      { key: 'shop', header: <abbr title="Negozio">Neg.</abbr>, label: 'Negozio', cell: () => 'Centro' },
    ];
    render(<DataTable caption="Frutta" columns={columns} rows={[{ id: 1, name: 'Mele', stock: 3 }]} rowKey={(f) => f.id} />, {
      wrapper: kitWrapper(),
    });
    const cells = within(screen.getByRole('table', { name: 'Frutta' })).getAllByRole('row')[1]!.children;
    expect([...cells].map((c) => c.getAttribute('data-label'))).toEqual([null, null, 'Quantità', 'Negozio']);
  });
});

describe('RowsTable', () => {
  it('is a table named by its hidden caption while there are rows', () => {
    render(
      <RowsTable
        caption="Frutta"
        columns={COLUMNS}
        rows={[{ id: 1, name: 'Mele', stock: 3 }]}
        rowKey={(f) => f.id}
        empty={<p>Niente frutta</p>}
      />,
      { wrapper: kitWrapper() },
    );
    const table = screen.getByRole('table', { name: 'Frutta' });
    expect(within(table).getByRole('rowheader', { name: 'Mele' })).toBeInTheDocument();
    expect(table.querySelector('caption')).toHaveClass('visually-hidden');
    expect(screen.queryByText('Niente frutta')).not.toBeInTheDocument();
  });

  it('shows what stands for it when there are none', () => {
    render(<RowsTable caption="Frutta" columns={COLUMNS} rows={[]} rowKey={(f) => f.id} empty={<p>Niente frutta</p>} />, {
      wrapper: kitWrapper(),
    });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Niente frutta')).toBeInTheDocument();
  });
});
