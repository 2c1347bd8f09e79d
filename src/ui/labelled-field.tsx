import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

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

const Error = styled.p`
  margin: 0;
  font-size: 0.9rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.error};
  &:empty {
    display: none;
  }
`;

/** The box of every kit control (input, textarea, select): border red while invalid. */
export const controlBox = css<{ $invalid?: boolean }>`
  width: 100%;
  padding: 8px 12px;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.input}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

/** What the control inside a LabelledField must carry to be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  $invalid: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface LabelledFieldProps {
  label: ReactNode;
  /** Shown under the label and read with the field. */
  hint?: ReactNode;
  /** Shown under the field, announced when it appears, and marks the field invalid. */
  error?: string | null;
  children: (control: ControlProps) => ReactNode;
}

/**
 * A label, its hint and its error tied to one control (aria-describedby), the error in a live
 * region that exists before it has text, so screen readers announce it when it comes. The kit's
 * text field, text area and select are this frame around their own control.
 */
export function LabelledField({ label, hint, error, children }: LabelledFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {children({
        id,
        $invalid: Boolean(error),
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined,
      })}
      <Error id={errorId} aria-live="polite">
        {error ?? ''}
      </Error>
    </Field>
  );
}
