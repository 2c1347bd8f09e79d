import type { Db } from '../../db/database.js';
import type { CmsKey, CmsSection, Initiative } from './cms.table.js';

/** CMS sections and initiative pages of one tenant. */

export async function listSections(db: Db, tenantAlias: string): Promise<CmsSection[]> {
  return db.selectFrom('cms_sections').selectAll().where('tenant_alias', '=', tenantAlias).orderBy('key').execute();
}

export async function findSection(db: Db, tenantAlias: string, key: CmsKey): Promise<CmsSection | undefined> {
  return db.selectFrom('cms_sections').selectAll().where('tenant_alias', '=', tenantAlias).where('key', '=', key).executeTakeFirst();
}

export async function findInitiative(db: Db, tenantAlias: string, slug: string): Promise<Initiative | undefined> {
  return db.selectFrom('initiatives').selectAll().where('tenant_alias', '=', tenantAlias).where('slug', '=', slug).executeTakeFirst();
}
