import type { CategoryList, HomeProducts, Product, ProductListQuery } from '../../../shared/types/generated/api/catalog.js';
import type { Db, SqlDialectName } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import type { CatalogChanges } from './catalog-changes-service.js';
import { ListingMemo } from './listing-memo.js';
import { balanceOf } from '../points/service.js';
import { affordableProducts, featuredProducts, findProduct, listCards, listCategories, type ProductFilters } from './product-repository.js';
import { searchTerms, textQuery } from './search.js';
import { categoryTree, listingDataJson, pageJson, productView } from './views.js';
import { counted } from '../../counted.js';

/** The prize catalogue: the listing, the home page's prizes, the categories, one prize. */

export const CATALOG_MSG = {
  catalogueOff: 'Catalogo premi non disponibile',
  pointsDisabled: 'Il catalogo premi non è abilitato per il tuo account',
  wishlistOff: 'Wishlist non disponibile',
  productNotFound: 'Premio non trovato',
  unavailable: (name: string) => `Il premio "${name}" non è più disponibile`,
  notEnoughStock: (name: string, stock: number) => counted('onlyInStock', stock, { name }),
  emptyCart: 'Il carrello è vuoto',
  insufficientPoints: "Punti insufficienti per completare l'ordine",
  idempotencyMismatch: 'Questa richiesta è già stata usata per un ordine diverso: ricarica la pagina e riprova',
  addressNotFound: 'Indirizzo non trovato',
} as const;

/** The prizes the console puts 'In vetrina nella home' (featured), switched on, cheapest first. */
export async function featuredPrizes(db: Db, tenantAlias: string, limit: number): Promise<HomeProducts> {
  return { data: (await featuredProducts(db, tenantAlias, limit)).map(productView) };
}

/**
 * What the customer can order now: prizes in stock costing at most their balance, most valuable
 * first. The balance is the ledger's, read here: never a figure the client sends.
 */
export async function affordablePrizes(db: Db, tenantAlias: string, customerId: number, limit: number): Promise<HomeProducts> {
  const balance = await balanceOf(db, customerId);
  if (balance <= 0) return { data: [] };
  return { data: (await affordableProducts(db, tenantAlias, balance, limit)).map(productView) };
}

/** Categories with their subcategories nested. */
export async function categoriesOf(db: Db, tenantAlias: string): Promise<CategoryList> {
  return { data: categoryTree(await listCategories(db, tenantAlias)) };
}

/** One prize of the tenant; another tenant's id, or a prize switched off, answers like a missing one (404). */
export async function prizeOf(db: Db, tenantAlias: string, id: number): Promise<Product> {
  const product = await findProduct(db, tenantAlias, id);
  // Switched off in the console: gone for customers (its code and orders stay).
  if (!product || product.available !== 1) throw new HttpError(404, CATALOG_MSG.productNotFound);
  return productView(product);
}

/** The product list's query as the route hands it: Fastify filled in the schema's defaults. */
export type ListingQuery = ProductListQuery & Required<Pick<ProductListQuery, 'page' | 'limit'>>;

function truthy(flag: string | undefined): boolean {
  return flag === 'true' || flag === '1';
}

/**
 * The listing: pages with their totals through a short-lived per-process memo (see ListingMemo).
 * The answer is JSON text built from the prizes' stored cards, so neither a miss nor a hit parses
 * or serialises a prize.
 */
export class ProductListing {
  /** Pages' `data` as JSON text, with the listing's total. */
  private readonly pages: ListingMemo<{ data: string; total: number; exact: boolean }>;

  constructor(
    private readonly db: Db,
    private readonly dialect: SqlDialectName,
    /** Staff edits and stock moved by orders, here or in another process: the tenant's memo is dropped. */
    private readonly changes: CatalogChanges,
    ttlMs = 3000,
  ) {
    this.pages = new ListingMemo(ttlMs);
    changes.onChange((tenantAlias) => this.pages.clearTenant(tenantAlias));
  }

  /** The page as the API's ProductPage, in JSON text. */
  async page(tenantAlias: string, q: ListingQuery): Promise<string> {
    await this.changes.check(tenantAlias);
    const terms = searchTerms(q.search);
    const filters: ProductFilters = {
      tenantAlias,
      categoryId: q.category_id,
      group: q.group || undefined,
      pointsFrom: q.pointsFrom,
      pointsTo: q.pointsTo,
      onlyAvailable: truthy(q.onlyAvailable),
      search: terms.length ? textQuery(this.dialect, terms) : undefined,
    };
    const { page, limit } = q;
    const key = [
      filters.search,
      filters.categoryId,
      filters.group,
      filters.pointsFrom,
      filters.pointsTo,
      filters.onlyAvailable,
      page,
      limit,
    ].join('\u0000');
    const { data, total, exact } = await this.pages.get(tenantAlias, key, async () => {
      const read = await listCards(this.db, this.dialect, filters, limit, (page - 1) * limit);
      return { data: listingDataJson(read.cards), total: read.total, exact: read.exact };
    });
    return pageJson(data, total, exact, limit, page);
  }
}

/** The declared cost (euro cents, null: not declared) of the tenant's prizes with these ids; a prize not found is absent. */
export async function declaredCosts(db: Db, tenantAlias: string, ids: readonly number[]): Promise<Map<number, number | null>> {
  const out = new Map<number, number | null>();
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await db
      .selectFrom('products')
      .select(['id', 'cost_cents'])
      .where('tenant_alias', '=', tenantAlias)
      .where('id', 'in', ids.slice(i, i + 1000))
      .execute();
    for (const r of rows) out.set(r.id, r.cost_cents);
  }
  return out;
}
