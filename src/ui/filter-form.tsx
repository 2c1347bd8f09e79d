import { useState } from 'react';
import styled from 'styled-components';
import { Button } from './button.js';

/** A list's filter form: fields side by side as room allows, their buttons on a row of their own. */
export const FilterForm = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(190px, 1fr));
  gap: 0 16px;
  align-items: end;
  margin-bottom: 8px;
`;

/** "Applica filtri", "Azzera": under the fields, across the form. */
const FilterActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  grid-column: 1 / -1;
  margin-bottom: 16px;
`;

/**
 * A filter form's draft of the filters in the address: edited freely, applied on submit (so typing
 * does not send a request per key). Back and forward change the address under the form: the draft
 * follows what the list shows. Compared by `key` (the filters' query string), not by object: the
 * parent builds a new filters object on every render (a list answer arriving), which must not wipe
 * what is being typed.
 */
export function useFilterDraft<F extends object>(value: F, key: string) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(key);
  if (shown !== key) {
    setShown(key);
    setDraft(value);
  }
  const set = (patch: Partial<F>) => setDraft((d) => ({ ...d, ...patch }));
  return { draft, setDraft, set };
}

/** The filter form's buttons: submit applies the draft; "Azzera" empties it and applies that. */
export function FilterButtons({ onReset }: { onReset: () => void }) {
  return (
    <FilterActions>
      <Button type="submit" variant="primary">
        Applica filtri
      </Button>
      <Button onClick={onReset}>Azzera</Button>
    </FilterActions>
  );
}
