// @ts-check
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { fixtureTree } from './fixture-tree.js';
import premia from './no-cycle.js';

// x → y → z on disk; y's import spans lines; t2 imports t1 for the type-only case.
const root = fixtureTree({
  'x.ts': "import { y } from './y.js';\nexport const x = y;\n",
  'y.ts': "import {\n  z,\n} from './z.js';\nexport const y = z;\n",
  'z.ts': 'export const z = 1;\n',
  'w.ts': "import { x } from './x.js';\nexport const w = x;\n",
  'lib/index.ts': "export * from './inner.js';\n",
  'lib/inner.ts': 'export const inner = 1;\n',
  't1.ts': 'export interface A { a: number }\n',
  't2.ts': "import { a } from './t1';\nexport type B = typeof a;\n",
  'package-user.ts': "import { z } from 'zod';\nexport const p = z;\n",
});
const at = (/** @type {string} */ file) => path.join(root, file);
const shown = (/** @type {string[]} */ files) =>
  `import cycle: ${files.map((f) => path.relative(process.cwd(), at(f)).split(path.sep).join('/')).join(' → ')}`;
// The TypeScript parser, as for the project's files: `import type` is part of what is checked.
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });

tester.run('premia/no-cycle', premia.rules['no-cycle'], {
  valid: [
    { code: "import { y } from './y.js';", filename: at('x.ts') },
    { code: "import { w } from './w.js';", filename: at('other.ts') },
    // A folder's index and a package: neither leads back to z.
    { code: "import { inner } from './lib';\nimport { p } from './package-user.js';", filename: at('z.ts') },
    // A specifier that names no file on disk is another rule's business.
    { code: "import { gone } from './missing.js';", filename: at('z.ts') },
  ],
  invalid: [
    { code: "import { x } from './x.js';", filename: at('z.ts'), errors: [{ message: shown(['z.ts', 'x.ts', 'y.ts', 'z.ts']) }] },
    { code: "export { w } from './w.js';", filename: at('y.ts'), errors: [{ message: shown(['y.ts', 'w.ts', 'x.ts', 'y.ts']) }] },
    // Type-only imports count: the two files still cannot be read one without the other.
    { code: "import type { B } from './t2.js';", filename: at('t1.ts'), errors: [{ message: shown(['t1.ts', 't2.ts', 't1.ts']) }] },
  ],
});
