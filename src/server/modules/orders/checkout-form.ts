import { Ajv } from 'ajv';
import type { FastifySchemaValidationError } from 'fastify';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import { fieldOf, italianMessage } from '../../http/validation-messages.js';
import { findOwnAddress, postalFields, type Address, type ShippingAddress } from '../customers/address-service.js';
import { hasForm, invalidFormError, validateFormData, type FieldError } from '../forms/validation-service.js';
import type { RequestTenant } from '../tenants/service.js';

/** The shipping address of an order (snapshot stored with it). */
export interface Shipping extends ShippingAddress {
  notes: string | null;
}

export interface CheckoutForm {
  shipping: Shipping;
  /** The saved address used, or null when a new one was typed (the checkout then saves it). */
  savedAddressId: number | null;
}

const required = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;

/**
 * The default checkout form for tenants that declare no `forms.checkout` schema: every
 * address field required, CAP of 5 digits, the rules checkbox ticked, notes optional. Tenants
 * that declare one are validated against theirs (forms/validation-service.ts) instead.
 */
export const DEFAULT_CHECKOUT_SCHEMA = {
  type: 'object',
  required: [
    'firstname',
    'lastname',
    'address',
    'address_number',
    'district',
    'city',
    'zipcode',
    'phone',
    'repeatphone',
    'accept_rules_checkout',
  ],
  properties: {
    firstname: required(200),
    lastname: required(200),
    address: required(300),
    address_number: required(40),
    district: required(64),
    city: required(200),
    zipcode: { type: 'string', pattern: '^[0-9]{5}$' },
    phone: { type: 'string', pattern: '^\\+?[0-9][0-9 ./-]{5,19}$' },
    repeatphone: { type: 'string' },
    notes: { type: ['string', 'null'], maxLength: 500 },
    accept_rules_checkout: { enum: [1, '1', true, 'true'] },
  },
} as const;

const validateDefault = new Ajv({ allErrors: true, strict: false }).compile(DEFAULT_CHECKOUT_SCHEMA);

const REQUIRED = 'CAMPO OBBLIGATORIO';

function defaultErrors(data: Record<string, unknown>): FieldError[] {
  // Empty values count as absent, as in the browser and in the tenant-form validator.
  const present = Object.fromEntries(Object.entries(data).filter(([, v]) => v !== '' && v !== null && v !== undefined));
  if (validateDefault(present)) return [];
  return (validateDefault.errors ?? []).map((e) => {
    const error = e as unknown as FastifySchemaValidationError;
    // An unticked consent reads as "required" to the customer, not "value not allowed".
    return { field: fieldOf(error), message: e.keyword === 'enum' || e.keyword === 'required' ? REQUIRED : italianMessage(error) };
  });
}

/** A saved address as the form's fields: name/surname become firstname/lastname. */
function addressAsForm(a: Address): Record<string, string> {
  return {
    firstname: a.name,
    lastname: a.surname,
    ...postalFields(a),
    repeatphone: a.phone,
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/**
 * Validates the checkout body and resolves the shipping address. With `select_address` the
 * saved address fills the address fields (it must be the customer's own) and the rest of the
 * form (consents, notes) is still validated; otherwise the typed address is.
 */
export async function resolveCheckoutForm(
  db: Db,
  tenant: RequestTenant,
  userId: number,
  body: Record<string, unknown>,
): Promise<CheckoutForm> {
  const selected = body['select_address'];
  let saved: Address | undefined;
  if (selected !== undefined && selected !== null && selected !== '' && selected !== 0 && selected !== '0') {
    const id = Number(selected);
    saved = Number.isSafeInteger(id) ? await findOwnAddress(db, userId, id) : undefined;
    if (!saved) throw new HttpError(400, 'Indirizzo non trovato', [{ field: 'select_address', message: 'Indirizzo non trovato' }]);
  }
  const data: Record<string, unknown> = { ...body, ...(saved ? addressAsForm(saved) : {}) };
  delete data['select_address'];

  // The seam of the forms work: the tenant's own checkout schema when it declares one.
  const errors = hasForm(tenant, 'checkout') ? validateFormData(tenant, 'checkout', data) : defaultErrors(data);
  if (
    !errors.some((e) => e.field === 'repeatphone') &&
    data['repeatphone'] !== undefined &&
    text(data['repeatphone']) !== text(data['phone'])
  ) {
    errors.push({ field: 'repeatphone', message: 'I numeri di telefono devono coincidere' });
  }
  if (errors.length) throw invalidFormError(errors);
  const notes = text(data['notes']);
  return {
    savedAddressId: saved?.id ?? null,
    shipping: {
      firstname: text(data['firstname']),
      lastname: text(data['lastname']),
      address: text(data['address']),
      address_number: text(data['address_number']),
      district: text(data['district']),
      city: text(data['city']),
      zipcode: text(data['zipcode']),
      phone: text(data['phone']),
      notes: notes || null,
    },
  };
}
