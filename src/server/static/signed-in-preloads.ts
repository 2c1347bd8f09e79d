import { PageCache } from './files.js';

/**
 * What a signed-in boot asks for right after the entry, before it can ask for the customer
 * (auth/me): the HTTP transport (axios, src/ui/api/transport.ts) and the query client with the
 * query library (src/app/queries/query-client.ts). Both are lazy chunks, which a signed-out page
 * never loads; with the session hint cookie the page names them, so the browser fetches them
 * beside the entry instead of one round trip after it.
 */
const SIGNED_IN_BOOT = ['../ui/api/transport.ts', 'queries/query-client.ts'];

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** `<link rel="modulepreload">` tags for a signed-in boot, read from the build's Vite manifest. */
export class SignedInPreloads {
  private readonly manifest: PageCache;
  private memo: { etag: string; tags: string } | null = null;

  constructor(manifestFile: string) {
    this.manifest = new PageCache(manifestFile);
  }

  async tags(): Promise<string> {
    const page = await this.manifest.get();
    if (!page) return '';
    if (this.memo?.etag !== page.etag) this.memo = { etag: page.etag, tags: tagsOf(JSON.parse(page.body.toString('utf8'))) };
    return this.memo.tags;
  }
}

function tagsOf(manifest: Record<string, ManifestChunk>): string {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    // The entry and what it imports statically are in the page already.
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of SIGNED_IN_BOOT) visit(key);
  const entryImports = new Set(Object.values(manifest).flatMap((c) => (c.isEntry ? (c.imports ?? []).map((k) => manifest[k]?.file) : [])));
  return [...files]
    .filter((file) => !entryImports.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}
