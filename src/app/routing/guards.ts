import type { ResolvedRoute } from '../../shared/route-defaults.js';
import { availableRoutes, completeRegistrationPathOf, loginPathOf } from '../../shared/available-routes.js';
import type { ResolvedTenantConfig } from '../../shared/tenant-config.js';

export { availableRoutes, routeExists } from '../../shared/available-routes.js';

/** What the guards know about the visitor. */
export interface SessionFacts {
  loggedIn: boolean;
  /** userinfo.active; true for anonymous visitors and while the user record is unknown. */
  active: boolean;
  pointsEnabled: boolean;
  /** The customer has a version of the regolamento to accept (auth/me regolamento_da_accettare). */
  regolamentoPending: boolean;
}

/** Where the guards send people; derived from the tenant's routes. */
export interface GuardContext {
  /** /login with own login (and a login route), otherwise /. */
  loginPath: string;
  /** Path of the complete-registration route, null when the tenant has none. */
  completeRegistrationPath: string | null;
  /** Path of the regolamento's acceptance page, null when the tenant switched it off. */
  acceptRegolamentoPath: string | null;
  /** Layout of the login screen shown on the logged-out home. */
  loginLayout: ResolvedRoute['layout'];
}

export type GuardDecision =
  | { kind: 'render'; screen: string; layout: ResolvedRoute['layout']; title: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound' };

export function guardContext(config: Pick<ResolvedTenantConfig, 'routes' | 'features'>): GuardContext {
  const routes = availableRoutes(config);
  const byId = (id: string) => routes.find((route) => route.id === id);
  const login = byId('login');
  return {
    loginPath: loginPathOf(config),
    completeRegistrationPath: completeRegistrationPathOf(config),
    acceptRegolamentoPath: byId('acceptRegolamento')?.path ?? null,
    loginLayout: login?.layout ?? 'auth',
  };
}

/**
 * The access rules for one existing route, in order:
 * 1. home: logged out → the login screen; logged in → the route's own screen (the cart);
 * 2. protected and logged out → the login path;
 * 3. logged in but inactive → complete registration, unless the route allows inactive users;
 * 4. auth pages (login, recovery…) send logged-in users to /;
 * 5. an active user on complete registration goes to /;
 * 5b. a registered customer with a regolamento to accept sees only its page, and goes to / from it once accepted;
 * 6. points routes need points_enabled, otherwise they do not exist for this user (not found).
 */
export function decideAccess(route: ResolvedRoute, session: SessionFacts, ctx: GuardContext): GuardDecision {
  const render: GuardDecision = { kind: 'render', screen: route.screen, layout: route.layout, title: route.title };
  if (route.access === 'home' && !session.loggedIn) {
    return { kind: 'render', screen: 'Login', layout: ctx.loginLayout, title: 'routes.login' };
  }
  if (route.access === 'protected' && !session.loggedIn) return { kind: 'redirect', to: ctx.loginPath };
  if (session.loggedIn && !session.active && !route.allowInactive && ctx.completeRegistrationPath) {
    return { kind: 'redirect', to: ctx.completeRegistrationPath };
  }
  if (route.access === 'auth' && session.loggedIn) return { kind: 'redirect', to: '/' };
  if (session.loggedIn && session.active && route.path === ctx.completeRegistrationPath) return { kind: 'redirect', to: '/' };
  if (ctx.acceptRegolamentoPath && session.loggedIn && session.active) {
    const onPage = route.path === ctx.acceptRegolamentoPath;
    if (session.regolamentoPending && !onPage) return { kind: 'redirect', to: ctx.acceptRegolamentoPath };
    if (!session.regolamentoPending && onPage) return { kind: 'redirect', to: '/' };
  }
  if (route.pointsRequired && !session.pointsEnabled) return { kind: 'notFound' };
  return render;
}
