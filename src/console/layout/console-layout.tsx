import { useState } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { Button } from '../../ui/button.js';
import { Container } from '../../ui/container.js';
import { ErrorState } from '../../ui/states.js';
import { Spinner } from '../../ui/spinner.js';
import { signInPath, signOut, useMe, useSession } from '../session.js';

const ROLE_LABEL = { operator: 'Operatore', support: 'Assistenza' } as const;

const Header = styled.header`
  background: ${({ theme }) => theme.colors.headerBackground};
  color: ${({ theme }) => theme.colors.headerText};
  a {
    color: inherit;
  }
  :focus-visible {
    outline-color: #93c5fd;
    box-shadow: none;
  }
`;

const Bar = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 24px;
  min-height: 64px;
  padding-top: 8px;
  padding-bottom: 8px;
`;

const Brand = styled(Link)`
  font-weight: 700;
  font-size: 1.1rem;
  text-decoration: none;
`;

const Nav = styled.nav`
  display: flex;
  gap: 16px;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

const Who = styled.p`
  margin: 0 0 0 auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
  font-size: 0.95rem;
`;

const Role = styled.span`
  padding: 2px 8px;
  border-radius: 999px;
  background: #374151;
  font-size: 0.85rem;
`;

const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -48px;
  padding: 8px 12px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  z-index: 10;
  &:focus {
    top: 8px;
  }
`;

/**
 * Every page behind the session: sends a visitor without one to sign in (with the way back),
 * sends an account that must enrol its second factor to /sicurezza before anything else, and
 * frames the page with who is signed in and the way out.
 */
export function ConsoleLayout() {
  const { signedIn, expired } = useSession();
  const location = useLocation();
  const me = useMe();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  const here = `${location.pathname}${location.search}`;

  if (!signedIn) return <Navigate to={signInPath(here)} replace state={{ expired }} />;
  if (me.isPending) return <Spinner variant="fullScreen" label="Caricamento dell'account" />;
  if (me.isError) {
    return (
      <Container as="main">
        <ErrorState level={1} title="Impossibile caricare l'account" message={me.error.message} onRetry={() => void me.refetch()} />
      </Container>
    );
  }
  if (me.data.totpRequired && location.pathname !== '/sicurezza') return <Navigate to="/sicurezza" replace />;

  const leave = () => {
    setLeaving(true);
    void signOut(queryClient).finally(() => setLeaving(false));
  };

  return (
    <>
      <SkipLink href="#contenuto">Vai al contenuto</SkipLink>
      <Header>
        <Bar>
          <Brand to="/">Premia · Console</Brand>
          {!me.data.totpRequired && (
            <Nav aria-label="Principale">
              <Link to="/">Iniziative</Link>
              <Link to="/sicurezza">Sicurezza</Link>
            </Nav>
          )}
          <Who>
            <span>{me.data.email}</span>
            <Role>{ROLE_LABEL[me.data.role]}</Role>
            <Button size="sm" variant="outline-transparent" onClick={leave} loading={leaving}>
              Esci
            </Button>
          </Who>
        </Bar>
      </Header>
      <Container as="main" id="contenuto" tabIndex={-1}>
        <Outlet context={me.data} />
      </Container>
    </>
  );
}
