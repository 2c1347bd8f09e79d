import { HAND_OVER_PARAM, handOverCookieName } from '../../shared/login-post.js';
import { expireCookie, readCookie } from '../../ui/api/token.js';
import { tokenSubject } from '../api/token.js';
import { PREVIEW_MODE } from './preview-mode.js';

/**
 * Back from a sign-in the server made itself (the login form posted before the page's scripts
 * ran, or OpenID Connect), the one-time hand-over cookie holds the new access token, the one the
 * server painted the page for: boot takes it as the stored token, with no round trip, and the
 * cookie goes. On whatever page boot first runs: the page the server sent the browser to
 * (`?accesso=1`, a parameter that goes before the router reads the address), or one whose link
 * the customer followed before that page's scripts ran; waiting for the parameter, that page's
 * boot found no session and signed the customer out. Over HTTPS only the `__Host-` cookie counts,
 * which no other site can have set.
 */
export function takeHandedOverToken(): string | null {
  if (PREVIEW_MODE || typeof window === 'undefined') return null;
  const url = new URL(window.location.href);
  if (url.searchParams.has(HAND_OVER_PARAM)) {
    url.searchParams.delete(HAND_OVER_PARAM);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  const secure = url.protocol === 'https:';
  const name = handOverCookieName(secure);
  const token = readCookie(name);
  if (token === null) return null;
  expireCookie(name, secure);
  return tokenSubject(token) ? token : null;
}
