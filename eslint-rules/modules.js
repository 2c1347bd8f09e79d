// @ts-check
/**
 * Local ESLint rule: the modules of the server (src/server/modules/<module>/) are layered as in
 * the Kysely example, route → service → repository, and meet each other only at their services.
 *
 * (a) A route file (`*routes.ts`) parses and answers: it may not import a repository
 *     (`*repository.ts`, of any module) nor kysely, nor start a query itself
 *     (`db.selectFrom(…)`, `insertInto`, `updateTable`, `deleteFrom`, `transaction`).
 * (b) A module imports from another module only its public service files (`service.ts`,
 *     `*-service.ts`): never its repositories, tables, routes, views or helpers.
 * (c) No import cycle between modules: module A may not import module B when B already
 *     depends on A, directly or through other modules.
 *
 * Test files (`*.test.ts`, `test-*.ts`) are exempt and leave no edge in the module graph: they
 * arrange fixtures through any module's internals, and production code never imports them.
 * The root and the file patterns are options, so another tree of modules (the staff console's)
 * can be held to the same shape. Like layers.js it resolves relative specifiers itself.
 */
import path from 'node:path';
import { importsOf, pathBetween, resolveImport, sourceFilesUnder } from './import-graph.js';

const projectRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const QUERY_STARTERS = new Set(['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto', 'transaction']);

/**
 * @typedef {object} Options
 * @property {string} [root] folder whose sub-folders are the modules (relative to the project, or absolute)
 * @property {string[]} [publicFiles] file-name patterns other modules may import (`*` = any characters)
 * @property {string} [routeFiles] file-name pattern of route files
 * @property {string} [repositoryFiles] file-name pattern of repositories
 * @property {string} [testFiles] file-name pattern of test files (exempt)
 */
const DEFAULTS = {
  root: 'src/server/modules',
  publicFiles: ['service.ts', '*-service.ts'],
  routeFiles: '*routes.ts',
  repositoryFiles: '*repository.ts',
  testFiles: '{*.test.*,test-*}',
};

/** @param {string} pattern `*` for any run of characters, `{a,b}` for either */
function matcher(pattern) {
  const body = pattern
    .split(/(\{[^}]*\})/)
    .map((part) => (part.startsWith('{') ? `(?:${part.slice(1, -1).split(',').map(glob).join('|')})` : glob(part)))
    .join('');
  const re = new RegExp(`^${body}$`);
  return (/** @type {string} */ name) => re.test(name);
}

/** @param {string} part */
function glob(part) {
  return part.replace(/[.+?^$()|[\]\\]/g, '\\$&').replaceAll('*', '.*');
}

/** @param {Options} given */
function settingsOf(given) {
  const o = { ...DEFAULTS, ...given };
  const root = path.resolve(projectRoot, o.root);
  const isTest = matcher(o.testFiles);
  return {
    root,
    isPublic: (/** @type {string} */ name) => o.publicFiles.some((p) => matcher(p)(name)),
    isRoutes: matcher(o.routeFiles),
    isRepository: matcher(o.repositoryFiles),
    isTest,
    /** The module a file belongs to (first folder under root), or undefined outside root. */
    moduleOf(/** @type {string} */ file) {
      const rel = path.relative(root, file);
      if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
      const parts = rel.split(path.sep);
      return parts.length > 1 ? parts[0] : undefined;
    },
  };
}

/** @typedef {ReturnType<typeof settingsOf>} Settings */

/**
 * Module → modules it imports, from every non-test file under root (read from disk; the file
 * being linted is read as it is now in the editor's buffer by the caller, see `create`).
 * @param {Settings} s
 */
function moduleGraph(s) {
  /** @type {Map<string, Set<string>>} */
  const graph = new Map();
  for (const file of sourceFilesUnder(s.root)) {
    const from = s.moduleOf(file);
    if (!from || s.isTest(path.basename(file))) continue;
    for (const edge of importsOf(file)) {
      const to = s.moduleOf(edge.file);
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from)?.add(to);
    }
  }
  return graph;
}

/** @type {import('eslint').Rule.RuleModule} */
const modules = {
  meta: {
    type: 'problem',
    docs: { description: 'route → service → repository inside a server module; modules meet only at their services, without cycles' },
    schema: [
      {
        type: 'object',
        additionalProperties: false,
        properties: {
          root: { type: 'string' },
          publicFiles: { type: 'array', items: { type: 'string' } },
          routeFiles: { type: 'string' },
          repositoryFiles: { type: 'string' },
          testFiles: { type: 'string' },
        },
      },
    ],
  },
  create(context) {
    const s = settingsOf(context.options[0] ?? {});
    const filename = path.resolve(context.filename);
    const own = s.moduleOf(filename);
    const name = path.basename(filename);
    if (!own || s.isTest(name)) return {};
    const inRoutes = s.isRoutes(name);
    /** @type {Map<string, Set<string>> | undefined} */
    let graph;

    /** @param {any} node */
    const checkImport = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const spec = source.value;
      if (inRoutes && (spec === 'kysely' || spec.startsWith('kysely/'))) {
        context.report({
          node: source,
          message: `routes do not query: move the database work into a service and its repository ('${spec}')`,
        });
        return;
      }
      if (!spec.startsWith('.')) return;
      const target = resolveImport(filename, spec) ?? path.resolve(path.dirname(filename), spec);
      const targetName = path.basename(target).replace(/\.js$/, '.ts');
      if (inRoutes && s.isRepository(targetName)) {
        context.report({ node: source, message: `routes may not import a repository (${spec}): call a service that does` });
      }
      const other = s.moduleOf(target);
      if (!other || other === own) return;
      if (!s.isPublic(targetName)) {
        context.report({
          node: source,
          message: `module '${own}' may import only the public services of module '${other}' (service.ts, *-service.ts), not ${spec}`,
        });
      }
      graph ??= moduleGraph(s);
      const back = pathBetween(other, own, (m) => [...(graph?.get(m) ?? [])]);
      if (back) context.report({ node: source, message: `import cycle between modules: ${[own, ...back].join(' → ')}` });
    };

    /** @param {any} node */
    const checkQuery = (node) => {
      const callee = node.callee;
      if (callee?.type === 'MemberExpression' && callee.property?.type === 'Identifier' && QUERY_STARTERS.has(callee.property.name)) {
        context.report({
          node: callee.property,
          message: `routes do not query (${callee.property.name}): move it into a repository and call it from a service`,
        });
      }
    };

    return {
      ImportDeclaration: checkImport,
      ExportNamedDeclaration: checkImport,
      ExportAllDeclaration: checkImport,
      ImportExpression: checkImport,
      ...(inRoutes ? { CallExpression: checkQuery } : {}),
    };
  },
};

export default { rules: { modules } };
