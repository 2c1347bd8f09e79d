import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, customFetch, jwtVerify, type JWTPayload } from 'jose';
import { LRUCache } from 'lru-cache';
import { outboundFetch } from '../../security/outbound.js';

/** The parts of an OpenID provider's discovery document we use. */
export interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
  id_token_signing_alg_values_supported?: string[];
}

const DISCOVERY_TTL_MS = 3600_000;
const FETCH_TIMEOUT_MS = 10_000;
// Only asymmetric algorithms: an id_token "signed" with HS256 and the public client id, or `none`, is refused.
const ALLOWED_ALGS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

const trimSlash = (url: string) => url.replace(/\/+$/, '');

// Discovery documents and key sets are public, slow-changing facts: a per-process cache is fine.
// Issuers come from tenant files, so the bound is only a guard. Logins starting together on a
// cold cache share one discovery request; a failed one is not remembered.
const discoveries = new LRUCache<string, Discovery>({ max: 100, ttl: DISCOVERY_TTL_MS, fetchMethod: (issuer) => fetchDiscovery(issuer) });
const keySets = new LRUCache<string, ReturnType<typeof createRemoteJWKSet>>({ max: 100 });

/** Reads `<issuer>/.well-known/openid-configuration` and checks it names the same issuer. */
export function discover(issuer: string): Promise<Discovery> {
  return discoveries.forceFetch(issuer);
}

async function fetchDiscovery(issuer: string): Promise<Discovery> {
  const res = await outboundFetch(`${trimSlash(issuer)}/.well-known/openid-configuration`, {
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`discovery ${issuer}: HTTP ${res.status}`);
  const doc = (await res.json()) as Discovery;
  if (trimSlash(doc.issuer ?? '') !== trimSlash(issuer)) throw new Error(`discovery ${issuer}: issuer diverso (${doc.issuer})`);
  for (const key of ['authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const) {
    if (typeof doc[key] !== 'string') throw new Error(`discovery ${issuer}: manca ${key}`);
  }
  return doc;
}

const b64url = (buf: Buffer) => buf.toString('base64url');

/** state, nonce and PKCE verifier for one authorization request. */
export function newAuthorizationSecrets(): { state: string; nonce: string; verifier: string } {
  return { state: b64url(randomBytes(24)), nonce: b64url(randomBytes(24)), verifier: b64url(randomBytes(32)) };
}

export function authorizeUrl(
  doc: Discovery,
  p: { clientId: string; redirectUri: string; scopes: string[]; state: string; nonce: string; verifier: string },
): string {
  const url = new URL(doc.authorization_endpoint);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', p.clientId);
  url.searchParams.set('redirect_uri', p.redirectUri);
  url.searchParams.set('scope', p.scopes.join(' '));
  url.searchParams.set('state', p.state);
  url.searchParams.set('nonce', p.nonce);
  url.searchParams.set('code_challenge', b64url(createHash('sha256').update(p.verifier).digest()));
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

export interface TokenResponse {
  id_token: string;
  access_token?: string;
}

/** Authorization code → tokens at the token endpoint (PKCE verifier; client secret only for confidential clients). */
export async function exchangeCode(
  doc: Discovery,
  p: { code: string; redirectUri: string; clientId: string; clientSecret?: string; verifier: string },
): Promise<TokenResponse> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: p.code,
    redirect_uri: p.redirectUri,
    client_id: p.clientId,
    code_verifier: p.verifier,
  });
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
  if (p.clientSecret)
    headers.authorization = `Basic ${Buffer.from(`${encodeURIComponent(p.clientId)}:${encodeURIComponent(p.clientSecret)}`).toString('base64')}`;
  const res = await outboundFetch(doc.token_endpoint, { method: 'POST', headers, body, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  const json = (await res.json().catch(() => ({}))) as Partial<TokenResponse> & { error?: string };
  if (!res.ok || typeof json.id_token !== 'string') throw new Error(`token endpoint: HTTP ${res.status} ${json.error ?? ''}`.trim());
  return { id_token: json.id_token, access_token: json.access_token };
}

/** Verifies the id_token against the provider's JWKS: signature, issuer, audience = client id, expiry, nonce. */
export async function verifyIdToken(
  doc: Discovery,
  idToken: string,
  p: { clientId: string; nonce: string; now: Date },
): Promise<JWTPayload & { sub: string }> {
  let jwks = keySets.get(doc.jwks_uri);
  if (!jwks) {
    jwks = createRemoteJWKSet(new URL(doc.jwks_uri), { [customFetch]: (url, init) => outboundFetch(url, init as never) as never });
    keySets.set(doc.jwks_uri, jwks);
  }
  const { payload } = await jwtVerify(idToken, jwks, {
    issuer: doc.issuer,
    audience: p.clientId,
    algorithms: ALLOWED_ALGS,
    currentDate: p.now,
  });
  if (payload.nonce !== p.nonce) throw new Error('id_token: nonce diverso');
  if (typeof payload.sub !== 'string' || !payload.sub) throw new Error('id_token: sub mancante');
  return payload as JWTPayload & { sub: string };
}

/** Profile claims (names, email) from the userinfo endpoint; {} when there is none or it fails. */
export async function fetchUserinfo(doc: Discovery, accessToken: string | undefined, sub: string): Promise<Record<string, unknown>> {
  if (!doc.userinfo_endpoint || !accessToken) return {};
  try {
    const res = await outboundFetch(doc.userinfo_endpoint, {
      headers: { authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    const claims = (await res.json()) as Record<string, unknown>;
    // Userinfo for another subject would mean a mixed-up response: ignore it (OIDC Core 5.3.2).
    return res.ok && claims['sub'] === sub ? claims : {};
  } catch {
    return {};
  }
}
