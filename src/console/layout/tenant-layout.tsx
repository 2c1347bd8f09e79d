import { Suspense } from 'react';
import { Link, NavLink, Route, Routes, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Page, PageTitle } from '../../ui/page.js';
import { QueryView } from '../../ui/query-view.js';
import { EmptyState, LoadingState } from '../../ui/states.js';
import { Spinner } from '../../ui/spinner.js';
import { areasFor } from '../areas.js';
import { useMe, useTenants } from '../session.js';
import { TenantTimeZoneProvider } from '../tenant-time-zone.js';
import type { TenantSummary } from '../../shared/types/generated/api/staff.js';
import { inlineList } from '../../ui/layout-css.js';

const AreaNav = styled.nav`
  margin: 0 0 24px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ul {
    ${inlineList('4px 20px')}
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    text-decoration: none;
    border-bottom: 3px solid transparent;
  }
  a[aria-current='page'] {
    font-weight: 700;
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** One tenant open: its areas (src/console/areas.ts) as navigation and routes. */
/** The address of a tenant's area: `''` is its overview. */
function areaPath(alias: string, path: string): string {
  return `/iniziative/${encodeURIComponent(alias)}${path ? `/${path}` : ''}`;
}

export default function TenantLayout() {
  const { alias = '' } = useParams();
  const me = useMe().data!;
  const tenants = useTenants();
  const areas = areasFor(me.role);

  return (
    <QueryView
      query={tenants}
      level={1}
      pending={<LoadingState label="Caricamento dell'iniziativa" />}
      errorTitle="Impossibile caricare l'iniziativa"
    >
      {(list) => {
        const tenant = list.find((t) => t.alias === alias);
        if (!tenant)
          return (
            <Page>
              <EmptyState level={1} title="Iniziativa non disponibile" action={<Link to="/">Torna alle iniziative</Link>}>
                Non esiste un’iniziativa «{alias}» tra quelle che gestisci.
              </EmptyState>
            </Page>
          );
        return <TenantAreas tenant={tenant} areas={areas} />;
      }}
    </QueryView>
  );
}

/** A tenant's page: its name, its areas as navigation, and the area the address names. */
function TenantAreas({ tenant, areas }: { tenant: TenantSummary; areas: ReturnType<typeof areasFor> }) {
  return (
    <Page>
      <PageTitle>{tenant.name}</PageTitle>
      <AreaNav aria-label={`Aree di ${tenant.name}`}>
        <ul>
          {areas.map((area) => (
            <li key={area.id}>
              {/* Absolute: inside the tenant's splat route a relative link resolves against the whole
            current address, so on /clienti/X "Panoramica" would point at the page itself. */}
              <NavLink to={areaPath(tenant.alias, area.path)} end={area.path === ''}>
                {area.label}
                {area.badge && <area.badge alias={tenant.alias} />}
              </NavLink>
            </li>
          ))}
        </ul>
      </AreaNav>
      <TenantTimeZoneProvider value={tenant.timeZone}>
        <Suspense fallback={<Spinner variant="fullArea" label="Caricamento in corso" />}>
          <Routes>
            {areas.map((area) => (
              <Route
                key={area.id}
                path={area.path === '' ? undefined : `${area.path}/*`}
                index={area.path === ''}
                element={<area.screen alias={tenant.alias} />}
              />
            ))}
            <Route
              path="*"
              element={<EmptyState title="Area non trovata" action={<Link to={areaPath(tenant.alias, '')}>Torna alla panoramica</Link>} />}
            />
          </Routes>
        </Suspense>
      </TenantTimeZoneProvider>
    </Page>
  );
}
