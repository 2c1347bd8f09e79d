import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { formatEuro, formatFixed } from '../../../shared/format.js';
import { Input } from './field-styles.js';
import { inputProps } from './input-props.js';

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
 * Amount in euro: Italian format, placeholder '0,00 €'. While focused the customer edits
 * plain digits ('12,50'); on leaving, the amount is shown as currency ('12,50 €'). The value is a
 * number with two decimals.
 */
export function PriceWidget(props: WidgetProps) {
  const { id, value, placeholder, options, onChange, onBlur, onFocus } = props;
  const { t } = useTranslation();
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <Input
      {...inputProps(props)}
      type="text"
      inputMode="decimal"
      value={editing ?? formatPrice(value)}
      placeholder={placeholder || t('common.pricePlaceholder', { defaultValue: '0,00 €' })}
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
