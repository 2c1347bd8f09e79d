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

export interface CustomerRow extends CustomerCard {
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

export interface CustomerCountsRow {
  provisioned: number;
  active: number;
  pointsEnabled: number;
}

/** The dashboard's customer figures: one aggregate over the tenant's rows. */
export async function customerCounts(db: Executor, tenantAlias: string): Promise<CustomerCountsRow> {
  const row = await db
    .selectFrom('users')
    .select([
      sql<number>`count(*)`.as('provisioned'),
      sql<number>`coalesce(sum(case when active = 1 then 1 else 0 end), 0)`.as('active'),
      sql<number>`coalesce(sum(case when points_enabled = 1 then 1 else 0 end), 0)`.as('pointsEnabled'),
    ])
    .where('tenant_alias', '=', tenantAlias)
    .executeTakeFirstOrThrow();
  return { provisioned: Number(row.provisioned), active: Number(row.active), pointsEnabled: Number(row.pointsEnabled) };
}

/** Users (not staff) of a tenant: the console's Notifiche looks them up by code and mails them. */

const CHUNK = 500;

/** The tenant's customers with these (upper-case) codes: code → id. */
export async function customersByCode(db: Executor, tenantAlias: string, codes: readonly string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (let i = 0; i < codes.length; i += CHUNK) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('tenant_alias', '=', tenantAlias)
      .where('username', 'in', codes.slice(i, i + CHUNK))
      .execute();
    for (const r of rows) out.set(r.username, r.id);
  }
  return out;
}

/** Recipients that a mail can reach: an address and an active account; `ids` null = every customer. */
function mailable(db: Executor, tenantAlias: string) {
  return db
    .selectFrom('users')
    .where('tenant_alias', '=', tenantAlias)
    .where('email', 'is not', null)
    .where('email', '!=', '')
    .where('active', '=', 1);
}

export async function countCustomers(db: Executor, tenantAlias: string, mailableOnly: boolean): Promise<number> {
  const base = mailableOnly ? mailable(db, tenantAlias) : db.selectFrom('users').where('tenant_alias', '=', tenantAlias);
  const row = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countMailable(db: Executor, tenantAlias: string, ids: readonly number[]): Promise<number> {
  let n = 0;
  for (let i = 0; i < ids.length; i += CHUNK) {
    const row = await mailable(db, tenantAlias)
      .where('id', 'in', ids.slice(i, i + CHUNK))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    n += Number(row.n);
  }
  return n;
}

export interface MailRecipient {
  id: number;
  email: string;
  firstname: string | null;
}

/** The next `limit` mailable customers after id `after` (of `ids`, or of every customer). */
export async function mailRecipients(
  db: Executor,
  tenantAlias: string,
  ids: readonly number[] | null,
  after: number,
  limit: number,
): Promise<MailRecipient[]> {
  let query = mailable(db, tenantAlias).select(['id', 'email', 'firstname']).where('id', '>', after);
  if (ids) query = query.where('id', 'in', ids.filter((id) => id > after).slice(0, limit));
  const rows = await query.orderBy('id').limit(limit).execute();
  return rows.map((r) => ({ id: r.id, email: r.email!, firstname: r.firstname }));
}

/** Who placed an order, as the console's order pages and the fulfilment CSV show them. */
export interface CustomerCard {
  id: number;
  username: string;
  firstname: string | null;
  lastname: string | null;
  company: string | null;
  email: string | null;
}

/** These customers' cards by id (a bound list per statement stays under both databases' parameter limits). */
export async function customerCards(db: Executor, userIds: readonly number[]): Promise<Map<number, CustomerCard>> {
  const cards = new Map<number, CustomerCard>();
  const ids = [...new Set(userIds)];
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'username', 'firstname', 'lastname', 'company', 'email'])
      .where('id', 'in', ids.slice(i, i + 1000))
      .execute();
    for (const r of rows) cards.set(r.id, r);
  }
  return cards;
}

/**
 * Rows of another module (orders, validations) with their customer's card beside their own
 * columns; a row whose customer is not found is left out, as a join would.
 */
export async function withCustomerCards<R extends { user_id: number }>(
  db: Executor,
  rows: readonly R[],
): Promise<(R & Omit<CustomerCard, 'id'>)[]> {
  const cards = await customerCards(
    db,
    rows.map((r) => r.user_id),
  );
  return rows.flatMap((r) => {
    const found = cards.get(r.user_id);
    if (!found) return [];
    const { id: _id, ...card } = found;
    return [{ ...r, ...card }];
  });
}

/** The tenant's customer with this code, compared without case (codes are stored as imported); undefined if none. */
export async function customerIdByCode(db: Executor, tenantAlias: string, code: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_alias', '=', tenantAlias)
    .where(sql<boolean>`upper(username) = ${code.trim().toUpperCase()}`)
    .executeTakeFirst();
  return row?.id;
}
