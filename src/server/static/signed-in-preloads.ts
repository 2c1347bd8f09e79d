import { SCREEN_MODULES } from '../../shared/screen-modules.js';
import { PageCache } from './files.js';

/**
 * What a signed-in boot asks for right after the entry, before it can ask for the customer
 * (auth/me): the HTTP transport (axios, src/ui/api/transport.ts), the query client with the
 * query library (src/app/queries/query-client.ts) and the page's screen, whose data it asks for
 * beside auth/me (src/app/boot/prefetch-screen.ts). All are lazy chunks, which a signed-out page
 * never loads; with the session hint cookie the page names them, so the browser fetches them
 * beside the entry instead of one round trip after it.
 *
 * A page painted with the customer's answers makes no request before it is interactive (boot
 * adopts the answers instead of asking auth/me and the screen's data): it names no transport,
 * which the app fetches once the page is handled (src/app/app-start.tsx), so that its 19 KB do not
 * count before the page answers taps.
 */
const TRANSPORT = '../ui/api/transport.ts';
const QUERY_CLIENT = 'queries/query-client.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/** `<link rel="modulepreload">` tags for a signed-in boot, read from the build's Vite manifest. */
export class SignedInPreloads {
  private readonly manifest: PageCache;
  private memo: { etag: string; manifest: Record<string, ManifestChunk>; tags: Map<string, string> } | null = null;

  constructor(manifestFile: string) {
    this.manifest = new PageCache(manifestFile);
  }

  /**
   * The tags for a page whose first screen is `screen` (a registered name, or null for none);
   * `withData`: the page carries the customer's answers.
   */
  async tags(screen: string | null = null, withData = false): Promise<string> {
    const page = await this.manifest.get();
    if (!page) return '';
    if (this.memo?.etag !== page.etag) this.memo = { etag: page.etag, manifest: JSON.parse(page.body.toString('utf8')), tags: new Map() };
    // Memoised per module and kind of page: an unregistered name shares the entry of none.
    const module = screen !== null && Object.hasOwn(SCREEN_MODULES, screen) ? SCREEN_MODULES[screen as keyof typeof SCREEN_MODULES] : '';
    const key = `${module}\n${withData ? 'data' : ''}`;
    let tags = this.memo.tags.get(key);
    if (tags === undefined) {
      const boot = withData ? [QUERY_CLIENT] : [TRANSPORT, QUERY_CLIENT];
      tags = tagsOf(this.memo.manifest, module ? [...boot, module] : boot);
      this.memo.tags.set(key, tags);
    }
    return tags;
  }
}

function tagsOf(manifest: Record<string, ManifestChunk>, keys: readonly string[]): string {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    // The entry is in the page; so are the files filesInPage names, left out below.
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  const inPage = filesInPage(manifest);
  return [...files]
    .filter((file) => !inPage.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}

/**
 * The files the built page names already: the entry's static imports, and what it imports
 * dynamically (the app's start) with their static imports (scripts/vite/app-start-chunk.ts).
 */
function filesInPage(manifest: Record<string, ManifestChunk>): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const entry of Object.values(manifest).filter((c) => c.isEntry)) {
    for (const key of [...(entry.imports ?? []), ...(entry.dynamicImports ?? [])]) visit(key);
  }
  return files;
}
