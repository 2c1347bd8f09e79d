import type { WidgetProps } from '@rjsf/utils';
import { describedBy, hasErrors, Textarea } from './field-styles.js';

/** Multi-line text; `ui:options.rows` sets the height. */
export function TextareaWidget({
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
  const invalid = hasErrors(rawErrors);
  return (
    <Textarea
      id={id}
      name={htmlName ?? id}
      value={value ?? ''}
      rows={typeof options['rows'] === 'number' ? options['rows'] : 5}
      placeholder={placeholder || undefined}
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
