import type { Generated, Insertable, Selectable } from 'kysely';

/** A saved shipping address; the checkout inserts them. */
export interface AddressesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  surname: string;
  address: string;
  address_number: string;
  district: string;
  city: string;
  zipcode: string;
  phone: string;
  label: string;
  created_at: string;
}

export type Address = Selectable<AddressesTable>;
export type NewAddress = Insertable<AddressesTable>;
