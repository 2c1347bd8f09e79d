import { resolveProgramme } from '../../../shared/programme.js';
import type { FastifyInstance } from 'fastify';
import type { ContractFile } from '../../../shared/api/contract-file.js';
import type {
  OkAnswer,
  StaffMe,
  StaffOperations,
  TenantSummary,
  TokenAnswer,
  TotpSetup,
} from '../../../shared/types/generated/api/staff.js';
import contractFile from '../../../../schemas/api/staff.json' with { type: 'json' };
import { routeOf } from '../../http/contract.js';
import { DEFAULT_TIME_ZONE } from '../../../shared/time-zone.js';
import { recordAction } from '../audit/service.js';
import { clearRefreshCookie, setRefreshCookie, STAFF_REFRESH } from '../customers/credentials-service.js';
import type { AuthDeps } from '../customers/session-service.js';
import { actorOf } from '../../plugins/staff-actor.js';
import { mayManage, staffOf } from '../../plugins/staff-guard.js';
import {
  beginTotp,
  confirmTotp,
  rotateStaffSession,
  setStaffPassword,
  signOutEverywhere,
  staffAccount,
  staffSignIn,
  staffSignOut,
} from './session-service.js';

const contract = contractFile as ContractFile;
type Op = StaffOperations;

export interface ConsoleAuthOptions {
  requireTotpForOperators: boolean;
}

/** Staff sign-in, sessions, second factor and the tenant list (schemas/api/staff.json). */
export async function consoleAuthRoutes(app: FastifyInstance, options: ConsoleAuthOptions): Promise<void> {
  const deps: AuthDeps = {
    db: app.db,
    dialect: app.dbDialect,
    now: app.clock,
    jwtKey: app.jwtKey,
    accessTtlS: app.accessTokenTtlS,
    refreshTable: 'staff_refresh_tokens',
  };

  app.route<{ Body: Op['signIn']['body'] }>({
    ...routeOf(contract, 'signIn'),
    handler: async (request, reply): Promise<TokenAnswer> => {
      const { staff, session } = await staffSignIn(deps, request.body, request.ip);
      setRefreshCookie(request, reply, session, STAFF_REFRESH);
      await recordAction(app.db, actorOf(staff, request), { tenant: null, action: 'staff.signin', target: staff.email }, app.clock());
      return { token: session.accessToken };
    },
  });

  app.route({
    ...routeOf(contract, 'refresh'),
    handler: async (request, reply): Promise<TokenAnswer> => {
      try {
        const { session } = await rotateStaffSession(deps, request.cookies[STAFF_REFRESH.name]);
        setRefreshCookie(request, reply, session, STAFF_REFRESH);
        return { token: session.accessToken };
      } catch (err) {
        clearRefreshCookie(request, reply, STAFF_REFRESH);
        throw err;
      }
    },
  });

  app.route({
    ...routeOf(contract, 'signOut'),
    handler: async (request, reply): Promise<OkAnswer> => {
      await staffSignOut(deps, request.cookies[STAFF_REFRESH.name]);
      clearRefreshCookie(request, reply, STAFF_REFRESH);
      return { ok: true };
    },
  });

  app.route<{ Body: Op['setPassword']['body'] }>({
    ...routeOf(contract, 'setPassword'),
    handler: async (request): Promise<OkAnswer> => {
      await setStaffPassword(deps, request.body.token, request.body.password);
      return { ok: true };
    },
  });

  app.route({
    ...routeOf(contract, 'getMe'),
    handler: async (request): Promise<StaffMe> => {
      const staff = staffOf(request);
      return {
        email: staff.email,
        role: staff.role,
        allTenants: staff.allTenants,
        tenants: staff.tenants,
        totpEnabled: staff.totpEnabled,
        totpRequired: options.requireTotpForOperators && staff.role === 'operator' && !staff.totpEnabled,
      };
    },
  });

  app.route({
    ...routeOf(contract, 'signOutEverywhere'),
    handler: async (request, reply): Promise<OkAnswer> => {
      const staff = staffOf(request);
      await signOutEverywhere(deps, staff.id);
      clearRefreshCookie(request, reply, STAFF_REFRESH);
      await recordAction(
        app.db,
        actorOf(staff, request),
        { tenant: null, action: 'staff.signout-everywhere', target: staff.email },
        app.clock(),
      );
      return { ok: true };
    },
  });

  app.route<{ Body: Op['beginTotp']['body'] }>({
    ...routeOf(contract, 'beginTotp'),
    handler: async (request): Promise<TotpSetup> => {
      const account = await staffAccount(deps, staffOf(request).id);
      return beginTotp(deps, account!, request.body);
    },
  });

  app.route<{ Body: Op['confirmTotp']['body'] }>({
    ...routeOf(contract, 'confirmTotp'),
    handler: async (request, reply): Promise<TokenAnswer> => {
      const staff = staffOf(request);
      const account = await staffAccount(deps, staff.id);
      const session = await confirmTotp(deps, account!, request.body.otp);
      setRefreshCookie(request, reply, session, STAFF_REFRESH);
      await recordAction(
        app.db,
        actorOf(staff, request),
        {
          tenant: null,
          action: 'staff.totp',
          target: staff.email,
          before: account!.totp_secret ? 'enabled' : 'disabled',
          after: 'enabled',
        },
        app.clock(),
      );
      return { token: session.accessToken };
    },
  });

  app.route({
    ...routeOf(contract, 'listTenants'),
    handler: async (request): Promise<TenantSummary[]> => {
      const staff = staffOf(request);
      // A folder made by `npm run tenant -- new` a moment ago is listed at once, as its host is served.
      await app.tenants.sync();
      const entries = app.tenants.list().filter((entry) => mayManage(staff, entry.alias));
      // The zone as resolved, runtime overrides included, as the portal writes its dates in it.
      const configs = await Promise.all(entries.map(async (entry) => (await app.tenantConfigs.get(entry.alias, false))?.config));
      return entries
        .map((entry, i) => ({
          alias: entry.alias,
          name: entry.file.name,
          hosts: entry.file.hosts,
          portalUrl: app.publicUrlOf({ alias: entry.alias, config: entry.file }),
          timeZone: configs[i]?.timeZone ?? DEFAULT_TIME_ZONE,
          programme: configs[i]?.programme ?? resolveProgramme(undefined),
        }))
        .sort((a, b) => a.alias.localeCompare(b.alias));
    },
  });
}
