import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { useConfig } from '../stores/config.js';
import { useSessionFacts } from '../stores/session.js';
import { LOGOUT_MODAL, openModal, setSidebarOpen, useUi } from '../stores/ui.js';
import { isDarkBackground } from '../../shared/color-contrast.js';
import { Button } from '../../ui/button.js';
import { DocumentLink, MenuLink } from './menu-link.js';
import { rulesUrl, visibleMenuLinks } from './menu-links.js';

type MenuLinkItem = ReturnType<typeof visibleMenuLinks>[number];

const Bar = styled.header`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: 900;
  background: ${({ theme }) => theme.colors.headerBackground};
  color: ${({ theme }) => theme.colors.headerText};
  box-shadow: 0 1px 0 ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  max-width: ${({ theme }) => theme.layout.headerMaxWidth}px;
  height: ${({ theme }) => theme.headerHeight}px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.layout.containerPadding}px;
`;

const LogoLink = styled(Link)`
  display: inline-flex;
  flex-shrink: 0;
  img {
    display: block;
    max-width: ${({ theme }) => theme.layout.logoMaxWidth}px;
    height: auto;
  }
`;

const linkStyle = `
  color: inherit;
  font-weight: 600;
  font-size: 0.9rem;
  letter-spacing: 0.03em;
  text-transform: uppercase;
  text-decoration: none;
  padding: 8px 4px;
  &:hover, &.active { text-decoration: underline; text-underline-offset: 4px; }
`;

const DesktopNav = styled.nav`
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
  ul {
    display: flex;
    align-items: center;
    gap: 20px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    ${linkStyle}
  }
`;

const Burger = styled.button`
  display: inline-flex;
  width: 48px;
  height: 48px;
  align-items: center;
  justify-content: center;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: inherit;
  cursor: pointer;
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

const MobilePanel = styled.nav`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.headerBackground};
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
  ul {
    margin: 0;
    padding: 8px ${({ theme }) => theme.layout.containerPadding}px 16px;
    list-style: none;
  }
  li a,
  li button {
    display: block;
    width: 100%;
    min-height: 44px;
    padding: 12px 0;
    text-align: left;
  }
  a {
    ${linkStyle}
  }
`;

/** LOGOUT in the mobile menu reads as a text entry, like the links around it. */
const TextAction = styled.button`
  ${linkStyle}
  border: 0;
  background: none;
  cursor: pointer;
  font-family: inherit;
`;

function BurgerIcon({ open }: { open: boolean }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}

const MOBILE_MENU_ID = 'mobile-menu';

/** The menu's entries, the rules document and, signed in, the logout action: the desktop bar and the mobile panel list the same. */
function NavItems({ links, onNavigate, logout }: { links: MenuLinkItem[]; onNavigate?: () => void; logout: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ul>
      {links.map((link) => (
        <li key={link.id}>
          <MenuLink link={link} onNavigate={onNavigate} />
        </li>
      ))}
      <li>
        <DocumentLink href={rulesUrl()} label={t('layout.rules')} />
      </li>
      {logout && <li>{logout}</li>}
    </ul>
  );
}

/** Fixed header: logo → /, static links, REGOLAMENTO, LOGOUT; burger menu under the breakpoint. */
export function Header() {
  const { t } = useTranslation();
  const config = useConfig();
  const session = useSessionFacts();
  const { loggedIn } = session;
  const { sidebarOpen } = useUi();
  const { pathname } = useLocation();
  const burgerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const links = visibleMenuLinks(config, session);
  // A dark header band takes the logo made for dark backgrounds (brand.logoInverted).
  const darkHeader = isDarkBackground(useTheme().colors.headerBackground);
  const logo = darkHeader ? config.brand.logoInverted : config.brand.logo;

  // A new page closes the menu.
  useEffect(() => setSidebarOpen(false), [pathname]);

  useEffect(() => {
    if (!sidebarOpen) return;
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setSidebarOpen(false);
      burgerRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [sidebarOpen]);

  const close = () => setSidebarOpen(false);
  const askLogout = () => {
    close();
    openModal(LOGOUT_MODAL);
  };

  return (
    <Bar>
      <Inner>
        <LogoLink to="/" aria-label={t('layout.homeLink', { name: config.name })}>
          <img src={logo} alt="" width={224} height={64} fetchPriority="high" />
        </LogoLink>
        <DesktopNav aria-label={t('layout.mainNav')}>
          <NavItems
            links={links}
            logout={
              loggedIn && (
                <Button variant="outline-transparent" size="sm" onClick={askLogout}>
                  {t('layout.logout')}
                </Button>
              )
            }
          />
        </DesktopNav>
        <Burger
          ref={burgerRef}
          type="button"
          aria-expanded={sidebarOpen}
          aria-controls={MOBILE_MENU_ID}
          aria-label={sidebarOpen ? t('layout.closeMenu') : t('layout.openMenu')}
          onClick={() => setSidebarOpen(!sidebarOpen)}
        >
          <BurgerIcon open={sidebarOpen} />
        </Burger>
      </Inner>
      {/* Always in the page so aria-controls points at something; `hidden` while closed. */}
      <MobilePanel id={MOBILE_MENU_ID} ref={panelRef} aria-label={t('layout.mobileNav')} hidden={!sidebarOpen}>
        <NavItems
          links={links}
          onNavigate={close}
          logout={
            loggedIn && (
              <TextAction type="button" onClick={askLogout}>
                {t('layout.logout')}
              </TextAction>
            )
          }
        />
      </MobilePanel>
    </Bar>
  );
}
