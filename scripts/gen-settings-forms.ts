/**
 * The console's settings forms (src/shared/settings/sections.ts): each section's form schema is
 * the tenant schema's own sub-schema, compiled by the portal's forms compiler into an ES module
 * of precompiled RJSF validators, because the console's CSP forbids compiling in the browser.
 * Annotations stay: the form shows the schema's descriptions as help.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RJSFSchema } from '@rjsf/utils';
import { compileFormValidators, linkRuntime } from '../src/shared/forms/compile-module.js';
import { SETTINGS_SECTIONS, settingsFormId, type SettingsSection } from '../src/shared/settings/sections.js';

/** The generated modules live in src/shared/types/generated/settings-forms/, the runtime in src/shared/forms/. */
const RUNTIME_FROM_OUTPUT = '../../../forms/runtime.ts';

/**
 * `oneOf: [null, {…}]` lets a tenant layer remove an entry a lower layer declared (a menu link, a
 * document); a form removes an entry with its remove button instead, so it offers the object only.
 */
function withoutNullChoices(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNullChoices);
  if (value === null || typeof value !== 'object') return value;
  const node = value as Record<string, unknown>;
  const choices = node.oneOf;
  if (Array.isArray(choices) && choices.length === 2) {
    const rest = choices.filter((c) => (c as { type?: unknown }).type !== 'null');
    if (rest.length === 1) {
      const { oneOf: _dropped, ...others } = node;
      return withoutNullChoices({ ...others, ...(rest[0] as object) });
    }
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, withoutNullChoices(v)]));
}

/**
 * Local `$ref`s written out in place: RJSF compiles each choice of a `oneOf` (an earning rule's
 * kinds) as a schema of its own, where `#/definitions/…` points nowhere. The sections' schemas
 * have no recursive definitions, so writing them out ends.
 */
function inlineRefs(value: unknown, definitions: Record<string, unknown>): unknown {
  if (Array.isArray(value)) return value.map((v) => inlineRefs(v, definitions));
  if (value === null || typeof value !== 'object') return value;
  const node = value as Record<string, unknown>;
  const ref = node.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/definitions/')) {
    const { $ref: _ref, ...rest } = node;
    return inlineRefs({ ...(definitions[ref.slice('#/definitions/'.length)] as object), ...rest }, definitions);
  }
  return Object.fromEntries(
    Object.entries(node)
      .filter(([k]) => k !== 'definitions')
      .map(([k, v]) => [k, inlineRefs(v, definitions)]),
  );
}

async function sectionSchema(root: string, section: SettingsSection): Promise<RJSFSchema> {
  let schema: Record<string, unknown>;
  if (section.schemaFile) {
    schema = JSON.parse(await readFile(path.join(root, 'schemas', section.schemaFile), 'utf8')) as Record<string, unknown>;
  } else {
    const tenant = JSON.parse(await readFile(path.join(root, 'schemas/tenant.schema.json'), 'utf8')) as {
      properties: Record<string, Record<string, unknown>>;
    };
    schema = { ...tenant.properties[section.key]! };
  }
  delete schema.$schema;
  if (schema.definitions) schema = inlineRefs(schema, schema.definitions as Record<string, unknown>) as Record<string, unknown>;
  return { ...(withoutNullChoices(schema) as object), $id: settingsFormId(section.id) } as RJSFSchema;
}

const declaration = (banner: string) => `${banner}
import type { RJSFSchema } from '@rjsf/utils';
/** The schema the validators were compiled from; the module's other exports are the validators (validatorsOf). */
export declare const rootSchema: RJSFSchema;
`;

export function settingsFormsOutputs(root: string, banner: string): { out: string; text: () => Promise<string> }[] {
  return SETTINGS_SECTIONS.flatMap((section) => [
    {
      out: `settings-forms/${section.id}.js`,
      text: async () => `${banner}\n${linkRuntime(compileFormValidators(await sectionSchema(root, section)), RUNTIME_FROM_OUTPUT)}`,
    },
    { out: `settings-forms/${section.id}.d.ts`, text: async () => declaration(banner) },
  ]);
}
