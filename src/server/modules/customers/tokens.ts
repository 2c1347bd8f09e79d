import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/database.js';

/** Access tokens live this long; the SPA refreshes them with the rotating cookie. */
export const ACCESS_TOKEN_TTL_S = 10 * 60;
export const REFRESH_TOKEN_TTL_MS = 14 * 24 * 3600 * 1000;
export const ACTIVATION_TTL_MS = 72 * 3600 * 1000;
export const RESET_TTL_MS = 3600 * 1000;
/**
 * How long a just-rotated refresh token still answers with its successor instead of counting as
 * reuse: two tabs (or a retried request) refreshing with the same cookie within this window all
 * get the same new pair. Long enough for a slow mobile round trip, short enough that a copy
 * replayed later still revokes the family.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;
export const ISSUER = 'premia';
/** Pinned: a token claiming any other algorithm (`none`, RS256 with our secret as key …) is refused. */
const ALG = 'HS256';
const SECRET_META_KEY = 'jwt_secret';

/** An opaque random token for cookies and mailed links (32 bytes, URL-safe). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only hashes of tokens are stored: a leaked table does not let anyone sign in. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function newFamilyId(): string {
  return randomUUID();
}

/**
 * The refresh token that replaces `parent` at rotation: an HMAC of the parent under the server
 * key, not a random value. Any process that sees the parent again within the grace window can
 * so hand out the very same successor without the database ever holding a usable token (only
 * hashes are stored; the alternative, keeping the successor encrypted in the parent's row, would
 * store one). Without the key nobody can compute a successor from a stolen token; with the key
 * one could sign access tokens anyway. The prefix keeps these MACs apart from the JWT signatures
 * made with the same key (a JWT signing input is base64url and never contains ':').
 */
export function successorToken(key: Uint8Array, parent: string): string {
  return createHmac('sha256', key).update(`premia-refresh-successor:${parent}`).digest('base64url');
}

/**
 * The HMAC key: JWT_SECRET when set, otherwise one generated on first start and kept in
 * app_meta, so every process sharing the database signs alike and restarts keep sessions.
 * Read lazily: the app is built before migrations run.
 */
export function jwtKeyLoader(db: Db, envSecret: string | undefined): () => Promise<Uint8Array> {
  let key: Promise<Uint8Array> | null = envSecret ? Promise.resolve(new TextEncoder().encode(envSecret)) : null;
  return () => {
    key ??= (async () => {
      // Whoever inserts first wins; everyone then reads the winner's value.
      await db
        .insertInto('app_meta')
        .values({ key: SECRET_META_KEY, value: randomBytes(48).toString('base64url') })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      const row = await db.selectFrom('app_meta').select('value').where('key', '=', SECRET_META_KEY).executeTakeFirstOrThrow();
      return new TextEncoder().encode(row.value);
    })().catch((err: unknown) => {
      key = null;
      throw err;
    });
    return key;
  };
}

// jose imports a raw Uint8Array into a CryptoKey on every sign and verify; that import cost as
// much as the verification itself on each authenticated request. The loader hands out one
// Uint8Array per process, so its CryptoKey is imported once and remembered beside it.
const cryptoKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>();

function hmacKey(raw: Uint8Array): Promise<CryptoKey> {
  let key = cryptoKeys.get(raw);
  if (!key) {
    key = crypto.subtle.importKey('raw', new Uint8Array(raw), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    cryptoKeys.set(raw, key);
  }
  return key;
}

export interface AccessClaims {
  userId: number;
  tenantAlias: string;
  /** Issued at, seconds. */
  iat: number;
  /**
   * A staff member's look at the portal as this customer (the console's settings preview):
   * read-only, refused on every call that changes something (plugins/auth.ts).
   */
  preview?: true;
}

/** The claim that marks a preview token; a customer's own sign-in never sets it. */
const PREVIEW_CLAIM = 'prv';

/**
 * A signed access token. Each carries its own id (jti), so two tokens issued in the same second
 * for the same account are still different tokens: a refresh always hands out a new one.
 */
export async function signAccessToken(
  key: Uint8Array,
  userId: number,
  tenantAlias: string,
  now: Date,
  ttlS = ACCESS_TOKEN_TTL_S,
  options: { preview?: boolean } = {},
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT(options.preview ? { [PREVIEW_CLAIM]: true } : {})
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(tenantAlias)
    .setSubject(String(userId))
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlS)
    .setJti(randomUUID())
    .sign(await hmacKey(key));
}

