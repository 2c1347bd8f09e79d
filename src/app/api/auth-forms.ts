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
