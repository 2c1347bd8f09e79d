import type { FastifyInstance } from 'fastify';
import { staffApikeys, type ApiKey } from '../../../shared/types/generated/api/staff-apikeys.js';
import { defineRoute } from '../../http/define-route.js';
import { HttpError } from '../../http/errors.js';
import { actorOf } from '../../plugins/staff-actor.js';
import { staffOf, tenantOf } from '../../plugins/staff-guard.js';
import { ApiKeyError, createApiKey, endOfExpiryDay, listApiKeys, revokeApiKey, type ApiKeyView } from './service.js';

const STATUS_OF_REASON = { invalid: 400, taken: 409, missing: 404 } as const;

/** The service's refusals as answers, in a sentence that starts with a capital. */
async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof ApiKeyError)) throw err;
    throw new HttpError(STATUS_OF_REASON[err.reason], err.message.charAt(0).toUpperCase() + err.message.slice(1));
  }
}

/** A key as the console shows it: whether it works now is decided here, on the server's clock. */
const shown = (key: ApiKeyView, now: Date): ApiKey => ({
  ...key,
  status: key.revokedAt ? 'revoked' : key.expiresAt && key.expiresAt <= now.toISOString() ? 'expired' : 'active',
});

/** The console's "Chiavi API" (schemas/api/staff-apikeys.json): the same keys as `npm run apikey`. */
export async function consoleApiKeysRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, staffApikeys.listApiKeys, async (request) => {
    const now = app.clock();
    return { data: (await listApiKeys(app.db, tenantOf(request).alias)).map((k) => shown(k, now)) };
  });

  defineRoute(app, staffApikeys.createApiKey, async (request, reply) => {
    const { name, scopes, expires } = request.body;
    const now = app.clock();
    const created = await answering(() =>
      createApiKey(
        app.db,
        { tenantAlias: tenantOf(request).alias, name, scopes, expiresAt: expires ? endOfExpiryDay(expires) : null },
        actorOf(staffOf(request), request),
        now,
      ),
    );
    // The key travels in this answer only: no cache may keep it.
    reply.code(201).header('cache-control', 'no-store');
    return { key: created.key, apiKey: shown(created.view, now) };
  });

  defineRoute(app, staffApikeys.revokeApiKey, async (request) => {
    const now = app.clock();
    const key = await answering(() =>
      revokeApiKey(app.db, tenantOf(request).alias, { id: request.params.id }, actorOf(staffOf(request), request), now),
    );
    return shown(key, now);
  });
}
