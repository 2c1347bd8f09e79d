// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'coverage/**', 'src/shared/types/generated/**', 'src/**/*.generated.*', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      // Layering: shared is imported by both sides; app and server never import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/app', from: './src/server', message: 'app must not import server code' },
            { target: './src/server', from: './src/app', message: 'server must not import app code' },
            { target: './src/shared', from: './src/app', message: 'shared must not import app code' },
            { target: './src/shared', from: './src/server', message: 'shared must not import server code' },
          ],
        },
      ],
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
  },
  {
    // Screens do not import other screens' folders.
    files: ['src/app/screens/**/*.{ts,tsx}'],
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
);
