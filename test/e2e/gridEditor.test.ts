import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { applyPresses, isSolved } from '../../src/core/puzzle';
import { puzzleFromRows } from '../support/puzzleRows';
import { endToEndEnabled, fileSnapshot, repositoryRoot, suiteSession } from './support/codeServer';
import { bruteForceNeighbourhood } from '../support/bruteForce';
import { describeAxeResults, runAxe } from './support/accessibility';
import { COLOR_THEMES, formatGrid, parseGrid, poll, type GridEditor } from './support/workbench';

/** examples/6x6.lights: four states, objective 0, plain. */
const SIX_BY_SIX = [
  [2, 2, 0, 3, 3, 3],
  [2, 2, 3, 0, 1, 2],
  [3, 2, 3, 2, 3, 2],
  [1, 0, 2, 3, 0, 2],
  [1, 3, 3, 3, 1, 3],
  [0, 0, 3, 3, 2, 3],
];

/** examples/lights-out-2000.lights: three states, objective 0, plain. */
const LIGHTS_OUT_2000 = [
  [0, 1, 2, 0, 1],
  [1, 0, 0, 0, 1],
  [2, 1, 1, 0, 2],
  [1, 0, 0, 0, 1],
  [0, 1, 2, 0, 1],
];

const ALL_ON_5X5 = Array.from({ length: 5 }, () => [1, 1, 1, 1, 1]);
const ALL_OFF_5X5 = Array.from({ length: 5 }, () => [0, 0, 0, 0, 0]);

/** A malformed puzzle the suite adds to the workspace: a 7 on a two-state board, at line 6, column 3. */
const BROKEN = '# A malformed puzzle: a 7 on a two-state board.\nrows = 2\ncolumns = 3\ngrid = """\n0 1 0\n0 7 0\n"""\n';

/** A three-state 2x3 puzzle the suite adds to the workspace that cannot be solved (the weights 1 0 2 / 2 0 1 prove it). */
const UNSOLVABLE_THREE_STATES = '# No solution: one cell at 1.\nrows = 2\ncolumns = 3\nstates = 3\ngrid = """\n1 0 0\n0 0 0\n"""\n';

/** A two-state 2x2 puzzle the suite adds to the workspace: its setup edits show that auto-save ran. */
const AUTO_SAVE_WITNESS = '# Edited in setup by the suite to see auto-save write a file.\nrows = 2\ncolumns = 2\ngrid = """\n0 0\n0 0\n"""\n';

/** `cells` with (row, col) set to `value`. */
function withCell(cells: readonly (readonly number[])[], row: number, col: number, value: number): number[][] {
  return cells.map((values, r) => values.map((current, c) => (r === row && c === col ? value : current)));
}

/** A plain board with `states` states after pressing each of `moves` once (+1 mod states on the cell and its four neighbours). */
function afterMoves(cells: readonly (readonly number[])[], states: number, moves: readonly (readonly [number, number])[]): number[][] {
  const columns = cells[0].length;
  const counts = new Array<number>(cells.length * columns).fill(0);
  for (const [row, col] of moves) counts[row * columns + col] += 1;
  const { grid } = applyPresses(puzzleFromRows({ states, objective: 0, topology: 'plain' }, cells), counts);
  return cells.map((_, row) => Array.from(grid.subarray(row * columns, (row + 1) * columns)));
}

/** The grid block of a .lights text: the lines between `grid = """` and `"""`. */
function gridBlock(text: string): string[] {
  const match = /grid = """\n([\s\S]*?)\n"""/.exec(text);
  assert.ok(match, `no grid block in:\n${text}`);
  return match[1].split('\n').map((line) => line.trim());
}

/** What `lights-out solve FILE --json` prints, from the bundle `npm test` built. */
function cliSolve(file: string): { solvable: boolean; presses: number[][] | null; totalPresses: number | null; minimal: boolean; solutionCount: string } {
  const result = spawnSync(process.execPath, [join(repositoryRoot, 'dist', 'cli.js'), 'solve', file, '--json'], { encoding: 'utf8' });
  assert.ok(result.status === 0 || result.status === 1, `lights-out solve failed (exit ${result.status}): ${result.stderr}`);
  return JSON.parse(result.stdout);
}

