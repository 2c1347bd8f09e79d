import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { programmeStateToday } from '../../shared/programme.js';
import { endedText } from '../../shared/programme-messages.js';
import { Container } from '../../ui/container.js';
import { useOrderPaths } from '../screens/orders/paths.js';
import { useConfig } from '../stores/config.js';
import { useSession } from '../stores/session.js';

const Closed = styled.section`
  max-width: 40rem;
  margin: 48px auto;
  padding: 24px;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: 8px;
  text-align: center;
  h1 {
    margin-top: 0;
  }
  a {
    font-weight: 600;
  }
`;

/**
 * After the programme's last day every page of the main layout shows that it has ended, except
 * the order history: customers can still follow the prizes they requested.
 */
export function ProgrammeClosedGate({ children, today }: { children: ReactNode; today?: string }) {
  const config = useConfig();
  const { pathname } = useLocation();
  const { user } = useSession();
  const history = useOrderPaths().path('orderHistory');
  if (programmeStateToday(config.programme, config.timeZone, today).phase !== 'ended' || (history && pathname === history))
    return <>{children}</>;
  return (
    <Container>
      <Closed aria-labelledby="programme-closed-title">
        <h1 id="programme-closed-title">Programma concluso</h1>
        <p>{endedText(config.programme, config.timeZone)} Grazie per aver partecipato.</p>
        {history && (
          <p>{user ? <Link to={history}>Vedi lo storico dei tuoi ordini</Link> : 'Accedi per vedere lo storico dei tuoi ordini.'}</p>
        )}
      </Closed>
    </Container>
  );
}
