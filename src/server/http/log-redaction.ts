import type { FastifyRequest } from 'fastify';

/** What replaces a secret in a log line. */
export const REDACTED = '[nascosto]';

/** Never in a log line: credentials, tokens, cookies, keys and what a person typed as a password. */
export const LOG_REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.refreshToken',
  '*.accessToken',
  '*.otp',
  '*.secret',
  '*.key',
  '*.apiKey',
];

/** A path segment that follows one of these is a one-time code: the link in an activation or reset mail. */
const SECRET_SEGMENT = /\/(activate|reset-password|reset)\/[^/?#]+/g;
/** Query parameters that carry one (the console's set-password link, a download link). */
const SECRET_PARAM = /([?&](?:token|code|secret|key|signature)=)[^&#]*/gi;

/**
 * The URL as a log line may show it. Whoever reads the logs must not be able to open someone's
 * activation, reset or set-password link from them.
 */
export function urlForLog(url: string): string {
  return url.replace(SECRET_SEGMENT, `/$1/${REDACTED}`).replace(SECRET_PARAM, `$1${REDACTED}`);
}

/** Fastify's request serializer, with the URL through urlForLog. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: urlForLog(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
