import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { useConfig } from '../stores/config.js';
import { useSessionFacts } from '../stores/session.js';
import { SessionExpiredModal } from './dialogs.js';

const Page = styled.main`
  display: flex;
  min-height: 100vh;
  align-items: center;
  justify-content: center;
  padding: 32px ${({ theme }) => theme.layout.containerPadding}px;
`;

const Card = styled.div`
  width: 100%;
  max-width: 460px;
  padding: 32px 28px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.card}px;
  box-shadow: 0 10px 30px rgba(15, 23, 42, 0.08);
`;

const Logo = styled.img`
  display: block;
  max-width: ${({ theme }) => theme.layout.logoMaxWidth}px;
  max-height: 64px;
  margin: 0 auto 24px;
`;

export interface AuthLayoutProps {
  children: ReactNode;
  /** Public pages on this layout (account activation) stay open to a logged-in, inactive user. */
  keepSession?: boolean;
}

/** Auth-page wrapper: centred card with the logo; logged-in users go to /. */
export function AuthLayout({ children, keepSession = false }: AuthLayoutProps) {
  const config = useConfig();
  const { loggedIn } = useSessionFacts();
  if (loggedIn && !keepSession) return <Navigate to="/" replace />;
  return (
    <Page id="main-content">
      <Card>
        {/* Intrinsic size of the tenant logos (224×64): reserves the space, no layout shift. */}
        {/* The largest thing the painted sign-in shows: fetched before the scripts. */}
        <Logo src={config.brand.logo} alt={config.brand.logoAlt} width={224} height={64} fetchPriority="high" />
        {children}
      </Card>
      <SessionExpiredModal />
    </Page>
  );
}
