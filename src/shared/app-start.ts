import type { ResolvedTenantConfig } from './tenant-config.js';

/**
 * Answer of GET /v1/app/start: the specification's app config (§3, snake_case keys as the
 * spec names them) plus `overrides`, the runtime layer support staff set, which the browser
 * merges over the tenant file it loads in parallel.
 */
export interface AppStartResponse {
  alias: string;
  name: string;
  lang: string;
  langs: string[];
  favicon: string | null;
  logo: string;
  logo_inverted: string;
  analytics: { id: string | null; anonymize_ip: boolean };
  design: { template_props: { font_source: string } };
  ownlogin: { active: boolean; gdpr: boolean; adult: boolean; fields_required: string[] };
  oauths: { id: string; label: string }[];
  profile: ResolvedTenantConfig['profile'];
  i18l: { nav: { menu_static_links: { label: string; url: string }[] } };
  /** Runtime overrides (a partial tenant file); merged over the tenant file, runtime wins. */
  overrides: Record<string, unknown>;
  /** Changes whenever the tenant file or an override changes; lets clients detect a stale cache. */
  revision: string;
}

export function buildAppStart(
  config: ResolvedTenantConfig,
  overrides: Record<string, unknown>,
  revision: string,
): AppStartResponse {
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
