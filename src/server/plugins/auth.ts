import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../http/errors.js';
import { findUserInTenant } from '../modules/customers/repository.js';
import { RateLimitError } from '../modules/customers/rate-limit.js';
import { ACCESS_TOKEN_TTL_S, jwtKeyLoader, verifyAccessToken } from '../modules/customers/tokens.js';
import type { User } from '../modules/customers/user.table.js';
import { MSG as REGOLAMENTO_MSG, PENDING_CODE, RegolamentoGate } from '../modules/regolamento/service.js';

/** The signed-in customer (a users row without the password hash). */
export type AuthUser = Omit<User, 'password_hash'>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler for routes that need a signed-in customer, active or not:
     * `app.get('/x', { preHandler: app.authenticate, schema: { security: [{ bearer: [] }], … } }, …)`.
     * Verifies the bearer JWT (HS256, issuer 'premia', audience = request.tenant.alias, expiry)
     * and loads the user of that tenant into request.user; anything else answers 401, which
     * makes the SPA try one refresh.
     */
    authenticate: preHandlerAsyncHookHandler;
    /** Like authenticate, then 403 for customers who have not completed registration. */
    authenticateActive: preHandlerAsyncHookHandler;
    /**
     * authenticateActive for read-only routes that only check who the customer is and never show
     * their row (the catalogue's listing, prize, categories, home prizes): the user row may be
     * reused for up to userRowTtlMs by this process. See authPlugin.
     */
    authenticateActiveRead: preHandlerAsyncHookHandler;
    /** The server's clock; tests inject one to expire tokens without sleeping. */
    clock: () => Date;
    /** Which version of the regolamento each registered customer must have accepted (modules/regolamento). */
    regolamentoGate: RegolamentoGate;
    /** HMAC key of our JWTs (JWT_SECRET or the one kept in app_meta). */
    jwtKey: () => Promise<Uint8Array>;
    /** Access-token lifetime in seconds (ACCESS_TOKEN_TTL_SECONDS). */
    accessTokenTtlS: number;
  }
  interface FastifyContextConfig {
    /**
     * A customer call open to someone who has not accepted the regolamento in force: reading who
     * they are (auth/me, which says what to accept), the regolamento itself and accepting it.
     * Every other signed-in call refuses them (403, code regolamento_da_accettare).
     */
    regolamentoOpen?: boolean;
  }
  interface FastifyRequest {
    /** Set by app.authenticate / app.authenticateActive; null on anonymous routes. */
    user: AuthUser | null;
    /** True when the customer is seen by a staff member through a preview token (read-only). */
    preview: boolean;
  }
}

export interface AuthPluginOptions {
  jwtSecret?: string;
  /** Default ACCESS_TOKEN_TTL_S (10 minutes). */
  accessTokenTtlS?: number;
  clock?: () => Date;
  /** How long authenticateActiveRead may reuse a user row in this process. Default 1000 ms; 0 = never. */
  userRowTtlMs?: number;
}

export const UNAUTHORIZED = 'Sessione non valida o scaduta';
export const INACTIVE = 'Completa la registrazione per continuare';
export const PREVIEW_READ_ONLY = 'Anteprima dalla console: nessuna modifica è possibile';

/** What a preview token may do: look, never change (no order, no wishlist, no profile edit). */
const READ_ONLY_METHODS = new Set(['GET', 'HEAD']);

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  // A client with no token may send the literal 'undefined'.
  return scheme?.toLowerCase() === 'bearer' && token && token !== 'undefined' ? token : null;
}

