import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { choiceGroup } from '../../../ui/choice-group.js';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../shared/order-status.js';
import type { StaffOrderDetail, StatusBody } from '../../../shared/types/generated/api/staff-orders.js';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { ConfirmModal } from '../../../ui/modal.js';
import { TextField } from '../../../ui/text-field.js';
import { useChangeStatus } from './orders-queries.js';
import { counted } from '../../counted.js';

const Form = styled.form`
  display: grid;
  gap: 0 16px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  align-items: start;
  ${choiceGroup}
  fieldset {
    grid-column: 1 / -1;
  }
  > div:last-child {
    grid-column: 1 / -1;
  }
`;

interface Draft {
  status: OrderStatus | '';
  carrier: string;
  code: string;
  url: string;
  reason: string;
}
type Errors = Partial<Record<'status' | 'carrier' | 'code' | 'url', string>>;

const EMPTY: Draft = { status: '', carrier: '', code: '', url: '', reason: '' };

/** The same checks as the server, said beside each field before anything is sent. */
function check(d: Draft): Errors {
  const errors: Errors = {};
  if (!d.status) errors.status = 'Scegli il nuovo stato';
  if (d.status === 'spedito') {
    if (!d.carrier.trim()) errors.carrier = 'Indica il corriere';
    if (!d.code.trim()) errors.code = 'Indica il codice di spedizione';
    const url = d.url.trim();
    if (url && !/^https:\/\/[^\s/]+\.[^\s]+$/.test(url))
      errors.url = 'Il link deve iniziare con https:// (per esempio https://www.brt.it/…)';
  }
  return errors;
}

function bodyOf(d: Draft): StatusBody {
  const body: StatusBody = { status: d.status as OrderStatus };
  if (d.status === 'spedito') {
    body.carrier = d.carrier.trim();
    body.tracking_code = d.code.trim();
    if (d.url.trim()) body.tracking_url = d.url.trim();
  }
  if (d.reason.trim()) body.reason = d.reason.trim();
  return body;
}

/** Moves the order to one of the statuses it may take now (only those are offered); tracking fields with Spedito. */
export function StatusForm({ alias, order }: { alias: string; order: StaffOrderDetail }) {
  const change = useChangeStatus(alias, order.order_number);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<OrderStatus | null>(null);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  if (order.next_statuses.length === 0) {
    return <p>L’ordine è {ORDER_STATUS_LABELS[order.status].toLowerCase()}: il suo stato non cambia più.</p>;
  }
  const send = () => {
    const status = draft.status as OrderStatus;
    change.mutate(bodyOf(draft), {
      onSuccess: () => {
        setDone(status);
        setDraft(EMPTY);
      },
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A choice the order no longer offers (a colleague moved it meanwhile) counts as none.
    const found = check(order.next_statuses.includes(draft.status as OrderStatus) ? draft : { ...draft, status: '' });
    setErrors(found);
    setDone(null);
    if (Object.keys(found).length) return;
    if (draft.status === 'annullato') setConfirming(true);
    else send();
  };

  return (
    <>
      {done && <Alert tone="success">Stato aggiornato: {ORDER_STATUS_LABELS[done]}. Il cliente riceve una notifica e un’email.</Alert>}
      {change.isError && <Alert tone="error">{change.error.message}</Alert>}
      <Form onSubmit={submit} noValidate aria-label="Cambia stato">
        <fieldset aria-describedby={errors.status ? 'status-error' : undefined}>
          <legend>Nuovo stato</legend>
          {order.next_statuses.map((s) => (
            <label key={s}>
              <input type="radio" name="status" value={s} checked={draft.status === s} onChange={() => set({ status: s })} />
              {ORDER_STATUS_LABELS[s]}
            </label>
          ))}
          {errors.status && (
            <p id="status-error" role="alert" style={{ flexBasis: '100%', margin: 0 }}>
              {errors.status}
            </p>
          )}
        </fieldset>
        {draft.status === 'spedito' && (
          <>
            <TextField
              label="Corriere"
              value={draft.carrier}
              maxLength={100}
              error={errors.carrier}
              onChange={(e) => set({ carrier: e.target.value })}
            />
            <TextField
              label="Codice di spedizione"
              value={draft.code}
              maxLength={100}
              error={errors.code}
              onChange={(e) => set({ code: e.target.value })}
            />
            <TextField
              label="Link di tracciamento (facoltativo)"
              hint="L’indirizzo https:// della spedizione sul sito del corriere"
              type="url"
              value={draft.url}
              maxLength={500}
              error={errors.url}
              onChange={(e) => set({ url: e.target.value })}
            />
          </>
        )}
        <TextField
          label="Motivo (facoltativo)"
          hint={draft.status === 'annullato' ? 'Il cliente lo legge nella notifica e nell’email' : undefined}
          value={draft.reason}
          maxLength={500}
          onChange={(e) => set({ reason: e.target.value })}
        />
        <div>
          <Button type="submit" variant="primary" loading={change.isPending}>
            Cambia stato
          </Button>
        </div>
      </Form>
      <ConfirmModal
        open={confirming}
        title={`Annullare l’ordine ${order.order_number}?`}
        cancelLabel="Non annullare"
        confirmLabel="Annulla l’ordine"
        onClose={() => setConfirming(false)}
        onConfirm={send}
      >
        <p>{counted('pointsBack', order.points)} Non si può tornare indietro.</p>
      </ConfirmModal>
    </>
  );
}
