import styled from 'styled-components';
import { formatNumber, formatPoints, formatRowNumber } from '../../../shared/format.js';
import type { FileLine, LineCredit, RulePoints, SalesPreview } from '../../../shared/types/generated/api/staff-sales.js';
import { Alert } from '../../../ui/alert.js';
import { Badge } from '../../../ui/cards.js';
import { DataTable, type DataColumn } from '../../../ui/data-table.js';
import { counted } from '../../counted.js';
import { Figures } from '../../uploads/figures.js';

/** A row of the file as the preview shows it: its values (absent when they could not be read) and what it earns or why not. */
interface PreviewRow {
  line: number;
  values: FileLine | null;
  credits: LineCredit[];
  error: string | null;
  outside: string | null;
}

/**
 * The rows of the preview in the file's order: each row the server sent back as written, with
 * its credits, its error or the reason the calendar leaves it out; then the rows in error the
 * server could not show as written (unreadable, or past the rows it returns), so none is missed.
 */
function previewRows(p: SalesPreview): PreviewRow[] {
  const byLine = new Map<number, PreviewRow>();
  const row = (line: number) => {
    let r = byLine.get(line);
    if (!r) byLine.set(line, (r = { line, values: null, credits: [], error: null, outside: null }));
    return r;
  };
  for (const l of p.lines) row(l.line).values = l;
  for (const c of p.credits) row(c.line).credits.push(c);
  for (const e of p.errors) row(e.line).error = e.message;
  for (const o of p.outside) row(o.line).outside = o.message;
  return [...byLine.values()].sort((a, b) => a.line - b.line);
}

const Why = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li + li {
    margin-top: 4px;
  }
`;

function outcome(r: PreviewRow, valid: boolean) {
  if (r.error)
    return (
      <>
        <Badge $tone="error">Rifiutata</Badge> {r.error}
      </>
    );
  if (r.outside)
    return (
      <>
        <Badge>Nessun punto</Badge> {r.outside}
      </>
    );
  if (!valid) return 'Riga corretta: i punti si calcolano quando il file non ha più errori.';
  if (r.credits.length === 0) return 'Nessuna regola accredita punti su questa riga.';
  return (
    <Why>
      {r.credits.map((c) => (
        <li key={c.rule_id}>
          <strong>{counted('points', c.points)}</strong>: {c.reason}
        </li>
      ))}
    </Why>
  );
}

/** A code or a day kept on one line: a table on a wide screen scrolls sideways rather than split DEMO0001 or a date. */
const OneLine = styled.span`
  white-space: nowrap;
`;

const Tables = styled.div`
  display: grid;
  gap: 16px;
  margin: 0 0 16px;
`;

const text = (value: string | undefined) => (value ? <OneLine>{value}</OneLine> : '—');

function rowColumns(valid: boolean): readonly DataColumn<PreviewRow>[] {
  return [
    { key: 'line', header: 'Riga', rowHeader: true, align: 'end', cell: (r) => formatRowNumber(r.line) },
    { key: 'customer', header: 'Cliente', cell: (r) => text(r.values?.user_code) },
    { key: 'date', header: 'Data', cell: (r) => text(r.values?.date) },
    { key: 'product', header: 'Prodotto', breakAnywhere: true, cell: (r) => text(r.values?.product_code) },
    { key: 'quantity', header: 'Pezzi', align: 'end', cell: (r) => text(r.values?.quantity) },
    { key: 'amount', header: 'Importo (€)', align: 'end', cell: (r) => text(r.values?.amount) },
    {
      key: 'points',
      header: 'Punti',
      align: 'end',
      cell: (r) => (r.credits.length ? formatPoints(r.credits.reduce((sum, c) => sum + c.points, 0)) : '—'),
    },
    { key: 'why', header: 'Perché', cell: (r) => outcome(r, valid) },
  ];
}

const RULE_COLUMNS: readonly DataColumn<RulePoints>[] = [
  { key: 'label', header: 'Regola', rowHeader: true, cell: (r) => r.label },
  { key: 'points', header: 'Punti', align: 'end', cell: (r) => formatPoints(r.points) },
];

type Customer = SalesPreview['customers'][number];
const CUSTOMER_COLUMNS: readonly DataColumn<Customer>[] = [
  { key: 'code', header: 'Cliente', rowHeader: true, breakAnywhere: true, cell: (c) => c.user_code },
  { key: 'lines', header: 'Righe', align: 'end', cell: (c) => formatNumber(c.lines) },
  { key: 'rules', header: 'Per regola', cell: (c) => c.rules.map((r) => `${r.label}: ${formatPoints(r.points)}`).join(' · ') },
  { key: 'points', header: 'Punti', align: 'end', cell: (c) => formatPoints(c.points) },
];

function summary(p: SalesPreview): string {
  if (!p.valid)
    return `${counted('salesRowsInError', p.errors_total)}: correggi il file e sceglilo di nuovo. Un file con errori non si applica, nemmeno in parte.`;
  if (p.already_applied) return 'Questo file è già stato caricato (vedi «File caricati»): ogni file si applica una volta sola.';
  if (p.points === 0) return 'Anteprima: nulla è stato scritto. Con «Applica» nessuna riga accrediterebbe punti.';
  return `Anteprima: nulla è stato scritto. Con «Applica» ${counted('salesWouldCredit', p.points)} a ${counted('customers', p.customers.length)}.`;
}

/** What a sales file would credit: the totals, per rule and per customer, then each row with its points and why, or why not. */
export function SalesPreviewView({ preview: p, fileName }: { preview: SalesPreview; fileName: string }) {
  const rows = previewRows(p);
  const shown = p.lines.length;
  return (
    <section aria-labelledby="sales-preview-title">
      <h3 id="sales-preview-title">Anteprima di {fileName}</h3>
      <Alert tone={p.valid ? 'info' : 'error'}>{summary(p)}</Alert>
      <Figures aria-label={`Totali di ${fileName}`}>
        <div>
          <dt>Righe lette</dt>
          <dd>{formatNumber(p.rows)}</dd>
        </div>
        <div>
          <dt>Con errori</dt>
          <dd>{formatNumber(p.errors_total)}</dd>
        </div>
        <div>
          <dt>Fuori dal periodo di raccolta</dt>
          <dd>{formatNumber(p.outside.length)}</dd>
        </div>
        <div>
          <dt>Clienti accreditati</dt>
          <dd>{formatNumber(p.customers.length)}</dd>
        </div>
        <div>
          <dt>Punti da accreditare</dt>
          <dd>{formatPoints(p.points)}</dd>
        </div>
      </Figures>
      {p.rules.length > 0 && (
        <Tables>
          <DataTable caption="Punti per regola" columns={RULE_COLUMNS} rows={p.rules} rowKey={(r) => r.rule_id} />
          <DataTable caption="Punti per cliente" columns={CUSTOMER_COLUMNS} rows={p.customers} rowKey={(c) => c.user_code} />
        </Tables>
      )}
      {shown < p.rows && <p>{counted('salesRowsShown', shown, { total: formatNumber(p.rows) })}</p>}
      <DataTable caption="Righe del file" columns={rowColumns(p.valid)} rows={rows} rowKey={(r) => r.line} />
    </section>
  );
}
