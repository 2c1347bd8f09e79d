import type { Kysely, Transaction } from 'kysely';
import type { Database, Db } from '../../db/database.js';
import type { NewStaffAccount, StaffAccount, StaffAccountUpdate } from './staff.table.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** Staff emails are compared case-insensitively: stored and looked up trimmed and lower-case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function findStaffByEmail(db: Executor, email: string): Promise<StaffAccount | undefined> {
  return db.selectFrom('staff_accounts').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

export function findStaffById(db: Executor, id: number): Promise<StaffAccount | undefined> {
  return db.selectFrom('staff_accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function tenantsOfStaff(db: Executor, staffId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('staff_tenants')
    .select('tenant_alias')
    .where('staff_id', '=', staffId)
    .orderBy('tenant_alias')
    .execute();
  return rows.map((r) => r.tenant_alias);
}

export function listStaff(db: Executor): Promise<StaffAccount[]> {
  return db.selectFrom('staff_accounts').selectAll().orderBy('email').execute();
}

export async function insertStaff(db: Executor, row: NewStaffAccount, tenants: readonly string[]): Promise<number> {
  const { id } = await db.insertInto('staff_accounts').values(row).returning('id').executeTakeFirstOrThrow();
  if (tenants.length)
    await db
      .insertInto('staff_tenants')
      .values(tenants.map((tenant_alias) => ({ staff_id: id, tenant_alias })))
      .execute();
  return id;
}

export async function replaceStaffTenants(db: Executor, staffId: number, tenants: readonly string[]): Promise<void> {
  await db.deleteFrom('staff_tenants').where('staff_id', '=', staffId).execute();
  if (tenants.length)
    await db
      .insertInto('staff_tenants')
      .values(tenants.map((tenant_alias) => ({ staff_id: staffId, tenant_alias })))
      .execute();
}

export async function updateStaff(db: Executor, id: number, change: StaffAccountUpdate): Promise<void> {
  await db.updateTable('staff_accounts').set(change).where('id', '=', id).execute();
}

/**
 * Records `step` as the last accepted TOTP step only when it is newer than the stored one: a
 * code already used (or an older one) loses the race, so each code signs in once.
 */
export async function claimTotpStep(db: Executor, id: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('staff_accounts')
    .set({ totp_last_step: step })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function revokeStaffSessions(db: Executor, staffId: number, at: string): Promise<void> {
  await db
    .updateTable('staff_refresh_tokens')
    .set({ revoked_at: at })
    .where('user_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function insertStaffLink(
  db: Executor,
  row: { token_hash: string; staff_id: number; expires_at: string; created_at: string },
): Promise<void> {
  // A new link replaces any earlier one that was not used.
  await db.deleteFrom('staff_one_time_tokens').where('staff_id', '=', row.staff_id).where('used_at', 'is', null).execute();
  await db
    .insertInto('staff_one_time_tokens')
    .values({ ...row, used_at: null })
    .execute();
}

/** Marks the link used if it is valid now; the staff id it was for, else undefined. Single use under concurrency. */
export async function consumeStaffLink(db: Db, tokenHash: string, now: string): Promise<number | undefined> {
  const row = await db.selectFrom('staff_one_time_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  if (!row || row.used_at || row.expires_at <= now) return undefined;
  const result = await db
    .updateTable('staff_one_time_tokens')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? row.staff_id : undefined;
}

export async function isStaffLinkValid(db: Db, tokenHash: string, now: string): Promise<boolean> {
  const row = await db
    .selectFrom('staff_one_time_tokens')
    .select(['used_at', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return !!row && !row.used_at && row.expires_at > now;
}

/** Inserts staff accounts; an email already there is left as it is. */
export async function insertStaffIfAbsent(db: Executor, rows: readonly NewStaffAccount[]): Promise<void> {
  if (!rows.length) return;
  await db
    .insertInto('staff_accounts')
    .values([...rows])
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}

/** Gives these accounts (by email) access to a tenant, keeping what they had. */
export async function grantTenant(db: Executor, emails: readonly string[], tenantAlias: string): Promise<void> {
  const staff = await db
    .selectFrom('staff_accounts')
    .select('id')
    .where('email', 'in', [...emails])
    .execute();
  if (!staff.length) return;
  await db
    .insertInto('staff_tenants')
    .values(staff.map((s) => ({ staff_id: s.id, tenant_alias: tenantAlias })))
    .onConflict((oc) => oc.columns(['staff_id', 'tenant_alias']).doNothing())
    .execute();
}

/** Enabled accounts with a password whose email is one of `emails` or whose hash is one of `hashes`. */
export function staffWithPasswordIn(
  db: Executor,
  emails: readonly string[],
  hashes: readonly string[],
): Promise<{ id: number; email: string; password_hash: string | null }[]> {
  return db
    .selectFrom('staff_accounts')
    .select(['id', 'email', 'password_hash'])
    .where('disabled_at', 'is', null)
    .where('password_hash', 'is not', null)
    .where((eb) => eb.or([eb('email', 'in', [...emails]), ...(hashes.length ? [eb('password_hash', 'in', [...hashes])] : [])]))
    .orderBy('email')
    .execute();
}

/** A staff member as other areas show them: who, and in which role. */
export interface StaffCard {
  id: number;
  email: string;
  role: StaffAccount['role'];
}

/** The enabled staff who may manage `tenantAlias` (every tenant, or given this one), by email. */
export async function staffOfTenant(db: Executor, tenantAlias: string): Promise<StaffCard[]> {
  return db
    .selectFrom('staff_accounts as s')
    .select(['s.id', 's.email', 's.role'])
    .where('s.disabled_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('s.all_tenants', '=', 1),
        eb.exists(
          eb
            .selectFrom('staff_tenants as t')
            .select('t.staff_id')
            .whereRef('t.staff_id', '=', 's.id')
            .where('t.tenant_alias', '=', tenantAlias),
        ),
      ]),
    )
    .orderBy('s.email')
    .execute();
}

/** These staff members by id, disabled ones included (they still sign what they did). */
export async function staffCards(db: Executor, ids: readonly number[]): Promise<Map<number, StaffCard>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db.selectFrom('staff_accounts').select(['id', 'email', 'role']).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [r.id, r]));
}
