import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { controlBox, LabelledField } from './labelled-field.js';

const Input = styled.input<{ $invalid: boolean }>`
  ${controlBox}
  min-height: 44px;
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** Shown under the label and read with the field. */
  hint?: ReactNode;
  /** Shown under the field, announced when it appears, and marks the field invalid. */
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with its hint and announced error (LabelledField). */
export function TextField({ label, hint, error, ref, ...input }: TextFieldProps) {
  return (
    <LabelledField label={label} hint={hint} error={error}>
      {(control) => <Input {...input} ref={ref} {...control} />}
    </LabelledField>
  );
}
