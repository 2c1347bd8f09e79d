import type { Route } from './types/generated/tenant.js';

/** A route with every field filled in, as the router consumes it. */
export interface ResolvedRoute {
  id: string;
  path: string;
  screen: string;
  enabled: boolean;
  access: NonNullable<Route['access']>;
  layout: NonNullable<Route['layout']>;
  ownLoginOnly: boolean;
  pointsRequired: boolean;
  allowInactive: boolean;
  feature?: Route['feature'];
  title: string;
}

type RouteDefault = Omit<ResolvedRoute, 'id' | 'enabled' | 'ownLoginOnly' | 'pointsRequired' | 'allowInactive'> &
  Partial<Pick<ResolvedRoute, 'ownLoginOnly' | 'pointsRequired' | 'allowInactive'>>;

const protectedMain = { access: 'protected', layout: 'main' } as const;
/** Ordering: only customers with points_enabled, in a tenant with the catalogue (the server refuses the rest). */
const ordering = { ...protectedMain, pointsRequired: true, feature: 'pointsCatalogue' } as const;

/**
 * The portal's routes, keyed by route id. A tenant's `routes` block is
 * merged over these: it can switch a route off, move it, or add one for a registered screen.
 */
export const DEFAULT_ROUTES: Record<string, RouteDefault> = {
  home: { path: '/', screen: 'Home', access: 'home', layout: 'main', title: 'routes.home' },
  promo: { path: '/promo/:initiative', screen: 'Promo', access: 'public', layout: 'main', title: 'routes.promo' },
  panel: { path: '/panel', screen: 'Panel', access: 'public', layout: 'main', title: 'routes.panel' },
  advantageDetail: { path: '/advantage/:id', screen: 'AdvantageDetail', access: 'public', layout: 'main', title: 'routes.advantageDetail' },
  completeRegistration: {
    path: '/completa-registrazione',
    screen: 'CompleteRegistration',
    ...protectedMain,
    allowInactive: true,
    title: 'routes.completeRegistration',
  },
  completeRegistrationSuccess: {
    path: '/completa-registrazione-success',
    screen: 'CompleteRegistrationSuccess',
    access: 'public',
    layout: 'main',
    allowInactive: true,
    title: 'routes.completeRegistrationSuccess',
  },
  // Where a customer who has not accepted the regolamento in force is sent, from every other route.
  acceptRegolamento: { path: '/accetta-regolamento', screen: 'AcceptRegolamento', ...protectedMain, title: 'routes.acceptRegolamento' },
  pointsDetail: { path: '/dettaglio-punti', screen: 'PointsDetail', ...protectedMain, title: 'routes.pointsDetail' },
  notifications: { path: '/notifications', screen: 'Notifications', ...protectedMain, title: 'routes.notifications' },
  notificationDetail: { path: '/notifications/:id', screen: 'NotificationDetail', ...protectedMain, title: 'routes.notificationDetail' },
  advantages: { path: '/advantages', screen: 'Advantages', ...protectedMain, title: 'routes.advantages' },
  advantagesAlias: { path: '/vantaggi', screen: 'Advantages', ...protectedMain, title: 'routes.advantages' },
  voucherDetail: { path: '/vantaggi/:id', screen: 'VoucherDetail', ...protectedMain, title: 'routes.voucherDetail' },
  // A prize is a catalogue product: its detail needs points_enabled, like the catalogue.
  prizeDetail: {
    path: '/premio/:id',
    screen: 'PrizeDetail',
    ...protectedMain,
    pointsRequired: true,
    feature: 'pointsCatalogue',
    title: 'routes.prizeDetail',
  },
  profile: { path: '/my-page', screen: 'Profile', ...protectedMain, title: 'routes.profile' },
  contact: { path: '/contatti', screen: 'Contact', ...protectedMain, title: 'routes.contact' },
  product: {
    path: '/products/:id',
    screen: 'ProductDetail',
    ...protectedMain,
    pointsRequired: true,
    feature: 'pointsCatalogue',
    title: 'routes.product',
  },
  news: { path: '/news', screen: 'NewsList', ...protectedMain, title: 'routes.news' },
  newsDetail: { path: '/news/:id', screen: 'NewsDetail', ...protectedMain, title: 'routes.newsDetail' },
  cart: { path: '/carrello', screen: 'Cart', ...ordering, title: 'routes.cart' },
  orderConfirm: { path: '/conferma-ordine', screen: 'OrderConfirm', ...ordering, title: 'routes.orderConfirm' },
  mechanics: { path: '/meccanica', screen: 'Mechanics', ...protectedMain, title: 'routes.mechanics' },
  checkout: { path: '/checkout', screen: 'Checkout', ...ordering, title: 'routes.checkout' },
  preCheckout: { path: '/pre-checkout', screen: 'PreCheckout', ...ordering, title: 'routes.preCheckout' },
  orderSuccess: { path: '/order-success', screen: 'OrderSuccess', ...ordering, title: 'routes.orderSuccess' },
  orderHistory: { path: '/storico-ordini', screen: 'OrderHistory', ...protectedMain, title: 'routes.orderHistory' },
  login: { path: '/login', screen: 'Login', access: 'auth', layout: 'auth', ownLoginOnly: true, title: 'routes.login' },
  recoverPassword: {
    path: '/recupera-password',
    screen: 'RecoverPassword',
    access: 'auth',
    layout: 'auth',
    ownLoginOnly: true,
    title: 'routes.recoverPassword',
  },
  // Public rather than auth: the activation link may be opened in a browser that still holds the inactive session.
  activate: {
    path: '/activate/:id',
    screen: 'Activate',
    access: 'public',
    layout: 'auth',
    ownLoginOnly: true,
    allowInactive: true,
    title: 'routes.activate',
  },
  // Public: the mailed link may be opened signed in or not; the code is the proof.
  confirmErasure: {
    path: '/cancella-account/:code',
    screen: 'ConfirmErasure',
    access: 'public',
    layout: 'auth',
    allowInactive: true,
    title: 'routes.confirmErasure',
  },
  resetPassword: {
    path: '/reset-password/:onetimetoken',
    screen: 'ResetPassword',
    access: 'auth',
    layout: 'auth',
    ownLoginOnly: true,
    title: 'routes.resetPassword',
  },
  catalogue: {
    path: '/catalogo',
    screen: 'Catalogue',
    ...protectedMain,
    pointsRequired: true,
    feature: 'pointsCatalogue',
    title: 'routes.catalogue',
  },
  wishlist: {
    path: '/wishlist',
    screen: 'Wishlist',
    ...protectedMain,
    pointsRequired: true,
    feature: 'wishlist',
    title: 'routes.wishlist',
  },
  catalogueDetail: {
    path: '/catalogo/:id',
    screen: 'CatalogueDetail',
    ...protectedMain,
    pointsRequired: true,
    feature: 'pointsCatalogue',
    title: 'routes.catalogueDetail',
  },
  formWin: { path: '/form-win', screen: 'FormWin', ...protectedMain, feature: 'prizeValidation', title: 'routes.formWin' },
  authLogin: { path: '/auth/login', screen: 'Login', access: 'auth', layout: 'auth', title: 'routes.login' },
  notFound: { path: '*', screen: 'NotFound', access: 'public', layout: 'main', allowInactive: true, title: 'routes.notFound' },
};

