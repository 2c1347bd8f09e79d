import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

export type PageEncoding = 'br' | 'gzip';

/**
 * The encoding for a page, from Accept-Encoding (brotli first, like @fastify/compress). Pages are
 * sent by the not-found handler, which @fastify/compress never reaches (it hooks routes only):
 * index.html went out uncompressed before this.
 */
export function pageEncoding(acceptEncoding: string | string[] | undefined): PageEncoding | null {
  const offered = String(acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^\s*q=0(?:\.0*)?\s*$/.test(q))
    .map(([name]) => name?.trim().toLowerCase());
  if (offered.includes('br')) return 'br';
  if (offered.includes('gzip')) return 'gzip';
  return null;
}

/** A page compressed as @fastify/compress does the API's answers (brotli at 5, gzip at 6). */
export function compressPage(encoding: PageEncoding, body: Buffer | string): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(body, { level: 6 });
}

/**
 * Compressed pages by ETag and encoding. A page is a few KB to a few tens of KB and changes only
 * with the build or the tenant's revision, so each variant is compressed once and kept; the
 * least recently sent are dropped past `max`.
 */
export class CompressedPages {
  private readonly cache: LRUCache<string, Buffer>;

  constructor(max = 64) {
    this.cache = new LRUCache({ max });
  }

  get(etag: string, encoding: PageEncoding, body: Buffer | string): Buffer {
    const key = `${encoding}:${etag}`;
    let compressed = this.cache.get(key);
    if (!compressed) {
      compressed = compressPage(encoding, body);
      this.cache.set(key, compressed);
    }
    return compressed;
  }
}
