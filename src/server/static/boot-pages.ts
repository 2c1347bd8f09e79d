import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { RequestTenant } from '../modules/tenants/service.js';
import { logoShownAt, renderBootPage } from './boot-page.js';
import type { CachedPage } from './files.js';
import { inlineFontStyles } from './font-faces.js';

export interface BootPage {
  body: string;
  /** The ETag's opaque part: changes with the build, the tenant's revision and the preloaded logo. */
  tag: string;
}

/**
 * index.html as rendered for one tenant (boot-page.ts), kept per build, tenant revision and
 * preloaded logo: a navigation, or a revalidation answered 304, then costs a look-up instead of
 * re-rendering and hashing the page. The least recently served leave past `max`.
 */
export class BootPages {
  private readonly pages: LRUCache<string, BootPage>;

  constructor(max = 256) {
    this.pages = new LRUCache({ max });
  }

  async get(page: CachedPage, tenant: RequestTenant, pathname: string): Promise<BootPage> {
    const key = [page.etag, tenant.alias, tenant.revision, logoShownAt(tenant.config, pathname) ?? ''].join('\n');
    let rendered = this.pages.get(key);
    if (!rendered) {
      const fonts = await inlineFontStyles(tenant.dir, tenant.config.theme.fonts.source);
      const body = renderBootPage(page.body.toString('utf8'), tenant, pathname, fonts);
      rendered = { body, tag: createHash('sha1').update(body).digest('base64url').slice(0, 20) };
      this.pages.set(key, rendered);
    }
    return rendered;
  }
}
