import { useMemo } from 'react';
import type { UiSchema } from '@rjsf/utils';
// The precompiled validator alone: the package's index would also bring ajv into the bundle.
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { FormsModuleExports } from '../../shared/forms/module-types.js';
import { SchemaForm, type SchemaFormProps } from './schema-form.js';

export interface PrecompiledFormProps extends Omit<SchemaFormProps, 'schema' | 'validator' | 'uiSchema'> {
  compiled: FormsModuleExports['forms'][string];
  uiSchema: UiSchema;
}

/**
 * SchemaForm over the server's precompiled validators. The schema rendered is the module's own
 * root schema: RJSF insists that the validator and the form use the very same root schema.
 * The forms engine (RJSF and this module) is its own chunk, loaded by TenantForm on demand.
 */
export default function PrecompiledForm({ compiled, ...props }: PrecompiledFormProps) {
  const validator = useMemo(() => createPrecompiledValidator(compiled.validators as never, compiled.rootSchema), [compiled]);
  return <SchemaForm {...props} schema={compiled.rootSchema} validator={validator} />;
}
