import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '../http/errors.js';
import { etagMatches } from '../http/etag.js';
import { hashedLoaderUrl, scriptsAfterPaint } from '../static/after-paint.js';
import { bootDataFor, withFirstScreen } from '../static/boot-page.js';
import { BootPages } from '../static/boot-pages.js';
import { compressPage, CompressedPages, pageEncoding } from '../static/compress-page.js';
import { ConsoleHosts } from '../static/console-hosts.js';
import { firstRootWith, PageCache, safeRelativePath } from '../static/files.js';
import { FirstScreens, paintedCustomerSearch, paintedSignedOutSearch } from '../static/first-screen.js';
import { pageCustomer } from '../static/page-customer.js';
import { SignedInPreloads } from '../static/signed-in-preloads.js';
import { loginPathOf } from '../../shared/available-routes.js';
import { SESSION_COOKIE } from '../../shared/constants.js';
import { PREVIEW_PARAM } from '../../shared/settings/preview-protocol.js';
import { REGOLAMENTO_PATH, rulesDocumentOf } from '../../shared/regolamento.js';
import { buildCsp, DEFAULT_CSP } from './security.js';

export interface StaticOptions {
  /** Output of `vite build` (index.html, assets/, locales/ …). */
  distDir: string;
  /** Vite's publicDir: fallback for locales and default documents when dist is absent or lacks them. */
  publicDir: string;
  /** The portal's first-screen renderer (dist/ssr); none: pages go out without a first screen. */
  ssrDir?: string;
  /** The staff console: its build (index.html, assets/) and the host names that get it instead of a tenant's portal. */
  console?: { distDir: string; hosts: string[] };
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HOUR = 'public, max-age=3600';
const LOCALES = 'public, max-age=300';
/** Paths that never fall back to index.html: a missing file there is a real 404. */
const RESERVED = ['/v1/', '/assets/', '/locales/', '/tenant-assets/', '/app/pdf/'];
const LNG_RE = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?$/;
const NS_RE = /^[A-Za-z0-9_-]+\.json$/;
const PDF_RE = /^[^/\\.][^/\\]*\.pdf$/i;
const route = { schema: { hide: true }, config: { tenant: 'none' as const } };

/** On a console host only the console's own files and pages: no tenant files, documents or translations. */
const CONSOLE_RESERVED = [...RESERVED, '/app/'];

const NOT_BUILT_HTML = `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><title>Premia</title></head>
<body><h1>Applicazione non ancora compilata</h1>
<p>L'interfaccia web non è stata ancora generata. Esegui <code>npm run build</code> (oppure <code>npm start</code>, che la genera quando manca) e ricarica la pagina. Le API sotto <code>/v1</code> funzionano già.</p>
</body></html>
`;

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ error: MESSAGES.notFound });
}

/** `?anteprima`: the console's settings preview asks for the portal page it frames. */
function isPreviewRequest(request: FastifyRequest): boolean {
  return new URLSearchParams(request.url.split('?')[1] ?? '').has(PREVIEW_PARAM);
}

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  if (!accept || accept.includes('text/html')) return true;
  // A browser asking for a picture (its own /favicon.ico) also accepts */*, but wants no page.
  return accept.includes('*/*') && !accept.startsWith('image/');
}

/**
 * The built SPA with history fallback, translations, tenant assets and documents. Every file
 * route answers a real 404 for a missing file; only page navigations get index.html.
 */
