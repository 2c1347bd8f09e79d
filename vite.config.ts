import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { appStartChunk } from './scripts/vite/app-start-chunk.js';
import { precompressAssets } from './scripts/vite/precompress.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The SPA is served by the Fastify server (npm start) in production; `npm run dev` runs Vite
// with /v1, /locales, /tenant-assets and /app/pdf proxied to the API server on API_PORT.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8081'}`;
const proxied = ['/v1', '/tenant-assets', '/app/pdf'];

/**
 * The forms runtime (src/shared/forms/runtime.ts) is imported by the validators modules the
 * server generates, which call its functions by name, as well as by the app, which reads only
 * its URL: as a chunk of its own with every export kept, not only those the app uses.
 */
function formsRuntimeChunk(): Plugin {
  return {
    name: 'premia:forms-runtime-chunk',
    apply: 'build',
    // The server's validators modules import the portal's copy; the console has no such reader.
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      const id = fileURLToPath(new URL('./src/shared/forms/runtime.ts', import.meta.url));
      this.emitFile({ type: 'chunk', id, name: 'forms-runtime', preserveSignature: 'strict' });
    },
  };
}

/**
 * The forms runtime and what it imports. Its chunk is an entry of its own, so without this its
 * imports would count as the page's first modules and join the boot chunk: every signed-in page
 * would load the tax-code checks and ajv's helpers that only a painted form's validators call.
 */
const FORMS_RUNTIME_MODULES =
  /src[\\/]shared[\\/](forms[\\/]runtime|control-characters|password-policy|italian-tax-ids)|node_modules[\\/](ajv[\\/]dist[\\/]runtime|fast-deep-equal)[\\/]/;

/**
 * The query library (only signed-in screens load it): one chunk rather than five (each a request
 * on a slow phone). Its modules share nothing with the login route, so none of it moves there.
 */
const QUERY_LIBRARY = /node_modules[\\/]@tanstack[\\/]|src[\\/](app[\\/]queries[\\/]query-client|ui[\\/](query-client|paged-query))\.ts$/;

/** The query library's module that creates the context the app's providers hold (src/app/providers.tsx). */
const QUERY_CONTEXT = /node_modules[\\/]@tanstack[\\/]react-query[\\/].*[\\/]QueryClientProvider\.js$/;

/**
 * The small modules the signed-in screens share, one chunk per area. Left alone, the bundler gives
 * each set of screens sharing a module a chunk of its own: '/' fetched 28 files besides the entry
 * and the query library, 21.0 KB of brotli that compress to 14.0 KB as one file. Each kit holds
 * only what the screens of its area load together (a page loads at most a few KB it does not run),
 * and nothing the sign-in page or the forms engine imports.
 */
const SCREEN_KITS: { name: string; test: RegExp }[] = [
  { name: 'ui-kit', test: /src[\\/]ui[\\/](states|cards|page|page-param|points-text|responsive-image)\.tsx?$/ },
  {
    name: 'catalog-kit',
    test: /src[\\/](app[\\/](queries[\\/]catalog|api[\\/]catalog(-errors)?|screens[\\/]catalog[\\/](styles|availability|paths|balance|product-card|catalogue-query))|shared[\\/]types[\\/]generated[\\/]api[\\/]catalog)\.tsx?$/,
  },
  {
    name: 'content-kit',
    test: /src[\\/](app[\\/](queries[\\/]content|api[\\/]content|screens[\\/]content[\\/](error-text|news-card))|shared[\\/]types[\\/]generated[\\/]api[\\/]content)\.tsx?$/,
  },
  {
    name: 'orders-kit',
    test: /src[\\/]app[\\/](queries[\\/](orders|cart)|api[\\/]orders|screens[\\/]orders[\\/](styles|cart-summary|cart-line|cart-view|cart-actions|empty-cart|errors|next-expiry))\.tsx?$/,
  },
];

