import type { Db } from '../../db/database.js';
import type { TenantOverride } from './tenant-override.table.js';
import type { TenantOverrideAudit } from './tenant-override-audit.table.js';

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
}

/**
 * Sets or removes one override and writes the audit row, in one transaction. Callers validate
 * the resulting tenant config first (the server ignores overrides that would make it invalid).
 */
export async function changeOverride(db: Db, change: OverrideChange): Promise<void> {
  const at = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('tenant_override')
      .select('value_json')
      .where('tenant_alias', '=', change.alias)
      .where('path', '=', change.path)
      .executeTakeFirst();
    const afterJson = change.value === undefined ? null : JSON.stringify(change.value);
    if (afterJson === null) {
      await trx.deleteFrom('tenant_override').where('tenant_alias', '=', change.alias).where('path', '=', change.path).execute();
    } else {
      await trx
        .insertInto('tenant_override')
        .values({ tenant_alias: change.alias, path: change.path, value_json: afterJson, updated_at: at, updated_by: change.actor })
        .onConflict((oc) => oc.columns(['tenant_alias', 'path']).doUpdateSet({ value_json: afterJson, updated_at: at, updated_by: change.actor }))
        .execute();
    }
    await trx
      .insertInto('tenant_override_audit')
      .values({ tenant_alias: change.alias, path: change.path, before_json: before?.value_json ?? null, after_json: afterJson, actor: change.actor, at })
      .execute();
  });
}

/** Every override of every tenant, for `tenant list`. */
export function listAllOverrides(db: Db): Promise<TenantOverride[]> {
  return db.selectFrom('tenant_override').selectAll().orderBy('tenant_alias').orderBy('path').execute();
}

/** Audit rows of one tenant, newest first (id breaks ties between changes in the same millisecond). */
export function listAudit(db: Db, alias: string, limit?: number): Promise<TenantOverrideAudit[]> {
  let query = db.selectFrom('tenant_override_audit').selectAll().where('tenant_alias', '=', alias).orderBy('id', 'desc');
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}
