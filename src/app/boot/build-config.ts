import type { AppStartResponse } from '../../shared/app-start.js';
import { deepMerge } from '../../shared/merge.js';
import { resolveTenantConfig, type ResolvedTenantConfig } from '../../shared/tenant-config.js';
import { formatSchemaErrors } from '../../shared/tenant-errors.js';
import type { TenantFile } from '../../shared/types/generated/tenant.js';
import type { TenantValidator } from '../../shared/types/generated/tenant-validator.js';
import { tenantFileLabel } from '../stores/config.js';
import { unknownScreenErrors } from '../registry/screens.js';
import { ConfigError } from './config-error.js';

/**
 * app/start + the tenant file → the validated config (brief: data flows tenant file + app/start →
 * validated config). Runtime overrides win: deepMerge(tenantFile, overrides). The file is checked
 * on its own first, so an error is blamed on the file or on the override that caused it.
 * `validate` null: answers the server embedded in the page, which it validated (file and
 * overrides merged, src/server/modules/tenants/service.ts) before writing them.
 */
export function buildConfig(
  appStart: Pick<AppStartResponse, 'alias' | 'overrides'>,
  tenantFile: unknown,
  validate: TenantValidator | null,
): ResolvedTenantConfig {
  const file = tenantFileLabel(appStart.alias);
  if (validate && !validate(tenantFile)) throw new ConfigError(formatSchemaErrors(file, validate.errors ?? []));
  const overrides = appStart.overrides ?? {};
  const merged = deepMerge<TenantFile>(tenantFile as TenantFile, overrides);
  if (validate && !validate(merged)) {
    throw new ConfigError(formatSchemaErrors(`${file} (+ override runtime)`, validate.errors ?? []));
  }
  let config: ResolvedTenantConfig;
  try {
    config = resolveTenantConfig(appStart.alias, merged);
  } catch (error) {
    // resolveRoutes rejects a new route without path or screen: "routes/<id>: …".
    throw new ConfigError([`${file}: /${(error as Error).message}`]);
  }
  const unknown = unknownScreenErrors(config.routes, file);
  if (unknown.length > 0) throw new ConfigError(unknown);
  return config;
}
