/**
 * An error whose message is meant for the client (the SPA reads `error` from failed answers).
 * Anything else that reaches the error handler is hidden behind a generic 5xx message.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: { field: string; message: string }[],
    /** A machine-readable reason the client acts on (ErrorResponse `code`). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const MESSAGES = {
  notFound: 'Not found',
  appNotFound: 'App not found',
  internal: 'Errore interno del server',
  tooManyRequests: 'Troppe richieste, riprova più tardi',
  invalidData: 'Dati non validi',
} as const;
