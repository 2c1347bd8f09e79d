import { formatFixed, formatNumber, formatPercent } from '../../../shared/format.js';
import type { ImportJob } from '../../../shared/types/generated/api/staff-imports.js';
import { Alert } from '../../../ui/alert.js';
import { ProgressBar } from '../../../ui/progress-bar.js';
import type { UploadProgress } from './imports-queries.js';
import { counted } from '../../counted.js';

function share(done: number, total: number): string {
  return total ? ` (${formatPercent(done / total)})` : '';
}

function megabytes(bytes: number): string {
  return `${formatFixed(bytes / (1024 * 1024), 1)} MB`;
}

/** The file on its way to the server: bytes sent of the file's, from the browser's upload events. */
export function UploadBar({ fileName, progress }: { fileName: string; progress: UploadProgress | null }) {
  const loaded = progress?.loaded ?? 0;
  const total = progress?.total ?? 0;
  return (
    <ProgressBar
      label={`Invio di ${fileName} in corso`}
      value={progress ? loaded : undefined}
      max={Math.max(total, 1)}
      text={progress ? `${megabytes(loaded)} di ${megabytes(total)}${share(loaded, total)}` : 'Invio in corso'}
    />
  );
}

/** Said under the bar of a job another server process took over: the operator need not upload again. */
export const RESUMED =
  'Il server che eseguiva l’importazione si è fermato e un altro l’ha ripresa da dove era arrivata: le righe già scritte non vengono ripetute.';

/**
 * A running job: a catalogue's new pictures first (encoding them is the long part), then the
 * rows. One bar over both, so it never runs back to zero between the two stages.
 */
export function JobBar({ job }: { job: ImportJob }) {
  const pictures = job.pictures ?? { done: 0, total: 0 };
  const picturesOver = pictures.done >= pictures.total;
  const text = picturesOver
    ? `${counted('rowsOf', job.total, { done: formatNumber(job.processed) })}${share(job.processed, job.total)}`
    : `${counted('picturesOf', pictures.total, { done: formatNumber(pictures.done) })}${share(pictures.done, pictures.total)}`;
  return (
    <>
      <ProgressBar
        label={job.dryRun ? `Verifica di ${job.fileName} in corso` : `Importazione di ${job.fileName} in corso`}
        value={pictures.done + job.processed}
        max={pictures.total + job.total}
        text={text}
      />
      {job.resumes > 0 && <Alert>{RESUMED}</Alert>}
    </>
  );
}
