import type { WidgetProps } from '@rjsf/utils';
import { Textarea } from './field-styles.js';
import { inputProps } from './input-props.js';

/** Multi-line text; `ui:options.rows` sets the height. */
export function TextareaWidget(props: WidgetProps) {
  const rows = props.options['rows'];
  return <Textarea {...inputProps(props)} rows={typeof rows === 'number' ? rows : 5} />;
}
