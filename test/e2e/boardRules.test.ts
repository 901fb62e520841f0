import * as assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyPresses, createPuzzle, isSolved, type Puzzle } from '../../src/core/puzzle';
import { solvePuzzle } from '../../src/solvers/internal/solvePuzzle';
import { endToEndEnabled, fileSnapshot, suiteSession } from './support/codeServer';
import { describeAxeResults, runAxe } from './support/accessibility';
import { COLOR_THEMES, poll, type GridEditor } from './support/workbench';

/** A blank 4x4 two-state board the suite adds to the workspace, to draw holes on. */
const BLANK_4X4 = '# A blank board: the suite draws holes on it.\nrows = 4\ncolumns = 4\ngrid = """\n0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n"""\n';

/** A 5x5 three-state board with holes in its corners and a target per cell: marks, digits and holes at once. */
const DESIGNED_5X5 = [
  '# Holes and a target for the accessibility check.',
  'version = 2',
  'rows = 5',
  'columns = 5',
  'states = 3',
  'neighbourhood = [[-1, 0], [1, 0], [0, -1], [0, 1]]',
  'grid = """',
  '. 0 1 2 .',
  '0 1 2 0 1',
  '1 2 0 1 2',
  '2 0 1 2 0',
  '. 1 2 0 .',
  '"""',
  'target = """',
  '. 1 1 1 .',
  '1 2 2 2 1',
  '1 2 0 2 1',
  '1 2 2 2 1',
  '. 1 1 1 .',
  '"""',
  '',
].join('\n');

/** A 4x4 knight-move board: the solved board after pressing (0, 0) and (2, 3) (each changes itself and its knight moves). */
function knightPuzzle(): Puzzle {
  const solved = createPuzzle({ rows: 4, columns: 4, states: 2, objective: 0, topology: 'plain', neighbourhood: 'knight' });
  const presses = new Uint8Array(16);
  presses[0] = 1;
  presses[2 * 4 + 3] = 1;
  return applyPresses(solved, presses);
}

function knightText(puzzle: Puzzle): string {
  const rows = Array.from({ length: puzzle.rows }, (_, row) => Array.from(puzzle.grid.subarray(row * puzzle.columns, (row + 1) * puzzle.columns)).join(' '));
  return `# A knight-move puzzle for the suite.\nversion = 2\nrows = 4\ncolumns = 4\nneighbourhood = "knight"\ngrid = """\n${rows.join('\n')}\n"""\n`;
}

/** The page position of the centre of cell (row, col) of a square board's puzzle canvas. */
async function cellPoint(grid: GridEditor, row: number, col: number): Promise<{ x: number; y: number }> {
  const box = await grid.puzzleCanvas.boundingBox();
  assert.ok(box, 'the puzzle canvas is laid out');
  const size = Number(await grid.puzzleAttribute('cell-size'));
  const offsetX = Number((await grid.puzzleAttribute('offset-x')) || 0);
  const offsetY = Number((await grid.puzzleAttribute('offset-y')) || 0);
  return { x: box.x + col * size + size / 2 - offsetX, y: box.y + row * size + size / 2 - offsetY };
}

