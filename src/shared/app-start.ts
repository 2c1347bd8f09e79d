import type { ResolvedTenantConfig } from './tenant-config.js';
import type { AppStart } from './types/generated/api/app.js';

/**
 * Answer of GET /v1/app/start (schemas/api/app.json, AppStart): the tenant's app config
 * (snake_case keys, as the portal has always named them) plus `overrides`, the runtime layer support staff
 * set, which the browser merges over the tenant file it loads in parallel, and the `revision`.
 */
export type AppStartResponse = AppStart;

export function buildAppStart(config: ResolvedTenantConfig, overrides: Record<string, unknown>, revision: string): AppStartResponse {
  const { features, theme } = config;
  return {
    alias: config.alias,
    name: config.name,
    lang: config.lang,
    langs: config.langs,
    favicon: config.brand.favicon,
    logo: config.brand.logo,
    logo_inverted: config.brand.logoInverted,
    analytics: { id: features.analytics.id ?? null, anonymize_ip: features.analytics.anonymizeIp },
    design: { template_props: { font_source: theme.fonts.source ? `/tenant-assets/${theme.fonts.source}` : '' } },
    ownlogin: {
      active: features.ownLogin.active,
      gdpr: features.ownLogin.gdpr,
      adult: features.ownLogin.adult,
      fields_required: features.ownLogin.fieldsRequired,
    },
    oauths: Object.entries(features.oidc).map(([id, p]) => ({ id, label: p.label ?? id })),
    profile: config.profile,
    i18l: { nav: { menu_static_links: config.menuLinks.map(({ label, url }) => ({ label, url })) } },
    overrides,
    revision,
  };
}
