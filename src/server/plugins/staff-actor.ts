import type { FastifyRequest } from 'fastify';
import type { ResolvedTenantConfig } from '../../shared/tenant-config.js';
import type { Actor } from '../modules/audit/service.js';
import type { StaffRole } from '../modules/staff/staff.table.js';

/** The audit log's "who" for a console request: the staff member and the client address. */
export function actorOf(staff: { email: string; role: StaffRole }, request: FastifyRequest): Actor {
  return { actor: staff.email, role: staff.role, address: request.ip };
}

/** A change made by a staff member on one tenant, for the audit log. */
export interface StaffAct {
  who: Actor;
  tenantAlias: string;
  /** The tenant's configuration, where a change or its answer depends on it (extra fields, welcome points). */
  config?: ResolvedTenantConfig;
}
