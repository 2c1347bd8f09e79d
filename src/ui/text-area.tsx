import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlBox, LabelledField } from './labelled-field.js';

const Area = styled.textarea<{ $invalid: boolean }>`
  ${controlBox}
  min-height: 120px;
  font: inherit;
  resize: vertical;
`;

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  /** Shown under the label and read with the field. */
  hint?: ReactNode;
  /** Shown under the field, announced when it appears, and marks the field invalid. */
  error?: string | null;
  ref?: Ref<HTMLTextAreaElement>;
}

/** TextField's multi-line sibling (a message, a reason): the same frame around a textarea. */
export function TextArea({ label, hint, error, ref, ...area }: TextAreaProps) {
  return (
    <LabelledField label={label} hint={hint} error={error}>
      {(control) => <Area {...area} ref={ref} {...control} />}
    </LabelledField>
  );
}
