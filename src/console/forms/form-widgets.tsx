import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds, getUiOptions } from '@rjsf/utils';
import styled from 'styled-components';

const Switch = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  font-weight: 600;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** A feature toggle: true or false (the portal's checkbox stores 1/0, as its consents need). */
export function SwitchWidget({ id, value, label, disabled, readonly, onChange, onBlur, onFocus, uiSchema }: WidgetProps) {
  const title = getUiOptions(uiSchema).title;
  return (
    <Switch htmlFor={id}>
      <input
        type="checkbox"
        role="switch"
        id={id}
        checked={value === true}
        disabled={disabled || readonly}
        aria-describedby={`${id}__description`}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      {String(title ?? label)}
    </Switch>
  );
}

const ColorRow = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  input[type='color'] {
    width: 44px;
    height: 36px;
    padding: 2px;
  }
  input[type='text'] {
    width: 9em;
    font-family: monospace;
  }
`;

/** A #rrggbb colour: the picker and the code side by side, either one edits it. */
export function ColorWidget({ id, value, label, disabled, readonly, onChange, onBlur }: WidgetProps) {
  const text = typeof value === 'string' ? value : '';
  const valid = /^#[0-9a-fA-F]{6}$/.test(text);
  return (
    <ColorRow>
      <input
        type="color"
        aria-label={`${label}: scegli il colore`}
        value={valid ? text.toLowerCase() : '#000000'}
        disabled={disabled || readonly}
        onChange={(event) => onChange(event.target.value)}
      />
      <input
        type="text"
        id={id}
        value={text}
        spellCheck={false}
        disabled={disabled || readonly}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        onBlur={() => onBlur(id, value)}
      />
    </ColorRow>
  );
}

/** ISO-8601 UTC ↔ the browser's datetime-local value, in the staff member's own time zone, to the minute. */
function toLocalInput(iso: unknown): string {
  if (typeof iso !== 'string' || !iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/**
 * A moment (`format: date-time`) from the browser's date and time picker, in the staff member's
 * time zone and stored as UTC. An emptied picker gives the field's `ui:emptyValue` (null where the
 * schema says "no date"); RJSF's own widget would keep seconds and milliseconds the picker hides.
 */
export function DateTimeWidget({ id, value, disabled, readonly, rawErrors, options, onChange, onBlur, onFocus }: WidgetProps) {
  return (
    <input
      type="datetime-local"
      id={id}
      name={id}
      value={toLocalInput(value)}
      disabled={disabled}
      readOnly={readonly}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event) => onChange(fromLocalInput(event.target.value) ?? options.emptyValue)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}

/** Several lines of plain text; marked invalid, as the one-line inputs are, while its field has an error. */
export function TextareaWidget({ id, value, disabled, readonly, rawErrors, options, onChange, onBlur, onFocus }: WidgetProps) {
  return (
    <textarea
      id={id}
      name={id}
      rows={typeof options.rows === 'number' ? options.rows : 3}
      value={typeof value === 'string' ? value : ''}
      disabled={disabled}
      readOnly={readonly}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
