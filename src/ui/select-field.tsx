import type { ReactNode, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlBox, LabelledField } from './labelled-field.js';

const Select = styled.select<{ $invalid: boolean }>`
  ${controlBox}
  min-height: 44px;
`;

/** A labelled select in the same frame and box as the kit's text fields (LabelledField). */
export function SelectField({
  label,
  children,
  ...select
}: { label: string; children: ReactNode } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  return (
    <LabelledField label={label}>
      {(control) => (
        <Select {...select} {...control}>
          {children}
        </Select>
      )}
    </LabelledField>
  );
}
