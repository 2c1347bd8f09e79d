/* eslint-disable */
/**
 * DO NOT EDIT: generated from schemas/ by `npm run gen:types`.
 * Edit the JSON Schema and run the command again.
 */
import type { Operation } from '../../../api/operation.js';

/**
 * The next points to expire and their last day; null when none will (no expiry policy, or no points left).
 *
 * This interface was referenced by `CatalogOperations`'s JSON-Schema
 * via the `definition` "NextExpiry".
 */
export type NextExpiry = {
  /**
   * Points that expire after that day unless spent first (points are spent oldest first).
   */
  points: number;
  /**
   * ISO date (YYYY-MM-DD): the last day these points can be spent.
   */
  date: string;
} | null;

/**
 * Inputs and answers of the operations of schemas/api/catalog.json.
 */
export interface CatalogOperations {
  getProductImage: {
    params: {
      /**
       * Name of the drawing (images.ts).
       */
      glyph: string;
      /**
       * Background colour as six hex digits, then .svg (e.g. 3a7bd5.svg).
       */
      file: string;
    };
    query: undefined;
    body: undefined;
    /**
     * SVG picture, 400×300.
     */
    response: string;
  };
  getCatalogFile: {
    params: {
      /**
       * sha256 of the bytes (64 hex digits), then .avif, .webp or .jpg.
       */
      file: string;
    };
    query: undefined;
    body: undefined;
    /**
     * AVIF picture.
     */
    response: string;
  };
  checkout: {
    params: undefined;
    query: undefined;
    body: CheckoutBody;
    response: Order;
  };
  listOrders: {
    params: undefined;
    query: PageQuery;
    body: undefined;
    response: OrderPage;
    filledQuery: {
      /**
       * Page, from 1.
       */
      page: number;
      /**
       * Page size.
       */
      limit: number;
    };
  };
  getPoints: {
    params: undefined;
    query: PageQuery;
    body: undefined;
    response: PointsPage;
    filledQuery: {
      /**
       * Page, from 1.
       */
      page: number;
      /**
       * Page size.
       */
      limit: number;
    };
  };
  listProducts: {
    params: undefined;
    query: ProductListQuery;
    body: undefined;
    response: ProductPage;
    /**
     * The filters of the product list.
     */
    filledQuery: {
      /**
       * Page, from 1.
       */
      page: number;
      /**
       * Page size; 20 unless asked.
       */
      limit: number;
      /**
       * Words to find in name, description or code (accents and case ignored, word prefixes match).
       */
      search?: string;
      /**
       * Category; a top-level category includes its subcategories.
       */
      category_id?: number;
      /**
       * Product group.
       */
      group?: string;
      /**
       * Minimum points (inclusive).
       */
      pointsFrom?: number;
      /**
       * Maximum points (inclusive).
       */
      pointsTo?: number;
      /**
       * 'true' or '1': only prizes orderable now.
       */
      onlyAvailable?: 'true' | 'false' | '1' | '0' | '';
    };
  };
  getHomeProducts: {
    params: undefined;
    query: HomeProductsQuery;
    body: undefined;
    response: HomeProducts;
    /**
     * How many prizes a block of the home page shows.
     */
    filledQuery: {
      /**
       * Prizes at most (the tenant's home.blocks.<type>.limit).
       */
      limit: number;
    };
  };
  listAffordableProducts: {
    params: undefined;
    query: HomeProductsQuery;
    body: undefined;
    response: HomeProducts;
    /**
     * How many prizes a block of the home page shows.
     */
    filledQuery: {
      /**
       * Prizes at most (the tenant's home.blocks.<type>.limit).
       */
      limit: number;
    };
  };
  listCategories: {
    params: undefined;
    query: undefined;
    body: undefined;
    response: CategoryList;
  };
  getWishlist: {
    params: undefined;
    query: undefined;
    body: undefined;
    response: Wishlist;
  };
  addToWishlist: {
    params: undefined;
    query: undefined;
    body: ProductIdBody;
    response: Wishlist;
  };
  removeFromWishlist: {
    params: undefined;
    query: undefined;
    body: ProductIdBody;
    response: Wishlist;
  };
  getProduct: {
    params: {
      /**
       * Product id.
       */
      id: number;
    };
    query: undefined;
    body: undefined;
    response: Product;
  };
  getCart: {
    params: undefined;
    query: undefined;
    body: undefined;
    response: Cart;
  };
  addToCart: {
    params: undefined;
    query: undefined;
    body: AddToCartBody;
    response: Cart;
    /**
     * JSON or multipart. The quantity adds to what is already in the cart.
     */
    filledBody: {
      /**
       * Product id.
       */
      product_id: number;
      /**
       * Pieces to add.
       */
      quantity: number;
    };
  };
  setCartQuantity: {
    params: undefined;
    query: undefined;
    body: SetCartQuantityBody;
    response: Cart;
  };
  removeFromCart: {
    params: undefined;
    query: undefined;
    body: ProductIdBody;
    response: Cart;
  };
}
/**
 * The tenant's checkout form (JSON or multipart): `select_address` (a saved address of the customer) or a new address; notes optional; accept_rules_checkout = 1. Validated against the tenant's `forms.checkout` schema when it declares one. Fields a tenant adds are accepted.
 *
 * This interface was referenced by `CatalogOperations`'s JSON-Schema
 * via the `definition` "CheckoutBody".
 */
