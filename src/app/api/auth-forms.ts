import { auth, type ChangePasswordBody, type OkAnswer, type ResetBody } from '../../shared/types/generated/api/auth.js';
import { ApiError } from './api-error.js';
import { call } from './call.js';

/** The `{ok, message}` answer of the account calls. */
export type { OkAnswer };

/** POST auth/forgot/recovery: the same answer whether the user code exists or not. */
export async function requestPasswordRecovery(username: string): Promise<OkAnswer> {
  return call(auth.requestPasswordRecovery, { body: { username } });
}

/** POST auth/signup: the signup form's values plus gdpr_marketing 1/0. */
export async function submitSignup(values: Record<string, unknown>): Promise<OkAnswer> {
  const gdpr_marketing = values['gdpr_marketing'] === 1 || values['gdpr_marketing'] === true ? 1 : 0;
  return call(auth.submitSignup, { body: { ...values, gdpr_marketing } });
}

/** GET auth/signup/activate/{code}: 400 unknown code, 422 used or expired. */
export async function activateAccount(code: string): Promise<OkAnswer> {
  return call(auth.activateAccount, { params: { code } });
}

/** GET auth/forgot/reset/{token}: resolves when the mailed link is still usable, rejects (400) otherwise. */
export async function checkResetToken(token: string): Promise<void> {
  await call(auth.checkResetToken, { params: { token } });
}

/** POST auth/forgot/reset: the new password with the one-time token of the mailed link. */
export async function resetPassword(body: ResetBody): Promise<OkAnswer> {
  return call(auth.resetPassword, { body });
}

/** The server's 422 for a confirmation that differs from the new password. */
export const PASSWORD_MISMATCH_CODE = 2030;
const PASSWORD_MISMATCH_TEXT = 'Password and confirm password are not the same';

/** The error code of a change-password failure (2030: confirmation differs), or null when it has none. */
export function changePasswordErrorCode(error: unknown): number | null {
  return error instanceof ApiError && error.status === 422 && error.message === PASSWORD_MISMATCH_TEXT ? PASSWORD_MISMATCH_CODE : null;
}

/** POST auth/me/changepassword {old, new, confirm}. */
export async function changePassword(body: ChangePasswordBody & { confirm: string }): Promise<OkAnswer> {
  return call(auth.changePassword, { body });
}
