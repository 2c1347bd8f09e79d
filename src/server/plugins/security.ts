import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/** The brief's CSP. No unsafe-eval and no inline scripts; styled-components needs inline styles. */
const BASE_DIRECTIVES: [string, string[]][] = [
  ['default-src', ["'self'"]],
  ['script-src', ["'self'"]],
  ['style-src', ["'self'", "'unsafe-inline'"]],
  ['img-src', ["'self'", 'data:', 'blob:']],
  ['font-src', ["'self'", 'data:']],
  ['connect-src', ["'self'"]],
  ['object-src', ["'none'"]],
  ['base-uri', ["'none'"]],
  ['frame-ancestors', ["'none'"]],
  ['form-action', ["'self'"]],
];

/** Sources Google Analytics needs, allowed only for tenants that configure an analytics id. */
const ANALYTICS_SOURCES: Record<string, string[]> = {
  'script-src': ['https://www.googletagmanager.com'],
  'connect-src': ['https://*.google-analytics.com'],
};

export interface CspOptions {
  /** Adds Google Analytics' origins. */
  analytics?: boolean;
  /**
   * Host names allowed to frame the page instead of none: the staff console's, for its settings
   * preview of the portal (any scheme and port of those hosts, as the console is configured by name).
   */
  framedBy?: readonly string[];
  /** Origins the page may frame: the console frames the portals of its tenants for the settings preview. */
  frames?: readonly string[];
  /** Origins the page may show pictures from: the console shows each tenant's logo from its portal (the files of its folder live there). */
  images?: readonly string[];
}

/** The Content-Security-Policy header value. */
export function buildCsp(options: CspOptions = {}): string {
  const directives = BASE_DIRECTIVES.map(([name, sources]) => {
    let all = options.analytics ? [...sources, ...(ANALYTICS_SOURCES[name] ?? [])] : sources;
    if (name === 'frame-ancestors' && options.framedBy?.length) all = options.framedBy.map((host) => `${host}:*`);
    if (name === 'img-src' && options.images?.length) all = [...all, ...options.images];
    return `${name} ${all.join(' ')}`;
  });
  if (options.frames?.length) directives.push(`frame-src ${options.frames.join(' ')}`);
  return directives.join('; ');
}

export const DEFAULT_CSP = buildCsp();

/** The options the portal gives helmet: the CSP is ours (above), framing is denied outright. */
const HELMET_OPTIONS = {
  contentSecurityPolicy: false,
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
} as const;

/**
 * The headers helmet sets with HELMET_OPTIONS, read once by running its middleware on a response
 * that only records them. Run per request (as @fastify/helmet does), helmet builds its chain of
 * middleware anew and sets each header on the raw response: 15–40 µs of every answer (a cold
 * catalogue page costs about 250 µs of the server's thread), for a set that never depends on the
 * request.
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  let ran = false;
  helmet(HELMET_OPTIONS)({} as IncomingMessage, recorder as unknown as ServerResponse, () => (ran = true));
  // helmet 8 runs its middleware synchronously; a version that did not would leave the set empty.
  if (!ran) throw new Error('helmet did not set its headers synchronously');
  return headers;
}

const SECURITY_HEADERS = { ...helmetHeaders(), 'content-security-policy': DEFAULT_CSP };

/**
 * Security headers on every answer, set before anything else runs so refusals and errors carry
 * them too. Routes may change one for their answer (reply.header, reply.removeHeader): the HTML
 * route widens the CSP per tenant (analytics) and lets the console frame its preview.
 */
async function securityPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
}

export default fp(securityPlugin, { name: 'premia-security', fastify: '5.x' });
