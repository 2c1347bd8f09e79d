import type { Db } from '../../db/database.js';
import { grantTenant, insertStaffIfAbsent, staffWithPasswordIn, updateStaff } from './repository.js';
import type { NewStaffAccount } from './staff.table.js';

/**
 * Staff accounts made without the console: the demo staff, and the start's check that no
 * account still holds the public demo password.
 */
export type { NewStaffAccount };
export { grantTenant, insertStaffIfAbsent, staffWithPasswordIn };

/** Disables an account and ends its sessions at `at` (the demo password taken away). */
export function disableAccount(db: Db, id: number, at: string): Promise<void> {
  return updateStaff(db, id, { disabled_at: at, tokens_valid_after: at, updated_at: at });
}
