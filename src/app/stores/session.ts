import { proxy, useSnapshot } from 'valtio';
import { getMe, signIn, signOut, type User } from '../api/auth.js';
import type { ApiError } from '../api/api-error.js';
import { setUnauthorizedHandler } from '../api/client.js';
import { createRefreshHandler, requestNewToken } from '../api/refresh.js';
import { readToken, removeToken, writeToken } from '../api/token.js';
import { adoptPaintedData } from '../boot/first-screen-data.js';
import { takeHandedOverToken } from '../boot/hand-over.js';
import { loadedQueryClient } from '../queries/loaded-client.js';
import { loadQueryClient } from '../queries/query-client-loader.js';
import { setUserRecord, useUser } from '../queries/user.js';
import type { SessionFacts } from '../routing/guards.js';
import { page } from '../routing/page.js';
import { writeDraft } from './checkout-draft.js';
import { raiseSessionExpired } from './ui.js';

/**
 * The session is the access token (client state); the customer's record is server state and
 * lives in the query cache (queries/user.ts), which every session change starts afresh. The
 * query client is a lazy chunk: whoever writes a record has loaded it beside auth/me, and before
 * it has loaded nothing is cached, so there is nothing to clear.
 */
interface SessionState {
  token: string | null;
}

export const sessionStore = proxy<SessionState>({ token: null });

/** `userinfo.active` and `points_enabled` arrive as booleans or 0/1. */
export function sessionFacts(state: { token: string | null; user: User | null }): SessionFacts {
  const loggedIn = state.token !== null;
  return {
    loggedIn,
    active: loggedIn && Boolean(state.user?.userinfo?.active ?? true),
    pointsEnabled: loggedIn && Boolean(state.user?.points_enabled),
    regolamentoPending: loggedIn && typeof state.user?.regolamento_da_accettare === 'number',
  };
}

/**
 * Stores a new token (sign-in) and marks the session logged in. Whatever was cached before (an
 * anonymous visit, another customer in this tab) is dropped: the new customer starts empty.
 */
export function startSession(token: string, user: User | null = null): void {
  writeToken(token);
  const client = loadedQueryClient();
  client?.clear();
  sessionStore.token = token;
  if (!user) return;
  if (!client) throw new Error('startSession: il client delle query non è caricato');
  setUserRecord(client, user);
}

/**
 * Forgets the session locally, cached server data and the checkout's draft included; the server
 * call, if any, is the caller's.
 */
export function endSession(): void {
  removeToken();
  writeDraft(null);
  sessionStore.token = null;
  loadedQueryClient()?.clear();
}

/**
 * Start-up: no token (or 'undefined') means logged out; otherwise load the user, unless
 * the page carried their record (a screen the server painted for them). A sign-in the server made
 * itself hands its token over in the session cookie (boot/hand-over.ts).
 * A 401 at start usually means the short-lived access token expired while the page was closed:
 * one quiet refresh with the cookie, and only if that fails too, carry on logged out (no
 * session-expired modal for someone who just opened the page). 403/404 drop the token.
 * Other failures (5xx, network) reject, and the boot shows its error screen.
 */
export async function restoreSession(): Promise<void> {
  const handedOver = takeHandedOverToken();
  // It replaces whatever was stored: the API client reads the stored token.
  if (handedOver) writeToken(handedOver);
  const token = readToken();
  if (!token) {
    endSession();
    return;
  }
  sessionStore.token = token;
  // The server painted this customer's screen: the record came with the page, as did its data.
  if (await adoptPaintedData(token)) {
    writeToken(token);
    return;
  }
  // The record is cached by the query client, whose chunk loads beside auth/me, not after it.
  // Awaited below; marked handled so a refused token first does not leave it unhandled.
  const client = loadQueryClient();
  client.catch(() => undefined);
  try {
    const user = await getMe({ probe: true });
    setUserRecord(await client, user);
    // Renews the session cookie beside it (and sets it for a token stored before it held the token).
    writeToken(token);
  } catch (error) {
    const status = (error as ApiError).status;
    if (status === 401) {
      const renewed = await requestNewToken().catch(() => null);
      if (renewed) {
        startSession(renewed);
        const user = await getMe({ probe: true });
        setUserRecord(await client, user);
        return;
      }
    }
    if (status === 401 || status === 403 || status === 404) endSession();
    else throw error;
  }
}

/**
 * Stores a fresh token, then loads the user before the session counts as started: the guards
 * never see a logged-in visitor whose active flag is unknown (an inactive one would otherwise
 * flash the home page before being sent to complete the registration).
 */
async function adoptToken(token: string): Promise<User> {
  // A sign-in starts a new customer's visit: a draft left in this tab is not theirs to see.
  writeDraft(null);
  writeToken(token);
  try {
    // The query client (which caches the record) loads beside auth/me: sign-in on the login
    // page is where a signed-out visitor first needs it.
    const [user] = await Promise.all([getMe({ probe: true }), loadQueryClient()]);
    startSession(token, user);
    return user;
  } catch (error) {
    removeToken();
    throw error;
  }
}

/** Sign-in with user code and password; resolves with the user record. */
export async function signInWithPassword(username: string, password: string): Promise<User> {
  return adoptToken((await signIn(username, password)).token);
}

/** True when the user record says the registration is complete (booleans or 0/1). */
export function isActiveUser(user: User | null): boolean {
  return Boolean(user?.userinfo?.active);
}

/** Logout: revoke server-side ignoring failure, forget the token, reload at the root. */
export async function logout(): Promise<void> {
  await signOut().catch(() => undefined);
  endSession();
  page.assign('/');
}

/**
 * The answer to a 401 on an authenticated call: one refresh shared by every failed
 * call, which are then replayed (api/refresh.ts). When the refresh fails the session is over:
 * forget it, and when the server refused the refresh raise the session-expired modal.
 */
export function installSessionExpiry(): void {
  setUnauthorizedHandler(
    createRefreshHandler({
      onRefreshed: (token) => {
        sessionStore.token = token;
      },
      onSessionEnded: (refused) => {
        if (sessionStore.token === null) return;
        endSession();
        if (refused) raiseSessionExpired();
      },
    }),
  );
}

/** The token and the signed-in customer's record (from the query cache). */
export function useSession(): { token: string | null; user: User | null } {
  const { token } = useSnapshot(sessionStore);
  return { token, user: useUser() };
}

export function useSessionFacts(): SessionFacts {
  return sessionFacts(useSession());
}
