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
