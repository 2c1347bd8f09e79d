import type { Kysely, Transaction } from 'kysely';
import type { Database, Db } from '../../db/database.js';
import type { AuditEntry, NewAuditEntry } from './audit-log.table.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** Appends one entry; pass the transaction of the change it records, so neither exists without the other. */
export async function insertAudit(db: Executor, entry: NewAuditEntry): Promise<void> {
  await db.insertInto('audit_log').values(entry).execute();
}

export interface AuditFilter {
  /** Only these tenants (a staff member's); undefined: all. */
  tenants?: readonly string[];
  /**
   * What one staff member may read: the entries of its tenants (`all`: of any tenant) and, of the
   * entries on no tenant, only its own.
   */
  visibleTo?: { tenants: readonly string[] | 'all'; actor: string };
  tenant?: string;
  action?: string;
  actor?: string;
  /** ISO date-time bounds, inclusive. */
  since?: string;
  until?: string;
  /** Entries with an id below this one (the next page, newest first). */
  beforeId?: number;
  limit?: number;
}

/** Entries newest first (id breaks ties between changes in the same millisecond). */
export function listAuditEntries(db: Db, filter: AuditFilter): Promise<AuditEntry[]> {
  let query = db.selectFrom('audit_log').selectAll().orderBy('id', 'desc');
  if (filter.tenants) query = query.where('tenant_alias', 'in', filter.tenants.length ? [...filter.tenants] : ['']);
  const visible = filter.visibleTo;
  if (visible) {
    query = query.where((eb) => {
      const own = eb.and([eb('tenant_alias', 'is', null), eb('actor', '=', visible.actor)]);
      if (visible.tenants === 'all') return eb.or([eb('tenant_alias', 'is not', null), own]);
      return visible.tenants.length ? eb.or([eb('tenant_alias', 'in', [...visible.tenants]), own]) : own;
    });
  }
  if (filter.tenant !== undefined) query = query.where('tenant_alias', '=', filter.tenant);
  if (filter.action !== undefined) query = query.where('action', '=', filter.action);
  if (filter.actor !== undefined) query = query.where('actor', '=', filter.actor);
  if (filter.since !== undefined) query = query.where('at', '>=', filter.since);
  if (filter.until !== undefined) query = query.where('at', '<=', filter.until);
  if (filter.beforeId !== undefined) query = query.where('id', '<', filter.beforeId);
  if (filter.limit !== undefined) query = query.limit(filter.limit);
  return query.execute();
}