/** Merges a tenant's routes over the defaults and fills every field. */
export function resolveRoutes(tenantRoutes: Record<string, Route> | undefined): ResolvedRoute[] {
  const ids = new Set([...Object.keys(DEFAULT_ROUTES), ...Object.keys(tenantRoutes ?? {})]);
  const out: ResolvedRoute[] = [];
  for (const id of ids) {
    const base = DEFAULT_ROUTES[id];
    const over = tenantRoutes?.[id] ?? {};
    const path = over.path ?? base?.path;
    const screen = over.screen ?? base?.screen;
    if (!path || !screen) {
      throw new Error(`routes/${id}: una nuova rotta deve dichiarare "path" e "screen"`);
    }
    out.push({
      id,
      path,
      screen,
      enabled: over.enabled ?? true,
      access: over.access ?? base?.access ?? 'protected',
      layout: over.layout ?? base?.layout ?? 'main',
      ownLoginOnly: over.ownLoginOnly ?? base?.ownLoginOnly ?? false,
      pointsRequired: over.pointsRequired ?? base?.pointsRequired ?? false,
      allowInactive: over.allowInactive ?? base?.allowInactive ?? false,
      feature: over.feature ?? base?.feature,
      title: over.title ?? base?.title ?? '',
    });
  }
  return out;
}
