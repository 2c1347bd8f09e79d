import type { WidgetProps } from '@rjsf/utils';
import styled from 'styled-components';
import { useSanitizedLabel } from '../../../ui/sanitize.js';
import { useFormState } from '../form-state.js';
import { hasErrors } from './field-styles.js';
import { ariaState } from './input-props.js';

const Row = styled.div<{ $invalid: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  padding: 6px 8px;
  border: 1px solid ${({ $invalid, theme }) => ($invalid ? theme.colors.error : 'transparent')};
  border-radius: ${({ theme }) => theme.radii.input}px;
  input {
    flex: none;
    width: 22px;
    height: 22px;
    margin: 1px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * Consent checkbox: its label is the schema title as HTML (links to the rules and
 * privacy documents), sanitized with the inline subset of the shared HTML policy. Checked only when the value is 1 (true is read as 1 too); sends
 * 1 or 0. The error look (red frame) appears once a submit was attempted and the box is invalid.
 */
export function CheckboxWidget(props: WidgetProps) {
  const { id, value, label, schema, required, disabled, readonly, autofocus, onChange, onBlur, onFocus } = props;
  const { submitted } = useFormState();
  const invalid = hasErrors(props.rawErrors);
  const html = useSanitizedLabel(String(schema.title ?? label ?? ''));
  const checked = value === 1 || value === true;
  return (
    <Row $invalid={invalid && submitted}>
      <input
        type="checkbox"
        id={id}
        name={id}
        checked={checked}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        {...ariaState(props)}
        onChange={(event) => onChange(event.target.checked ? 1 : 0)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <label htmlFor={id}>
        {required ? '* ' : ''}
        <span dangerouslySetInnerHTML={{ __html: html }} />
      </label>
    </Row>
  );
}
