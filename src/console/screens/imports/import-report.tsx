import { formatNumber, formatRowNumber } from '../../../shared/format.js';
import type { ImportJob, ReportNote } from '../../../shared/types/generated/api/staff-imports.js';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { Badge } from '../../../ui/cards.js';
import { DataTable, type DataColumn } from '../../../ui/data-table.js';
import { usePageParam } from '../../../ui/page-param.js';
import { Pagination } from '../../../ui/pagination.js';
import { ListBar } from '../../../ui/filter-links.js';
import { counted } from '../../counted.js';
import { Figures } from '../../uploads/figures.js';

/** Rows of the report per page: the whole of a big file's report (up to 500 rows) would be a very long page. */
export const REPORT_PAGE_SIZE = 50;
const PAGE_PARAM = 'pagina';

const COLUMNS: readonly DataColumn<ReportNote>[] = [
  { key: 'line', header: 'Riga', rowHeader: true, align: 'end', cell: (n) => formatRowNumber(n.line) },
  { key: 'key', header: 'Codice', breakAnywhere: true, cell: (n) => n.key || '—' },
  {
    key: 'outcome',
    header: 'Esito',
    cell: (n) => (n.outcome === 'rejected' ? <Badge $tone="error">Scartata</Badge> : <Badge>Già presente</Badge>),
  },
  { key: 'reason', header: 'Motivo', breakAnywhere: true, cell: (n) => n.reason },
];

const FIX_AND_RELOAD = 'Correggi le righe scartate nel file e caricalo di nuovo: quelle già importate vengono saltate.';

/** The rows left out, in the summary that is announced when the report appears: counts and a table are easy to skim past. */
function rejectedText(rejected: number, dryRun: boolean): string {
  return rejected === 0 ? '' : ` ${counted(dryRun ? 'rowsWouldBeRejected' : 'rowsRejected', rejected)}`;
}

function summary(job: ImportJob): string {
  const r = job.report!;
  const left = rejectedText(r.rejected, job.dryRun);
  if (job.dryRun)
    return r.accepted > 0
      ? `Verifica completata: nulla è stato scritto. Con «Importa» ${counted('rowsWouldImport', r.accepted)}.${left}`
      : `Verifica completata: nulla è stato scritto, e nessuna riga del file verrebbe importata.${left}`;
  return `${counted('rowsImported', r.accepted)}${left}`;
}

export interface ImportReportProps {
  job: ImportJob;
  onDownload: () => void;
  downloading: boolean;
  downloadError: string | null;
}

/** The report of a finished job: the counts, then the rows to look at, those in error first. */
export function ImportReportView({ job, onDownload, downloading, downloadError }: ImportReportProps) {
  const r = job.report!;
  const shown = r.notes.length;
  const lastPage = Math.max(1, Math.ceil(shown / REPORT_PAGE_SIZE));
  const page = Math.min(usePageParam(PAGE_PARAM), lastPage);
  const rows = r.notes.slice((page - 1) * REPORT_PAGE_SIZE, page * REPORT_PAGE_SIZE);
  return (
    <section aria-labelledby={`report-${job.id}`}>
      <h3 id={`report-${job.id}`}>{job.dryRun ? 'Esito della verifica' : 'Esito dell’importazione'}</h3>
      <Alert tone={job.dryRun || r.rejected > 0 ? 'info' : 'success'}>{summary(job)}</Alert>
      <Figures aria-label={`Totali di ${job.fileName}`}>
        <div>
          <dt>Righe lette</dt>
          <dd>{formatNumber(r.read)}</dd>
        </div>
        <div>
          <dt>{job.dryRun ? 'Da importare' : 'Importate'}</dt>
          <dd>{formatNumber(r.accepted)}</dd>
        </div>
        <div>
          <dt>Già presenti (saltate)</dt>
          <dd>{formatNumber(r.skipped)}</dd>
        </div>
        <div>
          <dt>Scartate</dt>
          <dd>{formatNumber(r.rejected)}</dd>
        </div>
      </Figures>
      {r.notesTotal === 0 ? (
        <p>Nessuna riga scartata o già presente.</p>
      ) : (
        <>
          <ListBar>
            <p>
              {r.rejected > 0 && (job.dryRun ? 'Correggi le righe scartate nel file, poi verificalo di nuovo.' : FIX_AND_RELOAD)}
              {shown < r.notesTotal && counted('reportRowsShown', shown, { total: formatNumber(r.notesTotal) })}
            </p>
            <Button variant="outline" size="sm" loading={downloading} onClick={onDownload}>
              Scarica il rapporto (CSV)
            </Button>
          </ListBar>
          {downloadError && <Alert tone="error">Impossibile scaricare il rapporto: {downloadError}</Alert>}
          <DataTable
            caption={
              lastPage > 1
                ? `Righe scartate e già presenti, prima le scartate (pagina ${page} di ${lastPage})`
                : 'Righe scartate e già presenti, prima le scartate'
            }
            columns={COLUMNS}
            rows={rows}
            rowKey={(n) => `${n.outcome}-${n.line}`}
          />
          <Pagination page={page} lastPage={lastPage} param={PAGE_PARAM} label="Pagine del rapporto" />
        </>
      )}
    </section>
  );
}
