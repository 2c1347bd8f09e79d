import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatNumber, formatPercent } from '../../../shared/format.js';
import type { ImportKind } from '../../../shared/import-columns.js';
import type { ImportJob } from '../../../shared/types/generated/api/staff-imports.js';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { FileDrop } from '../../../ui/file-drop.js';
import { ProgressBar } from '../../../ui/progress-bar.js';
import { ApiError } from '../../api/client.js';
import { ColumnHelp } from './column-help.js';
import { ImportReportView } from './import-report.js';
import { useAfterImport, useImportJob, useReportDownload, useStartImport } from './imports-queries.js';

/** The job on screen is in the address, so a reload or a way back finds it again, running or over. */
export const JOB_PARAM = 'importazione';

/** The server's limit per file (the multipart plugin's): checked here first, so a big file is not sent for nothing. */
const MAX_BYTES = 5 * 1024 * 1024;

const TEXT: Record<ImportKind, { title: string; lead: string; command: string }> = {
  users: {
    title: 'Importa clienti',
    lead: 'Crea i clienti del file con la loro prima password. I codici già presenti vengono saltati e non modificati.',
    command: 'npm run users:import',
  },
  points: {
    title: 'Importa movimenti punti',
    lead: 'Accredita o toglie punti ai clienti del file, una sola volta per riferimento (external_ref). Un addebito che porterebbe il saldo sotto zero viene scartato.',
    command: 'npm run points:import',
  },
};

const Lead = styled.p`
  margin: 0 0 16px;
  max-width: 70ch;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  margin: 16px 0 8px;
`;

const Muted = styled.p`
  margin: 0 0 24px;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function fileProblem(file: File, kind: ImportKind): string | null {
  if (file.size === 0) return 'Il file è vuoto.';
  if (file.size > MAX_BYTES)
    return `Il file supera la dimensione massima di 5 MB: dividilo in più file, oppure usa ${TEXT[kind].command} dal server.`;
  if (!/\.(csv|txt)$/i.test(file.name)) return 'Scegli un file CSV (.csv): in Excel, «Salva con nome» → «CSV UTF-8».';
  return null;
}

/** The server's refusal: its message and, for a refused file, each reason. */
function refusalOf(error: Error | null): { message: string; details: string[] } | null {
  if (!error) return null;
  const data = error instanceof ApiError ? (error.data as { details?: { message?: unknown }[] } | undefined) : undefined;
  const details = data?.details ?? [];
  const lines = details.map((d) => (typeof d.message === 'string' ? d.message : '')).filter(Boolean);
  // A refused file's message repeats its first reason: the list says it once.
  return lines.length > 1
    ? { message: 'Il file è stato rifiutato e nulla è stato importato:', details: lines }
    : { message: error.message, details: [] };
}

function jobIdFrom(params: URLSearchParams): number | null {
  const raw = params.get(JOB_PARAM) ?? '';
  return /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
}

function progressText(job: ImportJob): string {
  const share = job.total ? ` (${formatPercent(job.processed / job.total)})` : '';
  return `${formatNumber(job.processed)} di ${formatNumber(job.total)} righe${share}`;
}

/** One kind of import: the file, "Verifica" or "Importa", the progress while it runs, then the report. */
export function ImportPanel({ alias, kind }: { alias: string; kind: ImportKind }) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [params, setParams] = useSearchParams();
  const jobId = jobIdFrom(params);
  // A new job is a new page of results (Back returns to the one before); forgetting one is not.
  const setJobId = (id: number | null) => {
    if (id !== null) setParams({ [JOB_PARAM]: String(id) });
    else if (jobId !== null) setParams({}, { replace: true });
  };
  const start = useStartImport(alias, kind);
  const job = useImportJob(alias, kind, jobId);
  const afterImport = useAfterImport(alias);
  const download = useReportDownload(alias, kind);
  const current = job.data;
  const busy = start.isPending || current?.state === 'running';
  const refusal = refusalOf(start.error);
  const importedId = current && !current.dryRun && current.state !== 'running' ? current.id : null;

  useEffect(() => {
    if (importedId !== null) void afterImport();
    // Once per finished import, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [importedId]);

  const choose = (next: File | null) => {
    setFile(next);
    setProblem(next ? fileProblem(next, kind) : null);
    setJobId(null);
    start.reset();
    download.reset();
  };

  const run = (dryRun: boolean) => {
    if (!file) return setProblem('Scegli prima il file CSV.');
    if (problem) return;
    setJobId(null);
    download.reset();
    start.mutate({ file, dryRun }, { onSuccess: (started) => setJobId(started.id) });
  };

  const text = TEXT[kind];
  return (
    <section aria-labelledby={`import-${kind}`}>
      <h3 id={`import-${kind}`}>{text.title}</h3>
      <Lead>{text.lead}</Lead>
      <ColumnHelp kind={kind} />
      <form aria-labelledby={`import-${kind}`} onSubmit={(event) => event.preventDefault()}>
        <FileDrop
          label="Scegli il file CSV"
          accept=".csv,text/csv"
          file={file}
          onFile={choose}
          disabled={busy}
          error={problem ?? refusal?.message ?? null}
          errorDetails={problem ? [] : refusal?.details}
        />
        <Actions>
          <Button variant="outline" disabled={busy} loading={start.isPending && start.variables.dryRun} onClick={() => run(true)}>
            Verifica
          </Button>
          <Button variant="primary" disabled={busy} loading={start.isPending && !start.variables.dryRun} onClick={() => run(false)}>
            Importa
          </Button>
        </Actions>
        <Muted>«Verifica» controlla il file sul database e mostra l’esito senza scrivere nulla; «Importa» scrive.</Muted>
      </form>

      {current?.state === 'running' && (
        <ProgressBar
          label={current.dryRun ? `Verifica di ${current.fileName} in corso` : `Importazione di ${current.fileName} in corso`}
          value={current.processed}
          max={current.total}
          text={progressText(current)}
        />
      )}
      {job.isError && (
        <Alert tone="error">
          Impossibile leggere l’avanzamento: {job.error.message}{' '}
          <Button variant="link" onClick={() => void job.refetch()}>
            Riprova
          </Button>
        </Alert>
      )}
      {current?.state === 'failed' && <Alert tone="error">{current.error}</Alert>}
      {current?.state === 'done' && (
        <ImportReportView
          job={current}
          onDownload={() => download.mutate(current)}
          downloading={download.isPending}
          downloadError={download.error?.message ?? null}
        />
      )}
    </section>
  );
}
