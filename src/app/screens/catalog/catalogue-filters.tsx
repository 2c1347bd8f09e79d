import type { UseQueryResult } from '@tanstack/react-query';
import { startTransition, useId, useOptimistic, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Category } from '../../api/catalog.js';
import { Input, Select } from '../../forms/widgets/field-styles.js';
import { Button } from '../../../ui/button.js';
import type { CatalogueQuery } from './catalogue-query.js';
import { formatPoints } from '../../../shared/format.js';
import { useDraft } from './use-draft.js';
import { spreadRow } from '../../../ui/layout-css.js';

/** Typing pauses this long before the search runs (Enter runs it at once). */
export const SEARCH_DELAY_MS = 400;
const POINTS_DELAY_MS = 700;

type FilterChange = Partial<Omit<CatalogueQuery, 'page'>>;

const Panel = styled.form`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 16px 20px;
  margin-bottom: 24px;
  padding: 20px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.card}px;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    padding: 16px;
  }
`;

/** `$wide`: two of the four columns; `$fullOnMobile`: a whole row of the folded panel. */
const Field = styled.div<{ $wide?: boolean; $fullOnMobile?: boolean }>`
  display: grid;
  gap: 6px;
  align-content: start;
  grid-column: span ${({ $wide }) => ($wide ? 2 : 1)};
  ${({ theme }) => theme.media.mobile} {
    grid-column: ${({ $fullOnMobile }) => ($fullOnMobile ? '1 / -1' : 'auto')};
  }
  label {
    font-weight: 600;
    font-size: 0.9rem;
  }
`;

const SearchRow = styled.div`
  display: flex;
  gap: 8px;
  input {
    flex: 1;
    min-width: 0;
  }
`;

/** On narrow screens everything but the search folds behind the 'Filtri' button. */
const More = styled.div<{ $open: boolean }>`
  display: contents;
  ${({ theme }) => theme.media.mobile} {
    display: ${({ $open }) => ($open ? 'grid' : 'none')};
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: 16px 12px;
  }
`;

const Toggle = styled(Button)`
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

const Hint = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ $error, theme }) => ($error ? theme.colors.error : theme.colors.textMuted)};
`;

