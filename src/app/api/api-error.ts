import { isAxiosError } from 'axios';
import { translate } from '../i18n/translate.js';

/** The one error shape callers see (spec §8): status 0 when the server did not answer. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly data: unknown = undefined,
    readonly endpoint = '',
  ) {
    super(message);
  }
}

function textField(data: unknown, key: 'error' | 'message'): string | undefined {
  if (data && typeof data === 'object' && key in data) {
    const value = (data as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

/**
 * Normalises anything an axios call can throw: the text comes from the response's `error` field
 * (`message` as a second choice, used by checkout and the product list), 'Errore di rete' when
 * no response arrived, 'Errore sconosciuto' otherwise.
 */
export function normalizeError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    const endpoint = error.config?.url ?? '';
    if (!error.response) return new ApiError(translate('errors.network', 'Errore di rete'), 0, undefined, endpoint);
    const { status, data } = error.response;
    const text = textField(data, 'error') ?? textField(data, 'message') ?? translate('errors.unknown', 'Errore sconosciuto');
    return new ApiError(text, status, data, endpoint);
  }
  return new ApiError(translate('errors.unknown', 'Errore sconosciuto'), 0);
}
