import { sql, type Kysely } from 'kysely';
import type { CategoryCreateBody, StaffCategoryTree } from '../../../shared/types/generated/api/staff-catalog.js';
import type { Database, Db } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import { foldForSearch, type Category } from './images-service.js';
import { findCategory, prizeCounts, tenantCategories } from './staff-repository.js';
import { categoryTreeView } from './staff-views.js';
import { CATALOG_EDIT_MSG as MSG, catalogWrite, stale, type CatalogAct, type CatalogDeps } from './staff-write.js';

/** The console's category tree: top-level categories and one level of subcategories, each level in its own order. */

export async function categoryTree(db: Db, alias: string): Promise<StaffCategoryTree> {
  const [rows, counts] = await Promise.all([tenantCategories(db, alias), prizeCounts(db, alias)]);
  return { items: categoryTreeView(rows, counts) };
}

/** `Casa & Cucina` → `casa-cucina`, as the import names them: the portal's addresses use it. */
const slugOf = (name: string) =>
  foldForSearch(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'categoria';

const siblingsOf = (rows: readonly Category[], parentId: number | null) => rows.filter((c) => c.parent_id === parentId);

function refuseTakenName(rows: readonly Category[], parentId: number | null, name: string, exceptId?: number): void {
  const folded = foldForSearch(name);
  if (siblingsOf(rows, parentId).some((c) => c.id !== exceptId && foldForSearch(c.name) === folded))
    throw new HttpError(409, MSG.categoryTaken(name));
}

/** The category, and the revision it was read at still current (else 409). */
async function current(trx: Kysely<Database>, alias: string, id: number, revision: number): Promise<Category> {
  const category = await findCategory(trx, alias, id);
  if (!category) throw new HttpError(404, MSG.categoryNotFound);
  if (category.revision !== revision) throw stale(MSG.staleCategory);
  return category;
}

/** Bumps the revision only if nobody did meanwhile: the check and the write are one statement. */
async function bump(trx: Kysely<Database>, id: number, revision: number, set: { name?: string; sort_order?: number } = {}) {
  const res = await trx
    .updateTable('categories')
    .set({ ...set, revision: sql<number>`revision + 1` })
    .where('id', '=', id)
    .where('revision', '=', revision)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw stale(MSG.staleCategory);
}

export async function createCategory(deps: CatalogDeps, act: CatalogAct, body: CategoryCreateBody): Promise<StaffCategoryTree> {
  const name = body.name.trim();
  const parentId = body.parent_id ?? null;
  return catalogWrite(deps, act, async (trx) => {
    const rows = await tenantCategories(trx, act.alias);
    const parent = parentId === null ? null : rows.find((c) => c.id === parentId);
    if (parent === undefined) throw new HttpError(400, MSG.unknownCategory);
    if (parent && parent.parent_id !== null) throw new HttpError(400, MSG.tooDeep);
    refuseTakenName(rows, parentId, name);
    const slugs = new Set(rows.map((c) => c.slug));
    const base = parent ? `${parent.slug}-${slugOf(name)}` : slugOf(name);
    let slug = base;
    for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
    const sortOrder = siblingsOf(rows, parentId).reduce((max, c) => Math.max(max, c.sort_order), -1) + 1;
    const { id } = await trx
      .insertInto('categories')
      .values({ tenant_alias: act.alias, parent_id: parentId, name, slug, sort_order: sortOrder })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      result: await categoryTree(trx, act.alias),
      audit: { action: 'catalog.category.create', target: name, after: { id, name, parent: parent?.name ?? null } },
    };
  });
}

export async function renameCategory(deps: CatalogDeps, act: CatalogAct, id: number, body: { name: string; revision: number }) {
  const name = body.name.trim();
  return catalogWrite(deps, act, async (trx) => {
    const category = await current(trx, act.alias, id, body.revision);
    refuseTakenName(await tenantCategories(trx, act.alias), category.parent_id, name, id);
    await bump(trx, id, body.revision, { name });
    return {
      result: await categoryTree(trx, act.alias),
      audit: { action: 'catalog.category.rename', target: name, before: { name: category.name }, after: { name } },
    };
  });
}

/** One place up or down among its siblings; the level is renumbered 0, 1, 2 … in its new order. */
export async function moveCategory(deps: CatalogDeps, act: CatalogAct, id: number, body: { direction: 'up' | 'down'; revision: number }) {
  return catalogWrite(deps, act, async (trx) => {
    const category = await current(trx, act.alias, id, body.revision);
    const siblings = siblingsOf(await tenantCategories(trx, act.alias), category.parent_id);
    const from = siblings.findIndex((c) => c.id === id);
    const to = body.direction === 'up' ? from - 1 : from + 1;
    if (to >= 0 && to < siblings.length) {
      [siblings[from], siblings[to]] = [siblings[to]!, siblings[from]!];
      await bump(trx, id, body.revision);
      for (const [position, sibling] of siblings.entries())
        if (sibling.sort_order !== position)
          await trx.updateTable('categories').set({ sort_order: position }).where('id', '=', sibling.id).execute();
    }
    return {
      result: await categoryTree(trx, act.alias),
      audit: {
        action: 'catalog.category.move',
        target: category.name,
        before: { position: from + 1 },
        after: { position: Math.min(Math.max(to, 0), siblings.length - 1) + 1 },
      },
    };
  });
}

/** Only an empty category goes: prizes or subcategories in it are a 409 that says how many. */
export async function deleteCategory(deps: CatalogDeps, act: CatalogAct, id: number, revision: number) {
  return catalogWrite(deps, act, async (trx) => {
    const category = await current(trx, act.alias, id, revision);
    const rows = await tenantCategories(trx, act.alias);
    const subs = siblingsOf(rows, id).length;
    const prizes = (await prizeCounts(trx, act.alias)).get(id) ?? 0;
    if (prizes || subs) throw new HttpError(409, MSG.notEmpty(prizes, subs));
    const res = await trx.deleteFrom('categories').where('id', '=', id).where('revision', '=', revision).executeTakeFirst();
    if (Number(res.numDeletedRows) !== 1) throw stale(MSG.staleCategory);
    return {
      result: await categoryTree(trx, act.alias),
      audit: {
        action: 'catalog.category.delete',
        target: category.name,
        before: { id, name: category.name, parent_id: category.parent_id },
      },
    };
  });
}
