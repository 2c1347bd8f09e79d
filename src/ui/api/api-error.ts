import type { AxiosError } from 'axios';

/** What the kit's API client needs of a front end's error: its HTTP status, 0 when no answer came. */
export interface HttpFailure extends Error {
  readonly status: number;
}

/** The one error shape a front end's callers see: status 0 when the server did not answer. */
export class ApiError extends Error implements HttpFailure {
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

/** The transport's chunk (client.ts) could not be loaded: the request never left the page. */
export class TransportUnavailable extends Error {
  override readonly name = 'TransportUnavailable';
  constructor(cause: unknown) {
    super('HTTP transport not loaded', { cause });
  }
}

/** axios' `isAxiosError`, without loading axios (the transport is a lazy chunk). */
function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

function textField(data: unknown, key: 'error' | 'message'): string | undefined {
  if (data && typeof data === 'object' && key in data) {
    const value = (data as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

export interface ErrorTexts {
  network: string;
  unknown: string;
}

const ITALIAN: ErrorTexts = { network: 'Errore di rete', unknown: 'Errore sconosciuto' };

/**
 * Turns anything an axios call can throw into an ApiError: the text is the answer's `error`
 * field (`message` as a second choice), `network` when no answer arrived (or the transport could
 * not even be loaded), `unknown` otherwise.
 * `texts` is read at each failure, so a front end may translate it once its language is loaded.
 */
export function createErrorNormalizer(texts: () => ErrorTexts = () => ITALIAN): (error: unknown) => ApiError {
  return (error) => {
    if (error instanceof ApiError) return error;
    if (error instanceof TransportUnavailable) return new ApiError(texts().network, 0);
    if (isAxiosError(error)) {
      const endpoint = error.config?.url ?? '';
      if (!error.response) return new ApiError(texts().network, 0, undefined, endpoint);
      const { status, data } = error.response;
      return new ApiError(textField(data, 'error') ?? textField(data, 'message') ?? texts().unknown, status, data, endpoint);
    }
    return new ApiError(texts().unknown, 0);
  };
}
