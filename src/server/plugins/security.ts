import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
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

/**
 * Security headers on every answer. helmet supplies the usual set; the CSP is written here so
 * its text is exactly the pinned policy and the HTML route can widen it per tenant (analytics).
 */
async function securityPlugin(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('content-security-policy', DEFAULT_CSP);
  });
}

export default fp(securityPlugin, { name: 'premia-security', fastify: '5.x' });
