import styled from 'styled-components';

/** Pieces shared by the screens on the auth card (login, recovery, reset, activation). */
export const Title = styled.h1`
  margin: 0 0 8px;
  font-size: 1.5rem;
`;

export const Intro = styled.p`
  margin: 0 0 20px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Notice = styled.p<{ $tone?: 'success' | 'error' }>`
  margin: 0 0 16px;
  padding: 12px;
  border-left: 4px solid ${({ theme, $tone = 'success' }) => ($tone === 'error' ? theme.colors.error : theme.colors.success)};
  background: ${({ theme }) => theme.colors.background};
`;

export const LinkRow = styled.p`
  margin: 16px 0 0;
  text-align: center;
`;
