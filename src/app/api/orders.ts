import { catalog, type Cart, type Order, type OrderPage, type PointsPage } from '../../shared/types/generated/api/catalog.js';
import { call } from './call.js';

/** The cart's, orders' and points' answers, generated from schemas/api/catalog.json. */
export type { Cart, CartLine, Order, OrderItem, OrderPage, PointsPage } from '../../shared/types/generated/api/catalog.js';

/** GET catalog/cart */
export const getCart = (): Promise<Cart> => call(catalog.getCart);

/** POST catalog/products/setcartquantity: the line's quantity becomes `quantity` (1–99; 409 beyond the stock). */
export const setCartQuantity = (productId: number, quantity: number): Promise<Cart> =>
  call(catalog.setCartQuantity, { body: { product_id: productId, quantity } });

/** POST catalog/products/removefromcart (200 also when the line was already gone). */
export const removeFromCart = (productId: number): Promise<Cart> => call(catalog.removeFromCart, { body: { product_id: productId } });

/**
 * POST catalog/checkout with the shipping form. `idempotencyKey` names the attempt: the server
 * answers a retry with the same key and body with the same order instead of a second one.
 */
export const checkout = (values: Record<string, unknown>, idempotencyKey: string): Promise<Order> =>
  call(catalog.checkout, { body: values }, { headers: { 'Idempotency-Key': idempotencyKey } });

/** GET catalog/orders?page=n, newest first. */
export const getOrders = (page: number): Promise<OrderPage> => call(catalog.listOrders, { query: { page } });

/** GET points?page=n: the balance (sum of the ledger) and one page of movements, newest first. */
export const getPoints = (page: number): Promise<PointsPage> => call(catalog.getPoints, { query: { page } });
