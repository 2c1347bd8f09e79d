import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, MESSAGES } from '../http/errors.js';
import { TenantConfigService, type RequestTenant } from '../modules/tenants/service.js';
import { parseClientInfo, type ClientInfo } from '../tenants/host.js';
import { TenantRegistry } from '../tenants/registry.js';

declare module 'fastify' {
  interface FastifyInstance {
    tenants: TenantRegistry;
    tenantConfigs: TenantConfigService;
  }
  interface FastifyRequest {
    /**
     * The request's tenant. Set on every /v1 route unless the route says `config: { tenant: 'none' }`;
     * an unknown host never reaches the handler (404 App not found).
     */
    tenant: RequestTenant;
    /** The parsed X-Client-Info header, null when absent or malformed. */
    clientInfo: ClientInfo | null;
  }
  interface FastifyContextConfig {
    /** 'none': the route works without a tenant (e.g. the OpenAPI document). Default 'required' under /v1. */
    tenant?: 'required' | 'none';
    /** Re-read the tenant file and overrides before answering: the page-load calls (app/start, app/tenant). */
    tenantFresh?: boolean;
  }
}

export interface TenancyOptions {
  tenantsDir: string;
  defaultTenant: string;
  overridesTtlMs: number;
}

/**
 * The host a /v1 call is for: the X-Client-Info alias (a host name) when sent, else the Host
 * header. Anonymous calls are trusted to name their tenant; the auth module refuses a token
 * issued by another tenant.
 */
export function apiHostOf(request: FastifyRequest): string | undefined {
  return request.clientInfo?.alias ?? request.headers.host;
}

/** Tenant registry + per-request tenant resolution. */
async function tenancyPlugin(app: FastifyInstance, options: TenancyOptions): Promise<void> {
  const registry = new TenantRegistry({ tenantsDir: options.tenantsDir, defaultTenant: options.defaultTenant, log: app.log });
  await registry.load();
  const configs = new TenantConfigService({ registry, db: app.db, log: app.log, overridesTtlMs: options.overridesTtlMs });
  app.decorate('tenants', registry);
  app.decorate('tenantConfigs', configs);
  app.decorateRequest('tenant', null as unknown as RequestTenant);
  app.decorateRequest('clientInfo', null);

  // onRequest, before the body is read: an unknown host costs no parsing.
  app.addHook('onRequest', async (request, reply) => {
    request.clientInfo = parseClientInfo(request.headers['x-client-info']);
    const url = request.routeOptions.url;
    const config = request.routeOptions.config;
    if (!url?.startsWith('/v1/') || config.tenant === 'none') return;
    const fresh = config.tenantFresh === true;
    const alias = await registry.resolve(apiHostOf(request), fresh);
    const tenant = alias ? await configs.get(alias, fresh) : null;
    if (!tenant) throw new HttpError(404, MESSAGES.appNotFound);
    request.tenant = tenant;
    // Every later line of this request's log names its tenant, the closing "request completed" too.
    request.log = reply.log = request.log.child({ tenant: tenant.alias });
  });
}

export default fp(tenancyPlugin, { name: 'premia-tenancy', fastify: '5.x', dependencies: ['premia-db'] });
