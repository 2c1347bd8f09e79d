import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { formatEuro, formatFixed } from '../../../shared/format.js';
import { describedBy, hasErrors, Input } from './field-styles.js';

/** '12,50 €', '1.234,5', '12.5' → 12.5; undefined when empty; the text itself when not a number (→ 'Valore non valido'). */
export function parsePrice(text: string): number | string | undefined {
  const trimmed = text.replace(/[€\s\u00a0]/g, '');
  if (trimmed === '') return undefined;
  // Italian input: '.' groups thousands, ',' marks decimals; a lone '.' with 1–2 decimals is a decimal point.
  const normalized = trimmed.includes(',')
    ? trimmed.replace(/\./g, '').replace(',', '.')
    : /^\d+\.\d{1,2}$/.test(trimmed)
      ? trimmed
      : trimmed.replace(/\./g, '');
  const n = Number(normalized);
  return /^-?\d+(\.\d+)?$/.test(normalized) && Number.isFinite(n) ? Math.round(n * 100) / 100 : text;
}

/** 12.5 → '12,50 €' */
export function formatPrice(value: unknown): string {
  return typeof value === 'number' ? formatEuro(value) : typeof value === 'string' ? value : '';
}

/**
 * Amount in euro (spec §2): Italian format, placeholder '0,00 €'. While focused the customer edits
 * plain digits ('12,50'); on leaving, the amount is shown as currency ('12,50 €'). The value is a
 * number with two decimals.
 */
export function PriceWidget({
  id,
  value,
  required,
  disabled,
  readonly,
  autofocus,
  placeholder,
  options,
  rawErrors,
  onChange,
  onBlur,
  onFocus,
  htmlName,
}: WidgetProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<string | null>(null);
  const invalid = hasErrors(rawErrors);
  const shown = editing ?? formatPrice(value);
  return (
    <Input
      id={id}
      name={htmlName ?? id}
      type="text"
      inputMode="decimal"
      value={shown}
      placeholder={placeholder || t('common.pricePlaceholder', { defaultValue: '0,00 €' })}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy(id, { errors: invalid })}
      onFocus={() => {
        setEditing(typeof value === 'number' ? formatFixed(value, 2, { group: false }) : typeof value === 'string' ? value : '');
        onFocus(id, value);
      }}
      onChange={(event) => {
        setEditing(event.target.value);
        const parsed = parsePrice(event.target.value);
        onChange(parsed === undefined ? options.emptyValue : parsed);
      }}
      onBlur={() => {
        setEditing(null);
        onBlur(id, value);
      }}
    />
  );
}
