/**
 * The yardstick of scripts/bench/lighthouse.ts: a bare React page (one heading, one paragraph,
 * rendered by React in the browser) built by Vite and served as the portal's files are (Fastify,
 * brotli, immutable hashed assets), measured in the same run as the portal's pages. Its figures
 * show what this machine allows at best: a slow run slows it too.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { build } from 'vite';

const PAGE = `<!doctype html>
<html lang="it">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Pagina React</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="./main.js"></script>
  </body>
</html>
`;

const MAIN = `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(
  h('main', { style: { font: '16px system-ui', padding: 24 } },
    h('h1', null, 'Una pagina React'),
    h('p', null, 'Il minimo che React disegna nel browser: il metro delle altre pagine misurate nello stesso giro.'),
  ),
);
`;

export interface BarePage {
  url: string;
  stop(): Promise<void>;
}

export async function startBareReactPage(): Promise<BarePage> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'premia-bare-react-'));
  const src = path.join(dir, 'src');
  await mkdir(src);
  await writeFile(path.join(src, 'index.html'), PAGE);
  await writeFile(path.join(src, 'main.js'), MAIN);
  const out = path.join(dir, 'dist');
  // The project's own React, resolved from the repository's node_modules.
  await build({
    root: src,
    configFile: false,
    logLevel: 'warn',
    resolve: { alias: { react: path.resolve('node_modules/react'), 'react-dom': path.resolve('node_modules/react-dom') } },
    build: { outDir: out, emptyOutDir: true, target: 'es2022' },
  });
  const app = Fastify({ logger: false });
  await app.register(compress, { encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, { root: out, cacheControl: false });
  app.addHook('onSend', async (request, reply) => {
    reply.header('cache-control', request.url.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/`,
    async stop() {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
