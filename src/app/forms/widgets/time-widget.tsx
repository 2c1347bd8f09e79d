import type { WidgetProps } from '@rjsf/utils';
import { Input } from './field-styles.js';
import { inputProps } from './input-props.js';

/** Time of day (HH:mm), the browser's own keyboard-usable time input; no placeholder (the browser shows the format). */
export function TimeWidget(props: WidgetProps) {
  return <Input {...inputProps(props)} type="time" placeholder={undefined} />;
}

/** A value the form carries but does not show (e.g. country fixed to IT). */
export function HiddenWidget({ id, value, htmlName }: WidgetProps) {
  return <input type="hidden" id={id} name={htmlName ?? id} value={value === undefined || value === null ? '' : String(value)} />;
}
