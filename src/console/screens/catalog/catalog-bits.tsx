import styled from 'styled-components';
import type { StaffCategory } from '../../../shared/types/generated/api/staff-catalog.js';

/** Options of a category select: each category, then its subcategories indented under it. */
export function CategoryOptions({ tree }: { tree: readonly StaffCategory[] }) {
  return (
    <>
      {tree.map((c) => [
        <option key={c.id} value={c.id}>
          {c.name}
        </option>,
        ...c.subcategories.map((s) => (
          <option key={s.id} value={s.id}>
            {`\u00a0\u00a0\u00a0${c.name} › ${s.name}`}
          </option>
        )),
      ])}
    </>
  );
}

const Badge = styled.span<{ $on: boolean }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  border: 1px solid ${({ theme, $on }) => ($on ? theme.colors.success : theme.colors.border)};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.85rem;
  font-weight: 600;
  white-space: nowrap;
`;

/** Attivo / Spento in words (the border's colour only repeats it). */
export function StateBadge({ available }: { available: boolean }) {
  return <Badge $on={available}>{available ? 'Attivo' : 'Spento'}</Badge>;
}

/** A row of checkboxes, each with its label beside it, big enough to hit (the filters, the prize's flags). */
export const CheckRow = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  grid-column: 1 / -1;
  margin: 0 0 12px;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 8px;
    font-weight: 600;
  }
  label {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
  }
  input {
    width: 20px;
    height: 20px;
    margin: 0;
  }
`;
