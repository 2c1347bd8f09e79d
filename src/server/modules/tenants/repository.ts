import type { Db } from '../../db/database.js';
import { listAuditEntries, recordAction, type AuditRole } from '../audit/service.js';
import type { TenantOverride } from './tenant-override.table.js';
import { writeTransaction } from '../../db/write-transaction.js';

/** The audit log's action for a change of a tenant's runtime overrides (CLI and console alike). */
export const OVERRIDE_ACTION = 'tenant.override';

/** Overrides of one tenant, ordered by path so the merge result never depends on insertion order. */
export function listOverrides(db: Db, alias: string): Promise<TenantOverride[]> {
  return db.selectFrom('tenant_override').selectAll().where('tenant_alias', '=', alias).orderBy('path').execute();
}

export interface OverrideChange {
  alias: string;
  /** Dotted key path, e.g. `features.wishlist`. */
  path: string;
  /** The new value; `undefined` removes the override (the tenant file's value applies again). */
  value: unknown;
  actor: string;
  /** Who the actor is: a console role, or `cli` (default) for the shell commands. */
  role?: AuditRole;
  /** The client address of a console change; none from the shell. */
  address?: string | null;
}

/**
 * Sets or removes one override and writes the audit row, in one transaction. Callers validate
 * the resulting tenant config first (the server ignores overrides that would make it invalid).
 */
export function changeOverride(db: Db, change: OverrideChange): Promise<void> {
  const { path, value, ...rest } = change;
  return changeOverrides(db, { ...rest, changes: [{ path, value }] });
}

/** One key's new override; `value: undefined` removes it. */
export interface OverrideWrite {
  path: string;
  value: unknown;
  /**
   * What the audit row records as before and after: the tenant's effective value at path (file and
   * overrides merged), so a toggle first switched off still shows it was on. Without them (a raw
   * write that has no tenant file at hand) the row records the stored override on each side.
   */
  effective?: { before: unknown; after: unknown };
}

export interface OverrideChanges extends Omit<OverrideChange, 'path' | 'value'> {
  changes: readonly OverrideWrite[];
}

/**
 * Sets or removes several overrides of one tenant with one audit row each, all in one
 * transaction: a console form's submit is saved whole or not at all.
 */
export async function changeOverrides(db: Db, change: OverrideChanges): Promise<void> {
  const at = new Date().toISOString();
  const who = { actor: change.actor, role: change.role ?? 'cli', address: change.address ?? null };
  await writeTransaction(db, async (trx) => {
    for (const { path, value, effective } of change.changes) {
      const before = await trx
        .selectFrom('tenant_override')
        .select('value_json')
        .where('tenant_alias', '=', change.alias)
        .where('path', '=', path)
        .executeTakeFirst();
      const afterJson = value === undefined ? null : JSON.stringify(value);
      if (afterJson === null) {
        await trx.deleteFrom('tenant_override').where('tenant_alias', '=', change.alias).where('path', '=', path).execute();
      } else {
        await trx
          .insertInto('tenant_override')
          .values({ tenant_alias: change.alias, path, value_json: afterJson, updated_at: at, updated_by: change.actor })
          .onConflict((oc) => oc.columns(['tenant_alias', 'path']).doUpdateSet({ value_json: afterJson, updated_at: at, updated_by: change.actor }))
          .execute();
      }
      await recordAction(
        trx,
        who,
        {
          tenant: change.alias,
          action: OVERRIDE_ACTION,
          target: path,
          before: effective ? effective.before : before ? (JSON.parse(before.value_json) as unknown) : undefined,
          after: effective ? effective.after : value,
        },
        new Date(at),
      );
    }
  });
}

/** Every override of every tenant, for `tenant list`. */
export function listAllOverrides(db: Db): Promise<TenantOverride[]> {
  return db.selectFrom('tenant_override').selectAll().orderBy('tenant_alias').orderBy('path').execute();
}

/** One change of a tenant's overrides, as the audit log recorded it. */
export interface OverrideHistoryEntry {
  id: number;
  path: string;
  before_json: string | null;
  after_json: string | null;
  actor: string;
  role: AuditRole;
  at: string;
}

/** The override changes of one tenant, newest first: `tenant history`, `tenant undo` and the console's history. */
export async function listAudit(db: Db, alias: string, limit?: number): Promise<OverrideHistoryEntry[]> {
  const rows = await listAuditEntries(db, { tenant: alias, action: OVERRIDE_ACTION, limit });
  return rows.map((r) => ({ id: r.id, path: r.target, before_json: r.before_json, after_json: r.after_json, actor: r.actor, role: r.role, at: r.at }));
}