async function staticPlugin(app: FastifyInstance, options: StaticOptions): Promise<void> {
  const distDir = path.resolve(options.distDir);
  const publicDir = path.resolve(options.publicDir);
  const indexHtml = new PageCache(path.join(distDir, 'index.html'));
  // The loader comes with the build: its address is worked out again only when index.html changes,
  // not read from disk for every page.
  let loader: { build: string; url: Promise<string> } | null = null;
  const loaderUrl = (build: string) => {
    if (loader?.build !== build) loader = { build, url: hashedLoaderUrl([distDir, publicDir]) };
    return loader.url;
  };
  // Two encodings of one page per tenant, revision and preloaded logo: room for many tenants.
  const compressedPages = new CompressedPages(512);
  const bootPages = new BootPages();
  const signedInPreloads = new SignedInPreloads(path.join(distDir, '.vite', 'manifest.json'));
  const firstScreens = options.ssrDir
    ? new FirstScreens({
        ssrDir: path.resolve(options.ssrDir),
        localeDirs: [path.join(distDir, 'locales'), path.join(publicDir, 'locales')],
        warn: (message) => app.log.warn(message),
      })
    : null;
  const consoleHosts = new ConsoleHosts(options.console?.hosts ?? []);
  const consoleDir = options.console ? path.resolve(options.console.distDir) : null;
  const consoleNames = consoleDir === null ? [] : consoleHosts.list();
  const consoleHtml = consoleDir ? new PageCache(path.join(consoleDir, 'index.html')) : null;
  const onConsole = (request: FastifyRequest) => consoleDir !== null && consoleHosts.has(request.headers.host);

  // serve: false: only reply.sendFile, every URL is routed below. cacheControl off: each route
  // sets its own. preCompressed: a build step may place .br/.gz beside assets; else
  // @fastify/compress compresses on the fly.
  await app.register(fastifyStatic, { serve: false, cacheControl: false, preCompressed: true });

  async function sendFrom(reply: FastifyReply, roots: string[], rel: string, cacheControl: string) {
    const root = await firstRootWith(roots, rel);
    if (!root) return notFound(reply);
    reply.header('cache-control', cacheControl);
    return reply.sendFile(rel, root);
  }

  app.get('/assets/*', route, async (request, reply) => {
    const rel = safeRelativePath((request.params as { '*': string })['*']);
    if (!rel) return notFound(reply);
    return sendFrom(reply, [path.join(onConsole(request) ? consoleDir! : distDir, 'assets')], rel, IMMUTABLE);
  });

  app.get('/locales/:lng/:ns', route, async (request, reply) => {
    const { lng, ns } = request.params as { lng: string; ns: string };
    if (!LNG_RE.test(lng) || !NS_RE.test(ns) || onConsole(request)) return notFound(reply);
    return sendFrom(reply, [path.join(distDir, 'locales'), path.join(publicDir, 'locales')], `${lng}/${ns}`, LOCALES);
  });

  // Tenant files are picked by Host only: <img> and <link> requests carry no X-Client-Info.
  app.get('/tenant-assets/*', route, async (request, reply) => {
    const rel = safeRelativePath((request.params as { '*': string })['*']);
    const alias = rel && !onConsole(request) ? await app.tenants.resolve(request.headers.host) : null;
    const tenant = alias ? app.tenants.get(alias) : undefined;
    if (!rel || !tenant || rel === 'tenant.json') return notFound(reply);
    // Public brand files: the console (another origin) shows the folder's logos in Identità visiva,
    // which helmet's same-origin resource policy would block.
    reply.header('cross-origin-resource-policy', 'cross-origin');
    return sendFrom(reply, [tenant.dir], rel, HOUR);
  });

  // The footer's documents (rules, privacy, terms): the tenant's own, else the portal's defaults.
  app.get('/app/pdf/:file', route, async (request, reply) => {
    const { file } = request.params as { file: string };
    if (!PDF_RE.test(file) || onConsole(request)) return notFound(reply);
    const alias = await app.tenants.resolve(request.headers.host);
    const tenant = alias ? app.tenants.get(alias) : undefined;
    // The folder's rules file is version 1 at most: once a version is published, the links to
    // the file (a signup form's tick box among them) open the version in force.
    if (alias && (await isRulesFile(alias, file)) && (await app.regolamentoGate.versionInForce(alias)) !== null)
      return reply.header('cache-control', 'no-cache').redirect(REGOLAMENTO_PATH, 302);
    const roots = [...(tenant ? [path.join(tenant.dir, 'pdf')] : []), path.join(distDir, 'app', 'pdf'), path.join(publicDir, 'app', 'pdf')];
    reply.header('content-disposition', `inline; filename="${file.replace(/"/g, '')}"`);
    return sendFrom(reply, roots, file, HOUR);
  });

  async function isRulesFile(alias: string, file: string): Promise<boolean> {
    const tenant = await app.tenantConfigs.get(alias, false);
    const rules = tenant ? rulesDocumentOf(tenant.config.footer.documents) : undefined;
    return (rules?.file ?? 'regolamento.pdf').toLowerCase() === file.toLowerCase();
  }

  async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    const page = await indexHtml.get();
    if (!page) return reply.code(503).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(NOT_BUILT_HTML);
    // An unknown host still gets the page: the SPA then shows 'app not found' from app/start's 404.
    // Fresh like app/start: the page carries app/start's answer (see boot-page.ts).
    const alias = await app.tenants.resolve(request.headers.host, true);
    const tenant = alias ? await app.tenantConfigs.get(alias, true) : null;
    const analytics = Boolean(tenant?.config.features.analytics.id);
    const preview = tenant !== null && isPreviewRequest(request) && consoleNames.length > 0;
    const csp = analytics || preview ? buildCsp({ analytics, framedBy: preview ? consoleNames : undefined }) : DEFAULT_CSP;
    // The console frames the portal for its settings preview: only then, and only the console's hosts may.
    if (preview) reply.removeHeader('x-frame-options');
    const pathname = pathOf(request.url);
    const { body, tag } = tenant ? await bootPages.get(page, tenant, pathname) : { body: page.body, tag: page.etag.slice(1, -1) };
    // The first screen painted by the server, for the page to show before its scripts run. Not
    // in the console's preview (its boot waits for the console's draft), nor for a signed-out
    // visitor's address with a query other than the login's retry (its screen may read it; the
    // browser renders those). The session cookie holds the stored token: when it is still good,
    // the customer's own screen.
    const cookie = request.cookies[SESSION_COOKIE];
    const signedIn = Boolean(cookie);
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const signedOutSearch = signedIn ? '' : paintedSignedOutSearch(search, tenant !== null && pathname === loginPathOf(tenant.config));
    if (tenant && firstScreens && !preview && signedOutSearch !== null) {
      const customer = signedIn ? await pageCustomer(app, request, tenant.alias, cookie) : null;
      const screenRequest = { tenant, boot: () => bootDataFor(tenant), pathname, signedIn, search: signedOutSearch };
      // A customer's screen that could not be made (busy, a failed answer) gives way to the skeleton.
      const screen =
        (customer
          ? await firstScreens.get(page.etag, { ...screenRequest, customer: { person: customer, search: paintedCustomerSearch(search) } })
          : null) ?? (await firstScreens.get(page.etag, screenRequest));
      if (screen) {
        const preloads = signedIn ? await signedInPreloads.tags(screen.screen, Boolean(screen.data)) : '';
        const composed = withFirstScreen(body.toString(), screen, signedIn, preloads);
        // A customer's screen is theirs alone, and already out of date with their next order.
        if (screen.data) return sendPage(request, reply, scriptsAfterPaint(composed, 'load', await loaderUrl(page.etag)), null, csp);
        // A signed-out page is painted whole too: its scripts start once its first frame is drawn,
        // and a button tapped before they run is pressed again then (public/after-paint.js). The
        // skeleton shows nothing of the screen until its scripts have run: they stay in the head.
        // The login page back from a refused post holds the user code typed: never kept either.
        if (!signedIn)
          return sendPage(
            request,
            reply,
            scriptsAfterPaint(composed, 'paint', await loaderUrl(page.etag)),
            signedOutSearch ? null : `${tag}.out.${screen.tag}`,
            csp,
          );
        return sendPage(request, reply, composed, `${tag}.in.${screen.tag}`, csp);
      }
    }
    return sendPage(request, reply, body, tag, csp);
  }

  /** The console's page, as built: no tenant, so nothing to embed and no analytics in its CSP; it may frame the portals. */
  async function sendConsole(request: FastifyRequest, reply: FastifyReply) {
    const page = await consoleHtml!.get();
    if (!page) return reply.code(503).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(NOT_BUILT_HTML);
    // The settings preview frames each tenant's portal, at the origin its links use; Convalide
    // frames a PDF receipt from an object URL (the file comes through the API with the staff token).
    // Identità visiva shows a logo of the tenant folder from the portal, which alone serves it.
    const portals = [...new Set(app.tenants.list().map((entry) => app.publicUrlOf({ alias: entry.alias, config: entry.file })))];
    const csp = buildCsp({ frames: [...portals, 'blob:'], images: portals });
    return sendPage(request, reply, page.body, `console-${page.etag.slice(1, -1)}`, csp);
  }

  /** `tag` null: a page for one person only, sent fresh each time and never kept by any cache. */
  function sendPage(request: FastifyRequest, reply: FastifyReply, body: string | Buffer, tag: string | null, csp: string) {
    const encoding = pageEncoding(request.headers['accept-encoding']);
    reply.header('content-security-policy', csp).header('vary', 'accept-encoding, cookie').type('text/html; charset=utf-8');
    if (tag === null) {
      reply.header('cache-control', 'private, no-store');
      if (!encoding) return reply.send(body);
      return reply.header('content-encoding', encoding).send(compressPage(encoding, body));
    }
    // Each encoding is its own representation, so its own strong validator: a cache must never
    // answer a revalidation of the gzip page with the brotli one.
    const etag = `"${tag}${encoding ? `-${encoding}` : ''}"`;
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    if (!encoding) return reply.send(body);
    return reply.header('content-encoding', encoding).send(compressedPages.get(etag, encoding, body));
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const console = onConsole(request);
    const reserved = console ? CONSOLE_RESERVED : RESERVED;
    if ((request.method !== 'GET' && request.method !== 'HEAD') || reserved.some((p) => pathname.startsWith(p)) || pathname === '/v1') {
      return notFound(reply);
    }
    // Top-level files of the build (favicon.ico, robots.txt …), then the SPA for page navigations.
    const rel = safeRelativePath(decodeURIComponentSafe(pathname.slice(1)));
    if (rel && !rel.includes('/') && rel.includes('.') && rel !== 'index.html') {
      const root = await firstRootWith([distDir, publicDir], rel);
      if (root) return reply.header('cache-control', HOUR).sendFile(rel, root);
    }
    if (!acceptsHtml(request)) return notFound(reply);
    return console ? sendConsole(request, reply) : sendIndex(request, reply);
  });
}

/** The path of a request URL, without its query. */
function pathOf(url: string): string {
  return url.split('?')[0] ?? '/';
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}

export default fp(staticPlugin, { name: 'premia-static', fastify: '5.x', dependencies: ['premia-tenancy', 'premia-security'] });
