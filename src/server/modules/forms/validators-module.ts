import { createHash } from 'node:crypto';
import { compileFormsModule } from '../../../shared/forms/compile-module.js';
import type { RequestTenant } from '../tenants/service.js';
import { tenantForms } from './validation-service.js';

export interface ValidatorsModule {
  revision: string;
  code: string;
  etag: string;
  failed: Record<string, string>;
}

/**
 * One compiled module per tenant, for its current revision: compiling costs tens of milliseconds,
 * so it happens once per tenant file edit or `tenant set`, on the first request that needs it.
 * Pure derived data: any server process rebuilds the same module from the same revision.
 */
const cache = new Map<string, ValidatorsModule>();

export function validatorsModuleFor(tenant: RequestTenant): ValidatorsModule {
  const cached = cache.get(tenant.alias);
  if (cached?.revision === tenant.revision) return cached;
  const { code, failed } = compileFormsModule(tenantForms(tenant), tenant.revision);
  const hash = createHash('sha1').update(code).digest('hex').slice(0, 16);
  const built: ValidatorsModule = { revision: tenant.revision, code, etag: `"forms-${hash}"`, failed };
  cache.set(tenant.alias, built);
  return built;
}
