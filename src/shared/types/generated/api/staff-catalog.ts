/* eslint-disable */
/**
 * DO NOT EDIT: generated from schemas/ by `npm run gen:types`.
 * Edit the JSON Schema and run the command again.
 */
import type { Operation } from '../../../api/operation.js';

/**
 * The revision the edit was made on (from the last answer).
 *
 * This interface was referenced by `StaffCatalogOperations`'s JSON-Schema
 * via the `definition` "Revision".
 */
export type Revision = number;
/**
 * Declared cost to the promoter in euro cents (1250 = 12,50 €); null: not declared. Staff only: it values the prizes still owed in the closing report.
 *
 * This interface was referenced by `StaffCatalogOperations`'s JSON-Schema
 * via the `definition` "PrizeCost".
 */
export type PrizeCost = number | null;
/**
 * Unique in the tenant: letters, digits, dot, dash, underscore.
 *
 * This interface was referenced by `StaffCatalogOperations`'s JSON-Schema
 * via the `definition` "PrizeCode".
 */
export type PrizeCode = string;
/**
 * This interface was referenced by `StaffCatalogOperations`'s JSON-Schema
 * via the `definition` "PrizeName".
 */
export type PrizeName = string;
/**
 * Rich text (HTML); what the rich-text policy does not keep is removed.
 *
 * This interface was referenced by `StaffCatalogOperations`'s JSON-Schema
 * via the `definition` "PrizeDescription".
 */
export type PrizeDescription = string;
/**
 * This interface was referenced by `StaffCatalogOperations`'s JSON-Schema
 * via the `definition` "PrizePoints".
 */
export type PrizePoints = number;
/**
 * This interface was referenced by `StaffCatalogOperations`'s JSON-Schema
 * via the `definition` "PrizeStock".
 */
export type PrizeStock = number;
/**
 * A category or subcategory of the tenant; null for none.
 *
 * This interface was referenced by `StaffCatalogOperations`'s JSON-Schema
 * via the `definition` "PrizeCategory".
 */
export type PrizeCategory = number | null;
/**
 * The prize's revision as last read (from its last answer): it changes with every edit and whenever an order takes stock, so an edit made on a stale copy is refused (409) rather than undoing a colleague's or an order's change.
 *
 * This interface was referenced by `StaffCatalogOperations`'s JSON-Schema
 * via the `definition` "PrizeRevision".
 */
export type PrizeRevision = string;
/**
 * This interface was referenced by `StaffCatalogOperations`'s JSON-Schema
 * via the `definition` "ImageKey".
 */
export type ImageKey = string;

/**
 * Inputs and answers of the operations of schemas/api/staff-catalog.json.
 */
export interface StaffCatalogOperations {
  listCatalogCategories: {
    params: TenantParams;
    query: undefined;
    body: undefined;
    response: StaffCategoryTree;
  };
  createCatalogCategory: {
    params: TenantParams;
    query: undefined;
    body: CategoryCreateBody;
    response: StaffCategoryTree;
  };
  renameCatalogCategory: {
    params: IdParams;
    query: undefined;
    body: CategoryRenameBody;
    response: StaffCategoryTree;
  };
  moveCatalogCategory: {
    params: IdParams;
    query: undefined;
    body: CategoryMoveBody;
    response: StaffCategoryTree;
  };
  deleteCatalogCategory: {
    params: IdParams;
    query: RevisionQuery;
    body: undefined;
    response: StaffCategoryTree;
  };
  listCatalogPrizes: {
    params: TenantParams;
    query: PrizeQuery;
    body: undefined;
    response: StaffPrizePage;
    filledQuery: {
      /**
       * Part of the code or of the name (case-insensitive).
       */
      search?: string;
      /**
       * A category (with its subcategories) or a subcategory.
       */
      category?: number;
      /**
       * available: switched on; off: switched off.
       */
      state?: 'available' | 'off';
      /**
       * true: only the prizes featured on the home page.
       */
      featured?: boolean;
      /**
       * true: only the prizes with no stock left.
       */
      out_of_stock?: boolean;
      page: number;
      limit: number;
    };
  };
  createCatalogPrize: {
    params: TenantParams;
    query: undefined;
    body: PrizeBody;
    response: StaffPrize;
    filledBody: {
      code: PrizeCode;
      name: PrizeName;
      description?: PrizeDescription;
      points: PrizePoints;
      cost_cents?: PrizeCost;
      stock: PrizeStock;
      category_id?: PrizeCategory;
      /**
       * Switched on in the portal.
       */
      available: boolean;
      /**
       * Shown on the home page.
       */
      featured: boolean;
    };
  };
  getCatalogPrize: {
    params: IdParams;
    query: undefined;
    body: undefined;
    response: StaffPrize;
  };
  updateCatalogPrize: {
    params: IdParams;
    query: undefined;
    body: PrizeUpdateBody;
    response: StaffPrize;
    filledBody: {
      code: PrizeCode;
      name: PrizeName;
      description?: PrizeDescription;
      points: PrizePoints;
      cost_cents?: PrizeCost;
      stock: PrizeStock;
      category_id?: PrizeCategory;
      available: boolean;
      featured: boolean;
      revision: PrizeRevision;
    };
  };
  duplicateCatalogPrize: {
    params: IdParams;
    query: undefined;
    body: undefined;
    response: StaffPrize;
  };
  setCatalogPrizeAvailability: {
    params: IdParams;
    query: undefined;
    body: AvailabilityBody;
    response: StaffPrize;
  };
  uploadCatalogPrizeImage: {
    params: IdParams;
    query: undefined;
    body: ImageUploadBody;
    response: StaffPrize;
  };
  orderCatalogPrizeImages: {
    params: IdParams;
    query: undefined;
    body: ImageOrderBody;
    response: StaffPrize;
  };
  removeCatalogPrizeImage: {
    params: IdParams;
    query: undefined;
    body: ImageRemoveBody;
    response: StaffPrize;
  };
}
/**
 * This interface was referenced by `StaffCatalogOperations`'s JSON-Schema
 * via the `definition` "TenantParams".
 */
