import { REGOLAMENTO_PATH } from '../../shared/regolamento.js';
import { matchPath } from 'react-router-dom';
import type { ResolvedMenuLink, ResolvedTenantConfig } from '../../shared/tenant-config.js';
import { decideAccess, guardContext, routeExists, type SessionFacts } from '../routing/guards.js';

/**
 * Static menu links for this visitor, in the config's order: `auth` any / loggedIn / loggedOut,
 * and never a link into a screen that is off. Support staff switch a feature off at runtime
 * (`tenant set demo features.pointsCatalogue false`) without editing the menu: the 'Catalogo'
 * link goes with the screen, and comes back with it. Likewise a customer without points_enabled
 * sees no link to the catalogue she cannot open. The rule is the guards' own (decideAccess): a
 * link shows only when the route would render for this visitor, so a customer who has not
 * completed the registration sees no CATALOGO or NEWS that would bounce back to it.
 * Paths that no route declares (documents, static files) and external links stay.
 */
export function visibleMenuLinks(
  config: Pick<ResolvedTenantConfig, 'menuLinks' | 'routes' | 'features'>,
  session: Pick<SessionFacts, 'loggedIn' | 'pointsEnabled'> & Partial<Pick<SessionFacts, 'active'>>,
): ResolvedMenuLink[] {
  // Menu links show what the customer may open once nothing blocks them.
  const facts: SessionFacts = { active: true, regolamentoPending: false, ...session };
  const ctx = guardContext(config);
  return config.menuLinks.filter((link) => {
    if (!(link.auth === 'any' || (link.auth === 'loggedIn') === session.loggedIn)) return false;
    if (isExternal(link.url)) return true;
    const path = link.url.split(/[?#]/)[0] ?? link.url;
    const declared = config.routes.filter((route) => route.path !== '*' && matchPath({ path: route.path, end: true }, path));
    if (declared.length === 0) return true;
    return declared.some((route) => {
      if (!routeExists(route, config.features)) return false;
      // A visitor who is not signed in still sees the links meant for everyone: the login comes first.
      if (!facts.loggedIn) return true;
      return decideAccess(route, facts, ctx).kind === 'render';
    });
  });
}

/** External links (https://…) open in a new tab; portal paths stay in the app. */
export function isExternal(url: string): boolean {
  return /^https:\/\//i.test(url);
}

/** The REGOLAMENTO link: the version in force, whatever the tenant's file names (the server resolves it). */
export function rulesUrl(): string {
  return REGOLAMENTO_PATH;
}
