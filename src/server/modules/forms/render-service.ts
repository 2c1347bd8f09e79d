import type { RJSFSchema } from '@rjsf/utils';
import { compileFormValidatorFunctions } from '../../../shared/forms/compile-module.js';
import type { FormsModuleExports } from '../../../shared/forms/module-types.js';
import type { RequestTenant } from '../tenants/service.js';
import { tenantForms } from './validation-service.js';

type FormEntry = FormsModuleExports['forms'][string];

/** Per tenant, its revision and the forms compiled for it: a revision's forms never change. */
const cache = new Map<string, { revision: string; forms: Map<string, FormEntry | Error> }>();

/**
 * One form as the app's forms engine takes it (root schema and validators), for the server's
 * first-screen render: what the browser gets from GET /v1/forms/validators.js, compiled once
 * per tenant revision in this process. A form the tenant lacks, or that cannot be compiled, is
 * listed as failed, and the form then shows its configuration error as it would in the browser.
 */
export function formsModuleForRender(tenant: RequestTenant, formId: string): FormsModuleExports {
  let entry = cache.get(tenant.alias);
  if (entry?.revision !== tenant.revision) {
    entry = { revision: tenant.revision, forms: new Map() };
    cache.set(tenant.alias, entry);
  }
  let form = entry.forms.get(formId);
  if (!form) {
    const schema = tenantForms(tenant)[formId]?.schema as RJSFSchema | undefined;
    try {
      if (!schema) throw new Error('modulo non dichiarato');
      form = { rootSchema: schema, validators: compileFormValidatorFunctions(schema) };
    } catch (error) {
      form = error as Error;
    }
    entry.forms.set(formId, form);
  }
  return form instanceof Error
    ? { forms: {}, failed: { [formId]: form.message }, revision: tenant.revision }
    : { forms: { [formId]: form }, failed: {}, revision: tenant.revision };
}
