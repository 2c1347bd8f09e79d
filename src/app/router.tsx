import { useMemo } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { ResolvedRoute } from '../shared/route-defaults.js';
import { RouteElement } from './routing/route-element.js';
import { availableRoutes } from './routing/guards.js';
import { ScrollToTop } from './routing/scroll-to-top.js';
import { useConfig } from './stores/config.js';

const CATCH_ALL: ResolvedRoute = {
  id: 'notFound',
  path: '*',
  screen: 'NotFound',
  enabled: true,
  access: 'public',
  layout: 'main',
  ownLoginOnly: false,
  pointsRequired: false,
  allowInactive: true,
  title: 'routes.notFound',
};

/**
 * The routes the tenant declares (the default routes merged with tenants/<alias>/tenant.json routes),
 * minus those that do not exist for it; anything else falls through to the not-found screen.
 */
export function AppRoutes() {
  const config = useConfig();
  const routes = useMemo(() => {
    const list = availableRoutes(config);
    return list.some((route) => route.path === '*') ? list : [...list, CATCH_ALL];
  }, [config]);
  return (
    <>
      <ScrollToTop />
      <Routes>
        {routes.map((route) => (
          <Route key={route.id} path={route.path} element={<RouteElement route={route} />} />
        ))}
      </Routes>
    </>
  );
}
