import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Footer } from './footer.js';
import { Header } from './header.js';
import { ConsentRenewalModal } from './consent-renewal-modal.js';
import { LogoutModal, PrizeValidationModal, SessionExpiredModal } from './dialogs.js';
import { ProgrammeBanner } from './programme-banner.js';
import { ProgrammeClosedGate } from './programme-closed.js';

const Shell = styled.div`
  display: flex;
  min-height: 100vh;
  flex-direction: column;
`;

const SkipLink = styled.a`
  position: absolute;
  top: -100px;
  left: 8px;
  z-index: 1000;
  padding: 8px 16px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  border-radius: 4px;
  &:focus {
    top: 8px;
  }
`;

// At least one screen tall, so the footer starts below the fold: while a screen loads its data
// the footer must not sit in view and then jump down (CLS; it measured 0.27 on /catalogo).
const Content = styled.main`
  flex: 1;
  box-sizing: border-box;
  min-height: 100vh;
  padding-top: ${({ theme }) => theme.headerHeight}px;
  &:focus {
    outline: none;
  }
`;

/** Main layout: fixed header, content, footer; logout, consent renewal, prize and session-expired modals. */
export function MainLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Shell>
      <SkipLink id="skip-link" href="#main-content">
        {t('layout.skipToContent')}
      </SkipLink>
      <Header />
      <Content id="main-content" tabIndex={-1}>
        <ProgrammeBanner />
        <ProgrammeClosedGate>{children}</ProgrammeClosedGate>
      </Content>
      <Footer />
      <LogoutModal />
      <ConsentRenewalModal />
      <PrizeValidationModal />
      {/* Also here: a 401 on a public page ends the session without leaving the page. */}
      <SessionExpiredModal />
    </Shell>
  );
}
