import type { FormEvent } from 'react';
import type { StaffCategory } from '../../../shared/types/generated/api/staff-catalog.js';
import { SelectField } from '../../../ui/select-field.js';
import { TextField } from '../../../ui/text-field.js';
import { FilterButtons, FilterForm, useFilterDraft } from '../../../ui/filter-form.js';
import { CategoryOptions, CheckRow } from './catalog-bits.js';
import { EMPTY_FILTERS, searchOf, type PrizeFilters } from './prize-filters.js';

/** The list's filters: a draft until "Applica filtri", so typing does not send a request per key. */
export function PrizeFilterForm({
  value,
  tree,
  onApply,
}: {
  value: PrizeFilters;
  tree: readonly StaffCategory[];
  onApply: (filters: PrizeFilters) => void;
}) {
  const { draft, setDraft, set } = useFilterDraft(value, searchOf(value).toString());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, search: draft.search.trim() });
  };
  return (
    <FilterForm role="search" aria-label="Filtri dei premi" onSubmit={submit}>
      <TextField label="Cerca per codice o nome" value={draft.search} maxLength={100} onChange={(e) => set({ search: e.target.value })} />
      <SelectField label="Categoria" value={draft.category} onChange={(e) => set({ category: e.target.value })}>
        <option value="">Tutte le categorie</option>
        <CategoryOptions tree={tree} />
      </SelectField>
      <SelectField
        label="Stato"
        value={draft.state}
        onChange={(e) => set({ state: e.target.value === 'available' || e.target.value === 'off' ? e.target.value : '' })}
      >
        <option value="">Attivi e spenti</option>
        <option value="available">Solo attivi</option>
        <option value="off">Solo spenti</option>
      </SelectField>
      <CheckRow>
        <legend className="visually-hidden">Altri filtri</legend>
        <label>
          <input type="checkbox" checked={draft.featured} onChange={(e) => set({ featured: e.target.checked })} />
          Solo in vetrina nella home
        </label>
        <label>
          <input type="checkbox" checked={draft.outOfStock} onChange={(e) => set({ outOfStock: e.target.checked })} />
          Solo esauriti
        </label>
      </CheckRow>
      <FilterButtons
        onReset={() => {
          setDraft(EMPTY_FILTERS);
          onApply(EMPTY_FILTERS);
        }}
      />
    </FilterForm>
  );
}
