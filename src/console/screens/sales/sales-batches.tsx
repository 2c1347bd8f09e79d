import { useState } from 'react';
import styled from 'styled-components';
import { formatDateTime, formatNumber, formatPoints } from '../../../shared/format.js';
import type { SalesBatch } from '../../../shared/types/generated/api/staff-sales.js';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { Badge } from '../../../ui/cards.js';
import { DataTable, type DataColumn } from '../../../ui/data-table.js';
import { ConfirmModal } from '../../../ui/modal.js';
import { usePageParam } from '../../../ui/page-param.js';
import { PagedList } from '../../../ui/query-view.js';
import { EmptyState, ListSkeleton } from '../../../ui/states.js';
import { counted } from '../../counted.js';
import { useTenantTimeZone } from '../../tenant-time-zone.js';
import { useSalesBatches, useUndoSales } from './sales-queries.js';

const PAGE_PARAM = 'pagina';

/** A batch id on one line: on a wide screen the table scrolls sideways rather than split it. */
const Code = styled.code`
  white-space: nowrap;
`;

const SOURCE_TEXT: Record<SalesBatch['source'], string> = { console: 'File dalla console', partner: 'API partner' };

function columnsIn(timeZone: string, onUndo: (b: SalesBatch) => void): readonly DataColumn<SalesBatch>[] {
  return [
    { key: 'id', header: 'Lotto', rowHeader: true, cell: (b) => <Code>{b.batch_id}</Code> },
    {
      key: 'created',
      header: 'Caricato',
      cell: (b) => (
        <>
          {formatDateTime(b.created_at, timeZone)}
          <br />
          da {b.created_by} ({SOURCE_TEXT[b.source]})
        </>
      ),
    },
    {
      key: 'lines',
      header: 'Righe accettate',
      align: 'end',
      cell: (b) => `${formatNumber(b.accepted)} di ${formatNumber(b.rows)}`,
    },
    { key: 'points', header: 'Punti accreditati', align: 'end', cell: (b) => formatPoints(b.points_credited) },
    {
      key: 'status',
      header: 'Stato',
      cell: (b) =>
        b.status === 'undone' ? (
          <>
            <Badge $tone="error">Annullato</Badge> il {formatDateTime(b.undone_at, timeZone)} da {b.undone_by}
          </>
        ) : (
          <Badge $tone="success">Applicato</Badge>
        ),
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">Azioni</span>,
      cell: (b) =>
        b.status === 'posted' ? (
          <Button size="sm" onClick={() => onUndo(b)} aria-label={`Annulla il caricamento ${b.batch_id}`}>
            Annulla caricamento
          </Button>
        ) : null,
    },
  ];
}

/** The tenant's sales batches, newest first, whoever sent them; one still applied can be undone after a confirmation. */
export function SalesBatches({ alias }: { alias: string }) {
  const timeZone = useTenantTimeZone();
  const page = usePageParam(PAGE_PARAM);
  const batches = useSalesBatches(alias, page);
  const undo = useUndoSales(alias);
  const [confirming, setConfirming] = useState<SalesBatch | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const undoConfirmed = () => {
    const batch = confirming!;
    setDone(null);
    undo.mutate(batch.batch_id, {
      onSuccess: (r) =>
        setDone(
          r.duplicate
            ? `Il caricamento ${r.batch_id} era già annullato: nulla è cambiato.`
            : `Caricamento ${r.batch_id} annullato: ${counted('salesReversed', r.points_reversed)}${r.not_reversed > 0 ? counted('salesNotReversed', r.not_reversed) : ''}`,
        ),
    });
  };

  return (
    <section aria-labelledby="sales-batches-title">
      <h3 id="sales-batches-title">File caricati</h3>
      {done && <Alert tone="success">{done}</Alert>}
      {undo.error && <Alert tone="error">Impossibile annullare il caricamento: {undo.error.message}</Alert>}
      <PagedList
        query={batches}
        page={page}
        param={PAGE_PARAM}
        pagesLabel="Pagine dei file caricati"
        pending={<ListSkeleton label="Caricamento dei file di vendite" />}
        errorTitle="Impossibile leggere i file di vendite"
        level={3}
        empty={
          <EmptyState level={3} title="Nessun file di vendite finora">
            I file caricati qui sopra e i lotti inviati dal gestionale con l’API partner compaiono in questo elenco.
          </EmptyState>
        }
      >
        {(data) => (
          <DataTable
            caption="File di vendite e lotti dell’API, dal più recente"
            hideCaption
            columns={columnsIn(timeZone, setConfirming)}
            rows={data.items}
            rowKey={(b) => b.batch_id}
            busy={batches.isPlaceholderData}
          />
        )}
      </PagedList>
      <ConfirmModal
        open={confirming !== null}
        title={`Annullare il caricamento ${confirming?.batch_id ?? ''}?`}
        cancelLabel="Non annullare"
        confirmLabel="Annulla il caricamento"
        onClose={() => setConfirming(null)}
        onConfirm={undoConfirmed}
      >
        <p>
          Quanto accreditato da questo file ({counted('points', confirming?.points_credited ?? 0)}) viene tolto ai clienti con nuovi
          movimenti di storno, e il file resta nell’elenco come annullato. I punti già spesi restano ai clienti. Lo stesso file non si potrà
          più applicare.
        </p>
      </ConfirmModal>
    </section>
  );
}
