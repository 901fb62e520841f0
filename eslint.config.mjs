import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', '.vscode-test/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', process: 'readonly', console: 'readonly', __dirname: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['src/core/**/*.ts', 'src/solvers/**/*.ts', 'src/cli/**/*.ts', 'src/analysis/**/*.ts', 'src/workers/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'vscode', message: 'The core, solvers, analysis, workers and CLI never import vscode.' }] }],
    },
  },
  {
    files: ['src/webview/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'vscode', message: 'The webview talks to the host only through src/protocol/protocol.ts.' }],
          patterns: [
            {
              group: [
                '../core/*',
                '../solvers/*',
                '../editor/*',
                '../cli/*',
                '../commands/*',
                '../language/*',
                '../settings/*',
                '../analysis/*',
                '../../core/*',
                '../../solvers/*',
                '../../editor/*',
                '../../cli/*',
                '../../commands/*',
                '../../language/*',
                '../../settings/*',
                '../../analysis/*',
                'node:*',
              ],
              message: 'The webview imports only src/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    rules: {
      eqeqeq: ['error', 'always'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
);
