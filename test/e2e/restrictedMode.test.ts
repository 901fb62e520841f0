import * as assert from 'node:assert/strict';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { endToEndEnabled, suiteSession } from './support/codeServer';

const ALL_ON_5X5 = Array.from({ length: 5 }, () => [1, 1, 1, 1, 1]);

if (endToEndEnabled) {
  describe('e2e: an untrusted workspace (Restricted Mode)', function () {
    this.timeout(120_000);
    /** Written by the workspace's fake clingo if anything ever runs it. */
    let marker = '';
    let fakeClingo = '';

    const current = suiteSession({
      name: 'restricted',
      trust: false,
      prepareWorkspace: (workspace, scratch) => {
        marker = join(scratch, 'fake-clingo-ran');
        fakeClingo = join(workspace, 'tools', 'clingo');
        mkdirSync(join(workspace, 'tools'));
        writeFileSync(
          fakeClingo,
          `#!/bin/sh\n# Stands in for clingo: a workspace in Restricted Mode must never get it run.\necho "$@" >> '${marker}'\necho 'clingo version 5.4.0'\n`,
          { mode: 0o755 },
        );
        mkdirSync(join(workspace, '.vscode'));
        writeFileSync(
          join(workspace, '.vscode', 'settings.json'),
          `${JSON.stringify({ 'lightsOut.solver': 'clingo', 'lightsOut.clingoPath': fakeClingo }, null, 2)}\n`,
        );
      },
    });

    it('8. never runs the clingoPath of workspace settings; the grid editor works', async () => {
      const { workbench } = current();
      assert.match(await workbench.statusBar(), /Restricted Mode/, 'the workspace is not trusted');
      await workbench.closeAllEditors();

      const grid = await workbench.openFile('classic-5x5-all-on.lights');
      await grid.waitForCells(ALL_ON_5X5);
      assert.equal(await grid.byTestId('play-mode').getAttribute('aria-pressed'), 'true', 'the file opens ready to play');
      await grid.setMode('setup');
      await grid.clickCell(0, 0);
      await grid.waitForCells([[0, 1, 1, 1, 1], ...ALL_ON_5X5.slice(1)], 'the grid after a click on (0, 0)');
      await grid.clickCell(0, 0);
      await grid.waitForCells(ALL_ON_5X5, 'the grid after a second click on (0, 0)');
      const result = await grid.solve(90_000);
      await workbench.screenshot('solved in Restricted Mode');
      assert.ok(existsSync(fakeClingo));
      assert.equal(existsSync(marker), false, `${fakeClingo} (lightsOut.clingoPath of an untrusted workspace) was run`);
      assert.equal(result.unsolvable, false, result.error);
      assert.match(result.summary, /^Fewest presses: 15 \(proven\) · /);
      // The clingo engine did answer (so the clingoPath question was live), from its built-in runner.
      assert.match(result.details, /clingo/i, 'lightsOut.solver = clingo (not a restricted setting) applies');
      assert.match(result.details, /wasm/i, "the built-in (wasm) runner answers instead of the workspace's executable");

      // Play works too, and never writes the file.
      await grid.setMode('play');
      await grid.clickCell(2, 2);
      await grid.waitForStatus(/^Moves: 1\b/);
      assert.equal(await workbench.tabIsDirty('classic-5x5-all-on.lights'), false);
    });
  });
}
