// @ts-check
/**
 * Local ESLint rule: no import cycle between files (conventions: "No import cycles"). An import
 * is refused when the imported file already leads back, through the project's relative imports,
 * to the file that imports it. Type-only imports count too: they are erased at run time, but a
 * cycle of types is still two files that cannot be understood, moved or tested one without the
 * other. It stands in for import/no-cycle (eslint-plugin-import needs a resolver that does not
 * install here) and reads the other files from disk (import-graph.js).
 */
import path from 'node:path';
import { importsOf, pathBetween, resolveImport } from './import-graph.js';

/** @type {import('eslint').Rule.RuleModule} */
const noCycle = {
  meta: { type: 'problem', docs: { description: 'forbid import cycles between project files' }, schema: [] },
  create(context) {
    const filename = path.resolve(context.filename);
    const cwd = context.cwd ?? process.cwd();
    /** @param {any} node */
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = resolveImport(filename, source.value);
      if (!target || target === filename) return;
      const back = pathBetween(target, filename, (file) => importsOf(file).map((e) => e.file));
      if (back) {
        const shown = [filename, ...back].map((f) => path.relative(cwd, f).split(path.sep).join('/'));
        context.report({ node: source, message: `import cycle: ${shown.join(' → ')}` });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'no-cycle': noCycle } };
