import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../../db/database.js';

type Executor = Kysely<Database> | Transaction<Database>;
/** The users row (auth's table, read here only). */
export type Customer = Selectable<Database['users']>;

/**
 * What the console reads of a tenant's customers. Changes go through the modules that own the
 * rows (auth's and points' services); this file only looks.
 */

/** Customer codes are stored uppercase, external-provider names as given: either spelling finds them. */
export function findCustomer(db: Executor, tenantAlias: string, username: string): Promise<Customer | undefined> {
  const given = username.trim();
  return db
    .selectFrom('users')
    .selectAll()
    .where('tenant_alias', '=', tenantAlias)
    .where('username', 'in', [...new Set([given, given.toUpperCase()])])
    .executeTakeFirst();
}

export interface CustomerRow {
  id: number;
  username: string;
  firstname: string | null;
  lastname: string | null;
  company: string | null;
  email: string | null;
  active: number;
  points_enabled: number;
}

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Customers of the tenant where every word matches the start of the user code or any part of
 * first name, last name, company or email, ignoring case; ordered by code. The balance is summed
 * per row through the ledger's (user_id, created_at) index.
 */
export async function searchCustomers(
  db: Executor,
  tenantAlias: string,
  words: readonly string[],
  limit: number,
  offset: number,
): Promise<{ rows: CustomerRow[]; total: number }> {
  let base = db.selectFrom('users').where('tenant_alias', '=', tenantAlias);
  for (const word of words) {
    const code = `${likeEscaped(word.toUpperCase())}%`;
    const part = `%${likeEscaped(word.toLowerCase())}%`;
    base = base.where(
      sql<boolean>`(upper(username) like ${code} escape '\\'
        or lower(firstname) like ${part} escape '\\'
        or lower(lastname) like ${part} escape '\\'
        or lower(company) like ${part} escape '\\'
        or lower(email) like ${part} escape '\\')`,
    );
  }
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'username', 'firstname', 'lastname', 'company', 'email', 'active', 'points_enabled'])
      .orderBy('username')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  // PostgreSQL's count is bigint.
  return { rows, total: Number(count.n) };
}

/** Whether the customer filled in the registration: it mails an activation link, opened or not. */
export async function activationIssued(db: Executor, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('one_time_tokens')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', 'activation')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export interface OpenSession {
  started: string;
  last_used: string;
  expires: string;
}

/**
 * The customer's open sessions: refresh families with no revoked token whose newest token has
 * not expired. Each rotation stores a new token, so the newest one tells when it was last used.
 */
export function openSessions(db: Executor, userId: number, now: Date): Promise<OpenSession[]> {
  return db
    .selectFrom('refresh_tokens')
    .select([
      sql<string>`min(created_at)`.as('started'),
      sql<string>`max(created_at)`.as('last_used'),
      sql<string>`max(expires_at)`.as('expires'),
    ])
    .where('user_id', '=', userId)
    .groupBy('family_id')
    .having(sql<boolean>`count(revoked_at) = 0 and max(expires_at) > ${now.toISOString()}`)
    .orderBy(sql`max(created_at)`, 'desc')
    .execute();
}
