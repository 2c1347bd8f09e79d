import { sql, type Kysely } from 'kysely';
import type { PrizeBody, PrizeQuery, StaffPrize, StaffPrizePage } from '../../../shared/types/generated/api/staff-catalog.js';
import type { Database, Db } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import { foldForSearch, type Product } from './images-service.js';
import { cleanPrizeDescription } from './prize-description-service.js';
import { codeTaken, codesStartingWith, findPrize, pagePrizes, tenantCategories, type PrizeRow } from './staff-repository.js';
import { prizeView, revisionOf, summaryView } from './staff-views.js';
import { CATALOG_EDIT_MSG as MSG, catalogWrite, stale, type CatalogAct, type CatalogDeps } from './staff-write.js';

/** The console's prizes: list, one prize, create, edit, duplicate, switch on/off. */

type Trx = Kysely<Database>;

export async function listPrizes(
  deps: CatalogDeps,
  alias: string,
  q: PrizeQuery & { page: number; limit: number },
): Promise<StaffPrizePage> {
  let categoryIds: number[] | undefined;
  if (q.category !== undefined) {
    const rows = await tenantCategories(deps.db, alias);
    categoryIds = rows.filter((c) => c.id === q.category || c.parent_id === q.category).map((c) => c.id);
  }
  const { rows, total } = await pagePrizes(
    deps.db,
    { alias, search: q.search, categoryIds, state: q.state, featured: q.featured, outOfStock: q.out_of_stock },
    q.limit,
    (q.page - 1) * q.limit,
  );
  return { items: rows.map(summaryView), total, page: q.page, pageSize: q.limit };
}

export async function prizeOf(deps: CatalogDeps, alias: string, id: number): Promise<StaffPrize> {
  const row = await findPrize(deps.db, alias, id);
  if (!row) throw new HttpError(404, MSG.prizeNotFound);
  return prizeView(row);
}

/** The prize, and the revision it was read at still current (else 409). */
export async function currentPrize(trx: Trx | Db, alias: string, id: number, revision: string): Promise<PrizeRow> {
  const row = await findPrize(trx, alias, id);
  if (!row) throw new HttpError(404, MSG.prizeNotFound);
  if (revisionOf(row) !== revision) throw stale(MSG.stalePrize);
  return row;
}

/**
 * Writes the prize only if nobody did meanwhile (same edit counter and same stock: an order may
 * have taken some), in one statement, and bumps its counter.
 */
export async function writePrize(trx: Trx, seen: PrizeRow, set: Partial<Omit<Product, 'id' | 'revision'>>, now: Date): Promise<PrizeRow> {
  const res = await trx
    .updateTable('products')
    .set({ ...set, revision: sql<number>`revision + 1`, updated_at: now.toISOString() })
    .where('id', '=', seen.id)
    .where('revision', '=', seen.revision)
    .where('stock', '=', seen.stock)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw stale(MSG.stalePrize);
  return (await findPrize(trx, seen.tenant_alias, seen.id))!;
}

/** The fields of the body as stored: the description through the one sanitiser policy (a prize's is the inline subset). */
async function fieldsOf(trx: Trx, alias: string, body: PrizeBody) {
  const categoryId = body.category_id ?? null;
  if (categoryId !== null && !(await tenantCategories(trx, alias)).some((c) => c.id === categoryId))
    throw new HttpError(400, MSG.unknownCategory, [{ field: 'category_id', message: MSG.unknownCategory }]);
  const fields = {
    code: body.code,
    name: body.name.trim(),
    description: cleanPrizeDescription(body.description ?? ''),
    points: body.points,
    cost_cents: body.cost_cents ?? null,
    stock: body.stock,
    category_id: categoryId,
    available: body.available === false ? 0 : 1,
    featured: body.featured ? 1 : 0,
  };
  return { ...fields, search_text: foldForSearch(`${fields.name} ${fields.description} ${fields.code}`) };
}

async function refuseTakenCode(trx: Trx, alias: string, code: string, exceptId?: number): Promise<void> {
  if (await codeTaken(trx, alias, code, exceptId))
    throw new HttpError(409, MSG.codeTaken(code), [{ field: 'code', message: MSG.codeTaken(code) }]);
}

