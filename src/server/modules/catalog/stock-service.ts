/**
 * What ordering needs of the catalogue (modules/orders): the customer's cart lines with their
 * prizes, emptying the cart, taking and returning stock, all in the caller's transaction; the
 * customer guards of the catalogue's routes, and its paging shape.
 */
export { cartLines, emptyCart, type CartLineRow } from './basket-repository.js';
export { returnStock, takeStock } from './product-repository.js';
export { customerOf, requireCatalogue } from './guards.js';
export { pageView } from './views.js';