export interface CheckoutBody {
  /**
   * Id of a saved address (auth/me/addresses); empty, null or 0 for a new one. JSON sends a number, multipart a string (coerced), an empty choice '' (coerced to null) or null.
   */
  select_address?: number | null;
  /**
   * Recipient first name.
   */
  firstname?: string;
  /**
   * Recipient last name.
   */
  lastname?: string;
  /**
   * Street.
   */
  address?: string;
  /**
   * House number.
   */
  address_number?: string;
  /**
   * Province (e.g. MI).
   */
  district?: string;
  /**
   * City.
   */
  city?: string;
  /**
   * CAP, 5 digits.
   */
  zipcode?: string;
  /**
   * Phone.
   */
  phone?: string;
  /**
   * Phone again.
   */
  repeatphone?: string;
  /**
   * Shop sign and opening hours (optional).
   */
  notes?: string;
  /**
   * 1 (rules accepted); "1" or true also accepted.
   */
  accept_rules_checkout?: unknown;
  [k: string]: unknown;
}
/**
 * An order: the checkout's answer (kept by the SPA as the completed order) and a row of the order history.
 *
 * This interface was referenced by `CatalogOperations`'s JSON-Schema
 * via the `definition` "Order".
 */
export interface Order {
  /**
   * Order id.
   */
  id: number;
  /**
   * <ALIAS>-<year>-<number>, shown to the customer.
   */
  order_number: string;
  /**
   * Status: ricevuto → in_lavorazione → spedito → consegnato; annullato (points and stock handed back) before spedito.
   */
  status: 'ricevuto' | 'in_lavorazione' | 'spedito' | 'consegnato' | 'annullato';
  /**
   * Status in Italian.
   */
  status_label: string;
  /**
   * ISO time of the order.
   */
  date: string;
  /**
   * ISO date (YYYY-MM-DD) by which the prize is to be delivered: the request day (in the tenant's time zone) plus the programme's delivery term (programme.deliveryDays, default 180).
   */
  due_date: string;
  /**
   * Points spent.
   */
  points: number;
  items: OrderItem[];
  shipping: OrderShipping;
  /**
   * Once shipped: the carrier and the parcel's tracking code (and link); null before.
   */
  tracking: OrderTracking | null;
}
/**
 * This interface was referenced by `CatalogOperations`'s JSON-Schema
 * via the `definition` "OrderItem".
 */