export interface TenantParams {
  /**
   * The tenant's alias.
   */
  alias: string;
}
/**
 * This interface was referenced by `StaffCatalogOperations`'s JSON-Schema
 * via the `definition` "StaffCategoryTree".
 */
export interface StaffCategoryTree {
  /**
   * Top-level categories in their order, each with its subcategories in theirs.
   */
  items: StaffCategory[];
}
/**
 * This interface was referenced by `StaffCatalogOperations`'s JSON-Schema
 * via the `definition` "StaffCategory".
 */
export interface StaffCategory {
  id: number;
  name: string;
  slug: string;
  parent_id: number | null;
  revision: number;
  /**
   * Prizes filed directly under it (not under its subcategories).
   */
  prizes: number;
  subcategories: StaffSubcategory[];
}
/**
 * This interface was referenced by `StaffCatalogOperations`'s JSON-Schema
 * via the `definition` "StaffSubcategory".
 */
export interface StaffSubcategory {
  id: number;
  name: string;
  /**
   * In the portal's addresses.
   */
  slug: string;
  parent_id: number | null;
  revision: number;
  /**
   * Prizes filed directly under it.
   */
  prizes: number;
}
/**
 * This interface was referenced by `StaffCatalogOperations`'s JSON-Schema
 * via the `definition` "CategoryCreateBody".
 */
export interface CategoryCreateBody {
  /**
   * Shown in the portal's menu and filters.
   */
  name: string;
  /**
   * A top-level category: the new one is its subcategory (one level only). Null or absent: a top-level category.
   */
  parent_id?: number | null;
}
/**
 * This interface was referenced by `StaffCatalogOperations`'s JSON-Schema
 * via the `definition` "IdParams".
 */
export interface IdParams {
  /**
   * The tenant's alias.
   */
  alias: string;
  /**
   * Id.
   */
  id: number;
}
/**
 * This interface was referenced by `StaffCatalogOperations`'s JSON-Schema
 * via the `definition` "CategoryRenameBody".
 */
export interface CategoryRenameBody {
  /**
   * Shown in the portal's menu and filters.
   */
  name: string;
  revision: Revision;
}
/**
 * This interface was referenced by `StaffCatalogOperations`'s JSON-Schema
 * via the `definition` "CategoryMoveBody".
 */
export interface CategoryMoveBody {
  /**
   * One place towards the top or the bottom.
   */
  direction: 'up' | 'down';
  revision: Revision;
}
/**
 * This interface was referenced by `StaffCatalogOperations`'s JSON-Schema
 * via the `definition` "RevisionQuery".
 */
export interface RevisionQuery {
  revision: Revision;
}
/**
 * This interface was referenced by `StaffCatalogOperations`'s JSON-Schema
 * via the `definition` "PrizeQuery".
 */