if (endToEndEnabled) {
  describe('e2e: holes, targets and neighbourhoods in the grid editor', function () {
    this.timeout(180_000);
    const knight = knightPuzzle();
    const current = suiteSession(
      {
        name: 'boardRules',
        trust: true,
        prepareWorkspace: (workspace) => {
          writeFileSync(join(workspace, 'blank-4x4.lights'), BLANK_4X4);
          writeFileSync(join(workspace, 'knight-4x4.lights'), knightText(knight));
          writeFileSync(join(workspace, 'designed-5x5.lights'), DESIGNED_5X5);
        },
      },
      { closeEditorsBeforeEach: true },
    );

    it('draws holes with the Holes tool: one drag makes three holes, the file has "." cells and version = 2, the grid shows them', async () => {
      const { workbench, page, workspace } = current();
      const grid = await workbench.openFile('blank-4x4.lights');
      await grid.waitForCells([
        [0, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ]);
      // A file opens in Play; the Holes tool is Setup's.
      await grid.setMode('setup');
      await grid.byTestId('tool-holes').click();
      await poll(
        'the Holes tool to be pressed',
        () => grid.byTestId('tool-holes').getAttribute('aria-pressed'),
        (pressed) => pressed === 'true',
      );
      const start = await cellPoint(grid, 1, 0);
      const middle = await cellPoint(grid, 1, 1);
      const end = await cellPoint(grid, 1, 2);
      await page.mouse.move(start.x, start.y);
      await page.mouse.down();
      await page.mouse.move(middle.x, middle.y, { steps: 4 });
      await page.mouse.move(end.x, end.y, { steps: 4 });
      await page.mouse.up();
      await poll(
        'the grid to show the three holes',
        () => grid.puzzleAttribute('grid'),
        (text) => text === '0,0,0,0/.,.,.,0/0,0,0,0/0,0,0,0',
      );
      const file = join(workspace, 'blank-4x4.lights');
      const saved = await poll(
        'auto-save to write the holes to disk',
        async () => readFileSync(file, 'utf8'),
        (text) => text.includes('. . . 0'),
      );
      assert.match(saved, /^version = 2$/m);
      assert.match(saved, /grid = """\n0 0 0 0\n\. \. \. 0\n0 0 0 0\n0 0 0 0\n"""/);
      assert.match(saved, /^# A blank board: the suite draws holes on it\.$/m, 'the comment stays');
      await workbench.screenshot('holes drawn');
    });

    it("plays a knight-move puzzle to its end by clicking the engine's solution, announces it solved, and leaves the file as it was", async () => {
      const { workbench, workspace } = current();
      const file = join(workspace, 'knight-4x4.lights');
      const before = fileSnapshot(file);
      const result = solvePuzzle(knight);
      assert.ok(result.solvable && result.presses, 'the engine solves the knight puzzle');
      const presses = Array.from(result.presses);
      assert.ok(isSolved(applyPresses(knight, presses)), 'the engine’s presses solve it');
      const grid = await workbench.openFile('knight-4x4.lights');
      await grid.waitForCells(Array.from({ length: 4 }, (_, row) => Array.from(knight.grid.subarray(row * 4, row * 4 + 4))));
      assert.match(await grid.text('puzzle-caption'), /knight neighbourhood/);
      await grid.setMode('play');
      let moves = 0;
      for (let index = 0; index < presses.length; index++) {
        for (let time = 0; time < presses[index]; time++) {
          await grid.clickCell(Math.floor(index / 4), index % 4);
          moves++;
          if (moves < result.totalPresses!) await grid.waitForStatus(`Moves: ${moves}`);
        }
      }
      const status = await grid.waitForStatus('Solved');
      assert.match(status, new RegExp(`^Solved in ${moves} moves?\\.`));
      await poll(
        'the live region to announce the win',
        () => grid.text('live-region'),
        (text) => text.startsWith('Solved'),
      );
      await grid.waitForCells(
        Array.from({ length: 4 }, () => [0, 0, 0, 0]),
        'the solved board',
      );
      const after = fileSnapshot(file);
      assert.ok(after.bytes.equals(before.bytes), 'play does not change the file');
      assert.equal(after.modified, before.modified, 'play does not write the file');
      await workbench.screenshot('knight puzzle solved');
    });

    it('shows holes, target marks, the design controls and the Learn panel’s press rule with no axe-core violation in the four themes', async () => {
      const { workbench } = current();
      await workbench.setEditorSize(1000, 700);
      const grid = await workbench.openFile('designed-5x5.lights');
      await poll(
        'the grid to show the holes',
        () => grid.puzzleAttribute('grid'),
        (text) => text === '.,0,1,2,./0,1,2,0,1/1,2,0,1,2/2,0,1,2,0/.,1,2,0,.',
      );
      assert.equal(await grid.puzzleAttribute('target'), '.,1,1,1,./1,2,2,2,1/1,2,0,2,1/1,2,2,2,1/.,1,1,1,.');
      await grid.setMode('setup');
      assert.equal(await grid.byTestId('neighbourhood-select').inputValue(), 'custom', 'the sigma list is a custom pattern');
      await grid.byTestId('neighbourhood-pattern').locator('summary').click();
      await poll(
        'the pattern to show the sigma offsets',
        async () => Promise.all(['offset--1_0', 'offset-0_0', 'offset-1_0'].map((id) => grid.byTestId(id).getAttribute('aria-pressed'))),
        (pressed) => pressed.join() === 'true,false,true',
      );
      await grid.byTestId('learn-toggle').click();
      const rules = await poll(
        'the Learn panel to explain the rule',
        () => grid.text('press-rules'),
        (text) => text.includes('sigma game'),
      );
      assert.match(rules, /rank \d+ and nullity \d+/);
      const failures: string[] = [];
      for (const theme of COLOR_THEMES) {
        await workbench.setColorTheme(theme);
        const report = await runAxe(await workbench.gridFrame());
        await workbench.screenshot(`design ${theme.name}`);
        if (report.violations.length > 0) failures.push(`${theme.label}:\n${describeAxeResults(report.violations)}`);
      }
      assert.equal(failures.length, 0, `axe-core violations:\n${failures.join('\n')}`);
    }).timeout(300_000);
  });
}
