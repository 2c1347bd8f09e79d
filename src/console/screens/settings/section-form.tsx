import type { IChangeEvent } from '@rjsf/core';
import type { UiSchema } from '@rjsf/utils';
import { forwardRef, useImperativeHandle, useRef } from 'react';
import { italianErrors } from '../../../ui/forms/transform-errors.js';
import { translateString } from '../../../ui/forms/translate-string.js';
import type { FormModuleExports } from '../../../shared/forms/module-types.js';
import type { SettingsSectionId } from '../../../shared/settings/sections.js';
import { compiledForm, ConsoleForm, type CompiledForm } from '../../forms/console-form.js';
import type { ConsoleFormContext } from '../../forms/form-templates.js';
import { FieldOrigin } from './field-origin.js';

/** Each section's validators, compiled from the tenant schema at build time (scripts/gen-settings-forms.ts). */
const MODULES: Record<SettingsSectionId, () => Promise<FormModuleExports>> = {
  features: () => import('../../../shared/types/generated/settings-forms/features.js'),
  menu: () => import('../../../shared/types/generated/settings-forms/menu.js'),
  texts: () => import('../../../shared/types/generated/settings-forms/texts.js'),
  theme: () => import('../../../shared/types/generated/settings-forms/theme.js'),
  footer: () => import('../../../shared/types/generated/settings-forms/footer.js'),
  contact: () => import('../../../shared/types/generated/settings-forms/contact.js'),
  programme: () => import('../../../shared/types/generated/settings-forms/programme.js'),
  privacy: () => import('../../../shared/types/generated/settings-forms/privacy.js'),
  earning: () => import('../../../shared/types/generated/settings-forms/earning.js'),
};

export type CompiledSection = CompiledForm;

export async function loadSection(id: SettingsSectionId): Promise<CompiledSection> {
  return compiledForm(await MODULES[id]());
}

const NO_DEFAULTS = { emptyObjectFields: 'skipDefaults', arrayMinItems: { populate: 'never' } } as const;
/**
 * A list of entries of several kinds (the earning rules) needs each new entry's `const` kind
 * (`type: "target"`) filled in when the kind is chosen, or it would match no kind; that schema
 * declares no other defaults, so nothing else is filled in.
 */
const KIND_DEFAULTS = {
  emptyObjectFields: 'skipEmptyDefaults',
  constAsDefaults: 'always',
  arrayMinItems: { populate: 'never' },
} as const;

export interface SectionFormHandle {
  /** Shows the errors under their fields; true when the section is valid. */
  validate(): boolean;
}

interface SectionFormProps {
  sectionKey: string;
  compiled: CompiledSection;
  uiSchema: UiSchema;
  value: unknown;
  onChange: (value: unknown) => void;
  readonly?: boolean;
}

/**
 * One section of the settings as an RJSF form. Field ids are the override paths
 * (`features.wishlist`), so a label, a test and the audit log name a setting the same way.
 * No defaults are filled in: a value the tenant does not set stays unset rather than becoming
 * an override of the default.
 */
/** Under every field, where its value comes from (the field's override path: the section's key, then its path inside). */
const contextOf = (sectionKey: string): ConsoleFormContext => ({
  fieldNote: (path, label) => <FieldOrigin keys={[sectionKey, ...path]} label={label} />,
});

export const SectionForm = forwardRef<SectionFormHandle, SectionFormProps>(function SectionForm(
  { sectionKey, compiled, uiSchema, value, onChange, readonly },
  ref,
) {
  const form = useRef<{ validateForm: () => boolean } | null>(null);
  useImperativeHandle(ref, () => ({ validate: () => form.current?.validateForm() ?? true }), []);
  return (
    <ConsoleForm
      ref={form as never}
      schema={compiled.schema}
      validator={compiled.validator}
      uiSchema={uiSchema}
      formData={value}
      onChange={(event: IChangeEvent) => onChange(event.formData)}
      formContext={contextOf(sectionKey)}
      idPrefix={sectionKey}
      idSeparator="."
      noHtml5Validate
      showErrorList={false}
      liveValidate={false}
      readonly={readonly}
      transformErrors={italianErrors(compiled.schema)}
      translateString={translateString}
      experimental_defaultFormStateBehavior={compiled.schema.type === 'array' ? KIND_DEFAULTS : NO_DEFAULTS}
    />
  );
});