export interface PrizeQuery {
  /**
   * Part of the code or of the name (case-insensitive).
   */
  search?: string;
  /**
   * A category (with its subcategories) or a subcategory.
   */
  category?: number;
  /**
   * available: switched on; off: switched off.
   */
  state?: 'available' | 'off';
  /**
   * true: only the prizes featured on the home page.
   */
  featured?: boolean;
  /**
   * true: only the prizes with no stock left.
   */
  out_of_stock?: boolean;
  page?: number;
  limit?: number;
}
/**
 * This interface was referenced by `StaffCatalogOperations`'s JSON-Schema
 * via the `definition` "StaffPrizePage".
 */
export interface StaffPrizePage {
  items: StaffPrizeSummary[];
  total: number;
  page: number;
  pageSize: number;
}
/**
 * This interface was referenced by `StaffCatalogOperations`'s JSON-Schema
 * via the `definition` "StaffPrizeSummary".
 */
export interface StaffPrizeSummary {
  id: number;
  code: string;
  name: string;
  points: number;
  cost_cents: PrizeCost;
  stock: number;
  /**
   * Switched on (the portal also hides it while stock is 0).
   */
  available: boolean;
  featured: boolean;
  /**
   * Category › subcategory, as named now.
   */
  category: string | null;
  thumbnail: StaffPrizeImage | null;
  /**
   * For a switch on/off from the list.
   */
  revision: string;
}
/**
 * A picture as the portal serves it, with the key that names it in reorder and remove.
 *
 * This interface was referenced by `StaffCatalogOperations`'s JSON-Schema
 * via the `definition` "StaffPrizeImage".
 */
export interface StaffPrizeImage {
  /**
   * Names the picture within its prize (its URL).
   */
  key: string;
  url: string;
  width: number;
  height: number;
  srcset?: string;
  sources?: ImageSource[];
}
/**
 * This interface was referenced by `StaffCatalogOperations`'s JSON-Schema
 * via the `definition` "ImageSource".
 */
export interface ImageSource {
  type: 'image/avif' | 'image/webp';
  srcset: string;
}
/**
 * This interface was referenced by `StaffCatalogOperations`'s JSON-Schema
 * via the `definition` "PrizeBody".
 */
export interface PrizeBody {
  code: PrizeCode;
  name: PrizeName;
  description?: PrizeDescription;
  points: PrizePoints;
  cost_cents?: PrizeCost;
  stock: PrizeStock;
  category_id?: PrizeCategory;
  /**
   * Switched on in the portal.
   */
  available?: boolean;
  /**
   * Shown on the home page.
   */
  featured?: boolean;
}
/**
 * This interface was referenced by `StaffCatalogOperations`'s JSON-Schema
 * via the `definition` "StaffPrize".
 */
export interface StaffPrize {
  id: number;
  code: string;
  name: string;
  /**
   * Rich text, as sanitised when saved.
   */
  description: string;
  points: number;
  cost_cents: PrizeCost;
  stock: number;
  category_id: number | null;
  available: boolean;
  featured: boolean;
  /**
   * In order; the first is the main picture.
   */
  images: StaffPrizeImage[];
  /**
   * Send it back with the next edit.
   */
  revision: string;
  updated_at: string;
}
/**
 * This interface was referenced by `StaffCatalogOperations`'s JSON-Schema
 * via the `definition` "PrizeUpdateBody".
 */
export interface PrizeUpdateBody {
  code: PrizeCode;
  name: PrizeName;
  description?: PrizeDescription;
  points: PrizePoints;
  cost_cents?: PrizeCost;
  stock: PrizeStock;
  category_id?: PrizeCategory;
  available?: boolean;
  featured?: boolean;
  revision: PrizeRevision;
}
/**
 * This interface was referenced by `StaffCatalogOperations`'s JSON-Schema
 * via the `definition` "AvailabilityBody".
 */
export interface AvailabilityBody {
  available: boolean;
  revision: PrizeRevision;
}
/**
 * Multipart sends every value as text: revision as digits.
 *
 * This interface was referenced by `StaffCatalogOperations`'s JSON-Schema
 * via the `definition` "ImageUploadBody".
 */
export interface ImageUploadBody {
  /**
   * The picture (at most 5 MB).
   */
  file: unknown;
  revision: PrizeRevision;
}
/**
 * This interface was referenced by `StaffCatalogOperations`'s JSON-Schema
 * via the `definition` "ImageOrderBody".
 */