/**
 * Tokens whose signature, issuer and audience already verified, per key: a customer sends the
 * same access token with every call for its whole lifetime, and the WebCrypto HMAC check was
 * the largest single cost of a memoised catalogue page (about 15 % of its CPU). Only verified
 * tokens enter, so forged ones cannot crowd it; expiry is still checked on every call, against
 * the request's clock. An expired entry leaves when it is next presented; past the bound the
 * least recently presented leave first (lru-cache), and a token past its expiry is presented
 * no more.
 */
const verified = new WeakMap<Uint8Array, LRUCache<string, AccessClaims & { exp: number }>>();
const VERIFIED_MAX = 10_000;

function rememberVerified(key: Uint8Array, cacheKey: string, claims: AccessClaims & { exp: number }): void {
  let memo = verified.get(key);
  if (!memo) verified.set(key, (memo = new LRUCache({ max: VERIFIED_MAX })));
  memo.set(cacheKey, claims);
}

function claimsOf(known: AccessClaims, tenantAlias: string): AccessClaims {
  return { userId: known.userId, tenantAlias, iat: known.iat, ...(known.preview ? { preview: true as const } : {}) };
}

/** Verifies signature, algorithm, issuer, audience (= the request's tenant) and expiry; null when any fails. */
export async function verifyAccessToken(key: Uint8Array, token: string, tenantAlias: string, now: Date): Promise<AccessClaims | null> {
  const nowS = Math.floor(now.getTime() / 1000);
  const cacheKey = `${tenantAlias}\n${token}`;
  const known = verified.get(key)?.get(cacheKey);
  if (known) {
    // jose's rule: a token whose exp is now or past is expired.
    if (known.exp > nowS && known.iat <= nowS) return claimsOf(known, tenantAlias);
    // Expired, or (a test clock gone back) not yet valid: jose decides, as for any other token.
    verified.get(key)?.delete(cacheKey);
  }
  try {
    const { payload } = await jwtVerify(token, await hmacKey(key), {
      algorithms: [ALG],
      issuer: ISSUER,
      audience: tenantAlias,
      currentDate: now,
    });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || typeof payload.iat !== 'number' || typeof payload.exp !== 'number') return null;
    const claims = {
      userId,
      tenantAlias,
      iat: payload.iat,
      exp: payload.exp,
      ...(payload[PREVIEW_CLAIM] === true ? { preview: true as const } : {}),
    };
    rememberVerified(key, cacheKey, claims);
    return claimsOf(claims, tenantAlias);
  } catch (err) {
    if (err instanceof joseErrors.JOSEError) return null;
    throw err;
  }
}

/** A short-lived signed value (the OIDC state cookie): HS256 with the same key, bound to the tenant. */
export async function signState(key: Uint8Array, payload: JWTPayload, tenantAlias: string, now: Date, ttlS: number): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT(payload)
    .setProtectedHeader({ alg: ALG })
    .setIssuer(`${ISSUER}:state`)
    .setAudience(tenantAlias)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlS)
    .sign(await hmacKey(key));
}

export async function verifyState(key: Uint8Array, token: string, tenantAlias: string, now: Date): Promise<JWTPayload | null> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(key), {
      algorithms: [ALG],
      issuer: `${ISSUER}:state`,
      audience: tenantAlias,
      currentDate: now,
    });
    return payload;
  } catch (err) {
    if (err instanceof joseErrors.JOSEError) return null;
    throw err;
  }
}
