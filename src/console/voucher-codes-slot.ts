import { lazy } from 'react';

/**
 * The voucher's pool of codes (src/console/screens/voucher-codes/), shown on a voucher's page of
 * the Contenuti area. Screens do not import each other: this module outside them joins the two,
 * as areas.ts does for the navigation's badges, and loads the panel only when a voucher is opened.
 */
export const VoucherCodesSlot = lazy(() =>
  import('./screens/voucher-codes/voucher-codes-panel.js').then((m) => ({ default: m.VoucherCodesPanel })),
);
