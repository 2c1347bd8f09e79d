import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/**
 * The section's ui schema with every field outside `editable` (dotted override paths such as
 * `features.wishlist`) shown read-only: a role limited to some switches still sees the rest of
 * the section as it is, and cannot type into what the server would refuse anyway.
 */
export function onlyEditable(schema: RJSFSchema, ui: UiSchema, prefix: string, editable: readonly string[]): UiSchema {
  const out: UiSchema = { ...ui };
  for (const [key, sub] of Object.entries(schema.properties ?? {})) {
    const path = `${prefix}.${key}`;
    const own = (ui[key] ?? {}) as UiSchema;
    if (editable.includes(path)) continue;
    out[key] =
      typeof sub === 'object' && editable.some((p) => p.startsWith(`${path}.`))
        ? onlyEditable(sub, own, path, editable)
        : { ...own, 'ui:readonly': true };
  }
  return out;
}
