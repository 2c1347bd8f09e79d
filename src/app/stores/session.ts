import { proxy, ref, useSnapshot } from 'valtio';
import { getMe, signOut, type User } from '../api/auth.js';
import type { ApiError } from '../api/api-error.js';
import { setUnauthorizedHandler } from '../api/client.js';
import { readToken, removeToken, writeToken } from '../api/token.js';
import type { SessionFacts } from '../routing/guards.js';
import { page } from '../routing/page.js';
import { raiseSessionExpired } from './ui.js';

interface SessionState {
  token: string | null;
  user: User | null;
}

export const sessionStore = proxy<SessionState>({ token: null, user: null });

/** `userinfo.active` and `points_enabled` arrive as booleans or 0/1. */
export function sessionFacts(state: { token: string | null; user: User | null }): SessionFacts {
  const loggedIn = state.token !== null;
  return {
    loggedIn,
    active: loggedIn && Boolean(state.user?.userinfo?.active ?? true),
    pointsEnabled: loggedIn && Boolean(state.user?.points_enabled),
  };
}

export function setUser(user: User | null): void {
  sessionStore.user = user ? ref(user) : null;
}

/** Stores a new token (sign-in) and marks the session logged in. */
export function startSession(token: string, user: User | null = null): void {
  writeToken(token);
  sessionStore.token = token;
  setUser(user);
}

/** Forgets the session locally; the server call, if any, is the caller's. */
export function endSession(): void {
  removeToken();
  sessionStore.token = null;
  sessionStore.user = null;
}

/**
 * Start-up (spec §4): no token (or 'undefined') means logged out; otherwise load the user.
 * A 401/403/404 answer means the token is no good: drop it and carry on logged out.
 * Other failures (5xx, network) reject, and the boot shows its error screen.
 */
export async function restoreSession(): Promise<void> {
  const token = readToken();
  if (!token) {
    endSession();
    return;
  }
  sessionStore.token = token;
  try {
    // probe: until refresh exists (accounts issue) a 401 here simply means logged out.
    setUser(await getMe({ probe: true }));
  } catch (error) {
    const status = (error as ApiError).status;
    if (status === 401 || status === 403 || status === 404) endSession();
    else throw error;
  }
}

/** Re-reads the user (after checkout, add to cart…). */
export async function refreshUser(): Promise<void> {
  setUser(await getMe());
}

/** Logout (spec §2/§4): revoke server-side ignoring failure, forget the token, reload at the root. */
export async function logout(): Promise<void> {
  await signOut().catch(() => undefined);
  endSession();
  page.assign('/');
}

/**
 * The foundation's answer to a 401 on an authenticated call: the session is over, so forget it
 * and raise the session-expired modal. The accounts issue replaces this with refresh-and-replay
 * (setUnauthorizedHandler) and falls back to the same steps when the refresh fails.
 */
export function installSessionExpiry(): void {
  setUnauthorizedHandler(async (error) => {
    if (sessionStore.token !== null) {
      endSession();
      raiseSessionExpired();
    }
    throw error;
  });
}

export function useSession() {
  return useSnapshot(sessionStore);
}

export function useSessionFacts(): SessionFacts {
  const snap = useSnapshot(sessionStore);
  return sessionFacts({ token: snap.token, user: snap.user as User | null });
}
