import type { FastifyInstance } from 'fastify';
import { bearer, CONSOLE_HOST, nextIp } from './auth-helpers.js';

/** Saves settings changes as the console's "Salva" does, as the staff member holding `token`. */
export function saveSettings(app: FastifyInstance, changes: object[], token: string, alias = 'demo') {
  return app.inject({
    method: 'POST',
    url: `/v1/console/tenants/${alias}/settings`,
    payload: { changes },
    headers: { host: CONSOLE_HOST, ...bearer(token) },
    remoteAddress: nextIp(),
  });
}
