/**
 * Big boards in real VS Code (code-server in chromium): the laws that keep a big file safe. A Setup
 * click on a 2000x2000 board changes one row of the file, and what auto-save writes after many
 * clicks parses to exactly the board the clicks made; the zoomed board with its overview map and
 * its solution passes axe-core in the four themes, and Fit shows it whole. The editor's timing
 * table with the same boards is a benchmark: test/e2e/bench/bigBoards.test.ts.
 */

import * as assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseLights } from '../../src/core/format/formatRead';
import { describeAxeResults, runAxe } from './support/accessibility';
import { bigBoardFile, cellsInView, paintState, randomBoardText, waitForAnswer, wholeFile, zoomTo } from './support/bigBoards';
import { endToEndEnabled, suiteSession } from './support/codeServer';
import { COLOR_THEMES, poll } from './support/workbench';

if (endToEndEnabled) {
  describe('e2e: big boards in the editor', function () {
    this.timeout(180_000);
    const current = suiteSession({
      name: 'big-board-laws',
      trust: true,
      // Browser VS Code's own auto-save delay (the suite's other sessions save after 200 ms, to see writes sooner).
      userSettings: { 'files.autoSaveDelay': 1000 },
      prepareWorkspace: (workspace) => writeFileSync(join(workspace, bigBoardFile(2000)), randomBoardText(2000, 0x5eed + 2000)),
    });

    before(async () => {
      await current().workbench.setEditorSize(1000, 700);
    });

    it('a setup click on a 2000x2000 board changes one row of the file, and the file on disk after many clicks is exactly the board', async () => {
      const { workbench, workspace } = current();
      const side = 2000;
      const file = join(workspace, bigBoardFile(side));
      await workbench.openFile(bigBoardFile(side));
      const grid = workbench.grid();
      await poll(
        'the 2000x2000 board drawn',
        () => grid.puzzleAttribute('rows'),
        (rows) => rows === String(side),
        60_000,
      );
      // A file opens in Play; Setup clicks edit it.
      await grid.setMode('setup');
      const startText = await wholeFile(file, 'the file saved whole', () => true);
      const start = parseLights(startText);
      assert.ok(start.ok, 'the file parses');
      const expected = start.document.puzzle.grid.slice();
      const beforeLines = startText.split('\n');
      const frame = await workbench.gridFrame();
      await zoomTo(grid, 12);
      const view = await cellsInView(grid);

      // One click: one line of the file changes, in one cell.
      const row = view.rows[0] + 1;
      const col = view.columns[0] + 2;
      const before = await paintState(frame);
      await grid.clickCell(row, col);
      expected[row * side + col] = (expected[row * side + col] + 1) % 2;
      await poll(
        'the click confirmed',
        () => paintState(frame),
        (state) => state.version > before.version,
        30_000,
      );
      const afterOne = await wholeFile(file, 'auto-save to write the click', (text) => text.split('\n').some((line, index) => line !== beforeLines[index]));
      const changed = afterOne.split('\n').flatMap((line, index) => (line === beforeLines[index] ? [] : [index]));
      assert.equal(changed.length, 1, `one line changed, got lines ${changed.join(', ')}`);
      assert.equal(afterOne.length, beforeLines.join('\n').length, 'a 0 <-> 1 click keeps the file length');
      const oldCells = beforeLines[changed[0]].split(' ');
      const newCells = afterOne.split('\n')[changed[0]].split(' ');
      assert.deepEqual(
        newCells.flatMap((cell, index) => (cell === oldCells[index] ? [] : [index])),
        [col],
        'exactly the clicked cell changed in that line',
      );

      // Many clicks (some on the same cell), then what is on disk parses to exactly the board they made.
      for (let click = 0; click < 30; click++) {
        const r = view.rows[0] + ((click * 5) % Math.max(1, view.rows[1] - view.rows[0]));
        const c = view.columns[0] + ((click * 3) % 4);
        const state = await paintState(frame);
        await grid.clickCell(r, c, click % 3 === 0 ? 'right' : 'left');
        expected[r * side + c] = (expected[r * side + c] + 1) % 2;
        await poll(
          'the click confirmed',
          () => paintState(frame),
          (next) => next.version > state.version,
          30_000,
        );
      }
      await wholeFile(file, 'auto-save to write every click', (text) => {
        const parsed = parseLights(text);
        return parsed.ok && parsed.document.puzzle.grid.every((value, index) => value === expected[index]);
      });
      assert.equal(await workbench.tabIsDirty(bigBoardFile(side)), false, 'saved');
    });

    it('the zoomed 2000x2000 board with its overview map and solution passes axe-core in the four themes, and Fit shows the whole board', async () => {
      const { workbench } = current();
      const grid = workbench.grid();
      assert.equal(await grid.puzzleAttribute('rows'), '2000', 'the 2000x2000 board is still open');
      await grid.byTestId('solve').click();
      await waitForAnswer(grid);
      await zoomTo(grid, 12);
      const map = grid.byTestId('overview-map');
      assert.ok(await map.isVisible(), 'a board larger than the pane has an overview map');
      assert.match((await map.getAttribute('aria-label')) ?? '', /^Rows \d+ to \d+ and columns \d+ to \d+ of 2000 are in view$/);
      try {
        for (const theme of COLOR_THEMES) {
          await workbench.setColorTheme(theme);
          const report = await runAxe(await workbench.gridFrame());
          assert.equal(report.violations.length, 0, `${theme.label}: axe-core violations on the big board:\n${describeAxeResults(report.violations)}`);
          await workbench.screenshot(`2000x2000 zoomed with its map, ${theme.name}`);
        }
      } finally {
        await workbench.setColorTheme(COLOR_THEMES[0]);
      }
      // Fit: the whole board in the pane, cells below a pixel, and no map.
      await grid.byTestId('zoom-fit').click();
      const box = await poll(
        'the whole board in the pane',
        async () => ({ size: Number(await grid.puzzleAttribute('cell-size')), map: await map.isVisible() }),
        ({ size, map: shown }) => size < 1 && !shown,
        10_000,
      );
      const canvas = await grid.puzzleCanvas.boundingBox();
      assert.ok(
        canvas !== null && Math.abs(canvas.width - 2000 * box.size) <= 2,
        `the canvas shows all 2000 columns (${canvas?.width} px at ${box.size} px per cell)`,
      );
    });
  });
}
