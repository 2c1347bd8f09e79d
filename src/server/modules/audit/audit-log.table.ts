import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * Who acted: a staff role, `cli` for the operator's shell commands (`npm run tenant -- set`…),
 * `partner` for a machine calling /v1/partner with an API key (actor `apikey:<name>`), or
 * `system` for what the server decides on its own (a failing webhook endpoint disabled).
 */
export type AuditRole = 'operator' | 'support' | 'cli' | 'partner' | 'system';

/**
 * Append-only log of every staff action and every `tenant set`: who (email, or the shell user),
 * with which role, on which tenant, what (action, target), the value before and after as JSON,
 * when and from which address (null from the shell).
 */
export interface AuditLogTable {
  id: Generated<number>;
  actor: string;
  role: AuditRole;
  /** Null for actions on no tenant (a staff member's own second factor, say). */
  tenant_alias: string | null;
  /** Dotted verb, e.g. `tenant.override`, `customer.points`, `customer.active`. */
  action: string;
  /** What was acted on: a settings path, a user code, an order number. */
  target: string;
  before_json: string | null;
  after_json: string | null;
  /** ISO-8601 UTC timestamp. */
  at: string;
  address: string | null;
}

export type AuditEntry = Selectable<AuditLogTable>;
export type NewAuditEntry = Insertable<AuditLogTable>;
