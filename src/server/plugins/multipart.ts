import fp from 'fastify-plugin';
import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.js';

export const MULTIPART_UNREADABLE = 'Il modulo inviato non è leggibile: invialo di nuovo';
export const MULTIPART_FILE_TOO_LARGE = 'Il file supera la dimensione massima di 5 MB';
export const MULTIPART_TOO_MANY_PARTS = 'Il modulo contiene troppi campi o file';
export const MULTIPART_TOO_LARGE = 'Il modulo inviato supera la dimensione massima consentita';

const MAX_FILE_BYTES = 5 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route taking larger files than 5 MB (the console's catalogue upload); its bodyLimit must allow them too. */
    maxFileBytes?: number;
  }
}

/** The message of a file over a route's limit, in whole megabytes. */
export function fileTooLargeMessage(bytes: number): string {
  return `Il file supera la dimensione massima di ${Math.round(bytes / (1024 * 1024))} MB`;
}

/**
 * multipart/form-data bodies (the SPA sends most forms that way): fields land in
 * request.body like JSON fields, so one body schema validates both; a file part becomes a Buffer.
 *
 * The parsing is done here rather than by @fastify/multipart's `attachFieldsToBody`, so that
 * every failure of it is a client error: busboy throws plain Errors ('Multipart: Boundary not
 * found', a part terminated early) that the error handler would otherwise answer as 500.
 */
async function multipartPlugin(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 5, fields: 100, fieldSize: 100 * 1024 } });

  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    // Fastify applies bodyLimit only to the bodies it reads itself: without this, any route (sign-in
    // too, before authentication) would buffer up to the part limits, 5 files of 5 MB.
    const limit = request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit;
    if (Number(request.headers['content-length']) > limit) throw new HttpError(413, MULTIPART_TOO_LARGE);
    try {
      request.body = await readFields(request);
    } catch (err) {
      throw asClientError(request, err);
    }
  });
}

/** Every part as `name: value` (a repeated name: an array of its values, in order). */
async function readFields(request: FastifyRequest): Promise<Record<string, unknown>> {
  const values = new Map<string, unknown[]>();
  const fileSize = request.routeOptions.config.maxFileBytes ?? MAX_FILE_BYTES;
  const parts = request.parts(fileSize === MAX_FILE_BYTES ? undefined : { limits: { fileSize } });
  for await (const part of parts as AsyncIterable<Multipart>) {
    const value = part.type === 'file' ? await part.toBuffer() : part.value;
    const list = values.get(part.fieldname);
    if (list) list.push(value);
    else values.set(part.fieldname, [value]);
  }
  const body: Record<string, unknown> = {};
  for (const [name, list] of values) body[name] = list.length === 1 ? list[0] : list;
  return body;
}

function asClientError(request: FastifyRequest, err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const { code, message } = err as Partial<FastifyError>;
  request.log.info({ code, message }, 'corpo multipart rifiutato');
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    const field = (err as { part?: { fieldname?: string } }).part?.fieldname;
    const message = fileTooLargeMessage(request.routeOptions.config.maxFileBytes ?? MAX_FILE_BYTES);
    return new HttpError(413, message, field ? [{ field, message }] : undefined);
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new HttpError(413, MULTIPART_TOO_MANY_PARTS);
  return new HttpError(400, MULTIPART_UNREADABLE);
}

export default fp(multipartPlugin, { name: 'premia-multipart', fastify: '5.x' });
