import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PanelInit } from '../../../shared/types/generated/api/content.js';
import { HttpError } from '../../http/errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { RequestTenant } from '../tenants/service.js';

/** The panel app's sign-in ('Vai al pannello'): short-lived app codes signed for it. */

export const PANEL_UNAVAILABLE = 'Pannello non disponibile';
/** Long enough for the redirect, short enough that a leaked URL (history, logs) is soon useless. */
export const APPCODE_TTL_S = 120;

export interface AppCodeClaims {
  /** Tenant alias. */
  t: string;
  /** Panel initiative id. */
  i: string;
  /** Customer id and user code, or null for an anonymous visitor. */
  u: number | null;
  n: string | null;
  /** Expiry, seconds since the epoch. */
  e: number;
  /** Nonce: two codes are never equal. */
  r: string;
}

/**
 * The app-code key is derived from the JWT key rather than being the JWT key itself, so an app
 * code can never be replayed as an access token or the other way round.
 */
function appCodeKey(jwtKey: Uint8Array): Buffer {
  return createHmac('sha256', jwtKey).update('premia:panel-appcode:v1').digest();
}

/** `<claims base64url>.<HMAC-SHA256 base64url>`: stateless, so every server process can verify it. */
export function signAppCode(jwtKey: Uint8Array, claims: AppCodeClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const mac = createHmac('sha256', appCodeKey(jwtKey)).update(body).digest('base64url');
  return `${body}.${mac}`;
}

/** The claims of a valid, unexpired code, else null (for the panel side and the tests). */
export function verifyAppCode(jwtKey: Uint8Array, code: string, now: Date): AppCodeClaims | null {
  const [body, mac] = code.split('.');
  if (!body || !mac) return null;
  const expected = createHmac('sha256', appCodeKey(jwtKey)).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as AppCodeClaims;
    return claims.e > Math.floor(now.getTime() / 1000) ? claims : null;
  } catch {
    return null;
  }
}

/**
 * A signed app code and the panel URL to redirect to (`features.panel.url` + `?appcode=`): a
 * signed-in customer's code names them, an anonymous visitor gets an anonymous code. 404 when
 * the tenant has no panel or `id` is not its initiative.
 */
export async function panelLink(
  jwtKey: () => Promise<Uint8Array>,
  tenant: RequestTenant,
  id: string,
  user: AuthUser | null,
  now: Date,
): Promise<PanelInit> {
  const panel = tenant.config.features.panel;
  if (!panel.url || (panel.initiativeId !== undefined && panel.initiativeId !== id)) throw new HttpError(404, PANEL_UNAVAILABLE);
  const claims: AppCodeClaims = {
    t: tenant.alias,
    i: id,
    u: user?.id ?? null,
    n: user?.username ?? null,
    e: Math.floor(now.getTime() / 1000) + APPCODE_TTL_S,
    r: randomBytes(9).toString('base64url'),
  };
  const appcode = signAppCode(await jwtKey(), claims);
  const url = new URL(panel.url);
  url.searchParams.set('appcode', appcode);
  return { appcode, url: url.toString(), expires_in: APPCODE_TTL_S, authenticated: user !== null };
}
