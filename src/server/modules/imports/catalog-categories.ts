import { foldForSearch } from '../catalog/images-service.js';
import { categoriesOf, insertCategory } from '../catalog/import-service.js';
import type { ImportDb } from './options.js';
import { writeTransaction } from '../../db/write-transaction.js';

/** `Casa & Cucina` → `casa-cucina`: the category's URL-safe slug (unique in the tenant). */
export function slugOf(name: string): string {
  return (
    foldForSearch(name)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'categoria'
  );
}

const keyOf = (parentId: number | null, name: string) => `${parentId ?? ''}\u0000${foldForSearch(name)}`;

/**
 * Resolves the rows' category and subcategory names to ids, creating what is missing (in one
 * transaction, before the prizes). Names match without regard to case or accents, so `Casa` in one
 * row and `casa` in the next are one category. In a dry run a missing one resolves to -1 (new).
 */
export async function resolveCategories(
  { db }: ImportDb,
  alias: string,
  wanted: readonly { category: string; subcategory: string | null }[],
  dryRun: boolean,
): Promise<(category: string, subcategory: string | null) => number> {
  const existing = await categoriesOf(db, alias);
  const ids = new Map(existing.map((c) => [keyOf(c.parent_id, c.name), c.id]));
  const slugs = new Set(existing.map((c) => c.slug));
  let sort = existing.reduce((max, c) => Math.max(max, c.sort_order), -1) + 1;
  const freeSlug = (base: string) => {
    let slug = base;
    for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
    slugs.add(slug);
    return slug;
  };
  // Thousands of rows name a few dozen pairs: each pair is folded and looked up once.
  const known = new Map<string, number>();
  const lookup = (category: string, subcategory: string | null) => {
    const pair = `${category}\u0000${subcategory ?? '\u0001'}`;
    let id = known.get(pair);
    if (id === undefined) {
      const parent = ids.get(keyOf(null, category)) ?? -1;
      id = subcategory === null ? parent : (ids.get(keyOf(parent, subcategory)) ?? -1);
      known.set(pair, id);
    }
    return id;
  };
  if (dryRun) return lookup;
  const pairs = new Map(wanted.map((w) => [`${w.category}\u0000${w.subcategory ?? '\u0001'}`, w]));
  await writeTransaction(db, async (trx) => {
    for (const { category, subcategory } of pairs.values()) {
      let parent = ids.get(keyOf(null, category));
      if (parent === undefined) {
        parent = await insertCategory(trx, alias, null, category, freeSlug(slugOf(category)), sort++);
        ids.set(keyOf(null, category), parent);
      }
      if (subcategory !== null && !ids.has(keyOf(parent, subcategory))) {
        ids.set(
          keyOf(parent, subcategory),
          await insertCategory(trx, alias, parent, subcategory, freeSlug(`${slugOf(category)}-${slugOf(subcategory)}`), sort++),
        );
      }
    }
  });
  return lookup;
}
