/**
 * The built-in puzzles in real VS Code (code-server): Play Levels opens level 1 in the grid, in
 * Play, as a read-only document that is never dirty; a won level is kept (Next level opens level 2
 * in its place, and the picker shows its stars and goes on at level 2); an example opens read-only
 * too, closing it asks nothing, and Save As writes a copy into the workspace.
 */

import * as assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { levelList } from '../../src/levels/levelList';
import { solvePuzzle } from '../../src/solvers/internal/solvePuzzle';
import { endToEndEnabled, repositoryRoot, suiteSession } from './support/codeServer';
import { poll, type GridEditor, type Workbench } from './support/workbench';

/** The first level, as the repository's levels/ folder has it. */
function firstLevel() {
  const folder = join(repositoryRoot, 'levels');
  const [level] = levelList(readdirSync(folder).map((name) => [name, readFileSync(join(folder, name), 'utf8')] as const)).levels;
  return level;
}

/** Opens the example titled Torus 5x5 with Open Example and waits for it in Play. */
async function openTorusExample(workbench: Workbench): Promise<GridEditor> {
  await workbench.runCommand('Lights Out: Open Example');
  await workbench.quickPickRows('4x4');
  await workbench.page.locator('.quick-input-widget input').fill('Torus');
  await workbench.quickPickRows('Torus 5x5');
  await workbench.pick('Torus 5x5');
  const grid = workbench.grid();
  await grid.waitForPlay();
  await poll(
    'the tab torus-5x5.lights',
    () => workbench.tabs(),
    (tabs) => tabs.some((title) => title.startsWith('torus-5x5.lights')),
  );
  return grid;
}

if (endToEndEnabled) {
  describe('e2e: levels and examples open read-only, in Play', function () {
    this.timeout(180_000);
    const current = suiteSession({ name: 'levels', trust: true }, { closeEditorsBeforeEach: true });

    it('Play Levels opens level 1 in Play, never dirty; a win is kept, Next level replaces it with level 2, and the picker goes on there', async () => {
      const { workbench } = current();
      const level = firstLevel();
      const tab = level.fileName;
      await workbench.runCommand('Lights Out: Play Levels');
      await workbench.quickPickRows(`Level 1: ${level.name}`);
      assert.match(await workbench.activeQuickPickRow(), new RegExp(`^Level 1: ${level.name}\\b.*not solved yet`));
      await workbench.page.keyboard.press('Enter');
      const grid = workbench.grid();
      await grid.waitForPlay();
      await poll(
        `the tab ${tab}`,
        () => workbench.tabs(),
        (tabs) => tabs.some((title) => title.startsWith(tab)),
      );
      assert.equal(await workbench.tabIsDirty(tab), false);
      await workbench.screenshot('level 1 in play');

      // The fewest moves, pressed in Play: the level is won, the tab stays clean.
      const { presses } = solvePuzzle(level.puzzle);
      const moves = Array.from(presses ?? []).flatMap((count, index) =>
        Array.from({ length: count }, () => [Math.floor(index / level.puzzle.columns), index % level.puzzle.columns] as const),
      );
      assert.equal(moves.length, level.minMoves);
      for (const [row, col] of moves) await grid.clickCell(row, col);
      await grid.byTestId('win-banner').waitFor({ timeout: 20_000 });
      await workbench.screenshot('level 1 won');
      assert.equal(await workbench.tabIsDirty(tab), false);
      assert.equal(await grid.byTestId('keep-position').isDisabled(), true, 'a level is read-only: there is no file to keep a position in');

      // Next level opens level 2 in place of level 1, in Play.
      await grid.byTestId('win-next-level').click();
      const tabs = await poll(
        'level 2 to take the place of level 1',
        () => workbench.tabs(),
        (titles) => titles.some((title) => title.startsWith('02-')) && !titles.some((title) => title.startsWith(tab)),
      );
      assert.equal(tabs.length, 1, tabs.join(' | '));
      await workbench.grid().waitForPlay();

      // The picker keeps the win: three stars on level 1, level 2 chosen at first.
      await workbench.runCommand('Lights Out: Play Levels');
      const rows = await workbench.quickPickRows(`Level 1: ${level.name}`);
      assert.match(rows.find((row) => row.startsWith('Level 1:')) ?? '', /3 of 3 stars · moves: best 1, fewest 1/);
      assert.match(await workbench.activeQuickPickRow(), /^Level 2: /);
      await workbench.page.keyboard.press('Escape');
      await workbench.page.locator('.quick-input-widget').waitFor({ state: 'hidden' });

      // After a reload the progress is still there, and level 2's tab comes back as level 2.
      await workbench.reloadWindow();
      await poll(
        'level 2 back in its tab, captioned',
        () => workbench.grid().text('puzzle-title'),
        (title) => /^Level 2 of \d+: /.test(title),
        60_000,
      );
      await workbench.runCommand('Lights Out: Play Levels');
      const after = await workbench.quickPickRows(`Level 1: ${level.name}`);
      assert.match(after.find((row) => row.startsWith('Level 1:')) ?? '', /3 of 3 stars · moves: best 1, fewest 1/);
      assert.match(await workbench.activeQuickPickRow(), /^Level 2: /);
      await workbench.page.keyboard.press('Escape');
      await workbench.page.locator('.quick-input-widget').waitFor({ state: 'hidden' });
    });

    it('an example opens read-only in Play, closing it asks nothing, and Save As writes a copy', async () => {
      const { workbench, workspace } = current();
      const grid = await openTorusExample(workbench);
      await grid.clickCell(0, 0);
      await grid.waitForStatus('Moves: 1');
      assert.equal(await workbench.tabIsDirty('torus-5x5.lights'), false);
      await workbench.screenshot('example in play');
      // A move made, nothing unsaved: closing it asks no question.
      assert.equal(await workbench.closeAllEditors(), false);
      await openTorusExample(workbench);

      // Save As: VS Code's own dialog (a path to type in code-server) writes the text to a new file.
      const copy = join(workspace, 'my-torus.lights');
      await workbench.runCommand('File: Save As...');
      const input = workbench.page.locator('.quick-input-widget input');
      // The dialog proposes the example's own (read-only) place first: type over it once it is there.
      await poll(
        'the Save As dialog to propose a name',
        () => input.inputValue({ timeout: 5_000 }),
        (value) => value.endsWith('torus-5x5.lights'),
        15_000,
      );
      await input.fill(copy);
      await poll(
        'the copy to be written',
        async () => {
          // The dialog ignores an Enter while it is still reading the path typed: press it again while the path is there.
          if ((await input.isVisible()) && (await input.inputValue()) === copy) await workbench.page.keyboard.press('Enter');
          return existsSync(copy) && readFileSync(copy, 'utf8');
        },
        (text) => text === readFileSync(join(repositoryRoot, 'examples', 'torus-5x5.lights'), 'utf8'),
      );
      // The copy takes the example's place, in the grid, as a file of the user's with nothing unsaved.
      await poll(
        'the tab my-torus.lights',
        () => workbench.tabs(),
        (tabs) => tabs.some((title) => title.startsWith('my-torus.lights')),
      );
      await workbench.grid().puzzleCanvas.waitFor({ timeout: 30_000 });
      assert.equal(await workbench.tabIsDirty('my-torus.lights'), false);
      await workbench.screenshot('example saved as a copy');
    });
  });
}
