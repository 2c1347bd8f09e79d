import { HAND_OVER_PARAM, handOverCookieName } from '../../shared/login-post.js';
import { expireCookie, readCookie } from '../../ui/api/token.js';
import { tokenSubject } from '../api/token.js';
import { PREVIEW_MODE } from './preview-mode.js';

/**
 * Back from a sign-in the server made itself (the login form posted before the page's scripts
 * ran, or OpenID Connect), the address has `?accesso=1` and the one-time hand-over cookie holds
 * the new access token, the one the server painted the page for: boot takes it as the stored
 * token, with no round trip, and the cookie and the parameter go before the router reads the
 * address. Over HTTPS only the `__Host-` cookie counts, which no other site can have set.
 */
export function takeHandedOverToken(): string | null {
  if (PREVIEW_MODE || typeof window === 'undefined') return null;
  const url = new URL(window.location.href);
  if (url.searchParams.get(HAND_OVER_PARAM) !== '1') return null;
  url.searchParams.delete(HAND_OVER_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  const secure = url.protocol === 'https:';
  const name = handOverCookieName(secure);
  const token = readCookie(name);
  expireCookie(name, secure);
  return token && tokenSubject(token) ? token : null;
}
