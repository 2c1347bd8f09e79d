import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.js';
import { isHostHeader } from '../tenants/host.js';

export const INVALID_HOST_MESSAGE =
  "Richiesta non valida: l'intestazione Host deve essere un nome host, con una porta numerica facoltativa";

/**
 * Refuses a malformed Host header (400) before routing, on every path: `localhost:80@evil.example`
 * resolves to a tenant by its first label yet reads as evil.example to any URL parser, so nothing
 * downstream should ever see such a value.
 */
async function hostGuardPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request) => {
    if (!isHostHeader(request.headers.host)) throw new HttpError(400, INVALID_HOST_MESSAGE);
  });
}

export default fp(hostGuardPlugin, { name: 'premia-host-guard', fastify: '5.x' });
