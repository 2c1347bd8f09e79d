import type { WidgetProps } from '@rjsf/utils';
import { describedBy, hasErrors, Input } from './field-styles.js';

/** Time of day (HH:mm), the browser's own keyboard-usable time input. */
export function TimeWidget({
  id,
  value,
  required,
  disabled,
  readonly,
  autofocus,
  options,
  rawErrors,
  onChange,
  onBlur,
  onFocus,
  htmlName,
}: WidgetProps) {
  const invalid = hasErrors(rawErrors);
  return (
    <Input
      id={id}
      name={htmlName ?? id}
      type="time"
      value={value ?? ''}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy(id, { errors: invalid })}
      onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}

/** A value the form carries but does not show (e.g. country fixed to IT). */
export function HiddenWidget({ id, value, htmlName }: WidgetProps) {
  return <input type="hidden" id={id} name={htmlName ?? id} value={value === undefined || value === null ? '' : String(value)} />;
}
