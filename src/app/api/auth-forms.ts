import { ApiError } from './api-error.js';
import { apiClient } from './client.js';

/** The `{ok, message}` answer of the account calls. */
export interface OkAnswer {
  ok: boolean;
  message?: string;
}

/** POST auth/forgot/recovery: the same answer whether the user code exists or not. */
export async function requestPasswordRecovery(username: string): Promise<OkAnswer> {
  return (await apiClient.post<OkAnswer>('/auth/forgot/recovery', { username })).data;
}

/** POST auth/signup: the signup form's values plus gdpr_marketing 1/0 (spec §3). */
export async function submitSignup(values: Record<string, unknown>): Promise<OkAnswer> {
  const body = { ...values, gdpr_marketing: values['gdpr_marketing'] === 1 || values['gdpr_marketing'] === true ? 1 : 0 };
  return (await apiClient.post<OkAnswer>('/auth/signup', body)).data;
}

/** GET auth/signup/activate/{code}: 400 unknown code, 422 used or expired. */
export async function activateAccount(code: string): Promise<OkAnswer> {
  return (await apiClient.get<OkAnswer>(`/auth/signup/activate/${encodeURIComponent(code)}`)).data;
}

/** GET auth/forgot/reset/{token}: resolves when the mailed link is still usable, rejects (400) otherwise. */
export async function checkResetToken(token: string): Promise<void> {
  await apiClient.get(`/auth/forgot/reset/${encodeURIComponent(token)}`);
}

/** POST auth/forgot/reset: the new password with the one-time token of the mailed link. */
export async function resetPassword(body: { password: string; confirm: string; onetimetoken: string }): Promise<OkAnswer> {
  return (await apiClient.post<OkAnswer>('/auth/forgot/reset', body)).data;
}

/** Spec §5/§8: the server's 422 for a confirmation that differs from the new password. */
export const PASSWORD_MISMATCH_CODE = 2030;
const PASSWORD_MISMATCH_TEXT = 'Password and confirm password are not the same';

/** The spec's error code of a change-password failure, or null when it has none. */
export function changePasswordErrorCode(error: unknown): number | null {
  return error instanceof ApiError && error.status === 422 && error.message === PASSWORD_MISMATCH_TEXT ? PASSWORD_MISMATCH_CODE : null;
}

/** POST auth/me/changepassword {old, new, confirm}. */
export async function changePassword(body: { old: string; new: string; confirm: string }): Promise<OkAnswer> {
  return (await apiClient.post<OkAnswer>('/auth/me/changepassword', body)).data;
}
