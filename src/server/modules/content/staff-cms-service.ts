import type { CmsKey, CmsList, CmsRecord } from '../../../shared/types/generated/api/staff-content.js';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import { recordAction } from '../audit/service.js';
import { CMS_KEYS, cleanRichText, type CmsSection } from './editing-service.js';
import type { StaffAct } from '../../plugins/staff-actor.js';
import { STALE_REVISION, type ContentDeps } from './staff-content-service.js';
import { writeTransaction } from '../../db/write-transaction.js';

/** The CMS sections in the console: every key of the contract, edited (never created or deleted: the keys are fixed). */

const recordOf = (key: CmsKey, row: CmsSection | undefined): CmsRecord =>
  row
    ? { key, title: row.title, body_html: row.body_html, revision: row.revision, updated_at: row.updated_at }
    : { key, title: '', body_html: '', revision: 0, updated_at: null };

async function sectionRow(db: Db, alias: string, key: CmsKey): Promise<CmsSection | undefined> {
  return db.selectFrom('cms_sections').selectAll().where('tenant_alias', '=', alias).where('key', '=', key).executeTakeFirst();
}

export async function listCmsSections(deps: ContentDeps, alias: string): Promise<CmsList> {
  const rows = await deps.db.selectFrom('cms_sections').selectAll().where('tenant_alias', '=', alias).execute();
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return { items: CMS_KEYS.map((key) => recordOf(key, byKey.get(key))) };
}

export async function getCmsSection(deps: ContentDeps, alias: string, key: CmsKey): Promise<CmsRecord> {
  return recordOf(key, await sectionRow(deps.db, alias, key));
}

/** Saves a section at `revision` (0: it has none yet); a colleague's save in between is a 409. */
export async function updateCmsSection(
  deps: ContentDeps,
  act: StaffAct,
  key: CmsKey,
  revision: number,
  values: { title: string; body_html: string },
): Promise<CmsRecord> {
  const now = deps.now();
  const clean = { title: values.title, body_html: cleanRichText(values.body_html), updated_at: now.toISOString() };
  return writeTransaction(deps.db, async (trx) => {
    const before = await sectionRow(trx, act.tenantAlias, key);
    if ((before?.revision ?? 0) !== revision) throw new HttpError(409, STALE_REVISION);
    if (before) {
      const result = await trx
        .updateTable('cms_sections')
        .set({ ...clean, revision: revision + 1 })
        .where('tenant_alias', '=', act.tenantAlias)
        .where('key', '=', key)
        .where('revision', '=', revision)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new HttpError(409, STALE_REVISION);
    } else {
      // Two first saves at once: the primary key lets one in, the other is told like any stale save.
      const result = await trx
        .insertInto('cms_sections')
        .values({ ...clean, tenant_alias: act.tenantAlias, key, revision: 1 })
        .onConflict((oc) => oc.columns(['tenant_alias', 'key']).doNothing())
        .returning('key')
        .executeTakeFirst();
      if (!result) throw new HttpError(409, STALE_REVISION);
    }
    const after = recordOf(key, await sectionRow(trx, act.tenantAlias, key));
    await recordAction(
      trx,
      act.who,
      {
        tenant: act.tenantAlias,
        action: 'content.update',
        target: `cms/${key}`,
        before: before ? { title: before.title, body_html: before.body_html } : undefined,
        after: { title: after.title, body_html: after.body_html },
      },
      now,
    );
    return after;
  });
}