export interface OrderItem {
  /**
   * Product (null if since deleted).
   */
  product_id: number | null;
  /**
   * Catalogue code at order time.
   */
  code: string;
  /**
   * Prize name at order time.
   */
  name: string;
  /**
   * Picture.
   */
  image_url: string | null;
  /**
   * Points of one piece at order time.
   */
  points: number;
  /**
   * Pieces.
   */
  quantity: number;
  /**
   * points × quantity.
   */
  subtotal: number;
}
/**
 * Shipping address as given at checkout.
 *
 * This interface was referenced by `CatalogOperations`'s JSON-Schema
 * via the `definition` "OrderShipping".
 */
export interface OrderShipping {
  /**
   * Recipient first name.
   */
  firstname?: string;
  /**
   * Recipient last name.
   */
  lastname?: string;
  /**
   * Street.
   */
  address?: string;
  /**
   * House number.
   */
  address_number?: string;
  /**
   * Province (e.g. MI).
   */
  district?: string;
  /**
   * City.
   */
  city?: string;
  /**
   * CAP.
   */
  zipcode?: string;
  /**
   * Phone.
   */
  phone?: string;
  /**
   * Shop sign and opening hours.
   */
  notes?: string | null;
}
/**
 * Where a shipped order's parcel is.
 *
 * This interface was referenced by `CatalogOperations`'s JSON-Schema
 * via the `definition` "OrderTracking".
 */
export interface OrderTracking {
  /**
   * Carrier (e.g. BRT, Poste Italiane).
   */
  carrier: string;
  /**
   * The carrier's tracking code.
   */
  code: string;
  /**
   * https link to follow the parcel on the carrier's site, when given.
   */
  url: string | null;
}
/**
 * This interface was referenced by `CatalogOperations`'s JSON-Schema
 * via the `definition` "PageQuery".
 */
export interface PageQuery {
  /**
   * Page, from 1.
   */
  page?: number;
  /**
   * Page size.
   */
  limit?: number;
}
/**
 * One page of the customer's orders, newest first.
 *
 * This interface was referenced by `CatalogOperations`'s JSON-Schema
 * via the `definition` "OrderPage".
 */
export interface OrderPage {
  data: Order[];
  /**
   * Rows in all.
   */
  total: number;
  /**
   * Page size.
   */
  per_page: number;
  /**
   * This page.
   */
  page: number;
  /**
   * Last page (at least 1).
   */
  last_page: number;
}
/**
 * The balance (the sum of the ledger) and one page of movements, newest first.
 *
 * This interface was referenced by `CatalogOperations`'s JSON-Schema
 * via the `definition` "PointsPage".
 */
export interface PointsPage {
  /**
   * Current balance: the sum of every ledger row.
   */
  balance: number;
  next_expiry: NextExpiry;
  data: LedgerRow[];
  /**
   * Rows in all.
   */
  total: number;
  /**
   * Page size.
   */
  per_page: number;
  /**
   * This page.
   */
  page: number;
  /**
   * Last page (at least 1).
   */
  last_page: number;
}
/**
 * A movement of points.
 *
 * This interface was referenced by `CatalogOperations`'s JSON-Schema
 * via the `definition` "LedgerRow".
 */
export interface LedgerRow {
  /**
   * Row id.
   */
  id: number;
  /**
   * ISO time of the movement; a calendar day alone (yyyy-MM-dd) for one imported with a date and no time, shown without a time.
   */
  date: string;
  /**
   * Signed: positive credits, negative debits.
   */
  amount: number;
  /**
   * Kind of movement; expiry: points that expired under the tenant's expiry policy.
   */
  kind: 'credit' | 'debit' | 'reversal' | 'expiry';
  /**
   * Why (e.g. 'Ordine DEMO-2025-000001').
   */
  reason: string;
  /**
   * The order of a debit.
   */
  order_number: string | null;
}
/**
 * The filters of the product list.
 *
 * This interface was referenced by `CatalogOperations`'s JSON-Schema
 * via the `definition` "ProductListQuery".
 */
