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
 * (d) A table has one owner: the module whose `*.table.ts` declares it (`export interface
 *     OrderItemsTable` declares `order_items`). No other module's file names it in a query:
 *     `selectFrom('order_items')`, `insertInto`, `updateTable`, `deleteFrom`, the joins
 *     (`innerJoin('order_items as i', …)`), nor raw SQL (`sql\`… join order_items …\``). Such a
 *     module asks the owner's service instead.
 *
 * (e) A client of the modules outside them (option `client`, e.g. the demo data of src/server/demo)
 *     is held to (b) and (d) as if it were a module that owns no table: it imports only the
 *     modules' public services and names none of their tables in a query.
 *
 * Test files (`*.test.ts`, `test-*.ts`) are exempt and leave no edge in the module graph: they
 * arrange fixtures through any module's internals, and production code never imports them.
 * The root and the file patterns are options, so another tree of modules (the staff console's)
 * can be held to the same shape. Like layers.js it resolves relative specifiers itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import { importsOf, pathBetween, resolveImport, sourceFilesUnder } from './import-graph.js';

const projectRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const QUERY_STARTERS = new Set(['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto', 'transaction']);
/** Kysely calls whose first argument names a table. */
const TABLE_CALLS = new Set([
  'selectFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'replaceInto',
  'mergeInto',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'innerJoinLateral',
  'leftJoinLateral',
]);
/** Where raw SQL names a table: `from t`, `join t`, `into t`, `update t`. */
const RAW_TABLE = /\b(?:from|join|into|update)\s+([a-z_][a-z0-9_]*)/gi;

/**
 * @typedef {object} Options
 * @property {string} [root] folder whose sub-folders are the modules (relative to the project, or absolute)
 * @property {string[]} [publicFiles] file-name patterns other modules may import (`*` = any characters)
 * @property {string} [routeFiles] file-name pattern of route files
 * @property {string} [repositoryFiles] file-name pattern of repositories
 * @property {string} [testFiles] file-name pattern of test files (exempt)
 * @property {string} [tableFiles] file-name pattern of the files declaring a module's tables
 * @property {boolean} [tables] whether to check (d), the tables' owners (default true)
 * @property {string} [client] the name of a client outside root held to (b) and (d), for the files it is set on
 */
const DEFAULTS = {
  root: 'src/server/modules',
  publicFiles: ['service.ts', '*-service.ts'],
  routeFiles: '*routes.ts',
  repositoryFiles: '*repository.ts',
  testFiles: '{*.test.*,test-*}',
  tableFiles: '*.table.ts',
  tables: true,
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
    isTableFile: matcher(o.tableFiles),
    checkTables: o.tables,
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

/** `OrderItems` → `order_items`: the table an `OrderItemsTable` interface declares. */
const snakeCase = (/** @type {string} */ name) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/** Table owners are re-read at most this often (an editor keeps the rule loaded). */
const OWNERS_RECHECK_MS = 2000;
/** @type {Map<string, { at: number, owners: Map<string, string> }>} */
const ownersCache = new Map();

/**
 * Table → the module whose `*.table.ts` declares it (`export interface <Name>Table`).
 * @param {Settings} s
 */
function tableOwners(s) {
  const known = ownersCache.get(s.root);
  if (known && Date.now() - known.at < OWNERS_RECHECK_MS) return known.owners;
  /** @type {Map<string, string>} */
  const owners = new Map();
  for (const file of sourceFilesUnder(s.root)) {
    const owner = s.moduleOf(file);
    if (!owner || !s.isTableFile(path.basename(file))) continue;
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/export\s+interface\s+(\w+)Table\b/g)) owners.set(snakeCase(m[1]), owner);
  }
  ownersCache.set(s.root, { at: Date.now(), owners });
  return owners;
}

/** The table a Kysely argument names: `'orders'`, `'orders as o'`, `` `orders` ``. */
function tableArgument(/** @type {any} */ node) {
  const text =
    node?.type === 'Literal' && typeof node.value === 'string'
      ? node.value
      : node?.type === 'TemplateLiteral' && node.expressions.length === 0
        ? node.quasis[0].value.cooked
        : undefined;
  return text?.trim().split(/\s+/)[0];
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
          tableFiles: { type: 'string' },
          tables: { type: 'boolean' },
          client: { type: 'string' },
        },
      },
    ],
  },
  create(context) {
    const given = context.options[0] ?? {};
    const s = settingsOf(given);
    const filename = path.resolve(context.filename);
    const own = s.moduleOf(filename) ?? given.client;
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
          message: `${given.client === own ? own : `module '${own}'`} may import only the public services of module '${other}' (service.ts, *-service.ts), not ${spec}`,
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

    /** @type {Map<string, string> | undefined} */
    let owners;
    /** @param {any} node @param {string} table @param {string} how */
    const checkOwner = (node, table, how) => {
      owners ??= tableOwners(s);
      const owner = owners.get(table);
      if (owner && owner !== own)
        context.report({
          node,
          message: `${given.client === own ? own : `module '${own}'`} may not query table '${table}' (${how}): it belongs to module '${owner}', ask its service`,
        });
    };

    /** @param {any} node */
    const checkTableCall = (node) => {
      const callee = node.callee;
      if (callee?.type !== 'MemberExpression' || callee.property?.type !== 'Identifier') return;
      if (!TABLE_CALLS.has(callee.property.name)) return;
      const table = tableArgument(node.arguments[0]);
      if (table) checkOwner(node.arguments[0], table, callee.property.name);
    };

    /** @param {any} node */
    const checkRawSql = (node) => {
      if (node.tag?.type !== 'Identifier' || node.tag.name !== 'sql') return;
      const text = node.quasi.quasis.map((/** @type {any} */ q) => q.value.cooked ?? '').join(' ');
      for (const m of text.matchAll(RAW_TABLE)) checkOwner(node, m[1].toLowerCase(), 'sql');
    };

    /** @param {any} node */
    const onCall = (node) => {
      if (inRoutes) checkQuery(node);
      if (s.checkTables) checkTableCall(node);
    };

    return {
      ImportDeclaration: checkImport,
      ExportNamedDeclaration: checkImport,
      ExportAllDeclaration: checkImport,
      ImportExpression: checkImport,
      CallExpression: onCall,
      ...(s.checkTables ? { TaggedTemplateExpression: checkRawSql } : {}),
    };
  },
};

export default { rules: { modules } };
