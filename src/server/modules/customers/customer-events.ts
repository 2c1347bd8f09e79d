import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { publishEvent } from '../webhooks/service.js';
import type { User } from './user.table.js';

/** customer.activated to the tenant's webhooks, in the transaction that activates the account. */
export function announceActivation(
  trx: Kysely<Database> | Transaction<Database>,
  user: Pick<User, 'id' | 'tenant_alias' | 'username' | 'firstname' | 'lastname' | 'email' | 'activated_at'>,
  at: Date,
): Promise<number> {
  return publishEvent(
    trx,
    user.tenant_alias,
    'customer.activated',
    {
      customer_id: user.id,
      user_code: user.username,
      firstname: user.firstname,
      lastname: user.lastname,
      email: user.email,
      activated_at: user.activated_at,
    },
    at,
  );
}
