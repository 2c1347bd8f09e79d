import { useEffect, useState } from 'react';
import type { ContentKind } from '../../../shared/types/generated/api/staff-content.js';
import type { FormModuleExports } from '../../../shared/forms/module-types.js';
import { compiledForm, type CompiledForm } from '../../forms/console-form.js';

/**
 * Each kind's input schema (schemas/api/staff-content.json), precompiled by `npm run gen:types`
 * (scripts/gen-content-forms.ts): the form is drawn from the schema the server checks the body
 * with, and checks its values with it before anything is sent. Loaded with the form only.
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

/** Compiled once per page load: an item opened after another (a new item once created) shows its form at once. */
const loaded = new Map<ContentKind | 'cms', CompiledForm>();

/** The kind's compiled form once loaded; `failed` when its module could not be loaded (a new deploy, the network). */
export function useContentSchema(kind: ContentKind | 'cms'): { compiled: CompiledForm | null; failed: boolean } {
  const [failed, setFailed] = useState<ContentKind | 'cms' | null>(null);
  const [, setLoaded] = useState<ContentKind | 'cms' | null>(null);
  useEffect(() => {
    if (loaded.has(kind)) return;
    let live = true;
    MODULES[kind]()
      .then((module) => {
        loaded.set(kind, compiledForm(module));
        if (live) setLoaded(kind);
      })
      .catch(() => live && setFailed(kind));
    return () => {
      live = false;
    };
  }, [kind]);
  return { compiled: loaded.get(kind) ?? null, failed: failed === kind };
}
