import { auth, type SavedAddress, type SignInAnswer, type UserRecord } from '../../shared/types/generated/api/auth.js';
import { call } from './call.js';

/** The user record of GET auth/me, as schemas/api/auth.json declares it. */
export type User = UserRecord;
export type { SavedAddress, UserInfo } from '../../shared/types/generated/api/auth.js';

/** GET auth/me. `probe`: a 401 is an answer (logged out), not a session to refresh. */
export async function getMe(options: { probe?: boolean } = {}): Promise<User> {
  return call(auth.getMe, {}, { skipUnauthorizedHandler: options.probe });
}

/** GET auth/signout: revokes the session server-side. */
export async function signOut(): Promise<void> {
  await call(auth.signOut, {}, { skipUnauthorizedHandler: true });
}

/** POST auth/signin: the 401 of wrong credentials is an answer, never a refresh. */
export async function signIn(username: string, password: string): Promise<SignInAnswer> {
  return call(auth.signIn, { body: { username, password } }, { skipUnauthorizedHandler: true });
}

/** POST auth/me: the profile fields; answers the updated user record. */
export async function updateProfile(values: Record<string, unknown>): Promise<User> {
  return call(auth.updateProfile, { body: values });
}

/** GET auth/me/addresses: the saved shipping addresses. */
export const getSavedAddresses = (): Promise<SavedAddress[]> => call(auth.getSavedAddresses);