/**
 * The staff console (src/console) is built as an environment of its own, `console`, into
 * dist/console: one module graph with the portal would put what both load at start (React,
 * styled-components, the kit) into a chunk shared by both, so either the portal's page would
 * load one more file and its figures change, or the console would import the portal's entry
 * chunk and run the portal. Apart, a customer page's files are byte for byte what they were.
 */
const CONSOLE_DIR = fileURLToPath(new URL('./src/console/', import.meta.url));
/**
 * The console page's id for Vite: Vite emits an entry's HTML at its path relative to the root
 * (src/app) and refuses one outside it ('../console/…'), so the page stands in the root under
 * this name, with the content of src/console/index.html and its script resolved from
 * src/console/; consoleEntry() then writes it as dist/console/index.html.
 */
const CONSOLE_HTML = fileURLToPath(new URL('./src/app/console/index.html', import.meta.url));

function consoleEntry(): Plugin {
  return {
    name: 'premia:console-entry',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'console',
    resolveId(source, importer) {
      if (source === CONSOLE_HTML) return CONSOLE_HTML;
      if (importer?.split('?')[0] === CONSOLE_HTML && source.startsWith('./')) return this.resolve(path.join(CONSOLE_DIR, source));
      return null;
    },
    load(id) {
      return id === CONSOLE_HTML ? readFileSync(path.join(CONSOLE_DIR, 'index.html'), 'utf8') : null;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['console/index.html'];
        if (page?.type !== 'asset') return;
        delete bundle['console/index.html'];
        this.emitFile({ type: 'asset', fileName: 'index.html', source: page.source });
      },
    },
  };
}

/** `npm run dev`: the console hosts (CONSOLE_HOSTS, as the server reads it) get the console's page. */
const CONSOLE_HOSTS = (process.env.CONSOLE_HOSTS ?? 'console.localhost')
  .split(',')
  .map((host) => host.trim().toLowerCase())
  .filter(Boolean);

/**
 * In `npm run dev` a navigation on a console host gets src/console/index.html, transformed by Vite
 * (HMR included) with its script addressed through /@fs/, since the console lives outside the
 * portal's root; every other request (modules, /v1 through the proxy) goes on as usual.
 */
function consoleDevPage(): Plugin {
  return {
    name: 'premia:console-dev-page',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const host = (req.headers.host ?? '').split(':')[0]!.toLowerCase();
        const navigation = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
        if (!navigation || !CONSOLE_HOSTS.includes(host)) return next();
        const html = readFileSync(path.join(CONSOLE_DIR, 'index.html'), 'utf8').replace(
          /src="\.\/(main\.tsx)"/,
          `src="/@fs${CONSOLE_DIR.replace(/\\/g, '/')}$1"`,
        );
        server
          .transformIndexHtml(req.url ?? '/', html)
          .then((page) => {
            res.setHeader('content-type', 'text/html; charset=utf-8');
            res.end(page);
          })
          .catch(next);
      });
    },
  };
}

/**
 * The server paints the portal's first screen (src/app/entry-server.tsx, built as the `ssr`
 * environment into dist/ssr) and the browser hydrates it. styled-components names each component
 * by a counter of creation order, which differs between the server's bundle and the browser's
 * lazy chunks; its Babel plugin names them by file and position instead, so both sides give an
 * element the same class. Only modules that import styled-components are transformed.
 */
async function stableStyledIds(): Promise<Plugin> {
  const plugin = await babel({
    include: /src[\\/](app|ui)[\\/].*\.tsx?$/,
    plugins: [['babel-plugin-styled-components', { ssr: true, displayName: false, fileName: false, pure: true }]],
    sourceMap: true,
  });
  // A Rolldown plugin, which Vite runs as one of its own (their hook types differ only in detail);
  // its own applyToEnvironment prepares the transform for each environment it is kept in.
  const base = plugin as unknown as Plugin & { applyToEnvironment: NonNullable<Plugin['applyToEnvironment']> };
  return {
    ...base,
    name: 'premia:stable-styled-ids',
    applyToEnvironment: (environment) =>
      (environment.name === 'client' || environment.name === 'ssr') && base.applyToEnvironment(environment),
  };
}

