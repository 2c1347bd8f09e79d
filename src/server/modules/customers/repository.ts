import type { Kysely, Transaction } from 'kysely';
import type { Database, SqlDialectName } from '../../db/database.js';
import { QueryShapes } from '../../db/query-shapes.js';
import type { Address, NewAddress } from './address.table.js';
import type { NewRefreshToken, OneTimeToken, OneTimeTokenKind, RefreshToken } from './session.table.js';
import type { NewUser, User, UserUpdate } from './user.table.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** User codes are compared case-insensitively: stored and looked up trimmed and uppercase. */
export function normalizeUsername(username: string): string {
  return username.trim().toUpperCase();
}

// Every authenticated request reads its customer: compiled once (QueryShapes), not per request.
const userInTenant = new QueryShapes<{ id: number; tenantAlias: string }, User>((db, p) =>
  db.selectFrom('users').selectAll().where('id', '=', p('id')).where('tenant_alias', '=', p('tenantAlias')),
);

export async function findUserInTenant(db: Executor, dialect: SqlDialectName, tenantAlias: string, id: number): Promise<User | undefined> {
  const [user] = await userInTenant.execute(db, dialect, { id, tenantAlias });
  return user;
}

/** Looks up by the exact stored username (callers normalise SAP codes; OIDC names are kept as-is). */
export async function findUserByUsername(db: Executor, tenantAlias: string, username: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('tenant_alias', '=', tenantAlias).where('username', '=', username).executeTakeFirst();
}

export async function insertUser(db: Executor, user: NewUser): Promise<User> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

