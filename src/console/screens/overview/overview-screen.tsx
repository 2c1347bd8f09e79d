import styled from 'styled-components';
import { Panel } from '../../../ui/cards.js';
import type { AreaProps } from '../../area-props.js';
import { useTenants } from '../../session.js';
import { TenantDashboard } from './tenant-dashboard.js';

const Screen = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  h2 {
    margin: 0;
  }
`;

const About = styled(Panel)`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 48px;
  h3 {
    margin: 0 0 4px;
    font-size: 1rem;
  }
  p,
  ul {
    margin: 0;
  }
  ul {
    padding-left: 20px;
  }
`;

/** The tenant's first page: what it is, where its customers find it, and how it is going. */
export default function OverviewScreen({ alias }: AreaProps) {
  const tenant = useTenants().data?.find((t) => t.alias === alias);
  if (!tenant) return null;
  return (
    <Screen aria-labelledby="overview-title">
      <h2 id="overview-title">Panoramica</h2>
      <About>
        <div>
          <h3>Codice dell’iniziativa</h3>
          <p>
            <code>{tenant.alias}</code>
          </p>
        </div>
        <div>
          <h3>Indirizzi del portale</h3>
          {tenant.hosts.length === 0 ? (
            <p>Nessun indirizzo configurato.</p>
          ) : (
            <ul>
              {tenant.hosts.map((host) => (
                <li key={host}>
                  <a
                    href={`${window.location.protocol}//${host}${window.location.port ? `:${window.location.port}` : ''}/`}
                    target="_blank"
                    rel="noreferrer"
                  >
                    {host}
                    <span className="visually-hidden"> (si apre in una nuova scheda)</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </About>
      <TenantDashboard alias={tenant.alias} />
    </Screen>
  );
}
