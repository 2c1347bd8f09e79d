import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { ImportKind } from '../../../shared/import-columns.js';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { FileDrop } from '../../../ui/file-drop.js';
import { ApiError } from '../../api/client.js';
import { ColumnHelp } from './column-help.js';
import { fileProblem, KIND_TEXT } from './import-kinds.js';
import { JobBar, UploadBar } from './import-progress.js';
import { ImportReportView } from './import-report.js';
import { useAfterImport, useImportJob, useReportDownload, useStartImport, type UploadProgress } from './imports-queries.js';

/** The job on screen is in the address, so a reload or a way back finds it again, running or over. */
export const JOB_PARAM = 'importazione';

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
  const [sent, setSent] = useState<UploadProgress | null>(null);
  const start = useStartImport(alias, kind, setSent);
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
    if (!file) return setProblem(`Scegli prima ${KIND_TEXT[kind].file}.`);
    if (problem) return;
    setJobId(null);
    download.reset();
    setSent(null);
    start.mutate({ file, dryRun }, { onSuccess: (started) => setJobId(started.id) });
  };

  const text = KIND_TEXT[kind];
  return (
    <section aria-labelledby={`import-${kind}`}>
      <h3 id={`import-${kind}`}>{text.title}</h3>
      <Lead>{text.lead}</Lead>
      <ColumnHelp kind={kind} />
      <form aria-labelledby={`import-${kind}`} onSubmit={(event) => event.preventDefault()}>
        <FileDrop
          label={`Scegli ${text.file}`}
          accept={text.accept}
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

      {start.isPending && <UploadBar fileName={start.variables.file.name} progress={sent} />}
      {current?.state === 'running' && <JobBar job={current} />}
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
