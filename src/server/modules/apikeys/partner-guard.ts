import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../../http/errors.js';
import { consume, type Limit } from '../../http/rate-limit.js';
import { apiHostOf } from '../../plugins/tenancy.js';
import { hostName, LOCAL_HOSTS } from '../../tenants/host.js';
import { authenticateApiKey, type ApiKeyScope, type ApiKeyView } from './service.js';

export const KEY_REFUSED = 'Chiave API mancante, sconosciuta, revocata o scaduta';
export const KEY_OTHER_TENANT = 'La chiave API è di un’altra iniziativa';
export const keyLacksScope = (scope: string) => `La chiave API non ha il permesso ${scope}`;

/** Calls per key per minute, counted in the database so every process shares the budget. */
export const PARTNER_KEY_LIMIT: Limit = { max: 1200, windowMs: 60_000, message: 'Troppe chiamate con questa chiave: riprova tra poco' };

declare module 'fastify' {
  interface FastifyRequest {
    /** The API key of a /v1/partner call, once the guard accepted it. */
    partnerKey?: ApiKeyView & { tenantAlias: string };
  }
}

/**
 * The guard of a /v1/partner route: a live key (`Authorization: Bearer prm_…`) with `scope`,
 * of the tenant the Host names (any host that names none: the key's tenant), under its per-key
 * budget. Sets request.tenant to the key's tenant and request.partnerKey to the key.
 */
export function partnerGuard(app: FastifyInstance, scope: ApiKeyScope): preHandlerAsyncHookHandler {
  return async (request) => {
    const presented = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const found = presented ? await authenticateApiKey(app.db, presented, request.ip, app.clock()) : null;
    if (!found || 'refused' in found) throw new HttpError(401, KEY_REFUSED);
    const { key } = found;
    // On this machine's own names (LOCAL_HOSTS) no tenant is named: the key decides.
    const host = hostName(apiHostOf(request));
    if (host && !LOCAL_HOSTS.has(host)) {
      const alias = await app.tenants.resolve(host);
      if (alias && alias !== key.tenantAlias) throw new HttpError(403, KEY_OTHER_TENANT);
    }
    if (!key.scopes.includes(scope)) throw new HttpError(403, keyLacksScope(scope));
    const tenant = await app.tenantConfigs.get(key.tenantAlias, false);
    if (!tenant) throw new HttpError(403, KEY_OTHER_TENANT);
    await consume(app.db, `apikey:${key.id}`, PARTNER_KEY_LIMIT, app.clock());
    request.tenant = tenant;
    request.partnerKey = key;
    request.log = request.log.child({ tenant: key.tenantAlias, apiKey: key.name });
  };
}
