import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { NEXT_STATUSES, ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '../../../shared/order-status.js';
import type { BulkStatusAnswer, BulkStatusBody, StaffOrderSummary } from '../../../shared/types/generated/api/staff-orders.js';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { ConfirmModal } from '../../../ui/modal.js';
import { TextField } from '../../../ui/text-field.js';
import { useBulkStatus } from './orders-queries.js';
import { SelectField } from '../../../ui/select-field.js';
import { counted } from '../../counted.js';

const Bar = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 0 16px;
  align-items: end;
  margin: 16px 0;
  padding: 16px 16px 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.card}px;
  background: ${({ theme }) => theme.colors.surface};
  h3 {
    grid-column: 1 / -1;
    margin: 0 0 12px;
    font-size: 1rem;
  }
  > button {
    margin-bottom: 16px;
  }
`;

const Note = styled.p`
  grid-column: 1 / -1;
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

/**
 * The statuses at least one selected order may move to. Not `spedito`: each parcel has its own
 * tracking code, typed on the order's page.
 */
function offered(rows: readonly StaffOrderSummary[]): OrderStatus[] {
  return ORDER_STATUSES.filter((s) => s !== 'spedito' && rows.some((r) => NEXT_STATUSES[r.status].includes(s)));
}

function Outcome({ answer }: { answer: BulkStatusAnswer }) {
  const moved = answer.results.filter((r) => r.ok);
  const refused = answer.results.filter((r) => !r.ok);
  return (
    <Alert tone={refused.length ? 'error' : 'success'}>
      {counted('ordersUpdated', moved.length)}
      {refused.length > 0 && (
        <>
          {' '}
          Non aggiornati:
          <ul>
            {refused.map((r) => (
              <li key={r.order_number}>
                {r.order_number}: {r.error}
              </li>
            ))}
          </ul>
        </>
      )}
    </Alert>
  );
}

/** Moves the selected orders to one status; each order moves or says why not. */
export function BulkStatusBar({ alias, selected, onDone }: { alias: string; selected: readonly StaffOrderSummary[]; onDone: () => void }) {
  const bulk = useBulkStatus(alias);
  const choices = offered(selected);
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [confirming, setConfirming] = useState(false);
  const chosen = status && choices.includes(status) ? status : '';

  const send = () => {
    if (!chosen) return;
    bulk.mutate(
      {
        order_numbers: selected.map((o) => o.order_number) as BulkStatusBody['order_numbers'],
        status: chosen,
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      },
      {
        onSuccess: () => {
          setStatus('');
          setReason('');
          onDone();
        },
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return setError('Scegli il nuovo stato');
    setError('');
    if (chosen === 'annullato') setConfirming(true);
    else send();
  };

  return (
    <>
      {bulk.data && <Outcome answer={bulk.data} />}
      {bulk.isError && <Alert tone="error">{bulk.error.message}</Alert>}
      {selected.length > 0 && (
        <Bar aria-labelledby="bulk-title" onSubmit={submit} noValidate>
          <h3 id="bulk-title">{counted('ordersSelected', selected.length)}</h3>
          {choices.length === 0 ? (
            <Note>Gli ordini selezionati non possono cambiare stato tutti insieme (spediti, consegnati o annullati).</Note>
          ) : (
            <>
              <SelectField
                label="Nuovo stato"
                value={chosen}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'bulk-status-error' : undefined}
                onChange={(e) => setStatus(e.target.value as OrderStatus | '')}
              >
                <option value="">Scegli…</option>
                {choices.map((s) => (
                  <option key={s} value={s}>
                    {ORDER_STATUS_LABELS[s]}
                  </option>
                ))}
              </SelectField>
              <TextField label="Motivo (facoltativo)" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
              <Button type="submit" variant="primary" loading={bulk.isPending}>
                Applica agli ordini selezionati
              </Button>
              {error && (
                <Note id="bulk-status-error" role="alert">
                  {error}
                </Note>
              )}
              <Note>Per segnare un ordine come spedito aprilo: ogni pacco ha il suo codice di spedizione.</Note>
            </>
          )}
        </Bar>
      )}
      <ConfirmModal
        open={confirming}
        title={counted('cancelOrders', selected.length)}
        cancelLabel="Non annullare"
        confirmLabel="Annulla gli ordini"
        onClose={() => setConfirming(false)}
        onConfirm={send}
      >
        <p>I punti tornano ai clienti e i premi in magazzino. Gli ordini già spediti restano come sono.</p>
      </ConfirmModal>
    </>
  );
}
