import type { Db } from '../../db/database.js';
import type { Address } from './address.table.js';
import { accountBuckets } from './rate-limit.js';
import type { User } from './user.table.js';

/**
 * The customer's own data for the privacy module: what an export holds of the account, and its
 * erasure. Erasure is anonymisation: the row stays (the ledger, orders and consent records point
 * at it), everything that names the person goes, and the user code is freed so that a new import
 * of the same code makes a new, empty customer.
 */

/** The profile as the customer would read it back: no password hash, no token cut-off. */
export type ExportedProfile = Omit<User, 'password_hash' | 'tokens_valid_after' | 'extra_json'> & { extra: Record<string, unknown> };

/** The customer's row, in the tenant; undefined for another tenant's id or an erased customer. */
export async function customerOf(db: Db, tenantAlias: string, userId: number): Promise<User | undefined> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).where('tenant_alias', '=', tenantAlias).executeTakeFirst();
  return user && !isErasedUsername(user.username) ? user : undefined;
}

/** The id of a customer of the tenant by user code (erased customers have none). */
export async function customerIdByUsername(db: Db, tenantAlias: string, username: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_alias', '=', tenantAlias)
    .where('username', 'in', [...new Set([username.trim(), username.trim().toUpperCase()])])
    .executeTakeFirst();
  return row?.id;
}

export async function profileForExport(db: Db, user: User): Promise<{ profile: ExportedProfile; addresses: Address[] }> {
  const { password_hash: _p, tokens_valid_after: _t, extra_json, ...rest } = user;
  const addresses = await db.selectFrom('addresses').selectAll().where('user_id', '=', user.id).orderBy('id').execute();
  return { profile: { ...rest, extra: JSON.parse(extra_json) as Record<string, unknown> }, addresses };
}

/**
 * What an erased customer's user code becomes: no password goes with it, so nobody signs in as it,
 * and the old code is free for a new import.
 */
const erasedUsername = (userId: number) => `~${userId}`;
const isErasedUsername = (username: string): boolean => username.startsWith('~');

/**
 * Anonymises the customer in the caller's transaction: personal columns emptied, addresses,
 * refresh sessions, one-time links and the sign-in counters named after the code deleted, access tokens issued until now refused, no
 * password (nobody can sign in as them), the user code freed.
 */
export async function eraseCustomer(trx: Db, user: Pick<User, 'id' | 'tenant_alias' | 'username'>, now: Date): Promise<void> {
  const userId = user.id;
  const at = now.toISOString();
  // Access tokens carry their issue time in whole seconds: cut at the next one (as endAllSessions).
  const cutoff = new Date((Math.floor(now.getTime() / 1000) + 1) * 1000).toISOString();
  await trx
    .updateTable('users')
    .set({
      username: erasedUsername(userId),
      password_hash: null,
      active: 0,
      points_enabled: 0,
      firstname: null,
      lastname: null,
      email: null,
      company: null,
      vatcode: null,
      phone: null,
      address1: null,
      address2: null,
      zipcode: null,
      city: null,
      district: null,
      region: null,
      country: null,
      date_of_birth: null,
      extra_json: '{}',
      prize_to_validate: 0,
      tokens_valid_after: cutoff,
      updated_at: at,
    })
    .where('id', '=', userId)
    .execute();
  await trx.deleteFrom('addresses').where('user_id', '=', userId).execute();
  await trx.deleteFrom('refresh_tokens').where('user_id', '=', userId).execute();
  await trx.deleteFrom('one_time_tokens').where('user_id', '=', userId).execute();
  // The sign-in and recovery counters are keyed by the user code.
  const buckets = accountBuckets(user.tenant_alias, user.username);
  await trx
    .deleteFrom('rate_limit_hits')
    .where((eb) => eb.or([eb('bucket', 'in', buckets.exact), ...buckets.prefixes.map((p) => eb('bucket', 'like', `${p}%`))]))
    .execute();
}

/**
 * Takes the customer's row lock (PostgreSQL) in the caller's write transaction, so a checkout
 * of the same customer waits for an erasure (or the other way round) instead of slipping between
 * the pending-orders check and the anonymisation. SQLite's write transaction is exclusive already.
 */
export async function lockCustomer(trx: Db, dialect: 'sqlite' | 'postgres', userId: number): Promise<void> {
  if (dialect === 'postgres') await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}
