import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LRUCache } from 'lru-cache';
import type { EmbeddedBoot } from '../../shared/boot-data.js';
import type { FirstScreen, FirstScreenCustomer, FirstScreenInput, ServerHtmlSanitiser } from '../../shared/first-screen.js';
import { HAND_OVER_PARAM, PAINTED_SIGNED_OUT_PARAMS } from '../../shared/login-post.js';
import { formsModuleForRender } from '../modules/forms/render-service.js';
import type { RequestTenant } from '../modules/tenants/service.js';
import { cleanInlineHtml, cleanRichText } from '../security/html-policy.js';

/**
 * The painted page's rich text goes through the server's one policy: stored HTML is already
 * clean, so this sets its headings at their place on the page; a tenant's own texts (consent
 * wordings, tick-box labels) are held to the policy here as they are in the browser.
 */
const SANITISER: ServerHtmlSanitiser = { richText: cleanRichText, label: cleanInlineHtml };

type Renderer = (input: FirstScreenInput) => Promise<FirstScreen>;

/**
 * Renders waiting beyond which a screen that is not kept (a customer's own, the login page's
 * retry) is not made: the skeleton, or the page without a first screen, is sent instead.
 */
const MAX_QUEUED_UNKEPT = 2;

export interface FirstScreenOptions {
  /** dist/ssr: the portal's server renderer, built by `vite build` beside dist/app. */
  ssrDir: string;
  /** Where the translation files are looked for, first found wins (the build's, then public/). */
  localeDirs: string[];
  /** Renders waiting beyond this many are not made: the page goes out without a first screen. */
  maxQueued?: number;
  warn?: (message: string) => void;
}

/**
 * The query a signed-out page is painted with: '' without one; on the login page, the query when
 * it holds only the retry of a refused post (PAINTED_SIGNED_OUT_PARAMS); null for any other (its
 * screen may read it: the browser renders those pages).
 */
export function paintedSignedOutSearch(search: string, onLoginPage: boolean): string | null {
  const params = new URLSearchParams(search);
  if (params.size === 0) return '';
  if (!onLoginPage) return null;
  for (const name of params.keys()) if (!PAINTED_SIGNED_OUT_PARAMS.includes(name)) return null;
  return `?${params.toString()}`;
}

/**
 * The query a customer's screen is painted with: the address's, less the hand-over's parameter,
 * which boot takes out before the router reads the address (src/app/boot/hand-over.ts).
 */
export function paintedCustomerSearch(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(HAND_OVER_PARAM);
  return params.size ? `?${params.toString()}` : '';
}

/** A first screen and the part of the page's ETag that names it. */
export interface RenderedScreen extends FirstScreen {
  tag: string;
}

export interface FirstScreenRequest {
  tenant: RequestTenant;
  /** What the page embeds for boot (asked only when a render is needed). */
  boot: () => EmbeddedBoot;
  /** The page's path, without the query. */
  pathname: string;
  signedIn: boolean;
  /**
   * The customer the session cookie names (page-customer.ts): their screen is painted with their
   * data, from the page's path and query, and never kept: each such page is rendered afresh.
   */
  customer?: { person: FirstScreenCustomer; search: string };
  /**
   * Signed out: the page's query when its screen reads it (the login page back from a refused
   * post says why and keeps the user code: PAINTED_SIGNED_OUT_PARAMS). Rendered afresh, never kept.
   */
  search?: string;
}

/**
 * The portal's first screen rendered on the server, for the page to paint before any script
 * runs (docs/architecture.md, "First paint"). One render at a time (the app's stores are module
 * singletons), kept per build, tenant revision, session guess and path (a customer's own screen is
 * not kept: it shows their points, their cart, today's stock); when renders pile up (a
 * flood of made-up paths) a page goes out without one, as before: the browser renders it.
 * Without a server build (tests, `npm run dev`) there is nothing to render.
 */
export class FirstScreens {
  private renderer: Promise<Renderer | null> | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private queued = 0;
  private readonly pages = new LRUCache<string, RenderedScreen | 'failed'>({ max: 512 });
  private readonly translations = new Map<string, Promise<Record<string, unknown> | null>>();

  constructor(private readonly options: FirstScreenOptions) {}

  private loadRenderer(): Promise<Renderer | null> {
    const entry = path.join(this.options.ssrDir, 'entry-server.js');
    this.renderer ??= existsSync(entry)
      ? import(pathToFileURL(entry).href).then(
          (module: { renderFirstScreen: Renderer }) => module.renderFirstScreen,
          (error: unknown) => {
            this.options.warn?.(`prima schermata: renderer non caricato (${String(error)})`);
            return null;
          },
        )
      : Promise.resolve(null);
    return this.renderer;
  }

  private translationsOf(lng: string): Promise<Record<string, unknown> | null> {
    let file = this.translations.get(lng);
    if (!file) {
      file = (async () => {
        for (const dir of this.options.localeDirs) {
          const text = await readFile(path.join(dir, lng, 'translation.json'), 'utf8').catch(() => null);
          if (text !== null) return JSON.parse(text) as Record<string, unknown>;
        }
        return null;
      })();
      this.translations.set(lng, file);
    }
    return file;
  }

  /** The first screen of this page, or null when none can be rendered (no build, busy, a failure). */
  async get(buildTag: string, request: FirstScreenRequest): Promise<RenderedScreen | null> {
    const { tenant, pathname, signedIn, customer } = request;
    const search = customer ? customer.search : (request.search ?? '');
    const key = customer || search ? null : [buildTag, tenant.alias, tenant.revision, signedIn ? 'in' : 'out', pathname].join('\n');
    const cached = key === null ? undefined : this.pages.get(key);
    if (cached) return cached === 'failed' ? null : cached;
    if (this.queued >= (this.options.maxQueued ?? 8)) return null;
    // A screen not kept is rendered afresh each time: only while few renders wait, so that
    // customers reloading pages (or anyone making up queries) cannot hold everyone else's.
    if (key === null && this.queued >= MAX_QUEUED_UNKEPT) return null;
    // Counted from here: requests that arrive together are all counted before any of them renders.
    this.queued += 1;
    try {
      const render = await this.loadRenderer();
      const translations = render ? await this.translationsOf(tenant.config.lang) : null;
      if (!render || !translations) return null;
      const rendered = this.queue.then(() =>
        render({
          url: `${pathname}${search}`,
          boot: request.boot(),
          translations,
          signedIn,
          ...(customer ? { customer: customer.person } : {}),
          loadForm: async (_revision, formId) => formsModuleForRender(tenant, formId),
          sanitiser: SANITISER,
        }),
      );
      this.queue = rendered.catch(() => undefined);
      const screen = await rendered;
      const tag = createHash('sha1')
        .update(screen.title)
        .update(screen.styles)
        .update(screen.html)
        .update(screen.screen ?? '')
        .update(screen.data ? JSON.stringify(screen.data) : '')
        .digest('base64url')
        .slice(0, 12);
      const done = { ...screen, tag };
      if (key !== null) this.pages.set(key, done);
      return done;
    } catch (error) {
      // A configuration the browser would refuse too (its error screen says why): rendered there.
      this.options.warn?.(`prima schermata di ${tenant.alias} ${pathname}: ${(error as Error).message}`);
      if (key !== null) this.pages.set(key, 'failed');
      return null;
    } finally {
      this.queued -= 1;
    }
  }
}
