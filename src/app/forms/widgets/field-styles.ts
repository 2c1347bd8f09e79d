import styled, { css } from 'styled-components';

/** The look every input shares: 48 px high like the buttons, the tenant's input radius. */
export const inputStyles = css`
  width: 100%;
  min-height: 48px;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.input}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }
  &:disabled,
  &[readonly] {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.error};
  }
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Input = styled.input`
  ${inputStyles}
`;

export const Select = styled.select`
  ${inputStyles}
`;

export const Textarea = styled.textarea`
  ${inputStyles}
  min-height: 120px;
  resize: vertical;
`;

/** An input with an icon at the start and/or a button at the end. */
export const InputRow = styled.div<{ $icon?: boolean; $action?: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  & > input {
    padding-left: ${({ $icon }) => ($icon ? '40px' : '12px')};
    padding-right: ${({ $action }) => ($action ? '52px' : '12px')};
  }
`;

export const InputIcon = styled.span`
  position: absolute;
  left: 12px;
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textMuted};
  pointer-events: none;
`;

export const InputAction = styled.button`
  position: absolute;
  right: 4px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.input}px;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;

/** ids a widget's aria-describedby points at; only those the template actually renders. */
export function describedBy(id: string, parts: { errors?: boolean; hint?: boolean; extra?: string }): string | undefined {
  const ids = [parts.errors ? `${id}__error` : '', parts.hint ? `${id}__help` : '', parts.extra ?? ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export const hasErrors = (rawErrors: string[] | undefined): boolean => Array.isArray(rawErrors) && rawErrors.length > 0;
