import styled from 'styled-components';
import { IMPORT_COLUMNS, type ImportColumn, type ImportKind } from '../../../shared/import-columns.js';
import { DataTable, type DataColumn } from '../../../ui/data-table.js';
import { KIND_TEXT } from './import-kinds.js';

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
    min-height: 44px;
    display: flex;
    align-items: center;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
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

/** What the file must look like, from the same column list the server checks the header with. */
export function ColumnHelp({ kind }: { kind: ImportKind }) {
  const columns = IMPORT_COLUMNS[kind];
  return (
    <Help>
      <p>
        <strong>Colonne obbligatorie:</strong> {codeList(columns.filter((c) => c.required))}. Facoltative:{' '}
        {codeList(columns.filter((c) => !c.required))}.
      </p>
      <p>
        La prima riga contiene i nomi delle colonne. Separatore <code>;</code> o <code>,</code>, codifica UTF-8 (in Excel: «CSV UTF-8»),{' '}
        {KIND_TEXT[kind].limits}.
      </p>
      <details>
        <summary>Che cosa va in ogni colonna</summary>
        <DataTable caption="Colonne del file" columns={COLUMNS} rows={columns} rowKey={(c) => c.name} />
      </details>
    </Help>
  );
}
