import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { formatNumber } from '../../../shared/format.js';
import type { PoolImport } from '../../../shared/types/generated/api/staff-voucher-codes.js';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { FileDrop } from '../../../ui/file-drop.js';
import { QueryView } from '../../../ui/query-view.js';
import { LoadingState, Skeleton } from '../../../ui/states.js';
import { useImportVoucherCodes, useVoucherPool } from './voucher-codes-queries.js';
import { counted } from '../../counted.js';

const MAX_BYTES = 5 * 1024 * 1024;

const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 32px;
  margin: 0 0 16px;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
  dd {
    margin: 0;
    font-size: 1.4rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

function resultText(r: PoolImport): string {
  const parts = [`Codici aggiunti: ${formatNumber(r.added)}`];
  if (r.repeated) parts.push(`già presenti o ripetuti: ${formatNumber(r.repeated)} (lasciati come erano)`);
  return `${parts.join('; ')}.`;
}

/**
 * A voucher's pool of codes: how many there are, handed out and left, and the import of more from
 * a CSV (a `code` column or one code a line). Each code goes to one customer only, when they ask
 * for it in the portal. Mounted by the voucher's page of the Contenuti area.
 */
export function VoucherCodesPanel({ alias, voucherId }: { alias: string; voucherId: number }) {
  const pool = useVoucherPool(alias, voucherId);
  const upload = useImportVoucherCodes(alias, voucherId);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const titleId = `voucher-codes-${voucherId}`;

  const choose = (next: File | null) => {
    setFile(next);
    upload.reset();
    setProblem(next && next.size > MAX_BYTES ? 'Il file supera la dimensione massima di 5 MB.' : null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setProblem('Scegli prima il file CSV dei codici.');
    if (problem) return;
    upload.mutate(file, { onSuccess: () => setFile(null) });
  };

  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId}>Codici del buono</h3>
      <p>Ogni codice va a un solo cliente, una volta sola, quando lo chiede nella pagina del buono.</p>
      <QueryView
        query={pool}
        pending={
          <LoadingState label="Caricamento dei codici">
            <Skeleton $w="240px" $h="48px" />
          </LoadingState>
        }
        errorTitle="Impossibile leggere i codici"
        level={3}
      >
        {(data) => (
          <Figures aria-label="Conteggio dei codici">
            <div>
              <dt>Totale</dt>
              <dd>{formatNumber(data.total)}</dd>
            </div>
            <div>
              <dt>Consegnati</dt>
              <dd>{formatNumber(data.handedOut)}</dd>
            </div>
            <div>
              <dt>Disponibili</dt>
              <dd>{formatNumber(data.left)}</dd>
            </div>
          </Figures>
        )}
      </QueryView>
      {pool.data?.total && !pool.data.left ? (
        <Alert tone="error">I codici sono finiti: i clienti che li chiedono leggono che sono esauriti.</Alert>
      ) : null}
      <form noValidate onSubmit={submit} aria-labelledby={titleId}>
        <FileDrop
          label="Scegli il CSV dei codici"
          hint="Una colonna code, oppure un codice per riga; UTF-8, al massimo 5 MB. I codici già presenti restano come sono."
          accept=".csv,.txt,text/csv,text/plain"
          file={file}
          onFile={choose}
          disabled={upload.isPending}
          error={problem ?? (upload.isError ? upload.error.message : null)}
        />
        <Button type="submit" variant="primary" loading={upload.isPending}>
          Importa codici
        </Button>
      </form>
      {upload.data && <Alert tone="success">{resultText(upload.data)}</Alert>}
      {upload.data && upload.data.refusedTotal > 0 && (
        <Alert tone="info">
          {counted('codesRefused', upload.data.refusedTotal)} (con spazi o troppo lunghi): {upload.data.refused.join(', ')}
        </Alert>
      )}
    </section>
  );
}
