/**
 * The web extension (package.json `browser`, dist/web/extension.js) in real VS Code: code-server
 * runs it in its web worker extension host when the user setting `remote.extensionKind` says
 * "web" for it (VS Code's own way to choose where an extension runs). code-server serves the
 * installed extension's files under `vscode-remote:`, from which VS Code refuses to start workers:
 * this proves the workers start from Blob URLs (workers/webWorkerStart.ts), clingo-wasm finds its
 * module, and the grid, the solvers, the diagnostics and the language features all work there.
 */

import * as assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { endToEndEnabled, fileSnapshot, suiteSession } from './support/codeServer';
import { poll } from './support/workbench';

/** Keys out of canonical order: Format Document sorts them. */
const UNORDERED = 'columns = 2\nrows = 2\ngrid = """\n1 0\n0 1\n"""\n';

/** A short second row. */
const SHORT_ROW = 'rows = 2\ncolumns = 3\ngrid = """\n0 1 0\n1 1\n"""\n';

if (endToEndEnabled) {
  describe('e2e: the web extension in the web worker extension host', function () {
    this.timeout(300_000);
    const current = suiteSession(
      {
        name: 'web-worker-host',
        trust: true,
        userSettings: {
          'remote.extensionKind': { 'lights-out.lights-out': ['web'] },
        },
        prepareWorkspace: (workspace) => {
          // clingo is chosen with a program path (a machine-overridable setting: the workspace's): on the web the
          // built-in clingo-wasm solves, and the user is told why.
          mkdirSync(join(workspace, '.vscode'));
          writeFileSync(
            join(workspace, '.vscode', 'settings.json'),
            JSON.stringify({ 'lightsOut.solver': 'clingo', 'lightsOut.clingoPath': '/usr/bin/clingo' }),
          );
          writeFileSync(join(workspace, 'unordered.lights'), UNORDERED);
          writeFileSync(join(workspace, 'short-row.lights'), SHORT_ROW);
        },
      },
      { closeEditorsBeforeEach: true },
    );

    it('opens a grid, plays it without writing, hints with the internal engine and solves with clingo-wasm', async () => {
      const { workbench, page, workspace } = current();
      const file = join(workspace, 'classic-5x5-all-on.lights');
      const before = fileSnapshot(file);
      const grid = await workbench.openFile('classic-5x5-all-on.lights');
      await grid.waitForCells(Array.from({ length: 5 }, () => [1, 1, 1, 1, 1]));

      // The notice comes as the solve starts, and its toast may hide before a slow solve ends: watched from the start.
      const notice = poll(
        'the notice that the clingo program cannot run on the web',
        () => page.locator('.notifications-toasts').innerText(),
        (text) => text.includes('cannot run in VS Code for the Web'),
        120_000,
      );
      // Handled here too, so a failed solve does not leave it to reject unobserved.
      notice.catch(() => undefined);
      const solution = await grid.solve(120_000);
      assert.equal(solution.error, '');
      assert.match(solution.summary, /Fewest presses: 15 \(proven\)/);
      await notice;
      await workbench.screenshot('solved by clingo-wasm in the web worker host');

      const hint = await grid.hint();
      assert.match(hint.text, /row \d+, column \d+/i);

      await grid.setMode('play');
      await grid.clickCell(0, 0);
      await grid.waitForCells(
        [
          [0, 0, 1, 1, 1],
          [0, 1, 1, 1, 1],
          [1, 1, 1, 1, 1],
          [1, 1, 1, 1, 1],
          [1, 1, 1, 1, 1],
        ],
        'the board after a press',
      );
      await workbench.screenshot('a press played in the web worker host');
      const after = fileSnapshot(file);
      assert.deepEqual(after.bytes, before.bytes, 'playing never writes the file');
    });

    it('reports a short row, and formats the text (language features and the diagnostics worker)', async () => {
      const { workbench, workspace } = current();
      await workbench.openFile('short-row.lights');
      await workbench.runCommand('Lights Out: Open as Text');
      await poll(
        'the short row reported',
        () => workbench.problems(),
        (rows) => rows.some((row) => row.includes('row 2 has 2 cells, expected 3')),
      );
      await workbench.closeAllEditors();
      await workbench.openFile('unordered.lights');
      await workbench.runCommand('Lights Out: Open as Text');
      await poll(
        'the text editor',
        () => workbench.textEditorContent(),
        (content) => content.includes('columns = 2'),
      );
      await workbench.runCommand('Format Document');
      await poll(
        'the formatted text on disk',
        async () => readFileSync(join(workspace, 'unordered.lights'), 'utf8'),
        (text) => text === 'rows = 2\ncolumns = 2\ngrid = """\n1 0\n0 1\n"""\n',
      );
    });
  });
}
