import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { ResolvedRoute } from '../../shared/route-defaults.js';
import { LayoutFrame } from '../layouts/layout-frame.js';
import { getScreen } from '../registry/screens.js';
import { useConfig } from '../stores/config.js';
import { useSessionFacts } from '../stores/session.js';
import { Spinner } from '../../ui/spinner.js';
import { decideAccess, guardContext } from './guards.js';
import { RouteTitle } from './route-title.js';
import { ScreenBoundary } from './screen-boundary.js';
import { isServerSessionUnknown } from './server-session.js';

/** Fallback when the tenant switched off its own not-found route. */
const NOT_FOUND: Pick<ResolvedRoute, 'screen' | 'layout' | 'title'> = { screen: 'NotFound', layout: 'main', title: 'routes.notFound' };

/**
 * The thin component over the pure guards: decides, then redirects or renders the screen
 * inside its layout, lazily, with the page title.
 */
export function RouteElement({ route }: { route: ResolvedRoute }) {
  const config = useConfig();
  const session = useSessionFacts();
  const location = useLocation();
  const decision = decideAccess(route, session, guardContext(config));

  if (isServerSessionUnknown() && route.access !== 'public') {
    // Painted by the server for a signed-in visitor: the real layout, the screen still loading.
    return (
      <LayoutFrame layout={decision.kind === 'render' ? decision.layout : 'main'}>
        <RouteTitle title={route.title} siteName={config.name} />
        <Spinner variant="fullArea" />
      </LayoutFrame>
    );
  }
  if (decision.kind === 'redirect') {
    return <Navigate to={decision.to} replace state={{ from: location.pathname }} />;
  }
  const target = decision.kind === 'render' ? decision : (config.routes.find((r) => r.id === 'notFound' && r.enabled) ?? NOT_FOUND);
  const Screen = getScreen(target.screen);
  return (
    // Public pages on the auth layout (account activation) stay reachable with a session.
    <LayoutFrame layout={target.layout} keepSession={route.access === 'public'}>
      <RouteTitle title={target.title} siteName={config.name} />
      <ScreenBoundary key={location.pathname}>
        <Suspense fallback={<Spinner variant="fullArea" />}>
          <Screen route={route} title={target.title} />
        </Suspense>
      </ScreenBoundary>
    </LayoutFrame>
  );
}
