import type {
  CmsKey,
  CmsSection as CmsSectionView,
  CmsSections,
  Initiative as InitiativeView,
} from '../../../shared/types/generated/api/content.js';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import { findInitiative, findSection, listSections } from './cms-repository.js';
import type { CmsSection, Initiative } from './cms.table.js';
import { imageOf } from '../../http/paging.js';
import type { Visibility } from './schedule.js';

/** CMS sections (the portal's fixed pages: rules summary, FAQ, privacy… and the mechanics of /meccanica) and public initiative pages. */

export const INITIATIVE_NOT_FOUND = 'Iniziativa non trovata';

const sectionView = (s: CmsSection): CmsSectionView => ({
  key: s.key,
  title: s.title,
  body_html: s.body_html,
  updated_at: s.updated_at,
});

/** Open while active and within its dates; ISO-8601 UTC strings compare as times. */
function isOpen(i: Initiative, now: string): boolean {
  return i.active === 1 && (i.starts_at === null || i.starts_at <= now) && (i.ends_at === null || i.ends_at > now);
}

/** Every section of the tenant, keyed by section. */
export async function sectionsOf(db: Db, tenantAlias: string): Promise<CmsSections> {
  const rows = await listSections(db, tenantAlias);
  return Object.fromEntries(rows.map((s) => [s.key, sectionView(s)]));
}

/**
 * One section. Every tenant has every section of the contract: one it has not written yet (a new
 * tenant has none) is empty, not missing, so the screens that show it as an introduction ask
 * without a 404 in the browser's console, and go on without it.
 */
export async function sectionOf(db: Db, tenantAlias: string, key: CmsKey): Promise<CmsSectionView> {
  const row = await findSection(db, tenantAlias, key);
  return row ? sectionView(row) : { key, title: '', body_html: '', updated_at: null };
}

/** An initiative page while it is open. */
export async function openInitiative(db: Db, tenantAlias: string, slug: string, vis: Visibility): Promise<InitiativeView> {
  const found = await findInitiative(db, tenantAlias, slug);
  // One answer for unknown and closed: the page's existence is not disclosed before it opens.
  if (!found || (!vis.all && !isOpen(found, vis.now))) throw new HttpError(404, INITIATIVE_NOT_FOUND);
  return {
    slug: found.slug,
    title: found.title,
    body_html: found.body_html,
    image: imageOf(found),
    starts_at: found.starts_at,
    ends_at: found.ends_at,
  };
}
