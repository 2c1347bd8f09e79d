import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: grid;
  gap: 6px;
  margin-bottom: 16px;
  label {
    font-weight: 600;
  }
  select {
    width: 100%;
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.input}px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** A labelled select drawn like the kit's text fields (same spacing, border, radius and height). */
export function SelectField({
  label,
  children,
  ...select
}: { label: string; children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <select id={id} {...select}>
        {children}
      </select>
    </Field>
  );
}
