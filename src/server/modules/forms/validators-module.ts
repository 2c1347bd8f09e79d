import { createHash } from 'node:crypto';
import type { RJSFSchema } from '@rjsf/utils';
import { compileFormValidators, linkRuntime } from '../../../shared/forms/compile-module.js';
import type { RequestTenant } from '../tenants/service.js';
import { tenantForms } from './validation-service.js';

export interface ValidatorsModule {
  revision: string;
  code: string;
  etag: string;
}

interface TenantModules {
  revision: string;
  /** Per form id, the compiled module body, or why the form cannot be compiled. */
  bodies: Map<string, string | Error>;
}

/**
 * Compiled forms per tenant, for its current revision: compiling a form costs up to tens of
 * milliseconds, so it happens once per tenant file edit or `tenant set`, on the first request
 * that needs it. Pure derived data: any server process rebuilds the same modules from the same
 * revision. The runtime's URL is not part of the key: it only changes the import line.
 */
const cache = new Map<string, TenantModules>();

/**
 * The validators module of one form, importing the runtime from `runtimeUrl`; null when the
 * tenant has no such form. Throws when the form cannot be compiled (the tenant CLI and the
 * registry refuse such a schema, so reaching this is a bug).
 */
export function validatorsModuleFor(tenant: RequestTenant, formId: string, runtimeUrl: string): ValidatorsModule | null {
  const forms = tenantForms(tenant);
  if (!Object.hasOwn(forms, formId)) return null;
  let entry = cache.get(tenant.alias);
  if (entry?.revision !== tenant.revision) {
    entry = { revision: tenant.revision, bodies: new Map() };
    cache.set(tenant.alias, entry);
  }
  let body = entry.bodies.get(formId);
  if (body === undefined) {
    try {
      body = compileFormValidators(forms[formId]!.schema as RJSFSchema);
    } catch (err) {
      body = err as Error;
    }
    entry.bodies.set(formId, body);
  }
  if (body instanceof Error) throw new Error(`tenant ${tenant.alias}: form ${formId}: ${body.message}`);
  const code = linkRuntime(body, runtimeUrl);
  const hash = createHash('sha1').update(code).digest('hex').slice(0, 16);
  return { revision: tenant.revision, code, etag: `"forms-${hash}"` };
}
