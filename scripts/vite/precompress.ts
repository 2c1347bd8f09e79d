import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files a page loads; pictures and fonts are compressed already, source maps are for devtools. */
const TEXT = /\.(?:js|css|svg|json)$/;
/** As @fastify/compress: smaller files are not worth a compressed copy. */
const THRESHOLD = 1024;

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every text file of the build, which
 * the server sends as is (@fastify/static `preCompressed`, src/server/plugins/static.ts). Compressed
 * on the fly, a request gets brotli at quality 5 (src/server/app.ts: 11 would stall the event
 * loop); the login route's scripts then weighed about 15 % more on the wire.
 */
export function precompressAssets(): Plugin {
  return {
    name: 'premia:precompress-assets',
    apply: 'build',
    // The browser's files only: the first-screen renderer (dist/ssr) is read by the server.
    applyToEnvironment: (environment) => environment.name !== 'ssr',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (!TEXT.test(file.fileName)) continue;
          const source = file.type === 'chunk' ? Buffer.from(file.code) : Buffer.from(file.source);
          if (source.length < THRESHOLD) continue;
          const br = brotliCompressSync(source, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
          });
          this.emitFile({ type: 'asset', fileName: `${file.fileName}.br`, source: br });
          this.emitFile({ type: 'asset', fileName: `${file.fileName}.gz`, source: gzipSync(source, { level: 9 }) });
        }
      },
    },
  };
}
