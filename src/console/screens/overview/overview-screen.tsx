import { Panel } from '../../../ui/cards.js';
import type { AreaProps } from '../../area-props.js';
import { useTenants } from '../../session.js';

/** The tenant's first page: what it is and where its customers find it. */
export default function OverviewScreen({ alias }: AreaProps) {
  const tenant = useTenants().data?.find((t) => t.alias === alias);
  if (!tenant) return null;
  return (
    <Panel as="section" aria-labelledby="overview-title" style={{ padding: 24 }}>
      <h2 id="overview-title">Panoramica</h2>
      <p>
        Codice dell’iniziativa: <code>{tenant.alias}</code>
      </p>
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
    </Panel>
  );
}