const ENTRY_SERVER = fileURLToPath(new URL('./src/app/entry-server.tsx', import.meta.url));

const APP_START = appStartChunk(
  fileURLToPath(new URL('./src/app/main.tsx', import.meta.url)),
  fileURLToPath(new URL('./src/app/app-start.tsx', import.meta.url)),
);

export default defineConfig({
  root: 'src/app',
  publicDir: '../../public',
  plugins: [react(), stableStyledIds(), formsRuntimeChunk(), APP_START.plugin, consoleEntry(), consoleDevPage(), precompressAssets()],
  resolve: {
    // Tenant descriptions are plain text: see src/app/forms/markdown-off.tsx.
    alias: { 'markdown-to-jsx/react': fileURLToPath(new URL('./src/app/forms/markdown-off.tsx', import.meta.url)) },
  },
  build: {
    outDir: '../../dist/app',
    emptyOutDir: true,
    sourcemap: true,
    // scripts/bench/bundle.ts reads it to measure what the login route loads.
    manifest: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Left alone, the bundler cuts what the entry loads at once into about nine chunks (one
          // per set of lazy screens sharing a module), which compress about 3 KB worse than one.
          // Everything the page needs before its first screen goes in one chunk; the forms
          // runtime's own modules stay apart, as the server's validators modules import them.
          groups: [
            { name: 'boot', tags: ['$initial'], test: (id: string) => !FORMS_RUNTIME_MODULES.test(id) },
            // The app's own start, evaluated in a task after the entry's (src/app/main.tsx).
            // Of the query library, the start needs only the context its provider module creates
            // (providers.tsx); the rest stays in the library's chunk, which signed-out pages never load.
            {
              name: 'app-start',
              test: (id: string) =>
                APP_START.inAppStart(id) && !FORMS_RUNTIME_MODULES.test(id) && (!QUERY_LIBRARY.test(id) || QUERY_CONTEXT.test(id)),
            },
            // What the forms engine's lookups import without the query library (their keys, the
            // freshness figures): before the groups below, which would pull them in with their own.
            { name: 'query-plain', test: /src[\\/](app[\\/]queries[\\/]lookup-keys|ui[\\/]stale-time)\.ts$/ },
            { name: 'query', test: QUERY_LIBRARY },
            ...SCREEN_KITS,
          ],
        },
      },
    },
  },
  // `vite build` builds every environment: the portal (client), then the console.
  builder: {},
  environments: {
    // The first screen's renderer, imported by the server (src/server/static/first-screen.ts).
    ssr: {
      consumer: 'server',
      // Node would load styled-components' CommonJS build, whose default export is not `styled`.
      resolve: { noExternal: ['styled-components'] },
      build: {
        outDir: '../../dist/ssr',
        emptyOutDir: true,
        copyPublicDir: false,
        manifest: false,
        ssr: ENTRY_SERVER,
        rolldownOptions: {
          input: { 'entry-server': ENTRY_SERVER },
          output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js', codeSplitting: true },
        },
      },
    },
    console: {
      consumer: 'client',
      build: {
        outDir: '../../dist/console',
        emptyOutDir: true,
        // The portal's public files (favicon, locales, documents) are the portal's.
        copyPublicDir: false,
        rolldownOptions: {
          input: CONSOLE_HTML,
          output: {
            // Named apart from the portal's files: a look at a page's requests tells them apart.
            entryFileNames: 'assets/console-[hash].js',
            chunkFileNames: 'assets/console-[name]-[hash].js',
            assetFileNames: 'assets/console-[name]-[hash][extname]',
            // The console's start in one chunk too; each area's screens load lazily.
            codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] },
          },
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 8080),
    allowedHosts: ['.localhost'],
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: apiTarget, changeOrigin: false, xfwd: true }])),
  },
});
