/**
 * The extension in French, in real VS Code (code-server started with --locale fr and a French
 * language pack registered with no translations, scripts/e2e-runtime.js): VS Code loads
 * l10n/bundle.l10n.fr.json for the extension (vscode.l10n) and package.nls.fr.json for its
 * manifest, the grid webview reads the same bundle from its HTML, and the diagnostics worker gets
 * it from the worker runner. VS Code's own words stay English: only the extension's are French.
 */

import * as assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fill } from '../../src/domain/l10n';
import { endToEndEnabled, repositoryRoot, suiteSession } from './support/codeServer';
import { poll } from './support/workbench';

const french = JSON.parse(readFileSync(join(repositoryRoot, 'l10n', 'bundle.l10n.fr.json'), 'utf8')) as Record<string, string>;

/** The French of `message`, with its placeholders filled. */
function fr(message: string, ...args: (string | number)[]): string {
  const text = french[message];
  assert.ok(text, `no French for ${message}`);
  return fill(text, args);
}

if (endToEndEnabled) {
  describe('e2e: the extension in the display language, French (code-server --locale fr)', function () {
    this.timeout(240_000);
    const current = suiteSession(
      {
        name: 'french',
        trust: true,
        locale: 'fr',
        prepareWorkspace: (workspace) => writeFileSync(join(workspace, 'short-row.lights'), 'rows = 2\ncolumns = 3\ngrid = """\n0 1 0\n1 1\n"""\n'),
      },
      { closeEditorsBeforeEach: true },
    );

    it('shows the grid, its solution and the diagnostics in French', async () => {
      const { workbench } = current();
      const grid = await workbench.openFile('classic-5x5-all-on.lights');
      await grid.waitForCells(Array.from({ length: 5 }, () => [1, 1, 1, 1, 1]));
      assert.equal((await grid.byTestId('solve').innerText()).trim(), fr('Solve'));
      assert.equal((await grid.byTestId('hint').innerText()).trim(), fr('Hint'));
      const solution = await grid.solve();
      assert.ok(solution.summary.includes(fr('Fewest presses: {0} (proven)', 15)), solution.summary);
      await grid.setMode('play', fr('Moves: {0}', 0));
      await grid.clickCell(2, 2);
      await grid.waitForStatus(fr('Moves: {0}', 1));
      await workbench.screenshot('the grid in French');

      await workbench.closeAllEditors();
      await workbench.openFile('short-row.lights');
      await poll(
        'the short row reported in French',
        () => workbench.problems(),
        (rows) => rows.some((row) => row.includes(fr('row {0} has {1} cells, expected {2}', 2, 2, 3))),
      );
    });
  });
}
