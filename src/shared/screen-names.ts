/**
 * Every screen name a tenant may put in `routes.<id>.screen`. Shared so the tenant CLI and the
 * server can refuse an unknown screen before a browser ever sees it; the client's screen registry
 * (src/app/registry/screens.ts) is tested against this list, so the two cannot drift apart.
 */
export const SCREEN_NAMES = [
  'Home',
  'Promo',
  'PromoNotFound',
  'Panel',
  'AdvantageDetail',
  'CompleteRegistration',
  'CompleteRegistrationSuccess',
  'AcceptRegolamento',
  'PointsDetail',
  'Notifications',
  'NotificationDetail',
  'Advantages',
  'VoucherDetail',
  'PrizeDetail',
  'Profile',
  'Contact',
  'ProductDetail',
  'NewsList',
  'NewsDetail',
  'Cart',
  'OrderConfirm',
  'Mechanics',
  'Checkout',
  'PreCheckout',
  'OrderSuccess',
  'OrderHistory',
  'Login',
  'RecoverPassword',
  'Activate',
  'ResetPassword',
  'ConfirmErasure',
  'Catalogue',
  'Wishlist',
  'CatalogueDetail',
  'FormWin',
  'NotFound',
] as const;

export type ScreenName = (typeof SCREEN_NAMES)[number];

const known: ReadonlySet<string> = new Set(SCREEN_NAMES);

export function isScreenName(name: string): name is ScreenName {
  return known.has(name);
}