/** What the audit log keeps of a prize: its editable fields as the console shows them (not the pictures' variants). */
const AUDITED = ['code', 'name', 'description', 'points', 'cost_cents', 'stock', 'category_id', 'available', 'featured'] as const;
function audited(r: PrizeRow) {
  const view = prizeView(r);
  return Object.fromEntries(AUDITED.map((k) => [k, view[k]]));
}

/** Two staff members saving the same new code at once: the database's unique key decides, the loser gets the 409. */
function codeRace(code: string) {
  return (err: unknown): never => {
    const dbCode = (err as { code?: unknown } | null)?.code;
    if (dbCode === '23505' || dbCode === 'SQLITE_CONSTRAINT_UNIQUE')
      throw new HttpError(409, MSG.codeTaken(code), [{ field: 'code', message: MSG.codeTaken(code) }]);
    throw err;
  };
}

export async function createPrize(deps: CatalogDeps, act: CatalogAct, body: PrizeBody): Promise<StaffPrize> {
  return catalogWrite(deps, act, async (trx, now) => {
    const fields = await fieldsOf(trx, act.alias, body);
    await refuseTakenCode(trx, act.alias, fields.code);
    const at = now.toISOString();
    const { id } = await trx
      .insertInto('products')
      .values({ ...fields, tenant_alias: act.alias, images_json: '[]', group_key: null, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = (await findPrize(trx, act.alias, id))!;
    return { result: prizeView(row), audit: { action: 'catalog.prize.create', target: row.code, after: audited(row) } };
  }).catch(codeRace(body.code));
}

export async function updatePrize(
  deps: CatalogDeps,
  act: CatalogAct,
  id: number,
  body: PrizeBody & { revision: string },
): Promise<StaffPrize> {
  return catalogWrite(deps, act, async (trx, now) => {
    const seen = await currentPrize(trx, act.alias, id, body.revision);
    const fields = await fieldsOf(trx, act.alias, body);
    await refuseTakenCode(trx, act.alias, fields.code, id);
    const row = await writePrize(trx, seen, fields, now);
    return {
      result: prizeView(row),
      audit: { action: 'catalog.prize.update', target: row.code, before: audited(seen), after: audited(row) },
    };
  }).catch(codeRace(body.code));
}

export async function setAvailability(deps: CatalogDeps, act: CatalogAct, id: number, body: { available: boolean; revision: string }) {
  return catalogWrite(deps, act, async (trx, now) => {
    const seen = await currentPrize(trx, act.alias, id, body.revision);
    const row = await writePrize(trx, seen, { available: body.available ? 1 : 0 }, now);
    return {
      result: prizeView(row),
      audit: {
        action: 'catalog.prize.availability',
        target: row.code,
        before: { available: seen.available === 1 },
        after: { available: body.available },
      },
    };
  });
}

/** `<code>-COPIA`, else `<code>-COPIA-2`, `-3` …: the first free one, within the code's 64 characters. */
async function copyCode(trx: Trx, alias: string, code: string): Promise<string> {
  const suffix = '-COPIA';
  const base = `${code.slice(0, 64 - suffix.length - 4)}${suffix}`;
  const taken = await codesStartingWith(trx, alias, base);
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`.toLowerCase())) return `${base}-${n}`;
}

/** A copy under a new code, switched off and not featured, with the same pictures (the files are shared by content). */
export async function duplicatePrize(deps: CatalogDeps, act: CatalogAct, id: number): Promise<StaffPrize> {
  return catalogWrite(deps, act, async (trx, now) => {
    const source = await findPrize(trx, act.alias, id);
    if (!source) throw new HttpError(404, MSG.prizeNotFound);
    const code = await copyCode(trx, act.alias, source.code);
    const at = now.toISOString();
    const { id: copyId } = await trx
      .insertInto('products')
      .values({
        tenant_alias: act.alias,
        code,
        name: source.name,
        description: source.description,
        points: source.points,
        cost_cents: source.cost_cents,
        stock: source.stock,
        image_url: source.image_url,
        image_width: source.image_width,
        image_height: source.image_height,
        images_json: source.images_json,
        image_json: source.image_json,
        category_id: source.category_id,
        group_key: null,
        available: 0,
        featured: 0,
        search_text: foldForSearch(`${source.name} ${source.description} ${code}`),
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = (await findPrize(trx, act.alias, copyId))!;
    return {
      result: prizeView(row),
      audit: { action: 'catalog.prize.duplicate', target: code, before: { code: source.code }, after: audited(row) },
    };
  });
}
