import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ImportColumn } from '../../shared/import-columns.js';
import { DataTable, type DataColumn } from '../../ui/data-table.js';
import { summaryControl } from '../../ui/layout-css.js';

const Help = styled.div`
  margin: 0 0 20px;
  p {
    margin: 0 0 8px;
  }
  code {
    font-size: 0.95em;
    overflow-wrap: anywhere;
  }
  summary {
    ${summaryControl}
  }
`;

const COLUMNS: readonly DataColumn<ImportColumn>[] = [
  { key: 'name', header: 'Colonna', rowHeader: true, cell: (c) => <code>{c.name}</code> },
  { key: 'required', header: 'Obbligatoria', cell: (c) => (c.required ? 'Sì' : 'No') },
  { key: 'help', header: 'Contenuto', cell: (c) => c.help },
];

function codeList(columns: readonly ImportColumn[]) {
  return columns.map((c, i) => (
    <span key={c.name}>
      {i > 0 && ', '}
      <code>{c.name}</code>
    </span>
  ));
}

/**
 * What the file must look like, from the same column list the server checks the header with;
 * `limits` says the file's size and what else it may hold, `children` adds (an example to download).
 */
export function ColumnHelp({ columns, limits, children }: { columns: readonly ImportColumn[]; limits: string; children?: ReactNode }) {
  const required = columns.filter((c) => c.required);
  const optional = columns.filter((c) => !c.required);
  return (
    <Help>
      <p>
        <strong>Colonne obbligatorie:</strong> {codeList(required)}.{optional.length > 0 && <> Facoltative: {codeList(optional)}.</>}
      </p>
      <p>
        La prima riga contiene i nomi delle colonne. Separatore <code>;</code> o <code>,</code>, codifica UTF-8 (in Excel: «CSV UTF-8»),{' '}
        {limits}.
      </p>
      {children}
      <details>
        <summary>Che cosa va in ogni colonna</summary>
        <DataTable caption="Colonne del file" columns={COLUMNS} rows={columns} rowKey={(c) => c.name} />
      </details>
    </Help>
  );
}