export interface ProductListQuery {
  /**
   * Page, from 1.
   */
  page?: number;
  /**
   * Page size; 20 unless asked.
   */
  limit?: number;
  /**
   * Words to find in name, description or code (accents and case ignored, word prefixes match).
   */
  search?: string;
  /**
   * Category; a top-level category includes its subcategories.
   */
  category_id?: number;
  /**
   * Product group.
   */
  group?: string;
  /**
   * Minimum points (inclusive).
   */
  pointsFrom?: number;
  /**
   * Maximum points (inclusive).
   */
  pointsTo?: number;
  /**
   * 'true' or '1': only prizes orderable now.
   */
  onlyAvailable?: 'true' | 'false' | '1' | '0' | '';
}
/**
 * One page of prizes, cheapest first. With a search or a points range the total is exact up to 1,000 matches; past that it is 1,000 with total_exact false.
 *
 * This interface was referenced by `CatalogOperations`'s JSON-Schema
 * via the `definition` "ProductPage".
 */
export interface ProductPage {
  data: Product[];
  /**
   * Products matching the filters (may lag a few seconds behind changes). With a search or a points range, at most 1,000: see total_exact.
   */
  total: number;
  /**
   * False when a search or a points range has more than 1,000 matches: total is then 1,000 and last_page the last page known to exist. Always true without a search or a points range (the kept counters are exact).
   */
  total_exact: boolean;
  /**
   * Page size.
   */
  per_page: number;
  /**
   * This page.
   */
  page: number;
  /**
   * Last page (at least 1).
   */
  last_page: number;
}
/**
 * A prize of the catalogue.
 *
 * This interface was referenced by `CatalogOperations`'s JSON-Schema
 * via the `definition` "Product".
 */
export interface Product {
  /**
   * Product id.
   */
  id: number;
  /**
   * Catalogue code, unique in the tenant.
   */
  code: string;
  /**
   * Prize name.
   */
  name: string;
  /**
   * Description (plain text; other back ends may send HTML, which the app sanitises).
   */
  description: string;
  /**
   * Points needed for one piece.
   */
  points: number;
  /**
   * Pieces left.
   */
  stock: number;
  /**
   * Orderable now (enabled and in stock).
   */
  available: boolean;
  image: ProductImage | null;
  /**
   * Further pictures for the detail page.
   */
  images: ProductImage[];
  /**
   * Category (or subcategory) id.
   */
  category_id: number | null;
  /**
   * Product group (filter `group`).
   */
  group: string | null;
}
/**
 * A picture with its intrinsic size, so the page reserves its box before it loads.
 *
 * This interface was referenced by `CatalogOperations`'s JSON-Schema
 * via the `definition` "ProductImage".
 */
export interface ProductImage {
  /**
   * Image URL (same origin).
   */
  url: string;
  /**
   * Pixels.
   */
  width: number;
  /**
   * Pixels.
   */
  height: number;
  /**
   * Imported pictures: the JPEG variants as an img srcset (`url 320w, url 640w, …`); `url` is the largest.
   */
  srcset?: string;
  /**
   * Imported pictures: the same widths in better formats, best first, for <picture><source type srcset>.
   */
  sources?: ImageSource[];
}
/**
 * One format of a responsive picture.
 *
 * This interface was referenced by `CatalogOperations`'s JSON-Schema
 * via the `definition` "ImageSource".
 */
export interface ImageSource {
  /**
   * MIME type.
   */
  type: 'image/avif' | 'image/webp';
  /**
   * `url 320w, url 640w, …`
   */
  srcset: string;
}
/**
 * How many prizes a block of the home page shows.
 *
 * This interface was referenced by `CatalogOperations`'s JSON-Schema
 * via the `definition` "HomeProductsQuery".
 */