const Bottom = styled.div`
  ${spreadRow('12px')}
  grid-column: span 2;
  /* Level with the inputs beside it, under their labels. */
  padding-top: 26px;
  ${({ theme }) => theme.media.mobile} {
    grid-column: 1 / -1;
    padding-top: 0;
  }
`;

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  font-weight: 600;
  cursor: pointer;
  input {
    width: 22px;
    height: 22px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** '' → no bound; digits → that number; anything else is a typing error. */
function parsePoints(text: string): number | null | 'invalid' {
  const trimmed = text.trim().replace(/\./g, '');
  if (trimmed === '') return null;
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : 'invalid';
}

export interface CatalogueFiltersProps {
  query: CatalogueQuery;
  /** The category tree as its query has it (queries/catalog.ts useCategories). */
  categories: Pick<UseQueryResult<Category[]>, 'status' | 'data'>;
  /** Points of the customer: the range cannot go beyond them. */
  balance: number | null;
  onChange: (change: FilterChange) => void;
  onClear: () => void;
  canClear: boolean;
}

/** Search, category, subcategory, points range and 'Solo disponibili' (all mirrored in the address). */
export function CatalogueFilters({ query, categories, balance, onChange, onClear, canClear }: CatalogueFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [rangeError, setRangeError] = useState<string | null>(null);
  const bound = balance !== null && balance > 0 ? balance : null;
  // The router applies a new address inside a transition, so a checkbox bound to the address
  // alone stayed unticked until the new results rendered: it shows the click at once instead.
  const [onlyAvailable, showOnlyAvailable] = useOptimistic(query.onlyAvailable);
  const toggleOnlyAvailable = (checked: boolean) =>
    startTransition(() => {
      showOnlyAvailable(checked);
      onChange({ onlyAvailable: checked });
    });

  const search = useDraft(query.search, (value) => onChange({ search: value.trim() }), SEARCH_DELAY_MS);
  const from = useDraft(
    query.pointsFrom === null ? '' : String(query.pointsFrom),
    (value) => applyPoints(value, to.value),
    POINTS_DELAY_MS,
  );
  const to = useDraft(query.pointsTo === null ? '' : String(query.pointsTo), (value) => applyPoints(from.value, value), POINTS_DELAY_MS);

  /** The range as a filter change, or null (with the reason shown) when it cannot apply. */
  function pointsChange(fromText: string, toText: string): FilterChange | null {
    const low = parsePoints(fromText);
    const high = parsePoints(toText);
    if (low === 'invalid' || high === 'invalid') {
      setRangeError(t('catalog.filters.pointsInvalid'));
      return null;
    }
    const clamp = (n: number | null) => (n !== null && bound !== null ? Math.min(n, bound) : n);
    const [a, b] = [clamp(low), clamp(high)];
    if (a !== null && b !== null && a > b) {
      setRangeError(t('catalog.filters.rangeInvalid'));
      return null;
    }
    setRangeError(null);
    // A clamped value shows as applied even when the address does not change.
    if (a !== low) from.set(a === null ? '' : String(a));
    if (b !== high) to.set(b === null ? '' : String(b));
    return { pointsFrom: a, pointsTo: b };
  }

  function applyPoints(fromText: string, toText: string) {
    const change = pointsChange(fromText, toText);
    if (change && (change.pointsFrom !== query.pointsFrom || change.pointsTo !== query.pointsTo)) onChange(change);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const change: FilterChange = { search: search.flush().trim() };
    const points = pointsChange(from.flush(), to.flush());
    onChange(points ? { ...change, ...points } : change);
  }

  const tree = categories.data ?? [];
  const selected = tree.find((c) => c.id === query.category);
  const activeCount = [query.category, query.pointsFrom, query.pointsTo].filter((v) => v !== null).length + (query.onlyAvailable ? 1 : 0);
  const hintId = `${id}-points-hint`;

  return (
    <Panel role="search" aria-label={t('catalog.filters.title')} onSubmit={submit} noValidate>
      <Field $wide $fullOnMobile>
        <label htmlFor={`${id}-search`}>{t('catalog.filters.search')}</label>
        <SearchRow>
          <Input
            id={`${id}-search`}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={200}
            placeholder={t('catalog.filters.searchPlaceholder')}
            value={search.value}
            onChange={(event) => search.onChange(event.target.value)}
          />
          <Button type="submit" variant="primary">
            {t('catalog.filters.searchSubmit')}
          </Button>
        </SearchRow>
        <Toggle variant="outline" aria-expanded={open} aria-controls={`${id}-more`} onClick={() => setOpen(!open)}>
          {activeCount > 0 ? t('catalog.filters.toggleActive', { count: activeCount }) : t('catalog.filters.toggle')}
        </Toggle>
      </Field>
      <More id={`${id}-more`} $open={open}>
        <Field $fullOnMobile>
          <label htmlFor={`${id}-category`}>{t('catalog.filters.category')}</label>
          <Select
            id={`${id}-category`}
            value={query.category ?? ''}
            disabled={categories.status !== 'success'}
            onChange={(event) => onChange({ category: event.target.value ? Number(event.target.value) : null, subcategory: null })}
          >
            <option value="">
              {categories.status === 'error' ? t('catalog.filters.categoriesError') : t('catalog.filters.allCategories')}
            </option>
            {tree.map((category: Category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field $fullOnMobile>
          <label htmlFor={`${id}-subcategory`}>{t('catalog.filters.subcategory')}</label>
          <Select
            id={`${id}-subcategory`}
            value={query.subcategory ?? ''}
            disabled={!selected || selected.subcategories.length === 0}
            onChange={(event) => onChange({ subcategory: event.target.value ? Number(event.target.value) : null })}
          >
            <option value="">{selected ? t('catalog.filters.allSubcategories') : t('catalog.filters.chooseCategoryFirst')}</option>
            {selected?.subcategories.map((sub) => (
              <option key={sub.id} value={sub.id}>
                {sub.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field>
          <label htmlFor={`${id}-from`}>{t('catalog.filters.pointsFrom')}</label>
          <Input
            id={`${id}-from`}
            type="number"
            inputMode="numeric"
            min={0}
            max={bound ?? undefined}
            step={1}
            placeholder="0"
            value={from.value}
            aria-invalid={rangeError ? true : undefined}
            aria-describedby={rangeError ? hintId : undefined}
            onChange={(event) => from.onChange(event.target.value)}
            onBlur={() => applyPoints(from.flush(), to.value)}
          />
        </Field>
        <Field>
          <label htmlFor={`${id}-to`}>{t('catalog.filters.pointsTo')}</label>
          <Input
            id={`${id}-to`}
            type="number"
            inputMode="numeric"
            min={0}
            max={bound ?? undefined}
            step={1}
            placeholder={bound !== null ? formatPoints(bound) : ''}
            value={to.value}
            aria-invalid={rangeError ? true : undefined}
            aria-describedby={rangeError || bound !== null ? hintId : undefined}
            onChange={(event) => to.onChange(event.target.value)}
            onBlur={() => applyPoints(from.value, to.flush())}
          />
          <Hint id={hintId} $error={rangeError !== null} role={rangeError ? 'alert' : undefined}>
            {rangeError ?? (bound !== null ? t('catalog.filters.pointsHint', { value: formatPoints(bound) }) : '')}
          </Hint>
        </Field>
        <Bottom>
          <Check>
            <input type="checkbox" checked={onlyAvailable} onChange={(event) => toggleOnlyAvailable(event.target.checked)} />
            {t('catalog.filters.onlyAvailable')}
          </Check>
          {canClear && (
            <Button variant="link" onClick={onClear}>
              {t('catalog.filters.clear')}
            </Button>
          )}
        </Bottom>
      </More>
    </Panel>
  );
}
