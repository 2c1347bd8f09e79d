import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, CardBody, CardGrid, CardText, CardTitle } from '../../../ui/cards.js';
import { Lead, Page, PageTitle } from '../../../ui/page.js';
import { EmptyState, ErrorState, ListSkeleton } from '../../../ui/states.js';
import { useTenants } from '../../session.js';

const Alias = styled.p`
  margin: 0;
  font-family: ui-monospace, monospace;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The tenants this account manages: a way into each. */
export default function TenantsScreen() {
  const tenants = useTenants();
  return (
    <Page>
      <PageTitle>Iniziative</PageTitle>
      <Lead>Le iniziative che gestisci. Scegline una per aprirla.</Lead>
      {tenants.isPending ? (
        <ListSkeleton label="Caricamento delle iniziative" />
      ) : tenants.isError ? (
        <ErrorState title="Impossibile caricare le iniziative" message={tenants.error.message} onRetry={() => void tenants.refetch()} />
      ) : tenants.data.length === 0 ? (
        <EmptyState title="Nessuna iniziativa">Il tuo account non gestisce ancora alcuna iniziativa.</EmptyState>
      ) : (
        <CardGrid $min={280} data-testid="tenant-list">
          {tenants.data.map((tenant) => (
            <li key={tenant.alias}>
              <Card>
                <CardBody>
                  <CardTitle>
                    <Link to={`/iniziative/${encodeURIComponent(tenant.alias)}`}>{tenant.name}</Link>
                  </CardTitle>
                  <Alias>{tenant.alias}</Alias>
                  <CardText>{tenant.hosts.length > 0 ? tenant.hosts.join(', ') : 'Nessun indirizzo configurato'}</CardText>
                </CardBody>
              </Card>
            </li>
          ))}
        </CardGrid>
      )}
    </Page>
  );
}