export interface HomeProductsQuery {
  /**
   * Prizes at most (the tenant's home.blocks.<type>.limit).
   */
  limit?: number;
}
/**
 * The prizes of one block of the home page.
 *
 * This interface was referenced by `CatalogOperations`'s JSON-Schema
 * via the `definition` "HomeProducts".
 */
export interface HomeProducts {
  data: Product[];
}
/**
 * This interface was referenced by `CatalogOperations`'s JSON-Schema
 * via the `definition` "CategoryList".
 */
export interface CategoryList {
  data: Category[];
}
/**
 * A top-level category with its subcategories.
 *
 * This interface was referenced by `CatalogOperations`'s JSON-Schema
 * via the `definition` "Category".
 */
export interface Category {
  /**
   * Category id (filter `category_id`).
   */
  id: number;
  /**
   * Name.
   */
  name: string;
  /**
   * URL-friendly name.
   */
  slug: string;
  /**
   * Parent category; null for top-level ones.
   */
  parent_id: number | null;
  subcategories: Subcategory[];
}
/**
 * This interface was referenced by `CatalogOperations`'s JSON-Schema
 * via the `definition` "Subcategory".
 */
export interface Subcategory {
  /**
   * Category id (filter `category_id`).
   */
  id: number;
  /**
   * Name.
   */
  name: string;
  /**
   * URL-friendly name.
   */
  slug: string;
  /**
   * Parent category; null for top-level ones.
   */
  parent_id: number | null;
}
/**
 * The wishlist: product ids and the prizes, in the order they were added.
 *
 * This interface was referenced by `CatalogOperations`'s JSON-Schema
 * via the `definition` "Wishlist".
 */
export interface Wishlist {
  /**
   * Product ids (auth/me `wishlist`).
   */
  wishlist: number[];
  data: WishlistItem[];
}
/**
 * This interface was referenced by `CatalogOperations`'s JSON-Schema
 * via the `definition` "WishlistItem".
 */
export interface WishlistItem {
  /**
   * Product id.
   */
  product_id: number;
  /**
   * ISO time.
   */
  added_at: string;
  product: Product;
}
/**
 * JSON or multipart.
 *
 * This interface was referenced by `CatalogOperations`'s JSON-Schema
 * via the `definition` "ProductIdBody".
 */
export interface ProductIdBody {
  /**
   * Product id.
   */
  product_id: number;
}
/**
 * The cart with its totals: the answer of GET catalog/cart and of every cart change.
 *
 * This interface was referenced by `CatalogOperations`'s JSON-Schema
 * via the `definition` "Cart".
 */
export interface Cart {
  data: CartLine[];
  /**
   * Points of the whole cart.
   */
  total_points: number;
  /**
   * Pieces in the cart.
   */
  total_items: number;
}
/**
 * This interface was referenced by `CatalogOperations`'s JSON-Schema
 * via the `definition` "CartLine".
 */
export interface CartLine {
  /**
   * Product id.
   */
  product_id: number;
  /**
   * Pieces.
   */
  quantity: number;
  /**
   * Points of one piece.
   */
  points: number;
  /**
   * points × quantity.
   */
  subtotal: number;
  product: Product;
}
/**
 * JSON or multipart. The quantity adds to what is already in the cart.
 *
 * This interface was referenced by `CatalogOperations`'s JSON-Schema
 * via the `definition` "AddToCartBody".
 */
export interface AddToCartBody {
  /**
   * Product id.
   */
  product_id: number;
  /**
   * Pieces to add.
   */
  quantity?: number;
}
/**
 * JSON or multipart. The line gets exactly this quantity (inserted when absent).
 *
 * This interface was referenced by `CatalogOperations`'s JSON-Schema
 * via the `definition` "SetCartQuantityBody".
 */
