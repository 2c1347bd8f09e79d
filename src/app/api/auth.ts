import { apiClient } from './client.js';

/** The user record of GET auth/me (spec §3); later issues add to it. */
export interface User {
  userinfo?: { active?: boolean | number; type?: string; username?: string; gdpr_marketing?: boolean | number } & Record<string, unknown>;
  points_enabled?: boolean | number;
  wishlist?: unknown[];
  cart?: unknown;
  oauth_profile_url?: string | null;
  /** Truthy when a prize awaits validation (content issue). */
  prize_to_validate?: unknown;
  [key: string]: unknown;
}

/** GET auth/me. `probe`: a 401 is an answer (logged out), not a session to refresh. */
export async function getMe(options: { probe?: boolean } = {}): Promise<User> {
  return (await apiClient.get<User>('/auth/me', { skipUnauthorizedHandler: options.probe })).data;
}

/** GET auth/signout: revokes the session server-side. */
export async function signOut(): Promise<void> {
  await apiClient.get('/auth/signout', { skipUnauthorizedHandler: true });
}

/** POST auth/signin (spec §7): the 401 of wrong credentials is an answer, never a refresh. */
export async function signIn(username: string, password: string): Promise<{ token: string; active: boolean; userId?: number }> {
  return (await apiClient.post<{ token: string; active: boolean; userId?: number }>('/auth/signin', { username, password }, { skipUnauthorizedHandler: true })).data;
}

/** POST auth/me: the profile fields; answers the updated user record. */
export async function updateProfile(values: Record<string, unknown>): Promise<User> {
  return (await apiClient.post<User>('/auth/me', values)).data;
}
