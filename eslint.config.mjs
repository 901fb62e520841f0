import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const repository = dirname(fileURLToPath(import.meta.url));
const sourceFolder = join(repository, 'src');

/**
 * The rooms of src/ and the arrows between them, read from the table in docs/architecture.md so
 * that the document and the rule cannot disagree. Each row: the room (`src/name/`, or `src/*.ts`
 * for the composition roots), its job, the rooms it may import (`name`, "every room" or
 * "nothing"), and whether it may import `vscode` and whether it runs in a browser.
 */
function readRooms() {
  const rooms = new Map();
  for (const line of readFileSync(join(repository, 'docs', 'architecture.md'), 'utf8').split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const room = /^`src\/(?:([A-Za-z]+)\/|(\*\.ts))`$/.exec(cells[1] ?? '');
    if (!room || cells.length < 7) continue;
    const imports = cells[3] === 'every room' ? '*' : new Set([...cells[3].matchAll(/`([A-Za-z]+)`/g)].map((match) => match[1]));
    rooms.set(room[1] ?? '*.ts', { imports, vscode: cells[4] === 'yes', browser: cells[5] === 'yes' });
  }
  return rooms;
}

const rooms = readRooms();
const nodeModules = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

/** The room a file under src/ belongs to: its first folder, or `*.ts` for a file directly in src/. */
function roomOf(file) {
  const path = relative(sourceFolder, file);
  if (path.startsWith('..')) return undefined;
  const parts = path.split(sep);
  return parts.length === 1 ? '*.ts' : parts[0];
}

/** Reports every import that docs/architecture.md does not allow the importing room. */
const roomImports = {
  meta: { type: 'problem', schema: [], docs: { description: 'Imports follow the rooms of docs/architecture.md.' } },
  create(context) {
    const from = roomOf(context.filename);
    if (from === undefined) return {};
    const rules = rooms.get(from);
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      if (!rules) return context.report({ node, message: `src/${from}/ is not a room of docs/architecture.md: add it to the table there.` });
      if (source === 'vscode') {
        if (!rules.vscode) context.report({ node, message: `src/${from}/ may not import vscode (docs/architecture.md).` });
        return;
      }
      if (nodeModules.has(source)) {
        if (rules.browser)
          context.report({ node, message: `src/${from}/ runs in a browser too and may not import the Node module ${source} (docs/architecture.md).` });
        return;
      }
      if (!source.startsWith('.')) return;
      const to = roomOf(resolve(dirname(context.filename), source));
      if (to === undefined || to === from || rules.imports === '*' || rules.imports.has(to)) return;
      context.report({
        node,
        message: `src/${from === '*.ts' ? '' : `${from}/`} may not import src/${to}/ (docs/architecture.md lists what each room may import).`,
      });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require' && node.arguments[0]?.type === 'Literal') check(node, node.arguments[0].value);
      },
    };
  },
};

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
    files: ['src/**/*.ts'],
    plugins: { house: { rules: { 'room-imports': roomImports } } },
    rules: { 'house/room-imports': 'error' },
  },
  {
    rules: {
      eqeqeq: ['error', 'always'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
);
