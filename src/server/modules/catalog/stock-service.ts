/**
 * What ordering needs of the catalogue (modules/orders): the prizes behind a customer's wishlist
 * and cart lines (read in the caller's transaction at checkout), taking and returning stock, the
 * customer guards of the catalogue's routes, the prize's API shape and the paging shape.
 */
export { findProduct, findProducts, returnStock, takeStock, type ProductRow } from './product-repository.js';
export { customerOf, requireCatalogue, requireWishlist } from './guards.js';
export { pageView, productView } from './views.js';
