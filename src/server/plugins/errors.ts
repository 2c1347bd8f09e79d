import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError, MESSAGES } from '../http/errors.js';
import { addFrameworkResponses } from '../http/framework-responses.js';
import { errorResponseSchema } from '../http/schemas.js';
import { fieldOf, italianMessage } from '../http/validation-messages.js';
import { describeFieldErrors } from '../../shared/forms/field-labels.js';

/** Messages for 4xx raised by Fastify and its plugins (their own texts are English and technical). */
const STATUS_MESSAGES: Record<number, string> = {
  400: 'Richiesta non valida',
  401: 'Non autorizzato',
  403: 'Accesso negato',
  404: MESSAGES.notFound,
  405: 'Metodo non consentito',
  406: 'Formato di risposta non disponibile',
  413: 'Richiesta troppo grande',
  415: 'Tipo di contenuto non supportato',
  429: MESSAGES.tooManyRequests,
};

/**
 * The one error handler: every failure answers `{error}` (plus `details` for invalid input).
 * 5xx details go to the log only: stack traces and SQL must not reach the browser.
 */
async function errorsPlugin(app: FastifyInstance): Promise<void> {
  app.addSchema(errorResponseSchema);
  // Before the routes are added: every route then declares the errors it can really answer.
  app.addHook('onRoute', addFrameworkResponses);

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if ('validation' in error && error.validation) {
      const details = error.validation.map((e) => ({ field: fieldOf(e), message: italianMessage(e) }));
      // People read `error`: fields by their label, never the API name (details keep the name).
      const summary = describeFieldErrors(details);
      request.log.info({ validation: error.validation, context: error.validationContext }, 'richiesta non valida');
      return reply.code(400).send({ error: `${MESSAGES.invalidData}: ${summary}`, details });
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode <= 599 ? error.statusCode : 500;
    // Refusals that say when to come back (the password-hashing queue's 503, the limiters' 429).
    if (error instanceof HttpError && 'retryAfterS' in error && typeof error.retryAfterS === 'number')
      void reply.header('retry-after', String(error.retryAfterS));
    // A busy server (the hashing queue; an event loop under pressure) is not a fault of the code.
    if (status === 503 && (error instanceof HttpError || (error as FastifyError).code === 'FST_UNDER_PRESSURE')) {
      request.log.warn({ message: error.message }, 'richiesta rifiutata: server occupato');
      return reply.code(503).send({ error: error.message });
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'errore interno');
      return reply.code(status).send({ error: MESSAGES.internal });
    }
    request.log.info({ code: (error as FastifyError).code, message: error.message, status }, 'richiesta rifiutata');
    const message = error instanceof HttpError ? error.message : (STATUS_MESSAGES[status] ?? STATUS_MESSAGES[400]);
    const details = error instanceof HttpError && error.details ? { details: error.details } : {};
    const code = error instanceof HttpError && error.code ? { code: error.code } : {};
    return reply.code(status).send({ error: message, ...details, ...code });
  });
}

export default fp(errorsPlugin, { name: 'premia-errors', fastify: '5.x' });
