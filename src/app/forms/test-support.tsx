import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ValidateFunction } from 'ajv';
import { schemaParser, type RJSFSchema } from '@rjsf/utils';
import { createFormsAjv } from '../../shared/forms/ajv.js';
import { effectiveForms } from '../../shared/forms/effective-forms.js';
import type { ResolvedTenantConfig } from '../../shared/tenant-config.js';
import { configStore, setConfig } from '../stores/config.js';
import { routerWrapper } from '../test/render-app.js';
import { makeConfig } from '../test/fixtures.js';
import { TenantForm, type TenantFormProps } from './tenant-form.js';
import { setFormsModuleLoader, type FormsModule } from './validators.js';

/**
 * Test-only: the validators module built in process with the shared ajv setup (jsdom cannot
 * import the server's module over HTTP). The server tests prove the standalone module gives the
 * same errors as this in-process compilation.
 */
export function inProcessFormsModule(config: ResolvedTenantConfig): FormsModule {
  const ajv = createFormsAjv();
  const forms: FormsModule['forms'] = {};
  for (const [formId, form] of Object.entries(effectiveForms(config))) {
    const validators: Record<string, ValidateFunction> = {};
    for (const [key, schema] of Object.entries(schemaParser(form.schema as RJSFSchema))) {
      if (!ajv.getSchema(key)) ajv.addSchema(schema as object, key);
      validators[key] = ajv.getSchema(key)!;
    }
    forms[formId] = { rootSchema: form.schema as RJSFSchema, validators };
  }
  return { forms, failed: {}, revision: 'test' };
}

/** Renders `<TenantForm>` of the given (default: demo) tenant with validators built in process. */
export function renderTenantForm(props: TenantFormProps, config: ResolvedTenantConfig = makeConfig()) {
  setConfig(config);
  setFormsModuleLoader(async () => inProcessFormsModule(configStore.config as ResolvedTenantConfig));
  return { user: userEvent.setup(), ...render(<TenantForm {...props} />, { wrapper: routerWrapper() }) };
}
