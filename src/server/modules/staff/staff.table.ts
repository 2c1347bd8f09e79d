import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

export type StaffRole = 'operator' | 'support';

/** A staff member of the console: never a customer, signs in with email and password (+ TOTP). */
export interface StaffAccountsTable {
  id: Generated<number>;
  /** Lower-case; unique. */
  email: string;
  role: StaffRole;
  /** 1: every tenant, present and future; 0: only those in staff_tenants. */
  all_tenants: number;
  /** Null until the one-time link sets it. */
  password_hash: string | null;
  /** Base32 TOTP secret once confirmed; null without a second factor. */
  totp_secret: string | null;
  /** Secret shown at enrolment, until a first code confirms it. */
  totp_pending_secret: string | null;
  /** Last accepted TOTP time step: a code is accepted once (RFC 6238 §5.2). */
  totp_last_step: number | null;
  disabled_at: string | null;
  /** Tokens issued before this instant are refused ("sign out everywhere", disable). */
  tokens_valid_after: string | null;
  created_at: string;
  updated_at: string;
}

export interface StaffTenantsTable {
  staff_id: number;
  tenant_alias: string;
}

/** The set-password link (`npm run staff -- add` prints it); only the SHA-256 is stored. */
export interface StaffOneTimeTokensTable {
  id: Generated<number>;
  token_hash: string;
  staff_id: number;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export type StaffAccount = Selectable<StaffAccountsTable>;
export type NewStaffAccount = Insertable<StaffAccountsTable>;
export type StaffAccountUpdate = Updateable<StaffAccountsTable>;
