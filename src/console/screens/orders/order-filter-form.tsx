import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, isOrderStatus } from '../../../shared/order-status.js';
import { Button } from '../../../ui/button.js';
import { TextField } from '../../../ui/text-field.js';
import { searchOf, type OrderFilters } from './order-filters.js';
import { SelectField } from '../../../ui/select-field.js';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(190px, 1fr));
  gap: 0 16px;
  align-items: end;
  margin-bottom: 8px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  grid-column: 1 / -1;
  margin-bottom: 16px;
`;

const EMPTY: OrderFilters = { status: '', since: '', prize: '', customer: '' };

/** The list's filters: a draft until "Applica filtri", so typing does not send a request per key. */
export function OrderFilterForm({ value, onApply }: { value: OrderFilters; onApply: (filters: OrderFilters) => void }) {
  const [draft, setDraft] = useState(value);
  // Back and forward change the URL under the form: the fields follow what the list shows. Compared
  // by content: the parent builds a new filters object on every render (a list answer arriving),
  // which must not wipe what is being typed.
  const shownKey = searchOf(value).toString();
  const [shown, setShown] = useState(shownKey);
  if (shown !== shownKey) {
    setShown(shownKey);
    setDraft(value);
  }
  const set = (patch: Partial<OrderFilters>) => setDraft((d) => ({ ...d, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, prize: draft.prize.trim(), customer: draft.customer.trim() });
  };
  return (
    <Form role="search" aria-label="Filtri degli ordini" onSubmit={submit}>
      <SelectField
        label="Stato"
        value={draft.status}
        onChange={(e) => set({ status: isOrderStatus(e.target.value) ? e.target.value : '' })}
      >
        <option value="">Tutti gli stati</option>
        {ORDER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {ORDER_STATUS_LABELS[s]}
          </option>
        ))}
      </SelectField>
      <TextField label="Dal giorno" type="date" value={draft.since} onChange={(e) => set({ since: e.target.value })} />
      <TextField label="Codice premio" value={draft.prize} maxLength={64} onChange={(e) => set({ prize: e.target.value })} />
      <TextField label="Codice cliente" value={draft.customer} maxLength={200} onChange={(e) => set({ customer: e.target.value })} />
      <Actions>
        <Button type="submit" variant="primary">
          Applica filtri
        </Button>
        <Button
          onClick={() => {
            setDraft(EMPTY);
            onApply(EMPTY);
          }}
        >
          Azzera
        </Button>
      </Actions>
    </Form>
  );
}
