import { resolveProgramme } from '../../../shared/programme.js';
import type { FastifyInstance } from 'fastify';
import { staff as staffApi } from '../../../shared/types/generated/api/staff.js';
import { defineRoute } from '../../http/define-route.js';
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

  defineRoute(app, staffApi.signIn, async (request, reply) => {
    const { staff, session } = await staffSignIn(deps, request.body, request.ip);
    setRefreshCookie(request, reply, session, STAFF_REFRESH);
    await recordAction(app.db, actorOf(staff, request), { tenant: null, action: 'staff.signin', target: staff.email }, app.clock());
    return { token: session.accessToken };
  });

  defineRoute(app, staffApi.refresh, async (request, reply) => {
    try {
      const { session } = await rotateStaffSession(deps, request.cookies[STAFF_REFRESH.name]);
      setRefreshCookie(request, reply, session, STAFF_REFRESH);
      return { token: session.accessToken };
    } catch (err) {
      clearRefreshCookie(request, reply, STAFF_REFRESH);
      throw err;
    }
  });

  defineRoute(app, staffApi.signOut, async (request, reply) => {
    await staffSignOut(deps, request.cookies[STAFF_REFRESH.name]);
    clearRefreshCookie(request, reply, STAFF_REFRESH);
    return { ok: true };
  });

  defineRoute(app, staffApi.setPassword, async (request) => {
    await setStaffPassword(deps, request.body.token, request.body.password);
    return { ok: true };
  });

  defineRoute(app, staffApi.getMe, async (request) => {
    const staff = staffOf(request);
    return {
      email: staff.email,
      role: staff.role,
      allTenants: staff.allTenants,
      tenants: staff.tenants,
      totpEnabled: staff.totpEnabled,
      totpRequired: options.requireTotpForOperators && staff.role === 'operator' && !staff.totpEnabled,
    };
  });

  defineRoute(app, staffApi.signOutEverywhere, async (request, reply) => {
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
  });

  defineRoute(app, staffApi.beginTotp, async (request) => {
    const account = await staffAccount(deps, staffOf(request).id);
    return beginTotp(deps, account!, request.body);
  });

  defineRoute(app, staffApi.confirmTotp, async (request, reply) => {
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
  });

  defineRoute(app, staffApi.listTenants, async (request) => {
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
  });
}
