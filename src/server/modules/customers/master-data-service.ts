import type { Kysely } from 'kysely';
import type { Database, SqlDialectName } from '../../db/database.js';
import { recordAction, type Actor } from '../audit/service.js';
import { customerWriteTransaction } from './lock-service.js';
import { findUserByUsername } from './repository.js';
import { parseExtras } from './user-fields.js';
import type { User, UserUpdate } from './user.table.js';
import { CUSTOMER_TEXT_COLUMNS } from '../../../shared/customer-fields.js';

/**
 * A customer's master data as the operator's ERP owns it (the partner API's customers upsert):
 * the fields the customers import carries that describe the business, never the account.
 *
 * A machine may overwrite names, company, VAT number, phone, the address columns and the tenant's
 * importable extras.
 * It may NOT overwrite:
 * - the password (the customer's secret: the ERP's first password only seeds a new account);
 * - `active` and `points_enabled` (the account's status: the customer's activation and the
 *   staff's switches in the console, audited as theirs) and `type`;
 * - the email of a customer who has activated the account: it is their sign-in and recovery
 *   address, and changing it from a machine would let a leaked key take the account through
 *   "password dimenticata". Before activation the ERP's email is still provisioning data.
 * Those values are kept and the row says which and why.
 */

/** The ERP's master data is every text column a customer has (the same list the forms and the console use). */
export const MASTER_DATA_COLUMNS = CUSTOMER_TEXT_COLUMNS;
type MasterColumn = (typeof MASTER_DATA_COLUMNS)[number];

/** What a row sent, validated (the import's rule) and limited to the fields present in the row. */
export interface MasterDataInput {
  columns: Partial<Record<MasterColumn, string | null>>;
  /** Extra fields by name; null clears one. */
  extras: Record<string, string | null>;
  /** Account fields sent: compared only to say they were kept. */
  account: Partial<{ active: number; points_enabled: number; type: string }>;
}

export interface MasterDataOutcome {
  outcome: 'updated' | 'unchanged';
  /** Fields written, as the API names them (`extra.<name>` for an extra). */
  changed: string[];
  /** Fields sent with another value that a machine may not overwrite. */
  kept: string[];
  reason: string | null;
}

type Stored = Pick<User, MasterColumn | 'extra_json' | 'active' | 'points_enabled' | 'type' | 'activated_at'>;
export type StoredCustomer = Stored & Pick<User, 'id' | 'username'>;

interface Diff extends MasterDataOutcome {
  update: UserUpdate;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

const KEPT_WHY = {
  email: "email: è l'indirizzo di accesso e di recupero della password del cliente, che ha già attivato l'account",
  account: 'lo stato dell’account (active, points_enabled, type) lo decidono il cliente e lo staff dalla console',
};

/** Extras are stored as text by the import and the forms; a number typed in a form compares by its text. */
const extraText = (value: unknown): string | null => (value === undefined || value === null || value === '' ? null : String(value));

/** What applying `input` to `user` would change, and what it keeps. Pure: judged again under the lock. */
export function masterDataDiff(user: Stored, input: MasterDataInput): Diff {
  const update: UserUpdate = {};
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  const kept: string[] = [];
  const activated = user.activated_at !== null || user.active === 1;
  for (const name of MASTER_DATA_COLUMNS) {
    const value = input.columns[name];
    if (value === undefined || value === user[name]) continue;
    if (name === 'email' && activated) {
      kept.push('email');
      continue;
    }
    update[name] = value;
    before[name] = user[name];
    after[name] = value;
  }
  const extras = parseExtras(user.extra_json);
  let extrasChanged = false;
  for (const [name, value] of Object.entries(input.extras)) {
    const stored = extraText(extras[name]);
    if (value === stored) continue;
    before[`extra.${name}`] = stored;
    after[`extra.${name}`] = value;
    if (value === null) delete extras[name];
    else extras[name] = value;
    extrasChanged = true;
  }
  if (extrasChanged) update.extra_json = JSON.stringify(extras);
  const accountKept = (Object.keys(input.account) as (keyof MasterDataInput['account'])[]).filter((k) => input.account[k] !== user[k]);
  kept.push(...accountKept);
  const reasons = [kept.includes('email') && KEPT_WHY.email, accountKept.length > 0 && KEPT_WHY.account].filter(Boolean);
  const changed = Object.keys(after);
  return {
    outcome: changed.length ? 'updated' : 'unchanged',
    changed,
    kept,
    reason: reasons.length ? `Non modificati via API: ${reasons.join('; ')}` : null,
    update,
    before,
    after,
  };
}

export interface MasterDataDeps {
  db: Kysely<Database>;
  dialect: SqlDialectName;
  now: () => Date;
}

/** The tenant's customers with these (normalised) user codes, for a first, lock-free look. */
export async function customersByCode(db: Kysely<Database>, alias: string, codes: readonly string[]): Promise<Map<string, StoredCustomer>> {
  if (!codes.length) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username', ...MASTER_DATA_COLUMNS, 'extra_json', 'active', 'points_enabled', 'type', 'activated_at'])
    .where('tenant_alias', '=', alias)
    .where('username', 'in', [...codes])
    .execute();
  return new Map(rows.map((r) => [r.username, r]));
}

/**
 * Applies one row to one existing customer, atomically: under the customer's lock the row is read
 * again and judged again, only the fields that differ are written (a profile change the customer
 * made meanwhile to another field survives; on the same field the later write wins), and the
 * change is audited with both sides in the same transaction. `partner.customer_update`, by the key.
 */
export async function updateMasterData(
  deps: MasterDataDeps,
  who: Actor,
  alias: string,
  customer: { id: number; username: string },
  input: MasterDataInput,
): Promise<MasterDataOutcome> {
  return customerWriteTransaction(deps.db, deps.dialect, customer.id, async (trx) => {
    const user = await findUserByUsername(trx, alias, customer.username);
    if (!user) throw new Error(`customer ${customer.username} vanished while locked`);
    const { update, before, after, ...outcome } = masterDataDiff(user, input);
    if (outcome.outcome === 'unchanged') return outcome;
    const now = deps.now();
    await trx
      .updateTable('users')
      .set({ ...update, updated_at: now.toISOString() })
      .where('id', '=', user.id)
      .execute();
    await recordAction(trx, who, { tenant: alias, action: 'partner.customer_update', target: user.username, before, after }, now);
    return outcome;
  });
}
