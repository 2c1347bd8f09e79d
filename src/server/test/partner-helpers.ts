import type { FastifyInstance } from 'fastify';
import { createApiKey, type ApiKeyScope } from '../modules/apikeys/service.js';

/** API keys and calls of the partner API, for its tests (not a test file itself). */

const CLI = { actor: 'test', role: 'cli' as const, address: null };
let keys = 0;

/** A new key of the tenant with these scopes (every scope by default), as `npm run apikey -- create` makes it. */
export async function partnerKey(
  app: FastifyInstance,
  tenantAlias = 'demo',
  scopes: readonly ApiKeyScope[] = ['points:write', 'customers:write', 'sales:write', 'orders:read', 'orders:write'],
  expiresAt?: Date,
): Promise<{ key: string; name: string }> {
  keys += 1;
  const name = `Prova ${keys}`;
  const { key } = await createApiKey(app.db, { tenantAlias, name, scopes, expiresAt }, CLI, app.clock());
  return { key, name };
}

/** A partner call with the key as `Authorization: Bearer`, on a host that names no tenant unless given. */
export function partnerCall(
  app: FastifyInstance,
  key: string,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
  host = 'localhost',
) {
  return app.inject({ method, url, payload, headers: { host, authorization: `Bearer ${key}` } });
}