export interface SetCartQuantityBody {
  /**
   * Product id.
   */
  product_id: number;
  /**
   * Pieces wanted.
   */
  quantity: number;
}
/**
 * This interface was referenced by `CatalogOperations`'s JSON-Schema
 * via the `definition` "CheckoutHeaders".
 */
export interface CheckoutHeaders {
  /**
   * Any unique string per checkout attempt (a UUID): a retry with the same key and body answers the same order; another body with it is refused (422).
   */
  'idempotency-key'?: string;
}

/** The operations of schemas/api/catalog.json, for the API client: `call(catalog.getProductImage, input)`. */
export const catalog = {
  /** Placeholder prize picture (SVG, 400×300) */
  getProductImage: { method: 'GET', path: '/catalog/images/{glyph}/{file}' } as Operation<CatalogOperations['getProductImage']>,
  /** Imported prize picture: one encoded variant (AVIF, WebP or JPEG) by the sha256 of its bytes */
  getCatalogFile: { method: 'GET', path: '/catalog/files/{file}' } as Operation<CatalogOperations['getCatalogFile']>,
  /** Orders the cart: spends points and stock, saves the order, empties the cart, mails a confirmation */
  checkout: { method: 'POST', path: '/catalog/checkout' } as Operation<CatalogOperations['checkout']>,
  /** The customer's orders, newest first */
  listOrders: { method: 'GET', path: '/catalog/orders' } as Operation<CatalogOperations['listOrders']>,
  /** Points detail (/dettaglio-punti): balance and ledger movements, newest first */
  getPoints: { method: 'GET', path: '/points' } as Operation<CatalogOperations['getPoints']>,
  /** Prizes of the tenant, paged and filtered (cheapest first) */
  listProducts: { method: 'GET', path: '/catalog/products' } as Operation<CatalogOperations['listProducts']>,
  /** Featured prizes for the home page ('In vetrina nella home' in the console), cheapest first */
  getHomeProducts: { method: 'GET', path: '/catalog/products/home' } as Operation<CatalogOperations['getHomeProducts']>,
  /** Prizes the customer can order now with their balance, most valuable first */
  listAffordableProducts: { method: 'GET', path: '/catalog/products/affordable' } as Operation<CatalogOperations['listAffordableProducts']>,
  /** Categories with their subcategories */
  listCategories: { method: 'GET', path: '/catalog/categories' } as Operation<CatalogOperations['listCategories']>,
  /** The customer's wishlist */
  getWishlist: { method: 'GET', path: '/catalog/products/wishlist' } as Operation<CatalogOperations['getWishlist']>,
  /** Adds a prize to the wishlist (adding twice keeps one) */
  addToWishlist: { method: 'POST', path: '/catalog/products/addtowishlist' } as Operation<CatalogOperations['addToWishlist']>,
  /** Removes a prize from the wishlist (200 also when it was not there) */
  removeFromWishlist: { method: 'POST', path: '/catalog/products/removefromwishlist' } as Operation<CatalogOperations['removeFromWishlist']>,
  /** One prize */
  getProduct: { method: 'GET', path: '/catalog/products/{id}' } as Operation<CatalogOperations['getProduct']>,
  /** The customer's cart (also in auth/me `cart`) */
  getCart: { method: 'GET', path: '/catalog/cart' } as Operation<CatalogOperations['getCart']>,
  /** Adds pieces of a prize to the cart; 409 when not orderable or not enough stock */
  addToCart: { method: 'POST', path: '/catalog/products/addtocart' } as Operation<CatalogOperations['addToCart']>,
  /** Sets the quantity of a prize in the cart; 409 when not orderable or not enough stock */
  setCartQuantity: { method: 'POST', path: '/catalog/products/setcartquantity' } as Operation<CatalogOperations['setCartQuantity']>,
  /** Removes a prize from the cart (200 also when it was not there) */
  removeFromCart: { method: 'POST', path: '/catalog/products/removefromcart' } as Operation<CatalogOperations['removeFromCart']>,
};
