import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Panel } from '../../ui/cards.js';

const Main = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 24px 16px;
`;

const Card = styled(Panel)`
  width: 100%;
  max-width: 440px;
  padding: 32px;
  h1 {
    margin: 0 0 8px;
    font-size: 1.6rem;
  }
`;

const Brand = styled.p`
  margin: 0 0 16px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The frame of the pages before a session: sign-in and setting the password. */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <Main>
      <Card>
        <Brand>Premia · Console</Brand>
        {children}
      </Card>
    </Main>
  );
}
