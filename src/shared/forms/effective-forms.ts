import { refuseControlCharacters } from '../control-characters.js';
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

/** Every form of a tenant as rendered and validated: ids set, profile definitions applied, the text rule on every string. */
export function effectiveForms(config: Pick<ResolvedTenantConfig, 'alias' | 'forms' | 'profile'>): Record<string, EffectiveForm> {
  const out: Record<string, EffectiveForm> = {};
  for (const [formId, form] of Object.entries(config.forms)) {
    if (!form) continue;
    let effective: EffectiveForm = {
      schema: { ...(form.schema as JsonObject), $id: formSchemaId(config.alias, formId) },
      uiSchema: isObject(form.uiSchema) ? form.uiSchema : {},
    };
    if (formId === 'profile' && Object.keys(config.profile).length > 0) effective = applyProfileFields(effective, config.profile);
    out[formId] = { ...effective, schema: refuseControlCharacters(effective.schema) };
  }
  return out;
}
