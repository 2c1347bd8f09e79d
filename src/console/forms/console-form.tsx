import { getDefaultRegistry, withTheme } from '@rjsf/core';
import type { BaseInputTemplateProps, RJSFSchema, RJSFValidationError, ValidatorType } from '@rjsf/utils';
// The precompiled validator alone: the package's index would also bring ajv's compiler along.
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { validatorsOf, type FormModuleExports } from '../../shared/forms/module-types.js';
import { ArrayItemTemplate } from './array-item-template.js';
import { ConsoleArrayTemplate, ConsoleEntryTemplate, ConsoleFieldTemplate, ConsoleObjectTemplate } from './form-templates.js';
import { ColorWidget, DateTimeWidget, SwitchWidget, TextareaWidget } from './form-widgets.js';

/** A form's schema and the validators compiled from it at build time (the console's CSP forbids compiling in the browser). */
export interface CompiledForm {
  schema: RJSFSchema;
  validator: ValidatorType;
}

export function compiledForm(module: FormModuleExports): CompiledForm {
  return { schema: module.rootSchema, validator: createPrecompiledValidator(validatorsOf(module) as never, module.rootSchema) };
}

/**
 * Puts the keyboard on the control of the form's first error in the page's order, where the person
 * must look, rather than on the button just pressed. A control's id is the form's prefix and the
 * error's path joined by the separator; RJSF's own `focusOnFirstError` keeps the leading dot of the
 * path ('news..title') and takes the validator's first error, not the page's.
 */
export function focusFirstInvalid(errors: readonly RJSFValidationError[], idPrefix: string, idSeparator: string): void {
  const controls = errors
    .map((e) => document.getElementById([idPrefix, ...(e.property ?? '').split('.').filter(Boolean)].join(idSeparator)))
    .filter((el): el is HTMLElement => el !== null);
  controls.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  controls[0]?.focus();
}

const CoreInput = getDefaultRegistry().templates.BaseInputTemplate;

/** RJSF's own input, marked invalid while its field has an error (assistive technology announces it). */
function InputTemplate(props: BaseInputTemplateProps) {
  return <CoreInput {...props} aria-invalid={props.rawErrors?.length ? true : undefined} />;
}

/**
 * The console's one forms kit: the portal's forms engine (RJSF, precompiled validators, the
 * shared Italian messages) with the console's templates, for the settings and the content alike.
 * Text, number and choice fields are RJSF's own inputs, styled by the console: the portal's
 * widgets carry customer-form behaviour (consents as 1/0, address lookups). A screen adds its
 * own widgets and fields through the `widgets` and `fields` props.
 */
export const ConsoleForm = withTheme({
  widgets: { CheckboxWidget: SwitchWidget, color: ColorWidget, DateTimeWidget, TextareaWidget },
  templates: {
    BaseInputTemplate: InputTemplate,
    FieldTemplate: ConsoleFieldTemplate,
    ObjectFieldTemplate: ConsoleObjectTemplate,
    ArrayFieldTemplate: ConsoleArrayTemplate,
    ArrayFieldItemTemplate: ArrayItemTemplate,
    WrapIfAdditionalTemplate: ConsoleEntryTemplate,
    ErrorListTemplate: () => null,
    FieldErrorTemplate: () => null,
    FieldHelpTemplate: () => null,
    DescriptionFieldTemplate: () => null,
    TitleFieldTemplate: () => null,
    ButtonTemplates: { SubmitButton: () => null },
  },
});
