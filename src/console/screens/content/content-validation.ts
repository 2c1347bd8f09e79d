import type { ContentKind } from '../../../shared/types/generated/api/staff-content.js';
import { fieldOfAjvError, formErrorMessage } from '../../../shared/forms/messages.js';
import { validatorsOf, type FormModuleExports } from '../../../shared/forms/module-types.js';

/**
 * Each kind's input schema (schemas/api/staff-content.json), precompiled by `npm run gen:types`
 * (scripts/gen-content-forms.ts): the form checks its values with the schema the server checks the
 * body with, and says why under each field before anything is sent. Loaded with the form only.
 */
const MODULES: Record<ContentKind | 'cms', () => Promise<FormModuleExports>> = {
  news: () => import('../../../shared/types/generated/content-forms/news.js'),
  notices: () => import('../../../shared/types/generated/content-forms/notices.js'),
  advantages: () => import('../../../shared/types/generated/content-forms/advantages.js'),
  vouchers: () => import('../../../shared/types/generated/content-forms/vouchers.js'),
  partners: () => import('../../../shared/types/generated/content-forms/partners.js'),
  pages: () => import('../../../shared/types/generated/content-forms/pages.js'),
  cms: () => import('../../../shared/types/generated/content-forms/cms.js'),
};

interface AjvError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

/** The Italian reason of each field the schema refuses (the first per field), or {} when the values pass. */
export async function schemaErrors(kind: ContentKind | 'cms', values: unknown): Promise<Record<string, string>> {
  const module = await MODULES[kind]();
  const validate = validatorsOf(module)[`premia:console:content:${kind}`] as ((data: unknown) => boolean) & { errors?: AjvError[] | null };
  if (validate(values)) return {};
  const out: Record<string, string> = {};
  for (const error of validate.errors ?? []) {
    const field = fieldOfAjvError(error);
    const top = field.split('.')[0] ?? field;
    out[top] ??= formErrorMessage({ keyword: error.keyword, params: error.params, field }, module.rootSchema);
  }
  return out;
}
