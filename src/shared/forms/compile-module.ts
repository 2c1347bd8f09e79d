import { _, Ajv, stringify, type AnySchema } from 'ajv';
import type { RJSFSchema } from '@rjsf/utils';
import standaloneCode from 'ajv/dist/standalone/index.js';
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import { formSchemas } from './form-schemas.js';
import { addFormsVocabulary, FORMS_AJV_OPTIONS } from './ajv.js';
import { RUNTIME, runtimeFunction } from './keywords.js';
import { exportNameOf, type FormValidator } from './module-types.js';

/**
 * RJSF finds a validator by its schema's `$id` or hash ('premia:demo:signup', '-5d3c0a1'), which
 * an ES module cannot export (ajv: "invalid export name"). Registered under exportNameOf(id), each
 * schema's validator is exported under that name, and the browser maps it back (validatorsOf).
 * RJSF's `AjvClass` option exists for such a class; the schemas keep their `$id` for `$ref`.
 */
class EsmExportAjv extends Ajv {
  override addSchema(schema: AnySchema | AnySchema[], key?: string, meta?: boolean, validateSchema?: boolean | 'log'): Ajv {
    const id = !Array.isArray(schema) && typeof schema === 'object' ? schema.$id : undefined;
    return super.addSchema(schema, key ?? (!meta && typeof id === 'string' ? exportNameOf(id) : undefined), meta, validateSchema);
  }
}

/**
 * ajv's scope values are keyed by the function they hold, and its keywords take `equal` and
 * `ucs2length` from ajv's runtime files, which standalone code writes as `require(…)`. Naming
 * those same functions first, as the runtime's, makes the code say `premiaFormsRuntime.equal`.
 */
function nameAjvHelpers(ajv: Ajv): Ajv {
  ajv.scope.value('func', runtimeFunction('equal'));
  ajv.scope.value('func', runtimeFunction('ucs2length'));
  return ajv;
}

/**
 * One form's validators as an ES module body, as RJSF's own compileSchemaValidatorsCode writes it
 * (its ajv instance, ajv's standalone code) but over formSchemas: the root schema and every
 * sub-schema RJSF may validate, the fields inside a `oneOf` option included, with the portal's ajv
 * options, formats and keywords. Calls into the runtime (forms/runtime.ts) go through the name
 * `premiaFormsRuntime`, which linkRuntime binds; the body ends by exporting the root schema, as
 * createPrecompiledValidator needs the very schema the validators were compiled from.
 */
const MODULE_AJV_OPTIONS = {
  ...FORMS_AJV_OPTIONS,
  // The browser shows our Italian texts: ajv's English ones, and verbose errors, are dead weight.
  messages: false,
  verbose: false,
  // The tenant CLI and the registry check every form schema against the meta-schema already.
  // Checking again would compile the meta-schema first, whose `enum` names ajv's `equal`
  // before nameAjvHelpers can.
  validateSchema: false,
};

export function compileFormValidators(schema: RJSFSchema): string {
  const ajv = createAjvInstance(
    undefined,
    undefined,
    {
      ...MODULE_AJV_OPTIONS,
      code: { source: true, esm: true, lines: false, formats: _`${RUNTIME}.FORM_FORMATS` },
      schemas: formSchemas(schema),
    },
    // Only the portal's formats: ajv-formats' function formats would be emitted as require().
    false,
    EsmExportAjv,
    (instance) => nameAjvHelpers(addFormsVocabulary(instance)),
  );
  const code = standaloneCode(ajv);
  // A helper the runtime does not name would reach the browser as require(), which it cannot run.
  const unresolved = /\brequire\([^)]*\)/.exec(code);
  if (unresolved) throw new Error(`validatori del modulo: dipendenza non fornita dal runtime ${unresolved[0]}`);
  return `${code}\n${_`export const rootSchema = ${stringify(schema)};`}\n`;
}

/**
 * The module the browser imports: the body of compileFormValidators after one import of the
 * runtime, from `runtimeUrl`, the same-origin path of the runtime as the app loaded it.
 */
export function linkRuntime(body: string, runtimeUrl: string): string {
  return `${_`import * as ${RUNTIME} from ${runtimeUrl};`}\n${body}`;
}

/**
 * The same validators as compileFormValidators, as functions of this process rather than module
 * source, keyed as RJSF looks them up: the server's first-screen render paints a form with them
 * (src/server/modules/forms/render-service.ts), where the browser would import the module.
 */
export function compileFormValidatorFunctions(schema: RJSFSchema): Record<string, FormValidator> {
  const schemas = formSchemas(schema);
  const ajv = createAjvInstance(undefined, undefined, { ...MODULE_AJV_OPTIONS, schemas }, false, Ajv, addFormsVocabulary);
  const validators: Record<string, FormValidator> = {};
  for (const { $id } of schemas) {
    const validate = typeof $id === 'string' ? ajv.getSchema($id) : undefined;
    if (validate) validators[$id as string] = validate;
  }
  return validators;
}
