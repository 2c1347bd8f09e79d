import { useState } from 'react';
import { SALES_COLUMNS } from '../../../shared/import-columns.js';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { FileDrop } from '../../../ui/file-drop.js';
import { saveFile } from '../../../ui/save-file.js';
import { counted } from '../../counted.js';
import { ColumnHelp } from '../../uploads/column-help.js';
import { FileActions, FileNote } from '../../uploads/file-form.js';
import { fileErrors, refusalOf } from '../../uploads/file-refusal.js';
import { CSV_FILE, fileProblem } from '../../uploads/file-rules.js';
import { useApplySales, usePreviewSales } from './sales-queries.js';
import { SalesPreviewView } from './sales-preview.js';

/** A file to start from: the header the server checks and two rows in the formats it reads. */
const EXAMPLE = [SALES_COLUMNS.map((c) => c.name).join(';'), 'C0001;2026-10-05;TAS-6;1;124,00', 'C0001;05/10/2026;VITI-M8;10;100.50'].join(
  '\r\n',
);

/**
 * A sales file: chosen, previewed (nothing written), then applied. «Applica» is offered only for
 * the file just previewed and only when it has no row in error; a refused file stays chosen, with
 * the server's reasons under it.
 */
export function SalesUpload({ alias }: { alias: string }) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [applied, setApplied] = useState<string | null>(null);
  const preview = usePreviewSales(alias);
  const apply = useApplySales(alias);
  const busy = preview.isPending || apply.isPending;
  const refusal = refusalOf(preview.error ?? apply.error, 'Il file è stato rifiutato e nulla è stato applicato:');
  const shown = preview.data && preview.variables === file ? preview.data : null;

  const choose = (next: File | null) => {
    setFile(next);
    setProblem(next ? fileProblem(next, CSV_FILE) : null);
    setApplied(null);
    preview.reset();
    apply.reset();
  };

  const showPreview = () => {
    if (!file) return setProblem('Scegli prima il file CSV delle vendite.');
    if (problem) return;
    setApplied(null);
    apply.reset();
    preview.mutate(file);
  };

  const applyFile = () => {
    if (!file || !shown) return;
    apply.mutate(file, {
      onSuccess: (result) => {
        setApplied(
          result.duplicate
            ? 'Questo file era già stato applicato: nulla è stato accreditato di nuovo.'
            : `${counted('salesApplied', result.points_credited)} Lo trovi in «File caricati».`,
        );
        setFile(null);
        preview.reset();
      },
    });
  };

  return (
    <section aria-labelledby="sales-upload-title">
      <h3 id="sales-upload-title">Carica un file di vendite</h3>
      <p>
        Ogni riga è una vendita a un cliente: le regole di accumulo dell’iniziativa la trasformano in punti, e il cliente legge nel
        dettaglio punti la regola e il calcolo. Prima di scrivere qualcosa vedi l’anteprima; un file caricato si può annullare.
      </p>
      <ColumnHelp columns={SALES_COLUMNS} limits="al massimo 5 MB e 10.000 righe">
        <Button variant="link" onClick={() => saveFile(EXAMPLE, 'vendite-esempio.csv')}>
          Scarica un file di esempio (CSV)
        </Button>
      </ColumnHelp>
      <form aria-labelledby="sales-upload-title" onSubmit={(event) => event.preventDefault()}>
        <FileDrop
          label="Scegli il file CSV delle vendite"
          accept={CSV_FILE.accept}
          file={file}
          onFile={choose}
          disabled={busy}
          {...fileErrors(problem, refusal)}
        />
        <FileActions>
          <Button variant={shown?.valid ? 'outline' : 'primary'} disabled={busy} loading={preview.isPending} onClick={showPreview}>
            Mostra l’anteprima
          </Button>
          {shown?.valid && !shown.already_applied && (
            <Button variant="primary" disabled={busy} loading={apply.isPending} onClick={applyFile}>
              Applica
            </Button>
          )}
        </FileActions>
        <FileNote>«Mostra l’anteprima» calcola i punti sul database senza scrivere nulla; «Applica» li accredita.</FileNote>
      </form>
      {applied && <Alert tone="success">{applied}</Alert>}
      {shown && file && <SalesPreviewView preview={shown} fileName={file.name} />}
    </section>
  );
}
