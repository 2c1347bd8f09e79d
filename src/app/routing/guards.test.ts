import type { ResolvedRoute } from '../../shared/route-defaults.js';
import { makeConfig } from '../test/fixtures.js';
import { landingAfterSignIn, loginPathOf } from '../../shared/available-routes.js';
import { availableRoutes, decideAccess, guardContext, routeExists, type SessionFacts } from './guards.js';

const anonymous: SessionFacts = { loggedIn: false, active: true, pointsEnabled: false, regolamentoPending: false };
const active: SessionFacts = { loggedIn: true, active: true, pointsEnabled: true, regolamentoPending: false };
const inactive: SessionFacts = { loggedIn: true, active: false, pointsEnabled: true, regolamentoPending: false };
const noPoints: SessionFacts = { loggedIn: true, active: true, pointsEnabled: false, regolamentoPending: false };

function routeOf(id: string, config = makeConfig()): ResolvedRoute {
  const route = config.routes.find((r) => r.id === id);
  if (!route) throw new Error(`no route ${id}`);
  return route;
}

const demo = makeConfig();
const ctx = guardContext(demo);

describe('routeExists', () => {
  it('drops disabled routes', () => {
    const config = makeConfig({ routes: { news: { enabled: false } } });
    expect(routeExists(routeOf('news', config), config.features)).toBe(false);
    expect(availableRoutes(config).map((r) => r.id)).not.toContain('news');
  });

  it('keeps own-login pages only when own login is active', () => {
    const off = makeConfig({ features: { ownLogin: { active: false } } });
    for (const id of ['login', 'recoverPassword', 'activate', 'resetPassword']) {
      expect(routeExists(routeOf(id, demo), demo.features)).toBe(true);
      expect(routeExists(routeOf(id, off), off.features)).toBe(false);
    }
  });

  it('needs the route feature flag on', () => {
    const off = makeConfig({ features: { pointsCatalogue: false, wishlist: false, prizeValidation: false } });
    for (const id of ['catalogue', 'catalogueDetail', 'wishlist', 'formWin']) {
      expect(routeExists(routeOf(id, demo), demo.features)).toBe(true);
      expect(routeExists(routeOf(id, off), off.features)).toBe(false);
    }
  });
});

describe('guardContext', () => {
  it('sends to /login with own login, else to /', () => {
    expect(ctx.loginPath).toBe('/login');
    expect(guardContext(makeConfig({ features: { ownLogin: { active: false } } })).loginPath).toBe('/');
  });

  it("takes the tenant's own paths, as the server does for the login form's post (shared/available-routes.ts)", () => {
    const config = makeConfig({ routes: { login: { path: '/accedi' }, completeRegistration: { path: '/registrati' } } });
    expect(guardContext(config)).toMatchObject({ loginPath: '/accedi', completeRegistrationPath: '/registrati' });
    expect(loginPathOf(config)).toBe('/accedi');
    expect(landingAfterSignIn(config, false)).toBe('/registrati');
    expect(landingAfterSignIn(config, true)).toBe('/');
    // A redirect's target: a path a browser would read as another host's sends nobody there.
    const offSite = makeConfig({ routes: { completeRegistration: { path: '//altro.example' } } });
    expect(landingAfterSignIn(offSite, false)).toBe('/');
  });

  it('knows where complete registration lives', () => {
    expect(ctx.completeRegistrationPath).toBe('/completa-registrazione');
    expect(guardContext(makeConfig({ routes: { completeRegistration: { enabled: false } } })).completeRegistrationPath).toBeNull();
  });
});

describe('decideAccess', () => {
  it('home: login screen (auth layout) when logged out, the cart screen when logged in', () => {
    expect(decideAccess(routeOf('home'), anonymous, ctx)).toEqual({
      kind: 'render',
      screen: 'Login',
      layout: 'auth',
      title: 'routes.login',
    });
    expect(decideAccess(routeOf('home'), active, ctx)).toEqual({ kind: 'render', screen: 'Home', layout: 'main', title: 'routes.home' });
  });

  it('protected routes send anonymous visitors to /login with own login', () => {
    expect(decideAccess(routeOf('news'), anonymous, ctx)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('protected routes send anonymous visitors to / without own login', () => {
    const config = makeConfig({ features: { ownLogin: { active: false } } });
    expect(decideAccess(routeOf('news', config), anonymous, guardContext(config))).toEqual({ kind: 'redirect', to: '/' });
  });

  it('public routes are open to anyone', () => {
    for (const id of ['promo', 'panel', 'advantageDetail']) {
      expect(decideAccess(routeOf(id), anonymous, ctx).kind).toBe('render');
      expect(decideAccess(routeOf(id), active, ctx).kind).toBe('render');
    }
  });

  it('auth pages send logged-in users to /', () => {
    for (const id of ['login', 'recoverPassword', 'resetPassword', 'authLogin']) {
      expect(decideAccess(routeOf(id), active, ctx)).toEqual({ kind: 'redirect', to: '/' });
      expect(decideAccess(routeOf(id), anonymous, ctx).kind).toBe('render');
    }
  });

  it('forces inactive users to /completa-registrazione', () => {
    for (const id of ['home', 'news', 'catalogue', 'login']) {
      expect(decideAccess(routeOf(id), inactive, ctx)).toEqual({ kind: 'redirect', to: '/completa-registrazione' });
    }
  });

  it('lets inactive users open routes that allow them', () => {
    for (const id of ['completeRegistration', 'completeRegistrationSuccess', 'activate', 'notFound']) {
      expect(decideAccess(routeOf(id), inactive, ctx).kind).toBe('render');
    }
  });

  it('does not force inactive users anywhere when the tenant has no complete-registration route', () => {
    const config = makeConfig({ routes: { completeRegistration: { enabled: false } } });
    expect(decideAccess(routeOf('news', config), inactive, guardContext(config)).kind).toBe('render');
  });

  it('sends an active user away from complete registration', () => {
    expect(decideAccess(routeOf('completeRegistration'), active, ctx)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('points routes do not exist for users without points_enabled', () => {
    for (const id of ['catalogue', 'catalogueDetail', 'wishlist']) {
      expect(decideAccess(routeOf(id), noPoints, ctx)).toEqual({ kind: 'notFound' });
      expect(decideAccess(routeOf(id), active, ctx).kind).toBe('render');
      expect(decideAccess(routeOf(id), anonymous, ctx)).toEqual({ kind: 'redirect', to: '/login' });
    }
  });

  it('applies the same rules to routes a tenant adds', () => {
    const config = makeConfig({ routes: { faq: { path: '/faq', screen: 'Mechanics', access: 'protected' } } });
    expect(decideAccess(routeOf('faq', config), anonymous, guardContext(config))).toEqual({ kind: 'redirect', to: '/login' });
    expect(decideAccess(routeOf('faq', config), active, guardContext(config))).toMatchObject({ kind: 'render', screen: 'Mechanics' });
  });
});
