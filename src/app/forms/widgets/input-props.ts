import type { WidgetProps } from '@rjsf/utils';
import type { ChangeEvent, FocusEvent } from 'react';
import { describedBy, hasErrors } from './field-styles.js';

type Control = HTMLInputElement | HTMLTextAreaElement;

/** What a widget's control says of itself to assistive technology: required, invalid, and the error text (plus `extra`, an element id) as its description. */
export function ariaState({ id, required, rawErrors }: Pick<WidgetProps, 'id' | 'required' | 'rawErrors'>, extra?: string) {
  const invalid = hasErrors(rawErrors);
  return {
    'aria-required': required || undefined,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy(id, { errors: invalid, extra }),
  };
}

/**
 * What every typed-in widget gives its control, as RJSF's BaseInputTemplate does: name, value and
 * state, `aria-required`/`aria-invalid` and the error text as its description (plus `extraDescription`,
 * an element id, where a widget adds a hint), and RJSF's change, blur and focus. An emptied control
 * sends the field's `emptyValue`, so `required` reports it. A widget spreads this on its control and
 * overrides only what it does differently (a formatted value, its own parsing).
 */
export function inputProps(props: WidgetProps, extraDescription?: string) {
  const { id, value, disabled, readonly, autofocus, placeholder, options, onChange, onBlur, onFocus, htmlName } = props;
  return {
    id,
    name: htmlName ?? id,
    value: value ?? '',
    placeholder: placeholder || undefined,
    disabled,
    readOnly: readonly,
    autoFocus: autofocus,
    ...ariaState(props, extraDescription),
    onChange: (event: ChangeEvent<Control>) => onChange(event.target.value === '' ? options.emptyValue : event.target.value),
    onBlur: (event: FocusEvent<Control>) => onBlur(id, event.target.value),
    onFocus: (event: FocusEvent<Control>) => onFocus(id, event.target.value),
  };
}
