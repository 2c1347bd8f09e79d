// @ts-check
/**
 * Local ESLint rule: the layers of src/ import each other in one direction only.
 * shared ← ui ← app, shared ← server: the front-end kit (src/ui, shared by the portal and the
 * staff console) imports only shared; app imports ui and shared; server and shared never import
 * ui; app and server never import each other; shared imports nothing of the others.
 * It resolves relative specifiers against the importing file, so it needs no module resolver
 * (the napi-based resolvers are not installable from this project's registry on every platform).
 */
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const LAYERS = ['src/app', 'src/server', 'src/shared', 'src/ui'];
const FORBIDDEN = {
  'src/app': ['src/server'],
  'src/server': ['src/app', 'src/ui'],
  'src/shared': ['src/app', 'src/server', 'src/ui'],
  'src/ui': ['src/app', 'src/server'],
};

/** @param {string} file */
function layerOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  return LAYERS.find((l) => rel === l || rel.startsWith(`${l}/`));
}

/** @type {import('eslint').Rule.RuleModule} */
const layers = {
  meta: { type: 'problem', docs: { description: 'enforce one-way imports between src/app, src/ui, src/server and src/shared' }, schema: [] },
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