export interface ImageOrderBody {
  /**
   * @maxItems 10
   */
  keys:
    | []
    | [ImageKey]
    | [ImageKey, ImageKey]
    | [ImageKey, ImageKey, ImageKey]
    | [ImageKey, ImageKey, ImageKey, ImageKey]
    | [ImageKey, ImageKey, ImageKey, ImageKey, ImageKey]
    | [ImageKey, ImageKey, ImageKey, ImageKey, ImageKey, ImageKey]
    | [ImageKey, ImageKey, ImageKey, ImageKey, ImageKey, ImageKey, ImageKey]
    | [ImageKey, ImageKey, ImageKey, ImageKey, ImageKey, ImageKey, ImageKey, ImageKey]
    | [ImageKey, ImageKey, ImageKey, ImageKey, ImageKey, ImageKey, ImageKey, ImageKey, ImageKey]
    | [ImageKey, ImageKey, ImageKey, ImageKey, ImageKey, ImageKey, ImageKey, ImageKey, ImageKey, ImageKey];
  revision: PrizeRevision;
}
/**
 * This interface was referenced by `StaffCatalogOperations`'s JSON-Schema
 * via the `definition` "ImageRemoveBody".
 */
export interface ImageRemoveBody {
  key: ImageKey;
  revision: PrizeRevision;
}

/** The operations of schemas/api/staff-catalog.json, for the API client: `call(staffCatalog.listCatalogCategories, input)`. */
export const staffCatalog = {
  /** The tenant's categories as a tree, in their order, with how many prizes each holds */
  listCatalogCategories: { method: 'GET', path: '/console/tenants/{alias}/catalog/categories' } as Operation<StaffCatalogOperations['listCatalogCategories']>,
  /** Adds a category, or a subcategory under parent_id, at the end of its level */
  createCatalogCategory: { method: 'POST', path: '/console/tenants/{alias}/catalog/categories' } as Operation<StaffCatalogOperations['createCatalogCategory']>,
  /** Renames a category */
  renameCatalogCategory: { method: 'PUT', path: '/console/tenants/{alias}/catalog/categories/{id}' } as Operation<StaffCatalogOperations['renameCatalogCategory']>,
  /** Moves a category one place up or down among its siblings */
  moveCatalogCategory: { method: 'POST', path: '/console/tenants/{alias}/catalog/categories/{id}/move' } as Operation<StaffCatalogOperations['moveCatalogCategory']>,
  /** Deletes an empty category */
  deleteCatalogCategory: { method: 'DELETE', path: '/console/tenants/{alias}/catalog/categories/{id}' } as Operation<StaffCatalogOperations['deleteCatalogCategory']>,
  /** The tenant's prizes by code, searched by code or name and filtered */
  listCatalogPrizes: { method: 'GET', path: '/console/tenants/{alias}/catalog/prizes' } as Operation<StaffCatalogOperations['listCatalogPrizes']>,
  /** Creates a prize */
  createCatalogPrize: { method: 'POST', path: '/console/tenants/{alias}/catalog/prizes' } as Operation<StaffCatalogOperations['createCatalogPrize']>,
  /** One prize as the editor shows it, with its pictures and revision */
  getCatalogPrize: { method: 'GET', path: '/console/tenants/{alias}/catalog/prizes/{id}' } as Operation<StaffCatalogOperations['getCatalogPrize']>,
  /** Saves a prize's fields */
  updateCatalogPrize: { method: 'PUT', path: '/console/tenants/{alias}/catalog/prizes/{id}' } as Operation<StaffCatalogOperations['updateCatalogPrize']>,
  /** Copies a prize under a new code (<code>-COPIA, or the next free one), switched off */
  duplicateCatalogPrize: { method: 'POST', path: '/console/tenants/{alias}/catalog/prizes/{id}/duplicate' } as Operation<StaffCatalogOperations['duplicateCatalogPrize']>,
  /** Switches a prize on or off in the portal */
  setCatalogPrizeAvailability: { method: 'POST', path: '/console/tenants/{alias}/catalog/prizes/{id}/availability' } as Operation<StaffCatalogOperations['setCatalogPrizeAvailability']>,
  /** Adds a picture to a prize (last in its order) */
  uploadCatalogPrizeImage: { method: 'POST', path: '/console/tenants/{alias}/catalog/prizes/{id}/images' } as Operation<StaffCatalogOperations['uploadCatalogPrizeImage']>,
  /** Puts a prize's pictures in a new order (the first is the main one) */
  orderCatalogPrizeImages: { method: 'POST', path: '/console/tenants/{alias}/catalog/prizes/{id}/images/order' } as Operation<StaffCatalogOperations['orderCatalogPrizeImages']>,
  /** Removes one picture from a prize */
  removeCatalogPrizeImage: { method: 'POST', path: '/console/tenants/{alias}/catalog/prizes/{id}/images/remove' } as Operation<StaffCatalogOperations['removeCatalogPrizeImage']>,
};
