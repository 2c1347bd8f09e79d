import type { User, UserInfo } from '../api/auth.js';

/**
 * A user record as a component test writes it: only the fields the test is about. auth/me always
 * answers the whole record (schemas/api/auth.json, UserRecord); the screens read what they need
 * and treat a missing field as unknown, so a partial record is enough to drive them.
 */
export type TestUser = Partial<Omit<User, 'userinfo'>> & { userinfo?: Partial<UserInfo> };

/** A test's partial record where the app takes a user record (startSession, the query cache). */
export function asUser(user: TestUser): User {
  return user as User;
}
