import { apiClient } from './client.js';

/** A picture with its intrinsic size: the page reserves its box before it loads. */
export interface ProductImage {
  url: string;
  width: number;
  height: number;
}

/** The prize inside a cart line (the catalogue's product shape). */
export interface CartProduct {
  id: number;
  code: string;
  name: string;
  points: number;
  stock: number;
  /** Orderable now: enabled and in stock. */
  available: boolean;
  image: ProductImage | null;
}

export interface CartLine {
  product_id: number;
  quantity: number;
  /** Points of one piece. */
  points: number;
  subtotal: number;
  product: CartProduct;
}

/** GET catalog/cart, and the answer of every cart change. */
export interface Cart {
  data: CartLine[];
  total_points: number;
  total_items: number;
}

export interface OrderItem {
  product_id: number | null;
  code: string;
  name: string;
  image_url: string | null;
  points: number;
  quantity: number;
  subtotal: number;
}

/** Shipping snapshot stored with the order. */
export interface OrderShipping {
  firstname?: string;
  lastname?: string;
  address?: string;
  address_number?: string;
  district?: string;
  city?: string;
  zipcode?: string;
  phone?: string;
  notes?: string | null;
}

/** An order (the checkout's answer, spec §3 "stored as the completed order", and the history rows). */
export interface Order {
  id: number;
  order_number: string;
  status: 'confirmed' | 'shipped' | 'delivered' | 'cancelled';
  status_label: string;
  /** ISO time. */
  date: string;
  /** Points spent. */
  points: number;
  items: OrderItem[];
  shipping: OrderShipping;
}

export interface Paged<T> {
  data: T[];
  total: number;
  per_page: number;
  page: number;
  last_page: number;
}

export interface LedgerRow {
  id: number;
  date: string;
  /** Signed: positive credits, negative debits. */
  amount: number;
  kind: 'credit' | 'debit' | 'reversal';
  reason: string;
  order_number: string | null;
}

/** GET points: the balance (sum of the ledger) and one page of movements, newest first. */
export interface PointsPage extends Paged<LedgerRow> {
  balance: number;
}

/** GET catalog/cart */
export async function getCart(): Promise<Cart> {
  return (await apiClient.get<Cart>('/catalog/cart')).data;
}

/** POST catalog/products/addtocart: the quantity adds to what is already in the cart (409 beyond the stock). */
export async function addToCart(productId: number, quantity = 1): Promise<Cart> {
  return (await apiClient.post<Cart>('/catalog/products/addtocart', { product_id: productId, quantity })).data;
}

/** POST catalog/products/setcartquantity: the line's quantity becomes `quantity` (1–99; 409 beyond the stock). */
export async function setCartQuantity(productId: number, quantity: number): Promise<Cart> {
  return (await apiClient.post<Cart>('/catalog/products/setcartquantity', { product_id: productId, quantity })).data;
}

/** POST catalog/products/removefromcart (200 also when the line was already gone). */
export async function removeFromCart(productId: number): Promise<Cart> {
  return (await apiClient.post<Cart>('/catalog/products/removefromcart', { product_id: productId })).data;
}

/**
 * POST catalog/checkout with the shipping form. `idempotencyKey` names the attempt: the server
 * answers a retry with the same key and body with the same order instead of a second one.
 */
export async function checkout(values: Record<string, unknown>, idempotencyKey: string): Promise<Order> {
  return (await apiClient.post<Order>('/catalog/checkout', values, { headers: { 'Idempotency-Key': idempotencyKey } })).data;
}

/** GET catalog/orders?page=n, newest first. */
export async function getOrders(page: number): Promise<Paged<Order>> {
  return (await apiClient.get<Paged<Order>>(`/catalog/orders?page=${page}`)).data;
}

/** GET points?page=n */
export async function getPoints(page: number): Promise<PointsPage> {
  return (await apiClient.get<PointsPage>(`/points?page=${page}`)).data;
}
