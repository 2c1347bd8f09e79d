import type { ResolvedFeatures } from '../../shared/tenant-config.js';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

const GTAG_SRC = 'https://www.googletagmanager.com/gtag/js';

/**
 * Google Analytics (gtag.js) with IP anonymisation, only when the tenant sets an id.
 * CSP-safe: the usual inline bootstrap snippet lives here, in a bundled module ('self'), and
 * gtag.js is loaded by src from googletagmanager (allowed in script-src).
 */
export function startAnalytics(analytics: ResolvedFeatures['analytics']): boolean {
  const id = analytics.id;
  if (!id || window.gtag) return false;
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js only processes commands pushed as `arguments` objects, not arrays: keep `arguments`.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  // Anonymisation is a requirement of the portal, not a choice: a tenant cannot switch it off.
  window.gtag('config', id, { anonymize_ip: true });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_SRC}?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
  return true;
}
