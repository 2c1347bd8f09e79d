import path from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * The app's own start (src/app/app-start.tsx) is a chunk the entry imports dynamically, so that
 * the browser evaluates the libraries and the app's modules in separate tasks (src/app/main.tsx).
 *
 * - `inAppStart(id)`: a module that only the start needs before the first screen, i.e. statically
 *   reachable from it but not from the entry. One chunk group takes them all: left alone, the
 *   bundler would give each set of lazy screens sharing one of them a chunk of its own.
 * - The page names what the entry imports dynamically (the start: main.tsx imports nothing else
 *   so) as module preloads beside the entry's files, so that the browser fetches them at once
 *   instead of after the entry has run.
 */
export function appStartChunk(entry: string, start: string): { plugin: Plugin; inAppStart: (id: string) => boolean } {
  let members = new Set<string>();
  const plugin: Plugin = {
    name: 'premia:app-start-chunk',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      const closure = (root: string) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          for (const dep of this.getModuleInfo(id)?.importedIds ?? []) visit(dep);
        };
        visit(root);
        return seen;
      };
      const fromEntry = closure(entry);
      members = new Set([...closure(start)].filter((id) => !fromEntry.has(id)));
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entryChunk }) {
        // Vite runs every plugin's page hook for every page built (the console's too).
        if (!bundle || !entryChunk?.moduleIds.some((id) => path.resolve(id) === entry)) return [];
        const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
        const inPage = new Set([entryChunk.fileName, ...entryChunk.imports]);
        const files: string[] = [];
        const visit = (fileName: string) => {
          if (inPage.has(fileName) || files.includes(fileName)) return;
          files.push(fileName);
          for (const dep of chunks.find((c) => c.fileName === fileName)?.imports ?? []) visit(dep);
        };
        entryChunk.dynamicImports.forEach(visit);
        return files.map((file): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head',
        }));
      },
    },
  };
  return { plugin, inAppStart: (id) => members.has(id) };
}
