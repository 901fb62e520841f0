import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { repositoryRoot } from './support/repositoryRoot';

/** The messages ESLint gives `code` as if it were the file at `path` (relative to the repository). */
async function lintAs(path: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: repositoryRoot });
  const [result] = await eslint.lintText(code, { filePath: join(repositoryRoot, path) });
  return result.messages.filter((message) => message.ruleId === 'house/room-imports').map((message) => message.message);
}

describe('the rooms of docs/architecture.md, enforced by ESLint', function () {
  this.timeout(60_000);

  it('has a row for every folder of src/', () => {
    const table = readFileSync(join(repositoryRoot, 'docs', 'architecture.md'), 'utf8');
    const folders = readdirSync(join(repositoryRoot, 'src'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    assert.ok(folders.length >= 10);
    for (const folder of folders) assert.match(table, new RegExp(`^\\| \`src/${folder.name}/\` +\\|`, 'm'), `src/${folder.name}/ has no row`);
  });

  it('fails an import that runs back up, vscode outside the host rooms and Node modules in the browser rooms', async () => {
    assert.deepEqual(await lintAs('src/webview/probe.ts', "import { parseLights } from '../core/format/formatRead';\nexport const x = parseLights;\n"), [
      'src/webview/ may not import src/core/ (docs/architecture.md lists what each room may import).',
    ]);
    assert.deepEqual(await lintAs('src/core/probe.ts', "import * as vscode from 'vscode';\nexport const x = vscode;\n"), [
      'src/core/ may not import vscode (docs/architecture.md).',
    ]);
    assert.deepEqual(await lintAs('src/domain/probe.ts', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n"), [
      'src/domain/ runs in a browser too and may not import the Node module node:fs (docs/architecture.md).',
    ]);
    assert.deepEqual(await lintAs('src/solvers/internal/minimum/probe.ts', "export { gridSession } from '../../../gridEditor/gridSession';\n"), [
      'src/solvers/ may not import src/gridEditor/ (docs/architecture.md lists what each room may import).',
    ]);
    assert.deepEqual(await lintAs('src/cli/probe.ts', "const x = require('../commands/newPuzzleForm');\nexport default x;\n"), [
      'src/cli/ may not import src/commands/ (docs/architecture.md lists what each room may import).',
    ]);
  });

  it('lets a room import what its row lists and anything inside itself', async () => {
    assert.deepEqual(
      await lintAs(
        'src/solvers/internal/minimum/probe.ts',
        "import { a } from '../../../core/puzzle';\nimport { b } from '../reduction/chasePlan';\nexport const x = [a, b];\n",
      ),
      [],
    );
    assert.deepEqual(
      await lintAs('src/gridEditor/probe.ts', "import * as vscode from 'vscode';\nimport { c } from '../protocol/protocol';\nexport const x = [vscode, c];\n"),
      [],
    );
    assert.deepEqual(await lintAs('src/extension.ts', "import { d } from './commands/x';\nimport { e } from './webview/y';\nexport const x = [d, e];\n"), []);
  });
});
