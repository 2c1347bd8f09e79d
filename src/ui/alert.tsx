import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div<{ $tone: AlertTone }>`
  margin: 0 0 16px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radii.input}px;
  border-left: 4px solid
    ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.error : $tone === 'success' ? theme.colors.success : theme.colors.primary)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

export type AlertTone = 'info' | 'success' | 'error';

/**
 * A message about a whole form or page. Errors are an assertive alert, the others a polite
 * status, so each is announced when it appears.
 */
export function Alert({ tone = 'info', children }: { tone?: AlertTone; children: ReactNode }) {
  return (
    <Box $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </Box>
  );
}
