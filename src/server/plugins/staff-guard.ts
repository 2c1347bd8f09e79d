import type { FastifyContextConfig, FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { HttpError } from '../http/errors.js';
import { verifyAccessToken } from '../modules/customers/credentials-service.js';
import type { RequestTenant } from '../modules/tenants/service.js';
import { activeStaff, CONSOLE_AUDIENCE } from '../modules/staff/session-service.js';
import { tenantsOfStaff } from '../modules/staff/repository.js';
import type { StaffRole } from '../modules/staff/staff.table.js';

export type { StaffRole };

/** The signed-in staff member, as the console's routes see it. */
export interface StaffPrincipal {
  id: number;
  email: string;
  role: StaffRole;
  allTenants: boolean;
  /** Tenants given to the account (empty with allTenants). */
  tenants: string[];
  totpEnabled: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the console's guard on routes that declare staff roles; null elsewhere. */
    staff: StaffPrincipal | null;
    /** On console routes with an `{alias}` parameter: that tenant, checked against the account. */
    consoleTenant: RequestTenant | null;
  }
  interface FastifyContextConfig {
    /** The staff roles a console route admits (from the contract's `roles`). */
    staffRoles?: readonly StaffRole[];
  }
}

export const STAFF_UNAUTHORIZED = 'Sessione della console non valida o scaduta';
export const ROLE_FORBIDDEN = 'Il tuo ruolo non consente questa operazione';
export const TENANT_FORBIDDEN = 'Questa iniziativa non è tra quelle che gestisci';
export const ENROL_TOTP_FIRST = 'Attiva la verifica in due passaggi per continuare';
export const TENANT_NOT_FOUND = 'Iniziativa non trovata';

/** Routes a staff member without the required second factor may still use: to see who they are and enrol. */
const ENROLMENT_ROUTES = new Set([
  '/v1/console/me',
  '/v1/console/me/totp',
  '/v1/console/me/totp/confirm',
  '/v1/console/me/signout-everywhere',
]);

/** The only console routes without a staff session: signing in, refreshing, signing out, setting the password. */
const PUBLIC_ROUTE = /^\/v1\/console\/auth\//;

function bearerOf(request: FastifyRequest): string | null {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export function mayManage(staff: Pick<StaffPrincipal, 'allTenants' | 'tenants'>, alias: string): boolean {
  return staff.allTenants || staff.tenants.includes(alias);
}

export interface StaffGuardOptions {
  /** CONSOLE_REQUIRE_2FA: operators must enrol a second factor before any other call. */
  requireTotpForOperators: boolean;
}

/**
 * The console's guard, for every route registered in the plugin that calls it: each works
 * without a tenant host (the console has its own host), and a route declaring `staffRoles`
 * admits only a staff access token of an enabled account with one of those roles (401 / 403),
 * and, with an `{alias}` parameter, only a tenant given to the account (403; 404 if unknown).
 * An unlisted route is an error at start: nothing reaches a handler unguarded by mistake.
 */
export function installStaffGuard(app: FastifyInstance, options: StaffGuardOptions): void {
  app.decorateRequest('staff', null);
  app.decorateRequest('consoleTenant', null);

  app.addHook('onRoute', (route: RouteOptions) => {
    const config = (route.config ?? {}) as FastifyContextConfig;
    if (!config.staffRoles && !PUBLIC_ROUTE.test(route.url))
      throw new Error(`console route ${route.method} ${route.url} declares no staff roles`);
    route.config = { ...config, tenant: 'none' };
  });

  app.addHook('preHandler', async (request) => {
    const roles = request.routeOptions.config.staffRoles;
    if (!roles) return;
    const token = bearerOf(request);
    const claims = token ? await verifyAccessToken(await app.jwtKey(), token, CONSOLE_AUDIENCE, app.clock()) : null;
    const account = claims
      ? await activeStaff({ db: app.db, dialect: app.dbDialect, now: app.clock, jwtKey: app.jwtKey }, claims.userId, claims.iat)
      : undefined;
    if (!account) throw new HttpError(401, STAFF_UNAUTHORIZED);
    const staff: StaffPrincipal = {
      id: account.id,
      email: account.email,
      role: account.role,
      allTenants: account.all_tenants === 1,
      tenants: account.all_tenants === 1 ? [] : await tenantsOfStaff(app.db, account.id),
      totpEnabled: !!account.totp_secret,
    };
    request.staff = staff;
    if (
      options.requireTotpForOperators &&
      staff.role === 'operator' &&
      !staff.totpEnabled &&
      !ENROLMENT_ROUTES.has(request.routeOptions.url ?? '')
    ) {
      throw new HttpError(403, ENROL_TOTP_FIRST);
    }
    if (!roles.includes(staff.role)) throw new HttpError(403, ROLE_FORBIDDEN);
    const alias = (request.params as { alias?: string } | undefined)?.alias;
    if (alias !== undefined) {
      if (!mayManage(staff, alias)) throw new HttpError(403, TENANT_FORBIDDEN);
      const tenant = await app.tenantConfigs.get(alias, false);
      if (!tenant) throw new HttpError(404, TENANT_NOT_FOUND);
      request.consoleTenant = tenant;
    }
  });
}

/** The staff member set by the guard (routes with staffRoles only). */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw new HttpError(401, STAFF_UNAUTHORIZED);
  return request.staff;
}

/** The tenant of an `{alias}` route, checked by the guard. */
export function tenantOf(request: FastifyRequest): RequestTenant {
  if (!request.consoleTenant) throw new HttpError(404, TENANT_NOT_FOUND);
  return request.consoleTenant;
}

/**
 * onRequest hook of an upload route. The guard runs after the body is read, and the multipart
 * plugin reads it before validation: so that only a holder of a staff token can make the server
 * buffer an upload, the token's signature is checked first (no database read); the guard still
 * does the full check after.
 */
export function signedStaffOnly(app: FastifyInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerOf(request);
    const claims = token ? await verifyAccessToken(await app.jwtKey(), token, CONSOLE_AUDIENCE, app.clock()) : null;
    if (!claims) throw new HttpError(401, STAFF_UNAUTHORIZED);
  };
}
