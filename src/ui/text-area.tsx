import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: grid;
  gap: 6px;
  margin-bottom: 16px;
`;

const Label = styled.label`
  font-weight: 600;
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Area = styled.textarea<{ $invalid: boolean }>`
  width: 100%;
  min-height: 120px;
  padding: 8px 12px;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.input}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  resize: vertical;
`;

const Error = styled.p`
  margin: 0;
  font-size: 0.9rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.error};
  &:empty {
    display: none;
  }
`;

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  /** Shown under the label and read with the field. */
  hint?: ReactNode;
  /** Shown under the field, announced when it appears, and marks the field invalid. */
  error?: string | null;
  ref?: Ref<HTMLTextAreaElement>;
}

/** TextField's multi-line sibling (a message, a reason): label, hint and announced error tied to it. */
export function TextArea({ label, hint, error, ref, ...area }: TextAreaProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <Area
        {...area}
        ref={ref}
        id={id}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined}
      />
      <Error id={errorId} aria-live="polite">
        {error ?? ''}
      </Error>
    </Field>
  );
}
