import type { FastifyRequest } from 'fastify';
import type { Db, SqlDialectName } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { ListingMemo } from './listing-memo.js';
import { countProducts, listProducts, type ProductFilters, type ProductRow } from './product-repository.js';
import type { ProductListQuery } from './schemas.js';
import { searchTerms } from './search.js';
import { productView } from './views.js';

export const CATALOG_MSG = {
  catalogueOff: 'Catalogo premi non disponibile',
  pointsDisabled: 'Il catalogo premi non è abilitato per il tuo account',
  wishlistOff: 'Wishlist non disponibile',
  productNotFound: 'Premio non trovato',
  unavailable: (name: string) => `Il premio "${name}" non è più disponibile`,
  notEnoughStock: (name: string, stock: number) => `Del premio "${name}" ${stock === 1 ? 'è disponibile solo 1 pezzo' : `sono disponibili solo ${stock} pezzi`}`,
  emptyCart: 'Il carrello è vuoto',
  insufficientPoints: "Punti insufficienti per completare l'ordine",
  idempotencyMismatch: 'Questa richiesta è già stata usata per un ordine diverso: ricarica la pagina e riprova',
  addressNotFound: 'Indirizzo non trovato',
} as const;

/** The signed-in customer; routes reach this only after app.authenticateActive. */
export function customerOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, 'Non autorizzato');
  return request.user;
}

/** preHandler (after authenticateActive): the tenant runs a points catalogue and the customer may use it (spec §6). */
export async function requireCatalogue(request: FastifyRequest): Promise<void> {
  if (!request.tenant.config.features.pointsCatalogue) throw new HttpError(404, CATALOG_MSG.catalogueOff);
  if (customerOf(request).points_enabled !== 1) throw new HttpError(403, CATALOG_MSG.pointsDisabled);
}

export async function requireWishlist(request: FastifyRequest): Promise<void> {
  if (!request.tenant.config.features.wishlist) throw new HttpError(404, CATALOG_MSG.wishlistOff);
}

function truthy(flag: string | undefined): boolean {
  return flag === 'true' || flag === '1';
}

/** The listing: pages and totals through a short-lived per-process memo (see ListingMemo). */
export class ProductListing {
  private readonly counts: ListingMemo<number>;
  private readonly pages: ListingMemo<ProductRow[]>;

  constructor(
    private readonly db: Db,
    private readonly dialect: SqlDialectName,
    ttlMs = 3000,
  ) {
    this.counts = new ListingMemo(ttlMs);
    this.pages = new ListingMemo(ttlMs);
  }

  /** After this process changed a tenant's prizes (an order took stock). */
  forgetTenant(tenantAlias: string): void {
    this.counts.clearTenant(tenantAlias);
    this.pages.clearTenant(tenantAlias);
  }

  async page(tenantAlias: string, q: ProductListQuery) {
    const filters: ProductFilters = {
      tenantAlias,
      terms: searchTerms(q.search),
      categoryId: q.category_id,
      group: q.group || undefined,
      pointsFrom: q.pointsFrom,
      pointsTo: q.pointsTo,
      onlyAvailable: truthy(q.onlyAvailable),
    };
    const { page, limit } = q;
    const key = [filters.terms.join(' '), filters.categoryId, filters.group, filters.pointsFrom, filters.pointsTo, filters.onlyAvailable].join('\u0000');
    const [rows, total] = await Promise.all([
      this.pages.get(tenantAlias, `${key}\u0000${page}\u0000${limit}`, () => listProducts(this.db, this.dialect, filters, limit, (page - 1) * limit)),
      this.counts.get(tenantAlias, key, () => countProducts(this.db, this.dialect, filters)),
    ]);
    return { data: rows.map(productView), total, per_page: limit, page, last_page: Math.max(1, Math.ceil(total / limit)) };
  }
}
