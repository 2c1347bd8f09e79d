import { consentFieldsOf } from '../consents.js';
import { refuseControlCharacters } from '../control-characters.js';
import { extraProfileFields } from '../customer-fields.js';
import type { ResolvedTenantConfig } from '../tenant-config.js';
import { formSchemaId } from './form-id.js';

type JsonObject = Record<string, unknown>;

/** One form as the browser renders it and both sides validate it. */
export interface EffectiveForm {
  /** The root schema, with `$id` premia:<alias>:<formId>. */
  schema: JsonObject;
  uiSchema: JsonObject;
}

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Profile field kinds (tenant `profile.fields.<name>.widget`) → schema format / RJSF widget. */
const PROFILE_WIDGETS: Record<string, { format?: string; widget?: string }> = {
  email: { format: 'email' },
  tel: { format: 'phone' },
  text: {},
};

/**
 * The profile form follows the server's field definitions (tenant `profile.fields`, served in
 * app/start as `profile`): label, required flag and disabled state per field, null removes one,
 * a field the form lacks is added as text. Applied to the schema itself so that the browser's
 * and the server's validation agree on what is required.
 */
function applyProfileFields(form: EffectiveForm, fields: ResolvedTenantConfig['profile']): EffectiveForm {
  const schema = structuredClone(form.schema);
  const uiSchema = structuredClone(form.uiSchema);
  const properties: JsonObject = isObject(schema['properties']) ? schema['properties'] : {};
  const required = new Set(Array.isArray(schema['required']) ? (schema['required'] as string[]) : []);
  for (const [name, def] of Object.entries(fields)) {
    if (def === null) {
      delete properties[name];
      required.delete(name);
      continue;
    }
    const kind = PROFILE_WIDGETS[def.widget ?? ''] ?? {};
    const prop: JsonObject = isObject(properties[name])
      ? { ...properties[name] }
      : { type: 'string', ...(kind.format ? { format: kind.format } : {}) };
    if (def.label) prop['title'] = def.label;
    properties[name] = prop;
    if (def.required === true) required.add(name);
    if (def.required === false) required.delete(name);
    if (def.disabled) uiSchema[name] = { ...(isObject(uiSchema[name]) ? uiSchema[name] : {}), 'ui:disabled': true };
  }
  schema['properties'] = properties;
  schema['required'] = [...required].filter((name) => name in properties);
  if (!('ui:order' in uiSchema) && !isObject(uiSchema['ui:options']))
    uiSchema['ui:order'] = [...Object.keys(fields).filter((n) => n in properties), '*'];
  return { schema, uiSchema };
}

/**
 * Signup fields the tenant's features make required: `features.ownLogin.fieldsRequired`, and the
 * date of birth when only adults may register (the server refuses a signup without it, so the form
 * says so before sending). The tenant checks refuse a feature whose field the form lacks
 * (src/server/tenants/feature-needs.ts); a name the form lacks is left out here.
 */
export function signupRequiredByFeatures(features: ResolvedTenantConfig['features'] | undefined): string[] {
  if (!features) return [];
  return [...features.ownLogin.fieldsRequired, ...(features.ownLogin.active && features.ownLogin.adult ? ['date_of_birth'] : [])];
}

function applyRequired(form: EffectiveForm, names: readonly string[]): EffectiveForm {
  const properties = isObject(form.schema['properties']) ? form.schema['properties'] : {};
  const required = new Set(Array.isArray(form.schema['required']) ? (form.schema['required'] as string[]) : []);
  for (const name of names) if (name in properties) required.add(name);
  return { ...form, schema: { ...form.schema, required: [...required] } };
}

/**
 * A consent's tick box reads its purpose's current wording (tenant `consents.purposes`): the text
 * is declared once, beside its version, so what the customer reads is the version the server
 * records. The tenant checks refuse a consent field with a title of its own.
 */
function applyConsentTexts(form: EffectiveForm, purposes: ResolvedTenantConfig['consents']): EffectiveForm {
  const fields = consentFieldsOf(form.schema);
  if (fields.length === 0) return form;
  const properties: JsonObject = { ...(form.schema['properties'] as JsonObject) };
  for (const { field, purpose } of fields) {
    const declared = purposes.find((p) => p.id === purpose);
    if (declared) properties[field] = { ...(properties[field] as JsonObject), title: declared.current.text };
  }
  return { ...form, schema: { ...form.schema, properties } };
}

/**
 * Every form of a tenant as rendered and validated: ids set, consent texts, profile definitions and
 * feature-required signup fields applied, the text rule on every string.
 */
export function effectiveForms(
  config: Pick<ResolvedTenantConfig, 'alias' | 'forms' | 'profile'> & Partial<Pick<ResolvedTenantConfig, 'features' | 'consents'>>,
): Record<string, EffectiveForm> {
  const out: Record<string, EffectiveForm> = {};
  for (const [formId, form] of Object.entries(config.forms)) {
    if (!form) continue;
    let effective: EffectiveForm = {
      schema: { ...(form.schema as JsonObject), $id: formSchemaId(config.alias, formId) },
      uiSchema: isObject(form.uiSchema) ? form.uiSchema : {},
    };
    if (config.consents) effective = applyConsentTexts(effective, config.consents);
    if (formId === 'profile') {
      // The signup's extra fields the tenant's profile does not name come last, read-only (customer-fields.ts).
      const fields = { ...config.profile, ...extraProfileFields(config) };
      if (Object.keys(fields).length > 0) effective = applyProfileFields(effective, fields);
    }
    if (formId === 'signup') effective = applyRequired(effective, signupRequiredByFeatures(config.features));
    out[formId] = { ...effective, schema: refuseControlCharacters(effective.schema) };
  }
  return out;
}
