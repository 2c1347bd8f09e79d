import { SESSION_COOKIE } from '../../shared/constants.js';
import { HAND_OVER_PARAM } from '../../shared/login-post.js';
import { sessionCookieToken } from '../../ui/api/token.js';
import { tokenSubject } from '../api/token.js';
import { PREVIEW_MODE } from './preview-mode.js';

/**
 * Back from a sign-in the server made itself (the login form posted before the page's scripts
 * ran, or OpenID Connect), the page is `/?accesso=1` and the session cookie holds the new access
 * token, which the server already painted the page for: boot takes it as the stored token, with no
 * round trip, and the parameter leaves the address before the router reads it. Only on that
 * address: elsewhere the stored token says who is signed in (a cookie left behind does not).
 */
export function takeHandedOverToken(): string | null {
  if (PREVIEW_MODE || typeof window === 'undefined') return null;
  const url = new URL(window.location.href);
  if (url.searchParams.get(HAND_OVER_PARAM) !== '1') return null;
  url.searchParams.delete(HAND_OVER_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  const token = sessionCookieToken(SESSION_COOKIE);
  return token && tokenSubject(token) ? token : null;
}
