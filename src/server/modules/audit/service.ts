import type { Kysely, Transaction } from 'kysely';
import type { AuditAction } from '../../../shared/audit/audit-actions.js';
import type { Database } from '../../db/database.js';
import type { AuditRole } from './audit-log.table.js';
import { insertAudit } from './repository.js';

export type { AuditEntry, AuditRole } from './audit-log.table.js';
export { listAuditEntries, type AuditFilter } from './repository.js';

/** Who acted and from where: a staff member in the console, or the operator's shell. */
export interface Actor {
  actor: string;
  role: AuditRole;
  address: string | null;
}

export interface AuditedChange {
  tenant: string | null;
  /** One of the described actions (src/shared/audit/audit-actions.ts): a new one needs its Italian sentence there first. */
  action: AuditAction;
  target: string;
  before?: unknown;
  after?: unknown;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/**
 * Records one action; the only writer of the audit log. Call it with the transaction that makes the change, so the log holds
 * exactly what happened: an action rolled back leaves no entry, and none happens unlogged.
 */
export async function recordAction(
  db: Kysely<Database> | Transaction<Database>,
  who: Actor,
  change: AuditedChange,
  now: Date,
): Promise<void> {
  await insertAudit(db, {
    actor: who.actor,
    role: who.role,
    address: who.address,
    tenant_alias: change.tenant,
    action: change.action,
    target: change.target,
    before_json: json(change.before),
    after_json: json(change.after),
    at: now.toISOString(),
  });
}
