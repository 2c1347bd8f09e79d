// @ts-check
/**
 * Local ESLint rule: the layers of src/ import each other in one direction only.
 * shared ← ui ← app, shared ← ui ← console, shared ← server: the front-end kit (src/ui, shared
 * by the portal and the staff console) imports only shared; app and console import ui and
 * shared, never each other (what both need belongs in ui or shared); server and shared never
 * import ui; no front end imports server nor server a front end; shared imports nothing of the others.
 * It resolves relative specifiers against the importing file, so it needs no module resolver
 * (the napi-based resolvers are not installable from this project's registry on every platform).
 */
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
// src/console: the staff console, held to the portal's rules.
const LAYERS = ['src/app', 'src/console', 'src/server', 'src/shared', 'src/ui'];
const FORBIDDEN = {
  'src/app': ['src/console', 'src/server'],
  'src/console': ['src/app', 'src/server'],
  'src/server': ['src/app', 'src/console', 'src/ui'],
  'src/shared': ['src/app', 'src/console', 'src/server', 'src/ui'],
  'src/ui': ['src/app', 'src/console', 'src/server'],
};

/** @param {string} file */
function layerOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  return LAYERS.find((l) => rel === l || rel.startsWith(`${l}/`));
}

/** @type {import('eslint').Rule.RuleModule} */
const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'enforce one-way imports between src/app, src/console, src/ui, src/server and src/shared' },
    schema: [],
  },
  create(context) {
    const from = layerOf(context.filename);
    if (!from) return {};
    /** @param {any} node */
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const to = layerOf(path.resolve(path.dirname(context.filename), source.value));
      if (to && FORBIDDEN[from]?.includes(to)) {
        context.report({ node: source, message: `${from} must not import ${to} (${source.value})` });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { layers } };
