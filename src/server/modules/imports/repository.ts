import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, SqlDialectName } from '../../db/database.js';
import type { NewUser } from '../auth/provisioning-service.js';

/** The imports' reads and writes of customers and ledger rows, a slice of at most a few hundred keys at a time. */

type Executor = Kysely<Database> | Transaction<Database>;

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

/** The tenant's ledger rows carrying these references, with their customer's code. */
export async function movementsByRef(
  db: Executor,
  alias: string,
  refs: readonly string[],
): Promise<{ external_ref: string | null; username: string; amount: number; kind: string }[]> {
  if (!refs.length) return [];
  return db
    .selectFrom('points_ledger')
    .innerJoin('users', 'users.id', 'points_ledger.user_id')
    .select(['external_ref', 'username', 'amount', 'kind'])
    .where('points_ledger.tenant_alias', '=', alias)
    .where('external_ref', 'in', [...refs])
    .execute();
}

/**
 * Balances of these customers. On PostgreSQL their rows are locked first, as the checkout does,
 * so an order placed meanwhile cannot spend the same points; SQLite has one writer at a time anyway.
 */
export async function lockedBalances(trx: Executor, dialect: SqlDialectName, userIds: readonly number[]): Promise<Map<number, number>> {
  const balances = new Map<number, number>(userIds.map((id) => [id, 0]));
  if (!userIds.length) return balances;
  const ids = [...userIds];
  if (dialect === 'postgres') await trx.selectFrom('users').select('id').where('id', 'in', ids).orderBy('id').forUpdate().execute();
  const sums = await trx
    .selectFrom('points_ledger')
    .select(['user_id', sql<number>`coalesce(sum(amount), 0)`.as('balance')])
    .where('user_id', 'in', ids)
    .groupBy('user_id')
    .execute();
  for (const s of sums) balances.set(s.user_id, Number(s.balance));
  return balances;
}
