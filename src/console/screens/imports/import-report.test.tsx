import { render, screen, within } from '@testing-library/react';
import type { ImportJob } from '../../../shared/types/generated/api/staff-imports.js';
import { kitWrapper } from '../../../ui/test/render-kit.js';
import { ImportReportView } from './import-report.js';

const UNREADABLE = 'images: "foto/rotta.jpg": non è un’immagine leggibile (ammessi JPEG, PNG, WebP, AVIF, GIF, TIFF)';

function catalogJob(dryRun: boolean, accepted: number, rejected: number): ImportJob {
  const notes = Array.from({ length: rejected }, (_, i) => ({
    line: i + 3,
    key: `PIC-${i + 2}`,
    outcome: 'rejected' as const,
    reason: UNREADABLE,
  }));
  return {
    id: 12,
    kind: 'catalog',
    dryRun,
    fileName: 'catalogo.zip',
    state: 'done',
    processed: accepted + rejected,
    total: accepted + rejected,
    pictures: { done: accepted, total: accepted },
    resumes: 0,
    startedBy: 'operator@premia.example',
    startedAt: '2026-11-24T09:00:00.000Z',
    finishedAt: '2026-11-24T09:00:30.000Z',
    error: null,
    report: { read: accepted + rejected, accepted, skipped: 0, rejected, notes, notesTotal: rejected },
  };
}

function renderReport(job: ImportJob) {
  render(<ImportReportView job={job} onDownload={() => {}} downloading={false} downloadError={null} />, {
    wrapper: kitWrapper('/iniziative/demo/importazioni/catalogo?importazione=12'),
  });
}

describe('the report of a catalogue with an unreadable picture', () => {
  it('says in its announced summary that a row was left out, and lists it with the picture and the reason', () => {
    renderReport(catalogJob(false, 29, 1));
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Importazione completata: 29 righe importate\. 1 riga è stata scartata: è elencata qui sotto con il motivo\.$/,
    );
    expect(screen.getByLabelText('Totali di catalogo.zip')).toHaveTextContent('Righe lette30Importate29Già presenti (saltate)0Scartate1');
    const rows = within(screen.getByRole('table', { name: 'Righe scartate e già presenti, prima le scartate' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['RigaCodiceEsitoMotivo', `3PIC-2Scartata${UNREADABLE}`]);
  });

  it('counts several rows left out, in a check as in an import', () => {
    renderReport(catalogJob(true, 1, 3));
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Verifica completata: nulla è stato scritto\. Con «Importa» verrebbe importata 1 riga\. 3 righe verrebbero scartate: sono elencate qui sotto con il motivo\.$/,
    );
  });

  it('a clean import says nothing of rows left out', () => {
    renderReport(catalogJob(false, 1, 0));
    expect(screen.getByRole('status')).toHaveTextContent(/^Importazione completata: 1 riga importata\.$/);
  });
});
