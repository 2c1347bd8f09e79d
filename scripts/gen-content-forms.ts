/**
 * The console's content forms (src/console/screens/content/): each kind's input schema of
 * schemas/api/staff-content.json, the very schema the server validates the body with, compiled by
 * the portal's forms compiler into an ES module of precompiled validators (the console's CSP
 * forbids compiling in the browser). The form checks its values with it before sending, so a
 * refusal shows under its field at once; the server checks again.
 */
import type { RJSFSchema } from '@rjsf/utils';
import { compileFormValidators, linkRuntime } from '../src/shared/forms/compile-module.js';
import { readContracts } from './gen-api-types.js';

/** The generated modules live in src/shared/types/generated/content-forms/, the runtime in src/shared/forms/. */
const RUNTIME_FROM_OUTPUT = '../../../forms/runtime.ts';

/** Each kind and its input schema in the contract's $defs. */
export const CONTENT_FORM_INPUTS = {
  news: 'NewsInput',
  notices: 'NoticeInput',
  advantages: 'AdvantageInput',
  vouchers: 'VoucherInput',
  partners: 'PartnerInput',
  pages: 'PageInput',
  cms: 'CmsInput',
} as const;

export const contentFormId = (kind: string) => `premia:console:content:${kind}`;

/** The names of the definitions `schema` refers to, directly or through one another, in `defs`' order. */
function referredDefs(schema: unknown, defs: Record<string, object>): string[] {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (value === null || typeof value !== 'object') return;
    for (const [key, item] of Object.entries(value)) {
      const name = key === '$ref' && typeof item === 'string' ? /^#\/\$defs\/(.+)$/.exec(item)?.[1] : undefined;
      if (name && !found.has(name)) {
        found.add(name);
        walk(defs[name]);
      } else walk(item);
    }
  };
  walk(schema);
  return Object.keys(defs).filter((name) => found.has(name));
}

async function inputSchema(root: string, name: string, kind: string): Promise<RJSFSchema> {
  // As the server reads it: a definition shared with other areas is in its $defs too.
  const contract = (await readContracts(root)).find((c) => c.area === 'staff-content')!.contract;
  const input = contract.$defs[name];
  // Each form's schema carries the definitions its input refers to (ImageRef), and only those.
  const referred = referredDefs(input, contract.$defs);
  const defs = referred.length ? { $defs: Object.fromEntries(referred.map((def) => [def, contract.$defs[def]])) } : {};
  return { ...input, $id: contentFormId(kind), ...defs } as RJSFSchema;
}

const declaration = (banner: string) => `${banner}
import type { RJSFSchema } from '@rjsf/utils';
/** The schema the validators were compiled from; the module's other exports are the validators (validatorsOf). */
export declare const rootSchema: RJSFSchema;
`;

export function contentFormsOutputs(root: string, banner: string): { out: string; text: () => Promise<string> }[] {
  return Object.entries(CONTENT_FORM_INPUTS).flatMap(([kind, name]) => [
    {
      out: `content-forms/${kind}.js`,
      text: async () => `${banner}\n${linkRuntime(compileFormValidators(await inputSchema(root, name, kind)), RUNTIME_FROM_OUTPUT)}`,
    },
    { out: `content-forms/${kind}.d.ts`, text: async () => declaration(banner) },
  ]);
}