export async function updateUser(db: Executor, id: number, changes: UserUpdate): Promise<User> {
  return db.updateTable('users').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

// Refresh tokens ---------------------------------------------------------------------------

/**
 * Stores a refresh token; one already stored is left as it is. A rotation's successor is derived
 * from its parent (tokens.ts successorToken), so requests racing on one parent insert the same row.
 */
/**
 * The tables of refresh tokens: customers' and staff's have the same columns (the foreign key
 * differs), so one rotation routine (session-service.ts) serves both.
 */
export type RefreshTable = 'refresh_tokens' | 'staff_refresh_tokens';

export async function insertRefreshToken(db: Executor, row: NewRefreshToken, table: RefreshTable = 'refresh_tokens'): Promise<void> {
  await db
    .insertInto(table)
    .values(row)
    .onConflict((oc) => oc.column('token_hash').doNothing())
    .execute();
}

export async function findRefreshToken(
  db: Executor,
  tokenHash: string,
  table: RefreshTable = 'refresh_tokens',
): Promise<RefreshToken | undefined> {
  return db.selectFrom(table).selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/**
 * Marks the token rotated only if nobody did it first; false means it was already rotated (two
 * requests raced with the same token, or a stolen copy was replayed).
 */
export async function markRotated(db: Executor, id: number, at: string, table: RefreshTable = 'refresh_tokens'): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set({ rotated_at: at })
    .where('id', '=', id)
    .where('rotated_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function revokeFamily(db: Executor, familyId: string, at: string, table: RefreshTable = 'refresh_tokens'): Promise<void> {
  await db.updateTable(table).set({ revoked_at: at }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
}

/** Revokes every session of the user, except the family `keepFamilyId` (the caller's own) when given. */
export async function revokeUserFamilies(db: Executor, userId: number, at: string, keepFamilyId?: string): Promise<void> {
  let query = db.updateTable('refresh_tokens').set({ revoked_at: at }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (keepFamilyId) query = query.where('family_id', '!=', keepFamilyId);
  await query.execute();
}

// One-time tokens --------------------------------------------------------------------------

export async function insertOneTimeToken(
  db: Executor,
  row: { kind: OneTimeTokenKind; token_hash: string; user_id: number; expires_at: string; created_at: string },
): Promise<void> {
  await db
    .insertInto('one_time_tokens')
    .values({ ...row, used_at: null })
    .execute();
}

/** The token with its user, only if that user belongs to the tenant (a link works on its own tenant only). */
export async function findOneTimeToken(
  db: Executor,
  kind: OneTimeTokenKind,
  tokenHash: string,
  tenantAlias: string,
): Promise<OneTimeToken | undefined> {
  return db
    .selectFrom('one_time_tokens')
    .innerJoin('users', 'users.id', 'one_time_tokens.user_id')
    .selectAll('one_time_tokens')
    .where('one_time_tokens.kind', '=', kind)
    .where('one_time_tokens.token_hash', '=', tokenHash)
    .where('users.tenant_alias', '=', tenantAlias)
    .executeTakeFirst();
}

/** Single use even under races: only the request whose update matched the unused row wins. */
export async function markOneTimeTokenUsed(db: Executor, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('one_time_tokens')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Retires the user's other unused links of this kind: only the latest mail works. */
export async function retireOneTimeTokens(db: Executor, userId: number, kind: OneTimeTokenKind, at: string): Promise<void> {
  await db
    .updateTable('one_time_tokens')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .execute();
}

// Addresses --------------------------------------------------------------------------------

export async function listAddresses(db: Executor, userId: number): Promise<Address[]> {
  return db.selectFrom('addresses').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

export async function findAddress(db: Executor, userId: number, id: number): Promise<Address | undefined> {
  return db.selectFrom('addresses').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/** The customer's saved address with these fields, if any (label, district and phone aside). */
export async function findSameAddress(
  db: Executor,
  userId: number,
  a: Pick<Address, 'name' | 'surname' | 'address' | 'address_number' | 'city' | 'zipcode'>,
): Promise<Pick<Address, 'id'> | undefined> {
  return db
    .selectFrom('addresses')
    .select('id')
    .where('user_id', '=', userId)
    .where('name', '=', a.name)
    .where('surname', '=', a.surname)
    .where('address', '=', a.address)
    .where('address_number', '=', a.address_number)
    .where('city', '=', a.city)
    .where('zipcode', '=', a.zipcode)
    .executeTakeFirst();
}

export async function insertAddress(db: Executor, row: NewAddress): Promise<void> {
  await db.insertInto('addresses').values(row).execute();
}

/**
 * PostgreSQL: locks the customers' rows until commit, in id order (so two transactions locking
 * overlapping sets cannot deadlock on each other).
 */
export async function lockUsers(db: Executor, userIds: readonly number[]): Promise<void> {
  if (!userIds.length) return;
  await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', [...userIds])
    .orderBy('id')
    .forUpdate()
    .execute();
}

// Imports: a slice of at most a few hundred keys at a time.

/** Which of these user codes the tenant already has. */
export async function existingUsernames(db: Executor, alias: string, usernames: readonly string[]): Promise<string[]> {
  if (!usernames.length) return [];
  const rows = await db
    .selectFrom('users')
    .select('username')
    .where('tenant_alias', '=', alias)
    .where('username', 'in', [...usernames])
    .execute();
  return rows.map((r) => r.username);
}

/** Inserts customers; a code created meanwhile (another import, a sign-up) is left alone. Answers the codes inserted. */
export async function insertNewUsers(trx: Executor, rows: readonly NewUser[]): Promise<string[]> {
  if (!rows.length) return [];
  const out = await trx
    .insertInto('users')
    .values([...rows])
    .onConflict((oc) => oc.columns(['tenant_alias', 'username']).doNothing())
    .returning('username')
    .execute();
  return out.map((r) => r.username);
}

export async function userIdsOf(db: Executor, alias: string, usernames: readonly string[]): Promise<{ id: number; username: string }[]> {
  if (!usernames.length) return [];
  return db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('tenant_alias', '=', alias)
    .where('username', 'in', [...usernames])
    .execute();
}

/** User codes by id. */
export async function usernamesOf(db: Executor, userIds: readonly number[]): Promise<Map<number, string>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('id', 'in', [...userIds])
    .execute();
  return new Map(rows.map((r) => [r.id, r.username]));
}

/**
 * Takes one of the customer's prizes awaiting a receipt (users.prize_to_validate), in the
 * caller's transaction; false when they have none left (the count never goes below zero).
 */
export async function takePrizeToValidate(trx: Executor, tenantAlias: string, userId: number): Promise<boolean> {
  const taken = await trx
    .updateTable('users')
    .set((eb) => ({ prize_to_validate: eb('prize_to_validate', '-', 1) }))
    .where('id', '=', userId)
    .where('tenant_alias', '=', tenantAlias)
    .where('prize_to_validate', '>', 0)
    .executeTakeFirst();
  return taken.numUpdatedRows > 0n;
}

/** The prize the receipt used up is the customer's to validate again (after a rejection). */
export async function returnPrizeToValidate(db: Executor, tenantAlias: string, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ prize_to_validate: eb('prize_to_validate', '+', 1) }))
    .where('id', '=', userId)
    .where('tenant_alias', '=', tenantAlias)
    .execute();
}

/** Customers with a password whose code is one of `usernames` or whose hash is one of `hashes`, in any tenant. */
export function customersWithPasswordIn(
  db: Executor,
  usernames: readonly string[],
  hashes: readonly string[],
): Promise<{ id: number; tenant_alias: string; username: string; password_hash: string | null }[]> {
  return db
    .selectFrom('users')
    .select(['id', 'tenant_alias', 'username', 'password_hash'])
    .where('password_hash', 'is not', null)
    .where((eb) => eb.or([eb('username', 'in', [...usernames]), ...(hashes.length ? [eb('password_hash', 'in', [...hashes])] : [])]))
    .orderBy('tenant_alias')
    .orderBy('username')
    .execute();
}

/** Takes a customer's password away and ends their sessions at `at`: only a reset link sets a new one. */
export async function dropPassword(db: Executor, id: number, at: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: null, tokens_valid_after: at, updated_at: at }).where('id', '=', id).execute();
}

/** The tenant's active customers who ticked the regolamento's box on their record. */
export async function customersWhoTickedRules(db: Executor, tenantAlias: string): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_alias', '=', tenantAlias)
    .where('active', '=', 1)
    .where('accetta_regolamento', '=', 1)
    .execute();
  return rows.map((r) => r.id);
}
