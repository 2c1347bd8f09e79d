import { lazy, type ComponentType } from 'react';
import type { ResolvedRoute } from '../../shared/route-defaults.js';
import type { ScreenName } from '../../shared/screen-names.js';
import { loadQueryClient } from '../queries/query-client-loader.js';
import type { PrefetchScreenData, PrepareScreen, ScreenProps } from './screen-props.js';

type ScreenModule = { default: ComponentType<ScreenProps>; prefetchData?: PrefetchScreenData; prepare?: PrepareScreen };
type ScreenLoader = () => Promise<ScreenModule>;

/**
 * Screen registry: a tenant names a screen by string (routes.<id>.screen), this resolves it.
 * One dynamic import per module keeps every screen out of the entry chunk.
 * Exactly the names of src/shared/screen-names.ts (which the tenant CLI and server check): the
 * `satisfies` below fails the build when one side gains or loses a name.
 */
const loaders: Record<string, ScreenLoader> = {
  // The logged-in landing page (route access "home"); logged out, "/" shows Login.
  Home: () => import('../screens/orders/home-screen.js'),
  Promo: () => import('../screens/content/promo-screen.js'),
  Panel: () => import('../screens/content/panel-screen.js'),
  AdvantageDetail: () => import('../screens/engagement/advantage-detail-screen.js'),
  CompleteRegistration: () => import('../screens/registration/complete-registration-screen.js'),
  CompleteRegistrationSuccess: () => import('../screens/registration/complete-registration-success-screen.js'),
  AcceptRegolamento: () => import('../screens/regolamento/accept-regolamento-screen.js'),
  PointsDetail: () => import('../screens/orders/points-detail-screen.js'),
  Notifications: () => import('../screens/content/notifications-screen.js'),
  NotificationDetail: () => import('../screens/content/notification-detail-screen.js'),
  Advantages: () => import('../screens/engagement/advantages-screen.js'),
  VoucherDetail: () => import('../screens/engagement/voucher-detail-screen.js'),
  PrizeDetail: () => import('../screens/catalog/product-detail-screen.js'),
  Profile: () => import('../screens/profile/profile-screen.js'),
  Contact: () => import('../screens/engagement/contact-screen.js'),
  ProductDetail: () => import('../screens/catalog/product-detail-screen.js'),
  NewsList: () => import('../screens/content/news-list-screen.js'),
  NewsDetail: () => import('../screens/content/news-detail-screen.js'),
  Cart: () => import('../screens/orders/cart-screen.js'),
  OrderConfirm: () => import('../screens/orders/order-confirm-screen.js'),
  Mechanics: () => import('../screens/content/mechanics-screen.js'),
  Checkout: () => import('../screens/orders/checkout-screen.js'),
  PreCheckout: () => import('../screens/orders/pre-checkout-screen.js'),
  OrderSuccess: () => import('../screens/orders/order-success-screen.js'),
  OrderHistory: () => import('../screens/orders/order-history-screen.js'),
  Login: () => import('../screens/auth/login-screen.js'),
  RecoverPassword: () => import('../screens/auth/recover-password-screen.js'),
  Activate: () => import('../screens/auth/activate-screen.js'),
  ResetPassword: () => import('../screens/auth/reset-password-screen.js'),
  ConfirmErasure: () => import('../screens/auth/confirm-erasure-screen.js'),
  Catalogue: () => import('../screens/catalog/catalogue-screen.js'),
  Wishlist: () => import('../screens/catalog/wishlist-screen.js'),
  CatalogueDetail: () => import('../screens/catalog/product-detail-screen.js'),
  FormWin: () => import('../screens/engagement/form-win-screen.js'),
  NotFound: () => import('../screens/errors/not-found-screen.js'),
  PromoNotFound: () => import('../screens/errors/promo-not-found-screen.js'),
} satisfies Record<ScreenName, ScreenLoader>;

/**
 * Screens that show no server state. Login is the page a signed-out visitor lands on: it renders
 * without the query library, which its sign-in loads beside auth/me (stores/session.ts).
 */
const WITHOUT_SERVER_STATE: ReadonlySet<string> = new Set<ScreenName>(['Login']);

/** Screens whose module (and query client) has arrived, for getScreen to hand out as they are. */
const loaded = new Map<string, ScreenModule>();

/**
 * A screen's module, and with it the query client (one chunk, fetched once, in parallel): a screen
 * renders only once the providers hold the client its hooks read.
 */
function load(name: string, loader: ScreenLoader): Promise<ScreenModule> {
  const withParts = async () => {
    const module = await loader();
    await module.prepare?.(currentSearch());
    return module;
  };
  const arriving = WITHOUT_SERVER_STATE.has(name) ? withParts() : Promise.all([withParts(), loadQueryClient()]).then(([module]) => module);
  return arriving.then((module) => {
    loaded.set(name, module);
    return module;
  });
}

/** The query string of the address being shown; none on the server, whose render waits for lazy parts. */
function currentSearch(): URLSearchParams {
  return new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
}

const components = new Map<string, ComponentType<ScreenProps>>();

/** The screen's data prefetch, once its module has arrived and if it has one. */
export function screenDataPrefetch(name: string): PrefetchScreenData | undefined {
  return loaded.get(name)?.prefetchData;
}

export function hasScreen(name: string): boolean {
  return Object.hasOwn(loaders, name);
}

export function registeredScreens(): string[] {
  return Object.keys(loaders);
}

/**
 * Starts loading a registered screen's module ahead of its first render (boot calls it for the
 * page's route while it still waits for the user); unknown names are left to getScreen. Settles
 * once the module has arrived or failed to (a failure is getScreen's to show, when it renders).
 */
export function preloadScreen(name: string): Promise<void> {
  const loader = Object.hasOwn(loaders, name) ? loaders[name] : undefined;
  return loader
    ? load(name, loader).then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}

/**
 * The component of a registered screen; throws for an unknown name. One per name for good (a
 * different component type would remount the screen). When its module has already arrived (boot
 * preloads the page's screen while it waits for the user) that is the component itself, so React
 * shows the screen in the commit that first renders it: behind a lazy one the screen's Suspense
 * boundary would show its fallback, and React holds back revealing it for up to 300 ms after
 * that (its fallback throttle), and with it the screen's first data requests, which start at the
 * commit.
 */
export function getScreen(name: string): ComponentType<ScreenProps> {
  const loader = Object.hasOwn(loaders, name) ? loaders[name] : undefined;
  if (!loader) throw new Error(`schermata sconosciuta "${name}"`);
  let component = components.get(name);
  if (!component) {
    component = loaded.get(name)?.default ?? lazy(() => load(name, loader));
    components.set(name, component);
  }
  return component;
}

/**
 * Every route whose screen is not registered, as `<file>: /routes/<id>/screen: schermata sconosciuta "X"`.
 * Boot refuses to start with any: a typo must not surface as a blank page weeks later.
 */
export function unknownScreenErrors(routes: readonly ResolvedRoute[], file: string): string[] {
  return routes
    .filter((route) => !hasScreen(route.screen))
    .map((route) => `${file}: /routes/${route.id}/screen: schermata sconosciuta "${route.screen}"`);
}
