import type { Db } from '../../db/database.js';
import { recordAction, type Actor } from '../audit/service.js';
import { issueStaffLink } from './session-service.js';
import {
  findStaffByEmail,
  insertStaff,
  listStaff,
  normalizeEmail,
  replaceStaffTenants,
  revokeStaffSessions,
  tenantsOfStaff,
  updateStaff,
} from './repository.js';
import type { StaffRole } from './staff.table.js';
import { writeTransaction } from '../../db/write-transaction.js';

/** Staff accounts from the shell (`npm run staff`): add, list, disable. Every change is audited. */
export class StaffAdminError extends Error {}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface StaffListing {
  email: string;
  role: StaffRole;
  tenants: string[] | 'all';
  totp: boolean;
  state: 'active' | 'disabled' | 'password not set';
}

/**
 * Adds a staff member (or, for an existing one, sets role and tenants again and issues a new
 * link: the way to reset a forgotten password). `tenants` empty = every tenant. Returns the
 * one-time token of the set-password link.
 */
export async function addStaff(
  db: Db,
  input: { email: string; role: StaffRole; tenants: readonly string[]; knownTenants: readonly string[] },
  who: Actor,
  now: Date,
): Promise<{ token: string; created: boolean }> {
  const email = normalizeEmail(input.email);
  if (!EMAIL_RE.test(email) || email.length > 320) throw new StaffAdminError(`"${input.email}" is not an email address`);
  const unknown = input.tenants.filter((t) => !input.knownTenants.includes(t));
  if (unknown.length)
    throw new StaffAdminError(
      `unknown tenant${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')} (known: ${input.knownTenants.join(', ')})`,
    );
  const at = now.toISOString();
  const allTenants = input.tenants.length === 0 ? 1 : 0;
  const tenants = [...new Set(input.tenants)].sort();
  const result = await writeTransaction(db, async (trx) => {
    const existing = await findStaffByEmail(trx, email);
    let id: number;
    if (existing) {
      id = existing.id;
      const before = {
        role: existing.role,
        tenants: existing.all_tenants ? 'all' : await tenantsOfStaff(trx, id),
        disabled: !!existing.disabled_at,
      };
      await updateStaff(trx, id, { role: input.role, all_tenants: allTenants, disabled_at: null, updated_at: at });
      await replaceStaffTenants(trx, id, tenants);
      await recordAction(
        trx,
        who,
        { tenant: null, action: 'staff.update', target: email, before, after: { role: input.role, tenants: allTenants ? 'all' : tenants } },
        now,
      );
    } else {
      id = await insertStaff(
        trx,
        {
          email,
          role: input.role,
          all_tenants: allTenants,
          password_hash: null,
          totp_secret: null,
          totp_pending_secret: null,
          totp_last_step: null,
          disabled_at: null,
          tokens_valid_after: null,
          created_at: at,
          updated_at: at,
        },
        tenants,
      );
      await recordAction(
        trx,
        who,
        { tenant: null, action: 'staff.add', target: email, after: { role: input.role, tenants: allTenants ? 'all' : tenants } },
        now,
      );
    }
    return { id, created: !existing };
  });
  return { token: await issueStaffLink({ db, now: () => now }, result.id), created: result.created };
}

export async function listStaffAccounts(db: Db): Promise<StaffListing[]> {
  const rows = await listStaff(db);
  return Promise.all(
    rows.map(async (r) => ({
      email: r.email,
      role: r.role,
      tenants: r.all_tenants ? ('all' as const) : await tenantsOfStaff(db, r.id),
      totp: !!r.totp_secret,
      state: r.disabled_at ? ('disabled' as const) : r.password_hash ? ('active' as const) : ('password not set' as const),
    })),
  );
}

/** Disables the account and ends its sessions at once (access tokens included). */
export async function disableStaff(db: Db, email: string, who: Actor, now: Date): Promise<void> {
  const staff = await findStaffByEmail(db, email);
  if (!staff) throw new StaffAdminError(`no staff account ${normalizeEmail(email)}`);
  if (staff.disabled_at) throw new StaffAdminError(`${staff.email} is already disabled`);
  const at = now.toISOString();
  await writeTransaction(db, async (trx) => {
    await updateStaff(trx, staff.id, { disabled_at: at, tokens_valid_after: at, updated_at: at });
    await revokeStaffSessions(trx, staff.id, at);
    await recordAction(trx, who, { tenant: null, action: 'staff.disable', target: staff.email, before: 'active', after: 'disabled' }, now);
  });
}
