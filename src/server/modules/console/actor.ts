import type { FastifyRequest } from 'fastify';
import type { Actor } from '../audit/service.js';
import type { StaffRole } from './staff.table.js';

/** The audit log's "who" for a console request: the staff member and the client address. */
export function actorOf(staff: { email: string; role: StaffRole }, request: FastifyRequest): Actor {
  return { actor: staff.email, role: staff.role, address: request.ip };
}
