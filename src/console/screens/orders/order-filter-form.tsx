import type { FormEvent } from 'react';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, isOrderStatus } from '../../../shared/order-status.js';
import { DEADLINE_LABELS, DEADLINES, isDeadline } from '../../../shared/order-deadline.js';
import { TextField } from '../../../ui/text-field.js';
import { searchOf, type OrderFilters } from './order-filters.js';
import { SelectField } from '../../../ui/select-field.js';
import { FilterButtons, FilterForm, useFilterDraft } from '../../../ui/filter-form.js';

const EMPTY: OrderFilters = { status: '', since: '', deadline: '', prize: '', customer: '' };

/** The list's filters: a draft until "Applica filtri", so typing does not send a request per key. */
export function OrderFilterForm({ value, onApply }: { value: OrderFilters; onApply: (filters: OrderFilters) => void }) {
  const { draft, setDraft, set } = useFilterDraft(value, searchOf(value).toString());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, prize: draft.prize.trim(), customer: draft.customer.trim() });
  };
  return (
    <FilterForm role="search" aria-label="Filtri degli ordini" onSubmit={submit}>
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
      <SelectField
        label="Consegna"
        value={draft.deadline}
        onChange={(e) => set({ deadline: isDeadline(e.target.value) ? e.target.value : '' })}
      >
        <option value="">Tutte le scadenze</option>
        {DEADLINES.map((d) => (
          <option key={d} value={d}>
            {DEADLINE_LABELS[d]}
          </option>
        ))}
      </SelectField>
      <TextField label="Codice premio" value={draft.prize} maxLength={64} onChange={(e) => set({ prize: e.target.value })} />
      <TextField label="Codice cliente" value={draft.customer} maxLength={200} onChange={(e) => set({ customer: e.target.value })} />
      <FilterButtons
        onReset={() => {
          setDraft(EMPTY);
          onApply(EMPTY);
        }}
      />
    </FilterForm>
  );
}
