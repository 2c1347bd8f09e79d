import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { describedBy, hasErrors, Select } from './field-styles.js';
import { ariaState } from './input-props.js';

export interface ChoiceOption {
  label: string;
  value: unknown;
}

interface ChoiceSelectProps extends Pick<
  WidgetProps,
  'id' | 'required' | 'disabled' | 'readonly' | 'autofocus' | 'rawErrors' | 'onBlur' | 'onFocus' | 'htmlName'
> {
  value: unknown;
  choices: ChoiceOption[];
  placeholder: string;
  onChange: (value: unknown) => void;
}

/**
 * A native select over a list of choices. Values may be numbers: options are addressed by index,
 * so a choice keeps its JSON type. The empty first option sends undefined (→ 'CAMPO OBBLIGATORIO').
 */
export function ChoiceSelect(props: ChoiceSelectProps) {
  const { id, value, choices, placeholder, disabled, readonly, autofocus, onChange, onBlur, onFocus, htmlName } = props;
  const index = choices.findIndex((c) => c.value === value || String(c.value) === String(value));
  const pick = (i: string) => (i === '' ? undefined : choices[Number(i)]?.value);
  return (
    <Select
      id={id}
      name={htmlName ?? id}
      value={index >= 0 ? String(index) : ''}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      {...ariaState(props)}
      onChange={(event) => onChange(pick(event.target.value))}
      onBlur={(event) => onBlur(id, pick(event.target.value))}
      onFocus={(event) => onFocus(id, pick(event.target.value))}
    >
      <option value="">{placeholder}</option>
      {choices.map((choice, i) => (
        <option key={`${i}-${String(choice.value)}`} value={String(i)}>
          {choice.label}
        </option>
      ))}
    </Select>
  );
}

/** Select over the schema's `enum` (labels from `ui:enumNames`) or `oneOf` consts. */
export function SelectWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const choices = (props.options.enumOptions ?? []).map((o) => ({ label: o.label, value: o.value as unknown }));
  return (
    <ChoiceSelect
      {...props}
      choices={choices}
      placeholder={props.placeholder || t('forms.selectPlaceholder', { defaultValue: 'Seleziona…' })}
    />
  );
}

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: 6px;
  font-weight: 600;
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 32px;
  input {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * Radio group: a fieldset named by its legend (the template renders no label for it); arrow keys
 * move between options, as native radios do.
 */
export function RadioWidget({
  id,
  value,
  label,
  required,
  disabled,
  readonly,
  options,
  rawErrors,
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  const invalid = hasErrors(rawErrors);
  const choices = options.enumOptions ?? [];
  return (
    <Group id={id} aria-describedby={describedBy(id, { errors: invalid })} aria-invalid={invalid || undefined}>
      <Legend>
        {required ? '* ' : ''}
        {label}
      </Legend>
      {choices.map((choice, i) => (
        <Choice key={`${i}-${String(choice.value)}`}>
          <input
            type="radio"
            id={`${id}-${i}`}
            name={id}
            checked={choice.value === value}
            disabled={disabled || readonly}
            onChange={() => onChange(choice.value)}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
          {choice.label}
        </Choice>
      ))}
    </Group>
  );
}
