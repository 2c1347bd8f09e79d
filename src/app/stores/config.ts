import { proxy, ref, useSnapshot } from 'valtio';
import type { ResolvedTenantConfig } from '../../shared/tenant-config.js';

interface ConfigState {
  /** Validated tenant config; null until boot has it. Wrapped in `ref`: it never changes in place. */
  config: ResolvedTenantConfig | null;
  /** Where the tenant file lives, for error messages: tenants/<alias>/tenant.json. */
  source: string;
}

export const configStore = proxy<ConfigState>({ config: null, source: '' });

export function setConfig(config: ResolvedTenantConfig): void {
  configStore.config = ref(config);
  configStore.source = tenantFileLabel(config.alias);
}

export function clearConfig(): void {
  configStore.config = null;
  configStore.source = '';
}

export function tenantFileLabel(alias: string): string {
  return `tenants/${alias}/tenant.json`;
}

/** The config, or null before boot (error screens render without one). */
export function useOptionalConfig(): ResolvedTenantConfig | null {
  return useSnapshot(configStore).config as ResolvedTenantConfig | null;
}

/** The config inside the booted app, where it always exists. */
export function useConfig(): ResolvedTenantConfig {
  const config = useOptionalConfig();
  if (!config) throw new Error('useConfig: configurazione non ancora caricata');
  return config;
}

/** The tenant's IANA time zone, which every date the portal writes takes (shared/format.ts). */
export function useTimeZone(): string {
  return useConfig().timeZone;
}
