import { buildAppStart, type AppStartResponse } from '../../shared/app-start.js';
import { resolveTenantConfig, type ResolvedTenantConfig } from '../../shared/tenant-config.js';
import type { TenantFile } from '../../shared/types/generated/tenant.js';
import demo from '../../../tenants/demo/tenant.json';

/** A fresh copy of tenants/demo/tenant.json. */
export function demoTenantFile(): TenantFile {
  return structuredClone(demo) as unknown as TenantFile;
}

/** The demo tenant resolved, with optional runtime overrides (a partial tenant file). */
export function makeConfig(overrides?: unknown): ResolvedTenantConfig {
  return resolveTenantConfig('demo', demoTenantFile(), overrides);
}

export function makeAppStart(overrides: Record<string, unknown> = {}, file: TenantFile = demoTenantFile()): AppStartResponse {
  return buildAppStart(resolveTenantConfig('demo', file), overrides, 'test-revision');
}
