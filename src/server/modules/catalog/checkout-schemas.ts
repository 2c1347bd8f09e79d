/** Schemas of checkout, orders and points detail. */
import { INT_MAX } from '../../http/request-schemas.js';

const int = (description: string) => ({ type: 'integer', description }) as const;
const str = (description: string) => ({ type: 'string', description }) as const;
const field = (description: string) => ({ type: 'string', maxLength: 500, description }) as const;

export const checkoutBody = {
  type: 'object',
  description:
    "The tenant's checkout form (JSON or multipart): `select_address` (a saved address of the customer) or a new address; notes optional; " +
    "accept_rules_checkout = 1. Validated against the tenant's `forms.checkout` schema when it declares one. Fields a tenant adds are accepted.",
  additionalProperties: true,
  properties: {
    // JSON sends a number, multipart a string (coerced), an empty choice '' (coerced to null) or null.
    select_address: { type: ['integer', 'null'], minimum: 0, maximum: INT_MAX, description: 'Id of a saved address (auth/me/addresses); empty, null or 0 for a new one.' },
    firstname: field('Recipient first name.'),
    lastname: field('Recipient last name.'),
    address: field('Street.'),
    address_number: field('House number.'),
    district: field('Province (e.g. MI).'),
    city: field('City.'),
    zipcode: field('CAP, 5 digits.'),
    phone: field('Phone.'),
    repeatphone: field('Phone again.'),
    notes: { type: 'string', maxLength: 1000, description: 'Shop sign and opening hours (optional).' },
    accept_rules_checkout: { description: '1 (rules accepted); "1" or true also accepted.' },
  },
} as const;

export const checkoutHeaders = {
  type: 'object',
  properties: {
    'idempotency-key': {
      type: 'string',
      minLength: 1,
      maxLength: 200,
      pattern: '^[\\x21-\\x7e]+$',
      description: 'Any unique string per checkout attempt (a UUID): a retry with the same key and body answers the same order; another body with it is refused (422).',
    },
  },
} as const;

const orderSchema = {
  type: 'object',
  required: ['id', 'order_number', 'status', 'status_label', 'date', 'points', 'items', 'shipping'],
  properties: {
    id: int('Order id.'),
    order_number: str('<ALIAS>-<year>-<number>, shown to the customer.'),
    status: { type: 'string', enum: ['confirmed', 'shipped', 'delivered', 'cancelled'], description: 'Status.' },
    status_label: str('Status in Italian.'),
    date: str('ISO time of the order.'),
    points: int('Points spent.'),
    items: {
      type: 'array',
      items: {
        type: 'object',
        required: ['product_id', 'code', 'name', 'image_url', 'points', 'quantity', 'subtotal'],
        properties: {
          product_id: { type: ['integer', 'null'], description: 'Product (null if since deleted).' },
          code: str('Catalogue code at order time.'),
          name: str('Prize name at order time.'),
          image_url: { type: ['string', 'null'], description: 'Picture.' },
          points: int('Points of one piece at order time.'),
          quantity: int('Pieces.'),
          subtotal: int('points × quantity.'),
        },
      },
    },
    shipping: {
      type: 'object',
      description: 'Shipping address as given at checkout.',
      properties: {
        firstname: str(''),
        lastname: str(''),
        address: str(''),
        address_number: str(''),
        district: str(''),
        city: str(''),
        zipcode: str(''),
        phone: str(''),
        notes: { type: ['string', 'null'] },
      },
    },
  },
} as const;

export const checkoutResponse = orderSchema;

export const pageQuery = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 100000, default: 1, description: 'Page, from 1.' },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 20, description: 'Page size.' },
  },
} as const;

const paging = {
  total: int('Rows in all.'),
  per_page: int('Page size.'),
  page: int('This page.'),
  last_page: int('Last page (at least 1).'),
} as const;

export const ordersResponse = {
  type: 'object',
  required: ['data', 'total', 'per_page', 'page', 'last_page'],
  properties: { data: { type: 'array', items: orderSchema }, ...paging },
} as const;

export const pointsResponse = {
  type: 'object',
  required: ['balance', 'data', 'total', 'per_page', 'page', 'last_page'],
  properties: {
    balance: int('Current balance: the sum of every ledger row.'),
    data: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'date', 'amount', 'kind', 'reason', 'order_number'],
        properties: {
          id: int('Row id.'),
          date: str('ISO time.'),
          amount: int('Signed: positive credits, negative debits.'),
          kind: { type: 'string', enum: ['credit', 'debit', 'reversal'], description: 'Kind of movement.' },
          reason: str("Why (e.g. 'Ordine DEMO-2025-000001')."),
          order_number: { type: ['string', 'null'], description: 'The order of a debit.' },
        },
      },
    },
    ...paging,
  },
} as const;
