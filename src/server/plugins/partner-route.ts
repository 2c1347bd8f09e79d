import type { FastifyRequest } from 'fastify';
import type { Actor } from '../modules/audit/service.js';
import type { ApiKeyScope } from '../modules/apikeys/service.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A /v1/partner route: the scope its API key needs (the partner scope's guard reads it). */
    partnerScope?: ApiKeyScope;
  }
}

/**
 * The route options of a /v1/partner operation: its tenant comes from the API key (the guard
 * installed by partner-routes.ts sets request.tenant), not from the Host alone.
 */
export const partnerRoute = (scope: ApiKeyScope) => ({ config: { tenant: 'none' as const, partnerScope: scope } });

/** The audit log's "who" of a partner call: the API key by name, role partner. */
export function partnerActorOf(request: FastifyRequest): Actor {
  const key = request.partnerKey;
  // The guard runs on every partner route before its handler; a handler without a key is a wiring bug.
  if (!key) throw new Error('partner route reached without an API key');
  return { actor: `apikey:${key.name}`, role: 'partner', address: request.ip };
}