if (endToEndEnabled) {
  describe('e2e: the grid editor in code-server', function () {
    this.timeout(120_000);
    const current = suiteSession(
      {
        name: 'workspace',
        trust: true,
        userSettings: {
          'lightsOut.defaults.rows': 4,
          'lightsOut.defaults.columns': 6,
          'lightsOut.defaults.states': 3,
          'lightsOut.defaults.objective': 1,
          'lightsOut.defaults.topology': 'torus',
        },
        prepareWorkspace: (workspace) => {
          writeFileSync(join(workspace, 'broken.lights'), BROKEN);
          writeFileSync(join(workspace, 'auto-save-witness.lights'), AUTO_SAVE_WITNESS);
          writeFileSync(join(workspace, 'unsolvable-three-states.lights'), UNSOLVABLE_THREE_STATES);
        },
      },
      { closeEditorsBeforeEach: true },
    );

    it('1. opens a .lights file in the grid editor with its size and cell values, ready to play', async () => {
      const { workbench } = current();
      const grid = await workbench.openFile('6x6.lights');
      await grid.waitForCells(SIX_BY_SIX);
      assert.equal(await grid.puzzleAttribute('rows'), '6');
      assert.equal(await grid.puzzleAttribute('columns'), '6');
      assert.equal(await grid.puzzleAttribute('states'), '4');
      assert.equal(await grid.puzzleAttribute('objective'), '0');
      assert.equal(await grid.puzzleAttribute('topology'), 'plain');
      assert.equal(await grid.text('puzzle-title'), '6x6, four states');
      assert.equal(await grid.byTestId('play-mode').getAttribute('aria-pressed'), 'true', 'a file opens in Play');
      assert.equal(await grid.byTestId('setup-mode').getAttribute('aria-pressed'), 'false');
      assert.match(await grid.status(), /^Moves: 0/);
      await workbench.screenshot('opened 6x6 in the grid');
    });

    it('2. a left and a right click in setup mode change exactly that cell, the text shows it, Ctrl+Z restores it', async () => {
      const { workbench, page } = current();
      const grid = await workbench.openFile('lights-out-2000.lights');
      await grid.waitForCells(LIGHTS_OUT_2000);
      await grid.setMode('setup');

      await grid.clickCell(1, 2);
      const afterLeft = withCell(LIGHTS_OUT_2000, 1, 2, 1);
      await grid.waitForCells(afterLeft, 'the grid after a left click on (1, 2): 0 + 1');
      await grid.clickCell(2, 3, 'right');
      const afterRight = withCell(afterLeft, 2, 3, 2);
      await grid.waitForCells(afterRight, 'the grid after a right click on (2, 3): 0 - 1 mod 3');
      await workbench.screenshot('setup clicks');

      await workbench.runCommand('Lights Out: Open as Text');
      const text = await poll(
        'the text editor to show the edited grid',
        () => workbench.textEditorContent(),
        (content) => content.includes('2 1 1 2 2'),
      );
      assert.deepEqual(
        gridBlock(text),
        afterRight.map((row) => row.join(' ')),
      );
      await workbench.screenshot('the edits in the text');

      await workbench.runCommand('Lights Out: Open as Grid');
      const again = workbench.grid();
      await again.waitForCells(afterRight, 'the grid reopened from the text');
      await again.focus();
      await page.keyboard.press('Control+z');
      await again.waitForCells(afterLeft, 'the grid after one Ctrl+Z');
      await page.keyboard.press('Control+z');
      await again.waitForCells(LIGHTS_OUT_2000, 'the grid after two Ctrl+Z');
      await workbench.screenshot('undone');
    });

    it('3. in Play a click changes the cell and its neighbours, the status counts the moves, and the text does not change', async () => {
      const { workbench } = current();
      const grid = await workbench.openFile('6x6.lights');
      await grid.waitForCells(SIX_BY_SIX);
      await grid.setMode('play');
      // examples/6x6.lights is solved in 50 presses at the fewest.
      await grid.waitForStatus('Moves: 0 · fewest possible from the start: 50');

      // (1, 1) and its four neighbours, +1 mod 4.
      const afterFirst = [
        [2, 3, 0, 3, 3, 3],
        [3, 3, 0, 0, 1, 2],
        [3, 3, 3, 2, 3, 2],
        [1, 0, 2, 3, 0, 2],
        [1, 3, 3, 3, 1, 3],
        [0, 0, 3, 3, 2, 3],
      ];
      await grid.clickCell(1, 1);
      await grid.waitForCells(afterFirst, 'the grid after pressing (1, 1)');
      await grid.waitForStatus(/^Moves: 1\b/);

      // A corner has two neighbours on a plain board.
      const afterSecond = [
        [2, 3, 0, 3, 3, 3],
        [3, 3, 0, 0, 1, 2],
        [3, 3, 3, 2, 3, 2],
        [1, 0, 2, 3, 0, 2],
        [1, 3, 3, 3, 1, 0],
        [0, 0, 3, 3, 3, 0],
      ];
      await grid.clickCell(5, 5);
      await grid.waitForCells(afterSecond, 'the grid after pressing (5, 5)');
      await grid.waitForStatus('Moves: 2 · fewest possible from the start: 50');
      await workbench.screenshot('play mode, two moves');

      assert.equal(await workbench.tabIsDirty('6x6.lights'), false, 'playing leaves the document unmodified');
      await workbench.runCommand('Lights Out: Open as Text');
      const text = await poll(
        'the text editor',
        () => workbench.textEditorContent(),
        (content) => content.includes('grid = """'),
      );
      assert.deepEqual(
        gridBlock(text),
        SIX_BY_SIX.map((row) => row.join(' ')),
        'the text still holds the puzzle, not the game',
      );
    });

    it('4. Solve shows the presses of `lights-out solve --json`, the total and the number of solutions', async () => {
      const { workbench, workspace } = current();
      const expected = cliSolve(join(workspace, 'classic-5x5-all-on.lights'));
      assert.ok(expected.solvable && expected.presses !== null);
      const grid = await workbench.openFile('classic-5x5-all-on.lights');
      await grid.waitForCells(ALL_ON_5X5);
      const result = await grid.solve();
      await workbench.screenshot('solved');
      assert.equal(result.presses, formatGrid(expected.presses));
      assert.equal(result.unsolvable, false);
      assert.equal(result.error, '');
      // "Fewest presses: 15 (proven) · 4 solutions", in plain words; the engine and its time in the folded details.
      assert.equal(result.summary, `Fewest presses: ${expected.totalPresses} (proven) · ${expected.solutionCount} solutions`);
      assert.match(result.details, /^Solved by the internal engine in (under 1 ms|\d+(\.\d+)? m?s)$/);
      assert.equal(await grid.frame.getByRole('grid', { name: 'Solution', exact: true }).count(), 1, 'the solution is a grid named Solution');
      assert.ok((await grid.solutionRedShare()) < 0.05, "a solvable puzzle's solution grid is not painted red");
    });

    it('5. an unsolvable puzzle paints the solution grid red with the reason', async () => {
      const { workbench, workspace } = current();
      assert.equal(cliSolve(join(workspace, 'unsolvable-5x5.lights')).solvable, false);
      const grid = await workbench.openFile('unsolvable-5x5.lights');
      const result = await grid.solve();
      await workbench.screenshot('unsolvable');
      assert.equal(result.unsolvable, true);
      assert.equal(result.presses, '');
      assert.match(result.error, /^No solution: /);
      assert.equal(result.summary, '0 solutions');
      assert.match(result.details, /^Solved by the internal engine in /);
      const red = await grid.solutionRedShare();
      assert.ok(red > 0.5, `the solution grid should be painted red, but only ${(red * 100).toFixed(1)} % of its pixels are`);
    });

    it('6. New Puzzle (one multi-step input) offers the lightsOut.defaults.* settings and opens a titled puzzle', async () => {
      const { workbench, page } = current();
      await workbench.runCommand('Lights Out: New Puzzle');
      assert.equal(await workbench.acceptInputBox('Title'), 'Lights Out 4x6');
      assert.equal(await workbench.acceptInputBox('Size'), '4x6');
      assert.equal(await workbench.acceptInputBox('States per cell'), '3');
      assert.equal(await workbench.acceptInputBox('Objective state'), '1');
      const topologies = await workbench.quickPickRows('torus');
      assert.match(topologies[1] ?? '', /^torus\b/, `torus is the second topology: ${topologies.join(' | ')}`);
      assert.match(await workbench.activeQuickPickRow(), /^torus\b/, 'the configured topology is highlighted');
      await page.keyboard.press('Enter');
      await workbench.quickPickRows('All off');
      await workbench.pick('All off');

      const grid: GridEditor = workbench.grid();
      await grid.waitForCells(
        Array.from({ length: 4 }, () => [1, 1, 1, 1, 1, 1]),
        'a solved 4x6 board (every cell at the objective 1)',
      );
      assert.equal(await grid.puzzleAttribute('rows'), '4');
      assert.equal(await grid.puzzleAttribute('columns'), '6');
      assert.equal(await grid.puzzleAttribute('states'), '3');
      assert.equal(await grid.puzzleAttribute('objective'), '1');
      assert.equal(await grid.puzzleAttribute('topology'), 'torus');
      assert.equal(await grid.text('puzzle-title'), 'Lights Out 4x6');
      const tabs = await workbench.tabs();
      assert.ok(
        tabs.some((tab) => tab.startsWith('Lights Out 4x6.lights')),
        `the tab is named after the title: ${tabs.join(' | ')}`,
      );
      await workbench.screenshot('new puzzle from the defaults');
    });

    it('7. with lightsOut.solver = clingo and no clingo executable, Solve uses the built-in clingo (wasm)', async () => {
      const { workbench, workspace } = current();
      const settings = join(workspace, '.vscode', 'settings.json');
      mkdirSync(dirname(settings), { recursive: true });
      writeFileSync(settings, `${JSON.stringify({ 'lightsOut.solver': 'clingo' }, null, 2)}\n`);
      try {
        await workbench.waitForExplorerItem('.vscode');
        const grid = await workbench.openFile('classic-5x5-all-on.lights');
        await grid.waitForCells(ALL_ON_5X5);
        // VS Code picks the settings file up through its file watcher: solve until the answer is from clingo.
        const result = await poll(
          'a solution from clingo',
          () => grid.solve(90_000),
          (answer) => /clingo/i.test(answer.details),
          150_000,
        );
        await workbench.screenshot('solved with clingo');
        assert.match(result.details, /clingo/i, 'the details name the clingo engine');
        assert.match(result.details, /wasm/i, 'the details name the built-in (wasm) runner');
        assert.equal(result.unsolvable, false, result.error);
        const puzzle = puzzleFromRows({ states: 2, objective: 0, topology: 'plain' }, ALL_ON_5X5);
        assert.ok(isSolved(applyPresses(puzzle, parseGrid(result.presses).flat())), `the presses ${result.presses} solve the puzzle`);
      } finally {
        rmSync(settings, { force: true });
      }
    }).timeout(240_000);

    it('9. a malformed file lists its errors as links in the editor and the Problems panel, and stays byte for byte', async () => {
      const { workbench, workspace } = current();
      const file = join(workspace, 'broken.lights');
      const before = fileSnapshot(file);
      const grid = await workbench.openFile('broken.lights');
      const errors = await poll(
        'the errors list',
        () => grid.text('errors'),
        (text) => text.includes('line 6'),
      );
      assert.match(errors, /line 6, column 3: .*\b7\b/);
      assert.equal(await grid.byTestId('errors').locator('button.link').count(), 1, 'the one error is a button');
      await workbench.screenshot('errors in the editor');

      const problems = await poll(
        'the Problems panel to list the error',
        () => workbench.problems(),
        (rows) => rows.some((row) => row.includes('line 6 and character 3')),
      );
      assert.ok(
        problems.some((row) => row.includes('broken.lights')),
        `the file is listed: ${problems.join(' | ')}`,
      );
      assert.ok(
        problems.some((row) => /^Error: .*\b7\b.* at line 6 and character 3/.test(row)),
        `the error is listed: ${problems.join(' | ')}`,
      );
      await workbench.screenshot('errors in the Problems panel');
      await workbench.runCommand('View: Toggle Panel Visibility');

      assert.equal(await workbench.closeAllEditors(), false, 'closing the editor asks nothing: the document was not changed');
      const after = fileSnapshot(file);
      assert.ok(after.bytes.equals(before.bytes), 'the file has the same bytes');
      assert.equal(after.modified, before.modified, 'the file was not written');
    });

    it('10. Play never writes the file: five moves with auto-save on leave its bytes; Undo, Ctrl+Z, Redo and Reset step through the game; Keep this position writes it as one change', async () => {
      const { workbench, workspace, page } = current();
      const file = join(workspace, '6x6.lights');
      const witness = join(workspace, 'auto-save-witness.lights');
      const before = fileSnapshot(file);
      const witnessBefore = fileSnapshot(witness);
      const moves: [number, number][] = [
        [0, 0],
        [1, 3],
        [2, 5],
        [4, 2],
        [5, 5],
      ];
      const position = (count: number) => afterMoves(SIX_BY_SIX, 4, moves.slice(0, count));

      const grid = await workbench.openFile('6x6.lights');
      await grid.waitForCells(SIX_BY_SIX);
      // A pinned tab stays open when the witness opens beside it.
      await workbench.runCommand('View: Keep Editor');
      await grid.setMode('play');
      for (const [row, col] of moves) await grid.clickCell(row, col);
      await grid.waitForCells(position(5), 'the board after five moves');
      await grid.waitForStatus(/^Moves: 5\b/);

      await grid.byTestId('undo').click();
      await grid.waitForCells(position(4), 'the board after Undo');
      await grid.waitForStatus(/^Moves: 4\b/);
      await grid.byTestId('puzzle-grid-view').focus();
      await page.keyboard.press('Control+z');
      await grid.waitForCells(position(3), 'the board after Ctrl+Z (lightsOut.undoMove)');
      await grid.waitForStatus(/^Moves: 3\b/);
      await page.keyboard.press('Control+Shift+z');
      await grid.waitForCells(position(4), 'the board after Ctrl+Shift+Z (lightsOut.redoMove)');
      await grid.byTestId('redo').click();
      await grid.waitForCells(position(5), 'the board after Redo');
      await grid.waitForStatus(/^Moves: 5\b/);
      assert.equal(await workbench.tabIsDirty('6x6.lights'), false, 'the document has no change to save');
      await workbench.screenshot('five moves in play');

      // Auto-save has run once a setup edit of another file is on disk; by then a change to 6x6.lights would be too.
      const other = await workbench.openFile('auto-save-witness.lights');
      await other.setMode('setup');
      await other.clickCell(0, 0);
      await poll(
        'auto-save to write the setup edit of auto-save-witness.lights',
        async () => fileSnapshot(witness).bytes.equals(witnessBefore.bytes),
        (same) => !same,
        15_000,
      );
      const afterPlay = fileSnapshot(file);
      assert.ok(afterPlay.bytes.equals(before.bytes), '6x6.lights has the same bytes after five moves, Undo, Redo');
      assert.equal(afterPlay.modified, before.modified, '6x6.lights was not written');

      await workbench.activateTab('6x6.lights');
      await grid.waitForStatus(/^Moves: 5\b/, 'the game to be there when its tab is shown again');
      await grid.byTestId('reset').click();
      await grid.waitForCells(SIX_BY_SIX, 'the board after Reset: the puzzle of the file');
      await grid.waitForStatus(/^Moves: 0\b/);
      assert.equal(await grid.byTestId('keep-position').isDisabled(), true, 'nothing to keep before a move');

      await grid.clickCell(2, 2);
      await grid.clickCell(3, 3);
      const kept = afterMoves(SIX_BY_SIX, 4, [
        [2, 2],
        [3, 3],
      ]);
      await grid.waitForCells(kept, 'the board after two moves');
      await grid.byTestId('keep-position').click();
      const text = await poll(
        'auto-save to write the kept position',
        async () => fileSnapshot(file).bytes.toString('utf8'),
        (content) => content !== before.bytes.toString('utf8'),
        15_000,
      );
      assert.deepEqual(
        gridBlock(text),
        kept.map((row) => row.join(' ')),
        'the file holds the position played',
      );
      const original = before.bytes.toString('utf8');
      assert.equal(text.replace(/grid = """[\s\S]*?"""/, ''), original.replace(/grid = """[\s\S]*?"""/, ''), 'only the grid changed');
      await grid.waitForStatus(/^Moves: 0\b/, 'a new game from the kept position');
      await grid.waitForCells(kept, 'the kept position shown as the puzzle');

      // One change: one Undo of the file (Setup's Undo is VS Code's) takes the whole position back.
      await grid.setMode('setup');
      await grid.byTestId('undo').click();
      await grid.waitForCells(SIX_BY_SIX, 'the puzzle after one Undo of the file');
      await poll(
        'auto-save to write the file back',
        async () => fileSnapshot(file).bytes.equals(before.bytes),
        (same) => same,
        15_000,
      );
    });

    it("11. the palette's Randomize in Play sets a new board and the move counter back to 0", async () => {
      const { workbench } = current();
      const grid = await workbench.openFile('torus-5x5.lights');
      await grid.setMode('play');
      const start = await grid.cells();
      await grid.clickCell(0, 0);
      await grid.clickCell(2, 2);
      await grid.waitForStatus(/^Moves: 2\b/);
      const played = await grid.puzzleAttribute('grid');
      await workbench.runCommand('Lights Out: Randomize');
      await poll(
        'a new board',
        () => grid.puzzleAttribute('grid'),
        (shown) => shown !== played && shown !== formatGrid(start),
        30_000,
      );
      await grid.waitForStatus(/^Moves: 0\b/);
      assert.equal(await grid.byTestId('play-mode').getAttribute('aria-pressed'), 'true', 'still in Play');
      await workbench.screenshot('randomized in play');
    });

    it('12. Hint names a cell in words and marks it on the board', async () => {
      const { workbench } = current();
      const grid = await workbench.openFile('classic-5x5-all-on.lights');
      await grid.setMode('play');
      const hint = await grid.hint();
      const match = /^Hint: press row (\d+), column (\d+)\. 15 presses to go, on a shortest way to the goal\.$/.exec(hint.text);
      assert.ok(match, `the hint's sentence: ${hint.text}`);
      assert.equal(hint.cell, `${Number(match[1]) - 1},${Number(match[2]) - 1}`, 'data-hint is the cell the sentence names');
      assert.ok(await grid.byTestId('hint-text').isVisible());
      await workbench.screenshot('hint');
    });

    it('13. an error activated with the keyboard opens the text editor at its line and column', async () => {
      const { workbench, page } = current();
      const grid = await workbench.openFile('broken.lights');
      const link = grid.byTestId('errors').getByRole('button', { name: /^line 6, column 3: / });
      await link.focus();
      await page.keyboard.press('Enter');
      await poll(
        'the text editor of broken.lights with the cursor at line 6, column 3',
        () => workbench.cursorPosition(),
        (cursor) => cursor?.line === 6 && cursor.column === 3,
        20_000,
      );
      assert.match(await workbench.textEditorContent(), /0 7 0/);
      await workbench.screenshot('error opened in the text');
    });

    it("14. Setup's Undo and Redo buttons take back and make again a setup click (the file's history)", async () => {
      const { workbench, workspace } = current();
      const file = join(workspace, 'three-states-3x3.lights');
      const before = fileSnapshot(file);
      const grid = await workbench.openFile('three-states-3x3.lights');
      await grid.setMode('setup');
      const start = await grid.cells();
      const states = Number(await grid.puzzleAttribute('states'));
      await grid.clickCell(1, 1);
      const clicked = withCell(start, 1, 1, (start[1][1] + 1) % states);
      await grid.waitForCells(clicked, 'the grid after a setup click on (1, 1)');
      await poll(
        'auto-save to write the click',
        async () => fileSnapshot(file).bytes.equals(before.bytes),
        (same) => !same,
        15_000,
      );
      await grid.byTestId('undo').click();
      await grid.waitForCells(start, 'the grid after Undo');
      await poll(
        'auto-save to write the file back',
        async () => fileSnapshot(file).bytes.equals(before.bytes),
        (same) => same,
        15_000,
      );
      await grid.byTestId('redo').click();
      await grid.waitForCells(clicked, 'the grid after Redo');
      await grid.byTestId('undo').click();
      await grid.waitForCells(start, 'the grid after a second Undo');
    });

    it('15. a game survives a window reload with its moves and its history', async () => {
      const { workbench, workspace } = current();
      const file = join(workspace, '6x6.lights');
      const before = fileSnapshot(file);
      const grid = await workbench.openFile('6x6.lights');
      await grid.setMode('play');
      const moves: [number, number][] = [
        [0, 5],
        [3, 0],
        [5, 2],
      ];
      for (const [row, col] of moves) await grid.clickCell(row, col);
      await grid.waitForCells(afterMoves(SIX_BY_SIX, 4, moves), 'the board after three moves');
      await grid.waitForStatus(/^Moves: 3\b/);

      await workbench.reloadWindow();
      const restored = workbench.grid();
      await restored.waitForStatus(/^Moves: 3\b/, 'the game restored after the reload');
      await restored.waitForCells(afterMoves(SIX_BY_SIX, 4, moves), 'the board restored after the reload');
      assert.equal(await restored.byTestId('play-mode').getAttribute('aria-pressed'), 'true', 'still in Play');
      await restored.byTestId('undo').click();
      await restored.waitForCells(afterMoves(SIX_BY_SIX, 4, moves.slice(0, 2)), 'Undo after the reload takes back the third move');
      await restored.waitForStatus(/^Moves: 2\b/);
      assert.ok(fileSnapshot(file).bytes.equals(before.bytes), 'the file did not change');
      await workbench.screenshot('restored after reload');
    });

    it('16. on an unsolvable board Solve marks the cells of a proof and says in one sentence why, in every theme; the file does not change', async () => {
      const { workbench, workspace } = current();
      const file = join(workspace, 'unsolvable-5x5.lights');
      const before = fileSnapshot(file);
      const grid = await workbench.openFile('unsolvable-5x5.lights');
      const corner = withCell(ALL_OFF_5X5, 0, 0, 1);
      await grid.waitForCells(corner);
      const result = await grid.solve();
      assert.equal(result.unsolvable, true);
      const sentence = await poll(
        'the sentence of the proof',
        async () => ((await grid.byTestId('proof-text').isVisible()) ? grid.text('proof-text') : ''),
        (text) => text !== '',
      );
      assert.equal(
        sentence,
        'No sequence of presses can solve this board: every press changes an even number of the marked cells, so the number of lit marked cells stays odd, and the goal needs it even.',
      );
      assert.match(result.error, /^No solution: .* The marked cells of the puzzle show why\.$/);

      // The marks are a proof by its definition: every press meets an even number of them, and the one lit cell is marked.
      const marks = parseGrid(await grid.puzzleAttribute('marks'));
      assert.equal(marks.length, 5, `data-marks: ${formatGrid(marks)}`);
      for (let row = 0; row < 5; row++) {
        for (let col = 0; col < 5; col++) {
          const met = bruteForceNeighbourhood({ rows: 5, columns: 5, topology: 'plain' }, row, col).filter(
            (index) => marks[Math.floor(index / 5)][index % 5] === 1,
          );
          assert.equal(met.length % 2, 0, `a press at (${row}, ${col}) meets ${met.length} marked cells: ${formatGrid(marks)}`);
        }
      }
      assert.equal(marks[0][0], 1, 'the lit cell is marked');

      // Seen: a marked dark cell has its frame drawn over it, an unmarked one is bare; heard: the mark is in the cell's name.
      const cells = corner.flatMap((values, row) => values.map((value, col) => ({ row, col, value, mark: marks[row][col] })));
      const marked = cells.find((cell) => cell.value === 0 && cell.mark === 1);
      const bare = cells.find((cell) => cell.value === 0 && cell.mark === 0);
      assert.ok(marked && bare, `a dark marked and a dark unmarked cell: ${formatGrid(marks)}`);
      const [selectedRow, selectedCol] = (await grid.puzzleAttribute('selected')).split(',').map(Number);
      assert.equal(
        await grid.byTestId('active-cell').getAttribute('aria-label'),
        `row ${selectedRow + 1}, column ${selectedCol + 1}, state ${corner[selectedRow][selectedCol]} of 2${marks[selectedRow][selectedCol] === 1 ? ', marked' : ''}`,
      );
      try {
        for (const colours of COLOR_THEMES) {
          await workbench.setColorTheme(colours);
          await poll(
            `${colours.label}: the frame over row ${marked.row + 1}, column ${marked.col + 1}`,
            () => grid.cellInkShare(marked.row, marked.col, [0, 0, 0]),
            (share) => share > 0.1,
          );
          assert.ok((await grid.cellInkShare(bare.row, bare.col, [0, 0, 0])) < 0.02, `${colours.label}: row ${bare.row + 1}, column ${bare.col + 1} is bare`);
          assert.ok(await grid.byTestId('proof-text').isVisible(), `${colours.label}: the sentence is still shown`);
          const report = await runAxe(await workbench.gridFrame());
          assert.equal(report.violations.length, 0, `${colours.label}: axe-core violations with the proof shown:\n${describeAxeResults(report.violations)}`);
          await workbench.screenshot(`proof of unsolvability, ${colours.name}`);
        }
      } finally {
        await workbench.setColorTheme(COLOR_THEMES[0]);
      }

      // Leaving the view (a file opens in Play) takes the marks away.
      await grid.setMode('setup');
      await poll(
        'the marks to go',
        () => grid.puzzleAttribute('marks'),
        (text) => text === '',
      );
      assert.equal(await grid.byTestId('proof-text').isVisible(), false);
      await grid.setMode('play');

      assert.equal(await workbench.tabIsDirty('unsolvable-5x5.lights'), false, 'solving leaves the document unmodified');
      assert.ok(fileSnapshot(file).bytes.equals(before.bytes), 'the file did not change');

      // With three states the sentence counts the marked total mod 3, and the marks carry their weights.
      const threeStates = await workbench.openFile('unsolvable-three-states.lights');
      await threeStates.waitForCells([
        [1, 0, 0],
        [0, 0, 0],
      ]);
      assert.equal((await threeStates.solve()).unsolvable, true);
      const weighted = await poll(
        'the sentence of the proof with three states',
        async () => ((await threeStates.byTestId('proof-text').isVisible()) ? threeStates.text('proof-text') : ''),
        (text) => text !== '',
      );
      const weights = parseGrid(await threeStates.puzzleAttribute('marks'));
      // The only quiet weightings of this board are 1 0 2 / 2 0 1 and twice it; the marked total is the corner's weight.
      assert.ok(['1,0,2/2,0,1', '2,0,1/1,0,2'].includes(formatGrid(weights)), `data-marks: ${formatGrid(weights)}`);
      assert.equal(
        weighted,
        `No sequence of presses can solve this board: every press changes the marked total (each marked cell's state times its mark, added up) by a multiple of 3, so counted mod 3 it stays ${weights[0][0]}, and the goal needs 0.`,
      );
      assert.equal(await threeStates.byTestId('active-cell').getAttribute('aria-label'), `row 1, column 1, state 1 of 3, marked ${weights[0][0]}`);
      await workbench.screenshot('proof of unsolvability, three states');
    }).timeout(300_000);
  });
}
