import type { SavedAddress } from '../../../shared/types/generated/api/auth.js';
import type { Db } from '../../db/database.js';
import type { Address, AddressesTable } from './address.table.js';
import type { User } from './user.table.js';
import { findAddress, findSameAddress, insertAddress, listAddresses } from './repository.js';

/**
 * The customer's saved shipping addresses: listed by auth/me/addresses, chosen or
 * added at the catalogue's checkout. The public service of the addresses for other modules.
 */

export type { Address };

/** The fields that keep their names in the checkout form, the saved row and the API's answer. */
export type PostalFields = Pick<AddressesTable, 'address' | 'address_number' | 'district' | 'city' | 'zipcode' | 'phone'>;

/** The postal fields of an address, whichever of the three shapes it comes in. */
export function postalFields(a: PostalFields): PostalFields {
  return { address: a.address, address_number: a.address_number, district: a.district, city: a.city, zipcode: a.zipcode, phone: a.phone };
}

/** An address as the checkout form types it: name/surname become firstname/lastname. */
export interface ShippingAddress extends PostalFields {
  firstname: string;
  lastname: string;
}

/** A saved address as auth/me/addresses answers it (name/surname, not firstname/lastname). */
export function addressView(a: Address): SavedAddress {
  return {
    id: a.id,
    name: a.name,
    surname: a.surname,
    ...postalFields(a),
    label: a.label,
  };
}

/** GET auth/me/addresses: the customer's addresses, oldest first. */
export async function savedAddresses(db: Db, userId: number): Promise<SavedAddress[]> {
  return (await listAddresses(db, userId)).map(addressView);
}

/** The saved address `id`, only if it is this customer's own. */
export function findOwnAddress(db: Db, userId: number, id: number): Promise<Address | undefined> {
  return findAddress(db, userId, id);
}

/**
 * Keeps a newly typed address for next time, unless the customer already has the same one; its
 * label in the checkout's list is the street and city unless one is given.
 * Takes the checkout's transaction, so the address is saved only with the order.
 */
export async function keepAddress(trx: Db, userId: number, s: ShippingAddress, at: string, label?: string): Promise<void> {
  const same = await findSameAddress(trx, userId, {
    name: s.firstname,
    surname: s.lastname,
    address: s.address,
    address_number: s.address_number,
    city: s.city,
    zipcode: s.zipcode,
  });
  if (same) return;
  await insertAddress(trx, {
    user_id: userId,
    name: s.firstname,
    surname: s.lastname,
    ...postalFields(s),
    label: label ?? `${s.address} ${s.address_number}, ${s.city}`,
    created_at: at,
  });
}

/** The address fields of the customer's own record (registration, import). */
type OwnAddress = Pick<User, 'id' | 'firstname' | 'lastname' | 'address1' | 'address2' | 'district' | 'city' | 'zipcode' | 'phone'>;

/**
 * The address a customer gave about themselves, as a saved shipping address, so the checkout
 * offers it. Only a complete one: a saved address fills every field of the checkout form and is
 * checked like a typed one, so a part missing would make it an address the customer cannot use.
 * Nothing is added when they already have it. Takes the caller's transaction.
 */
export async function keepOwnAddress(trx: Db, user: OwnAddress, at: string): Promise<void> {
  const text = (value: string | null) => value?.trim() ?? '';
  const address: ShippingAddress = {
    firstname: text(user.firstname),
    lastname: text(user.lastname),
    address: text(user.address1),
    address_number: text(user.address2),
    district: text(user.district),
    city: text(user.city),
    zipcode: text(user.zipcode),
    phone: text(user.phone),
  };
  if (Object.values(address).some((value) => value === '')) return;
  await keepAddress(trx, user.id, address, at);
}
