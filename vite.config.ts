import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
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
    buildStart() {
      const id = fileURLToPath(new URL('./src/shared/forms/runtime.ts', import.meta.url));
      this.emitFile({ type: 'chunk', id, name: 'forms-runtime', preserveSignature: 'strict' });
    },
  };
}

const FORMS_RUNTIME_MODULES = /src[\\/]shared[\\/](forms[\\/]runtime|control-characters|password-policy)/;

export default defineConfig({
  root: 'src/app',
  publicDir: '../../public',
  plugins: [react(), formsRuntimeChunk()],
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
          groups: [{ name: 'boot', tags: ['$initial'], test: (id: string) => !FORMS_RUNTIME_MODULES.test(id) }],
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
