import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { IMPORT_COLUMNS, type ImportKind } from '../../../shared/import-columns.js';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { FileDrop } from '../../../ui/file-drop.js';
import { ColumnHelp } from '../../uploads/column-help.js';
import { FileActions, FileNote } from '../../uploads/file-form.js';
import { fileErrors, refusalOf } from '../../uploads/file-refusal.js';
import { fileProblem } from '../../uploads/file-rules.js';
import { KIND_TEXT } from './import-kinds.js';
import { JobBar, UploadBar } from './import-progress.js';
import { ImportReportView } from './import-report.js';
import { useAfterImport, useImportJob, useReportDownload, useStartImport, type UploadProgress } from './imports-queries.js';

/** The job on screen is in the address, so a reload or a way back finds it again, running or over. */
export const JOB_PARAM = 'importazione';

const Lead = styled.p`
  margin: 0 0 16px;
  max-width: 70ch;
`;

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
  const refusal = refusalOf(start.error, 'Il file è stato rifiutato e nulla è stato importato:');
  const importedId = current && !current.dryRun && current.state !== 'running' ? current.id : null;

  useEffect(() => {
    if (importedId !== null) void afterImport();
    // Once per finished import, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [importedId]);

  const choose = (next: File | null) => {
    setFile(next);
    setProblem(next ? fileProblem(next, KIND_TEXT[kind]) : null);
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
      <ColumnHelp columns={IMPORT_COLUMNS[kind]} limits={text.limits} />
      <form aria-labelledby={`import-${kind}`} onSubmit={(event) => event.preventDefault()}>
        <FileDrop
          label={`Scegli ${text.file}`}
          accept={text.accept}
          file={file}
          onFile={choose}
          disabled={busy}
          {...fileErrors(problem, refusal)}
        />
        <FileActions>
          <Button variant="outline" disabled={busy} loading={start.isPending && start.variables.dryRun} onClick={() => run(true)}>
            Verifica
          </Button>
          <Button variant="primary" disabled={busy} loading={start.isPending && !start.variables.dryRun} onClick={() => run(false)}>
            Importa
          </Button>
        </FileActions>
        <FileNote>«Verifica» controlla il file sul database e mostra l’esito senza scrivere nulla; «Importa» scrive.</FileNote>
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
