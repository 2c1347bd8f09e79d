import { setTimeout as wait } from 'node:timers/promises';
import type { Db, SqlDialectName } from '../../db/database.js';
import { countSignIn, signInOutcomeOf } from '../../http/business-metrics.js';
import { HttpError } from '../../http/errors.js';
import { refundWhenBusy } from './hash-queue.js';
import { checkHashingRoom, needsRehash, rehashPassword, verifyAgainstDummy, verifyPassword } from './password.js';
import { beginAttempt, clearBucket } from '../../http/rate-limit.js';
import { signinBudgets } from './rate-limit.js';
import {
  findRefreshToken,
  findUserByUsername,
  findUserInTenant,
  insertRefreshToken,
  markRotated,
  normalizeUsername,
  revokeFamily,
  revokeUserFamilies,
  updateUser,
  type RefreshTable,
} from './repository.js';
import {
  newFamilyId,
  randomToken,
  REFRESH_REUSE_GRACE_MS,
  REFRESH_TOKEN_TTL_MS,
  sha256,
  signAccessToken,
  successorToken,
} from './tokens.js';
import type { User } from './user.table.js';

/** What the auth services need from the app: the database, the clock, the JWT key. */
export interface AuthDeps {
  db: Db;
  dialect: SqlDialectName;
  now: () => Date;
  jwtKey: () => Promise<Uint8Array>;
  /** Access-token lifetime in seconds; default ACCESS_TOKEN_TTL_S. */
  accessTtlS?: number;
  /** Where refresh tokens live: customers' (default) or the staff console's. */
  refreshTable?: RefreshTable;
}

export interface IssuedSession {
  accessToken: string;
  /** Opaque; goes to the httpOnly cookie only. */
  refreshToken: string;
  familyId: string;
}

/** A customer signed in, or kept signed in, with the tokens to answer. */
export interface SignedIn {
  user: User;
  session: IssuedSession;
}

export const BAD_CREDENTIALS = 'Credenziali non valide';
export const NO_REFRESH_TOKEN = 'No refresh token found';
export const SESSION_ENDED = 'Sessione scaduta, accedi di nuovo';

/**
 * Issues an access token and a refresh token: a new family with a random token at sign-in, or
 * at rotation the family's derived successor (stored once, whoever inserts it first).
 */
export async function issueSession(
  deps: AuthDeps,
  user: Pick<User, 'id' | 'tenant_alias'>,
  familyId = newFamilyId(),
  refreshToken = randomToken(),
): Promise<IssuedSession> {
  const now = deps.now();
  await insertRefreshToken(
    deps.db,
    {
      family_id: familyId,
      token_hash: sha256(refreshToken),
      user_id: user.id,
      tenant_alias: user.tenant_alias,
      expires_at: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS).toISOString(),
      rotated_at: null,
      revoked_at: null,
      created_at: now.toISOString(),
    },
    deps.refreshTable,
  );
  const accessToken = await signAccessToken(await deps.jwtKey(), user.id, user.tenant_alias, now, deps.accessTtlS);
  return { accessToken, refreshToken, familyId };
}

/**
 * The password against the stored hash, or the same work for an unknown code. A hash at other
 * parameters than today's (a provisional, imported password, or an earlier default) is stored
 * again when the password is right, and costs a second hash when it is wrong: either way the
 * answer takes as long as for any other such account.
 */
async function checkPassword(deps: AuthDeps, user: User | undefined, password: string, now: Date): Promise<boolean> {
  if (!user?.password_hash) return verifyAgainstDummy(password);
  const ok = await verifyPassword(password, user.password_hash);
  if (!needsRehash(user.password_hash)) return ok;
  if (ok) await updateUser(deps.db, user.id, { password_hash: await rehashPassword(password), updated_at: now.toISOString() });
  else await verifyAgainstDummy(password);
  return ok;
}

/**
 * Sign-in with user code and password. Inactive users may sign in (they must then complete the
 * registration). Unknown codes cost the same scrypt work as known ones, and both answer the same
 * 401 and count alike in the limits, so neither the answer nor its timing reveals which codes
 * exist. Each attempt is counted before the password is checked (see beginAttempt) and given
 * back when it succeeds: only failures count (LIMITS in rate-limit.ts for the policy).
 */
export async function signIn(deps: AuthDeps, tenantAlias: string, username: string, password: string, ip: string): Promise<SignedIn> {
  try {
    const signedIn = await checkSignIn(deps, tenantAlias, username, password, ip);
    countSignIn('customer', 'ok', tenantAlias);
    return signedIn;
  } catch (err) {
    countSignIn('customer', signInOutcomeOf(err), tenantAlias);
    throw err;
  }
}

async function checkSignIn(deps: AuthDeps, tenantAlias: string, username: string, password: string, ip: string): Promise<SignedIn> {
  checkHashingRoom();
  const now = deps.now();
  const code = normalizeUsername(username);
  const budgets = signinBudgets(tenantAlias, code, ip);
  const attempt = await beginAttempt(deps.db, budgets.all, now);
  // An account guessed from many addresses answers slower, right password or not, so timing tells nothing.
  if (attempt.delayMs) await wait(attempt.delayMs);

  const user = code ? await findUserByUsername(deps.db, tenantAlias, code) : undefined;
  const ok = await refundWhenBusy(attempt, () => checkPassword(deps, user, password, now));
  if (!user || !ok) throw new HttpError(401, BAD_CREDENTIALS);
  // The address's and the account's totals keep other failures: signing in to one's own account
  // must not buy an attacker a fresh budget for spraying others.
  await attempt.refund();
  await clearBucket(deps.db, budgets.pair.bucket);
  return { user, session: await issueSession(deps, user) };
}

