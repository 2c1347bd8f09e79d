/**
 * The module of each screen, as a path under src/app: the key of its chunk in the build's Vite
 * manifest. The server reads it to name a signed-in page's screen chunk in the page
 * (src/server/static/signed-in-preloads.ts), so the browser fetches it beside the entry rather
 * than after the entry has run. The client's registry (src/app/registry/screens.ts) imports each by
 * a literal path, as the bundler needs; its test checks both name the same module.
 */
import type { ScreenName } from './screen-names.js';

export const SCREEN_MODULES = {
  Home: 'screens/orders/home-screen.tsx',
  Promo: 'screens/content/promo-screen.tsx',
  Panel: 'screens/content/panel-screen.tsx',
  AdvantageDetail: 'screens/engagement/advantage-detail-screen.tsx',
  CompleteRegistration: 'screens/registration/complete-registration-screen.tsx',
  CompleteRegistrationSuccess: 'screens/registration/complete-registration-success-screen.tsx',
  AcceptRegolamento: 'screens/regolamento/accept-regolamento-screen.tsx',
  PointsDetail: 'screens/orders/points-detail-screen.tsx',
  Notifications: 'screens/content/notifications-screen.tsx',
  NotificationDetail: 'screens/content/notification-detail-screen.tsx',
  Advantages: 'screens/engagement/advantages-screen.tsx',
  VoucherDetail: 'screens/engagement/voucher-detail-screen.tsx',
  PrizeDetail: 'screens/catalog/product-detail-screen.tsx',
  Profile: 'screens/profile/profile-screen.tsx',
  Contact: 'screens/engagement/contact-screen.tsx',
  ProductDetail: 'screens/catalog/product-detail-screen.tsx',
  NewsList: 'screens/content/news-list-screen.tsx',
  NewsDetail: 'screens/content/news-detail-screen.tsx',
  Cart: 'screens/orders/cart-screen.tsx',
  OrderConfirm: 'screens/orders/order-confirm-screen.tsx',
  Mechanics: 'screens/content/mechanics-screen.tsx',
  Checkout: 'screens/orders/checkout-screen.tsx',
  PreCheckout: 'screens/orders/pre-checkout-screen.tsx',
  OrderSuccess: 'screens/orders/order-success-screen.tsx',
  OrderHistory: 'screens/orders/order-history-screen.tsx',
  Login: 'screens/auth/login-screen.tsx',
  RecoverPassword: 'screens/auth/recover-password-screen.tsx',
  Activate: 'screens/auth/activate-screen.tsx',
  ResetPassword: 'screens/auth/reset-password-screen.tsx',
  ConfirmErasure: 'screens/auth/confirm-erasure-screen.tsx',
  Catalogue: 'screens/catalog/catalogue-screen.tsx',
  Wishlist: 'screens/catalog/wishlist-screen.tsx',
  CatalogueDetail: 'screens/catalog/product-detail-screen.tsx',
  FormWin: 'screens/engagement/form-win-screen.tsx',
  NotFound: 'screens/errors/not-found-screen.tsx',
  PromoNotFound: 'screens/errors/promo-not-found-screen.tsx',
} as const satisfies Record<ScreenName, string>;