/** Bearer-token authentication for every module; see the FastifyInstance declarations above. */
async function authPlugin(app: FastifyInstance, options: AuthPluginOptions): Promise<void> {
  const clock = options.clock ?? (() => new Date());
  app.decorate('clock', clock);
  app.decorate('jwtKey', jwtKeyLoader(app.db, options.jwtSecret));
  const gate = new RegolamentoGate(app.db, clock);
  app.decorate('regolamentoGate', gate);
  app.decorate('accessTokenTtlS', options.accessTokenTtlS ?? ACCESS_TOKEN_TTL_S);
  app.decorateRequest('user', null);
  app.decorateRequest('preview', false);

  /** The customer's row without its password hash: nothing past this point needs it, and the reuse below keeps rows in memory. */
  const readUser = async (tenantAlias: string, id: number): Promise<AuthUser | undefined> => {
    const row = await findUserInTenant(app.db, app.dbDialect, tenantAlias, id);
    if (!row) return undefined;
    const { password_hash: _hash, ...safe } = row;
    return safe;
  };
  /*
   * The catalogue's reads are most of a customer's requests, and on PostgreSQL the user's row was
   * their only database round trip on a memo hit: each one a socket write, the largest item of the
   * server's profile here. A row reused for a second means a change to the account, made in any
   * process (this one included), reaches these reads up to a second late: a session ended by a
   * password reset, or an account or its points switched off, can read prizes for that second
   * longer; one just switched on may be refused for it. Anything that changes an account, or
   * shows the row, reads it fresh (authenticate, authenticateActive).
   */
  const userRowTtlMs = options.userRowTtlMs ?? 1000;
  const rows =
    userRowTtlMs > 0
      ? new LRUCache<string, AuthUser, { tenantAlias: string; id: number }>({
          max: 10_000,
          ttl: userRowTtlMs,
          // A test's clock when given, so tests move past the lifetime without waiting; else monotonic time.
          ...(options.clock && { perf: { now: () => clock().getTime() } }),
          ttlResolution: 0,
          fetchMethod: (_key, _stale, { context }) => readUser(context.tenantAlias, context.id),
        })
      : null;
  const cachedUser = (tenantAlias: string, id: number) =>
    rows ? rows.fetch(`${tenantAlias}\u0000${id}`, { context: { tenantAlias, id } }) : readUser(tenantAlias, id);

  const signIn = async (request: FastifyRequest, read: typeof readUser): Promise<void> => {
    const token = bearerOf(request);
    if (!token) throw new HttpError(401, UNAUTHORIZED);
    const claims = await verifyAccessToken(await app.jwtKey(), token, request.tenant.alias, clock());
    if (!claims) throw new HttpError(401, UNAUTHORIZED);
    if (claims.preview && !READ_ONLY_METHODS.has(request.method)) throw new HttpError(403, PREVIEW_READ_ONLY);
    const user = await read(request.tenant.alias, claims.userId);
    if (!user) throw new HttpError(401, UNAUTHORIZED);
    // A password reset ends every session, including access tokens still within their 10 minutes.
    if (user.tokens_valid_after && claims.iat < Math.floor(Date.parse(user.tokens_valid_after) / 1000))
      throw new HttpError(401, UNAUTHORIZED);
    request.user = user;
    request.preview = claims.preview === true;
    // A staff member previewing the portal only looks; the customer accepts for themselves.
    if (request.preview || request.routeOptions.config.regolamentoOpen || user.active !== 1) return;
    if ((await gate.pending(request.tenant.alias, user.id)) !== null)
      throw new HttpError(403, REGOLAMENTO_MSG.pending, undefined, PENDING_CODE);
  };

  const active = (read: typeof readUser) => async (request: FastifyRequest) => {
    await signIn(request, read);
    if (!request.user?.active) throw new HttpError(403, INACTIVE);
  };
  app.decorate('authenticate', (request: FastifyRequest, _reply: FastifyReply) => signIn(request, readUser));
  app.decorate('authenticateActive', active(readUser));
  app.decorate('authenticateActiveRead', active(cachedUser));

  // Retry-After on every 429 raised by the account limiters (the error handler only writes the body).
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RateLimitError) void reply.header('retry-after', String(error.retryAfterS));
  });
}

export default fp(authPlugin, { name: 'auth', fastify: '5.x', dependencies: ['premia-db', 'premia-tenancy'] });
