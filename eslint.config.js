// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import layers from './eslint-rules/layers.js';
import modules from './eslint-rules/modules.js';
import noCycle from './eslint-rules/no-cycle.js';

const premia = { rules: { ...layers.rules, ...modules.rules, ...noCycle.rules } };

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'coverage/**', 'src/shared/types/generated/**', 'src/**/*.generated.*', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, premia },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Layering: shared is imported by both sides; app and server never import each other.
      'premia/layers': 'error',
      // Conventions: "No import cycles", for every part (server, app, ui, the staff console).
      'premia/no-cycle': 'error',
    },
  },
  {
    // Server modules: route → service → repository; modules meet only at their services, and query only their own tables (docs/architecture.md, Server).
    files: ['src/server/modules/**/*.ts'],
    rules: { 'premia/modules': 'error' },
  },
  {
    // One way to open a transaction: writeTransaction takes SQLite's write lock up front. A
    // plain db.transaction() is deferred there, and fails with SQLITE_BUSY_SNAPSHOT when it
    // writes after another process committed since its first read.
    files: ['src/server/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction'][arguments.length=0]",
          message: 'open transactions with writeTransaction (src/server/db/write-transaction.ts), never db.transaction()',
        },
      ],
    },
  },
  {
    // The demo data is written through the modules' public services, like any other client of theirs.
    files: ['src/server/demo/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'premia/modules': ['error', { client: 'demo' }] },
  },
  {
    // The database layer (connection, migrations, transactions) is imported by everyone and
    // imports nobody: of the modules it knows only their tables' types.
    files: ['src/server/db/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/**', '**/demo/**', '**/plugins/**', '**/http/**'],
              allowTypeImports: true,
              message: 'src/server/db is imported, never importing: move this code to a module or to src/server/demo',
            },
          ],
        },
      ],
    },
  },
  {
    // Screens do not import other screens' folders (the portal's, and the staff console's to come).
    files: ['src/app/screens/**/*.{ts,tsx}', 'src/console/screens/**/*.{ts,tsx}'],
    rules: {
      // '../*/*' (gitignore semantics) also matched '../../ui/…': every import leaving the area was refused.
      // Refuse a sibling area ('../<area>/…') or anything under screens/; ui, stores, api… stay allowed.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./(?!\\.\\./)', message: 'screens must not import other screen areas' },
            { regex: '(^|/)screens/', message: 'screens must not import other screen areas' },
          ],
        },
      ],
    },
  },
  {
    // A console component never writes a query key out: it comes from its area's queryOptions factory (src/console/query-keys.ts).
    files: ['src/console/**/*.tsx'],
    ignores: ['src/console/**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message: "query keys come from the area's queryOptions factory (<area>-queries.ts), never a literal array",
        },
      ],
    },
  },
);