/**
 * Exchanges a refresh token for a new pair (rotation). A token presented a second time means a
 * copy exists somewhere: the whole family is revoked, ending the session for both holders, unless
 * it comes within REFRESH_REUSE_GRACE_MS of its rotation (two tabs refreshing at once): then it
 * gets the newest token of its chain, the same cookie the first answer set.
 */
export async function rotateRefreshToken(deps: AuthDeps, tenantAlias: string, refreshToken: string | undefined): Promise<SignedIn> {
  const { subject, session } = await rotateSession(deps, tenantAlias, refreshToken, (id) =>
    findUserInTenant(deps.db, deps.dialect, tenantAlias, id),
  );
  return { user: subject, session };
}

/**
 * The rotation itself, for any holder of refresh tokens: `audience` is the tenant (customers) or
 * the console's, `load` reads the holder of the row, undefined when it may no longer sign in.
 */
export async function rotateSession<S extends { id: number }>(
  deps: AuthDeps,
  audience: string,
  refreshToken: string | undefined,
  load: (id: number) => Promise<S | undefined>,
): Promise<{ subject: S; session: IssuedSession }> {
  if (!refreshToken) throw new HttpError(401, NO_REFRESH_TOKEN);
  const now = deps.now();
  const table = deps.refreshTable;
  const row = await findRefreshToken(deps.db, sha256(refreshToken), table);
  // A token of another tenant is as good as unknown here (cookies are per host, X-Client-Info is not).
  if (!row || row.tenant_alias !== audience || row.revoked_at) throw new HttpError(401, SESSION_ENDED);
  const key = await deps.jwtKey();
  const next =
    !row.rotated_at && (await markRotated(deps.db, row.id, now.toISOString(), table))
      ? successorToken(key, refreshToken)
      : await newestWithinGrace(deps, key, refreshToken, now);
  if (!next) {
    await revokeFamily(deps.db, row.family_id, now.toISOString(), table);
    throw new HttpError(401, SESSION_ENDED);
  }
  if (row.expires_at <= now.toISOString()) throw new HttpError(401, SESSION_ENDED);
  const subject = await load(row.user_id);
  if (!subject) throw new HttpError(401, SESSION_ENDED);
  return { subject, session: await issueSession(deps, { id: subject.id, tenant_alias: audience }, row.family_id, next) };
}

/** A tab refreshes a few times in ten seconds at most; the bound only ends a pathological chain. */
const GRACE_CHAIN_MAX = 5;

/**
 * For a token that was already rotated: the newest token of its chain when the rotation is
 * within the grace window, else undefined (reuse). Each successor is derived from its parent, so
 * the chain is followed through the stored hashes; a successor not stored yet is the one the
 * winning request is inserting right now, and is the answer.
 */
async function newestWithinGrace(deps: AuthDeps, key: Uint8Array, token: string, now: Date): Promise<string | undefined> {
  let current = token;
  for (let step = 0; step <= GRACE_CHAIN_MAX; step++) {
    const row = await findRefreshToken(deps.db, sha256(current), deps.refreshTable);
    if (!row) return step > 0 ? current : undefined;
    if (row.revoked_at) return undefined;
    if (!row.rotated_at) return step > 0 ? current : undefined;
    if (now.getTime() - Date.parse(row.rotated_at) > REFRESH_REUSE_GRACE_MS) return undefined;
    current = successorToken(key, current);
  }
  return undefined;
}

/** Revokes the family of the presented refresh token; silent when there is none (sign-out always succeeds). */
export async function signOut(deps: AuthDeps, tenantAlias: string, refreshToken: string | undefined): Promise<void> {
  if (!refreshToken) return;
  const row = await findRefreshToken(deps.db, sha256(refreshToken), deps.refreshTable);
  if (row && row.tenant_alias === tenantAlias) await revokeFamily(deps.db, row.family_id, deps.now().toISOString(), deps.refreshTable);
}

/** Family of the presented refresh token, if valid for the tenant (change password keeps it alive). */
export async function familyOf(deps: AuthDeps, tenantAlias: string, refreshToken: string | undefined): Promise<string | undefined> {
  if (!refreshToken) return undefined;
  const row = await findRefreshToken(deps.db, sha256(refreshToken));
  return row && row.tenant_alias === tenantAlias && !row.revoked_at ? row.family_id : undefined;
}

/**
 * Signs the customer out everywhere (the staff console): every refresh family ends, and access
 * tokens issued until now are refused. Tokens carry their issue time in whole seconds, so the
 * cut-off is the start of the next second: one issued earlier in this same second must not
 * survive, also when now falls exactly on a whole second (rounding up would then keep it).
 */
export async function endAllSessions(deps: AuthDeps, userId: number): Promise<void> {
  const now = deps.now();
  const cutoff = new Date((Math.floor(now.getTime() / 1000) + 1) * 1000).toISOString();
  await updateUser(deps.db, userId, { tokens_valid_after: cutoff, updated_at: now.toISOString() });
  await revokeUserFamilies(deps.db, userId, now.toISOString());
}
