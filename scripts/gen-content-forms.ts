/**
 * The console's content forms (src/console/screens/content/): each kind's input schema of
 * schemas/api/staff-content.json, the very schema the server validates the body with, compiled by
 * the portal's forms compiler into an ES module of precompiled validators (the console's CSP
 * forbids compiling in the browser). The form checks its values with it before sending, so a
 * refusal shows under its field at once; the server checks again.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RJSFSchema } from '@rjsf/utils';
import { compileFormValidators, linkRuntime } from '../src/shared/forms/compile-module.js';

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

async function inputSchema(root: string, name: string, kind: string): Promise<RJSFSchema> {
  const contract = JSON.parse(await readFile(path.join(root, 'schemas/api/staff-content.json'), 'utf8')) as {
    $defs: Record<string, object>;
  };
  // The inputs refer to ImageRef only; it travels with each form's schema.
  return { ...contract.$defs[name], $id: contentFormId(kind), $defs: { ImageRef: contract.$defs['ImageRef'] } } as RJSFSchema;
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
