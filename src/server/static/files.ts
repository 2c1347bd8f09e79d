import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * A relative path made of ordinary segments: no '..', no dot-files, no empty segments, no
 * backslashes or NULs. Returns null for anything else, so traversal never reaches the disk.
 */
export function safeRelativePath(value: string | undefined): string | null {
  if (!value || value.length > 512 || /[\\\0]/.test(value)) return null;
  const segments = value.split('/');
  if (segments.some((s) => s === '' || s.startsWith('.'))) return null;
  return segments.join('/');
}

export async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
}

/** The first root that holds `rel` as a file, or null. */
export async function firstRootWith(roots: string[], rel: string): Promise<string | null> {
  for (const root of roots) {
    if (await isFile(path.join(root, rel))) return root;
  }
  return null;
}

export interface CachedPage {
  body: Buffer;
  etag: string;
}

/**
 * index.html, read once and again only when it changes on disk (a new `npm run build` while
 * the server runs is picked up). Null while the SPA has not been built.
 */
export class PageCache {
  private cached: (CachedPage & { stamp: string }) | null = null;

  constructor(private readonly file: string) {}

  async get(): Promise<CachedPage | null> {
    const s = await stat(this.file).catch(() => null);
    if (!s?.isFile()) return (this.cached = null);
    const stamp = `${s.mtimeMs}:${s.size}`;
    if (this.cached?.stamp !== stamp) {
      const body = await readFile(this.file);
      this.cached = { body, stamp, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"` };
    }
    return this.cached;
  }
}
