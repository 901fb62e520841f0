import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { applyPresses, isSolved, puzzleFromRows } from '../../src/core/puzzle';
import { endToEndEnabled, fileSnapshot, repositoryRoot, startSession, type Session } from './support/codeServer';
import { formatGrid, parseGrid, poll, type GridEditor } from './support/workbench';

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

/** A malformed puzzle the suite adds to the workspace: a 7 on a two-state board, at line 6, column 3. */
const BROKEN = '# A malformed puzzle: a 7 on a two-state board.\nrows = 2\ncolumns = 3\ngrid = """\n0 1 0\n0 7 0\n"""\n';

/** `cells` with (row, col) set to `value`. */
function withCell(cells: readonly (readonly number[])[], row: number, col: number, value: number): number[][] {
  return cells.map((values, r) => values.map((current, c) => (r === row && c === col ? value : current)));
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
    let session: Session | undefined;

    /** The running session (the before hook failed when there is none). */
    function current(): Session {
      if (!session) throw new Error('no code-server session');
      return session;
    }

    before(async function () {
      // Packaging, and on a fresh machine installing code-server, takes minutes.
      this.timeout(20 * 60_000);
      session = await startSession({
        name: 'workspace',
        trust: true,
        userSettings: {
          'lightsOut.defaults.rows': 4,
          'lightsOut.defaults.columns': 6,
          'lightsOut.defaults.states': 3,
          'lightsOut.defaults.objective': 1,
          'lightsOut.defaults.topology': 'torus',
        },
        prepareWorkspace: (workspace) => writeFileSync(join(workspace, 'broken.lights'), BROKEN),
      });
    });

    after(async () => {
      await session?.close();
    });

    beforeEach(async () => {
      await current().workbench.closeAllEditors();
    });

    afterEach(async function () {
      if (this.currentTest?.state !== 'failed' || !session) return;
      await session.workbench.screenshot(`failed ${this.currentTest.title}`).catch(() => undefined);
      session.printLogs();
    });

    it('1. opens a .lights file in the grid editor with its size and cell values', async () => {
      const { workbench } = current();
      const grid = await workbench.openFile('6x6.lights');
      await grid.waitForCells(SIX_BY_SIX);
      assert.equal(await grid.puzzleAttribute('rows'), '6');
      assert.equal(await grid.puzzleAttribute('columns'), '6');
      assert.equal(await grid.puzzleAttribute('states'), '4');
      assert.equal(await grid.puzzleAttribute('objective'), '0');
      assert.equal(await grid.puzzleAttribute('topology'), 'plain');
      assert.equal(await grid.text('puzzle-title'), '6x6, four states');
      await workbench.screenshot('opened 6x6 in the grid');
    });

    it('2. a left and a right click in setup mode change exactly that cell, the text shows it, Ctrl+Z restores it', async () => {
      const { workbench, page } = current();
      const grid = await workbench.openFile('lights-out-2000.lights');
      await grid.waitForCells(LIGHTS_OUT_2000);

      await grid.clickCell(1, 2);
      const afterLeft = withCell(LIGHTS_OUT_2000, 1, 2, 1);
      await grid.waitForCells(afterLeft, 'the grid after a left click on (1, 2): 0 + 1');
      await grid.clickCell(2, 3, 'right');
      const afterRight = withCell(afterLeft, 2, 3, 2);
      await grid.waitForCells(afterRight, 'the grid after a right click on (2, 3): 0 - 1 mod 3');
      await workbench.screenshot('setup clicks');

      await workbench.runCommand('Lights Out: Open as Text');
      const text = await poll('the text editor to show the edited grid', () => workbench.textEditorContent(), (content) => content.includes('2 1 1 2 2'));
      assert.deepEqual(gridBlock(text), afterRight.map((row) => row.join(' ')));
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

    it('3. in play mode a click changes the cell and its neighbours, and the move counter counts', async () => {
      const { workbench } = current();
      const grid = await workbench.openFile('6x6.lights');
      await grid.waitForCells(SIX_BY_SIX);
      await grid.byTestId('play-toggle').click();
      await poll('the move counter', () => grid.text('move-counter'), (text) => text === 'Moves: 0');

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
      await poll('the move counter', () => grid.text('move-counter'), (text) => text === 'Moves: 1');

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
      await poll('the move counter', () => grid.text('move-counter'), (text) => text === 'Moves: 2');
      await workbench.screenshot('play mode, two moves');
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
      assert.match(result.summary, new RegExp(`\\b${expected.totalPresses} presses \\(minimal\\)`));
      assert.match(result.summary, new RegExp(`\\b${expected.solutionCount} solutions\\b`));
      assert.ok((await grid.solutionRedShare()) < 0.05, 'a solvable puzzle\'s solution grid is not painted red');
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
      assert.match(result.summary, /\b0 solutions\b/);
      const red = await grid.solutionRedShare();
      assert.ok(red > 0.5, `the solution grid should be painted red, but only ${(red * 100).toFixed(1)} % of its pixels are`);
    });

    it('6. New Puzzle from the command palette uses the lightsOut.defaults.* settings', async () => {
      const { workbench } = current();
      await workbench.runCommand('Lights Out: New Puzzle');
      assert.equal(await workbench.acceptInputBox('Rows'), '4');
      assert.equal(await workbench.acceptInputBox('Columns'), '6');
      assert.equal(await workbench.acceptInputBox('States per cell'), '3');
      assert.equal(await workbench.acceptInputBox('Objective state'), '1');
      const topologies = await workbench.quickPickRows('torus');
      assert.match(topologies[0], /^torus\b/, `the configured topology comes first: ${topologies.join(' | ')}`);
      await current().page.keyboard.press('Enter');
      await workbench.quickPickRows('Random solvable puzzle');
      await workbench.pick('Solved board');

      const grid: GridEditor = workbench.grid();
      await grid.waitForCells(Array.from({ length: 4 }, () => [1, 1, 1, 1, 1, 1]), 'a solved 4x6 board (every cell at the objective 1)');
      assert.equal(await grid.puzzleAttribute('rows'), '4');
      assert.equal(await grid.puzzleAttribute('columns'), '6');
      assert.equal(await grid.puzzleAttribute('states'), '3');
      assert.equal(await grid.puzzleAttribute('objective'), '1');
      assert.equal(await grid.puzzleAttribute('topology'), 'torus');
      assert.ok((await workbench.tabs()).some((tab) => tab.startsWith('Untitled')), 'the new puzzle is an untitled document');
      await workbench.screenshot('new puzzle from the defaults');
    });

    it('7. with lightsOut.solver = clingo and no clingo executable, Solve uses the built-in clingo (wasm)', async () => {
      const { workbench, workspace } = current();
      const settings = join(workspace, '.vscode', 'settings.json');
      mkdirSync(dirname(settings), { recursive: true });
      writeFileSync(settings, `${JSON.stringify({ 'lightsOut.solver': 'clingo' }, null, 2)}\n`);
      try {
        const grid = await workbench.openFile('classic-5x5-all-on.lights');
        await grid.waitForCells(ALL_ON_5X5);
        // VS Code picks the settings file up through its file watcher; solve again until the answer is from clingo.
        let result = await grid.solve(90_000);
        for (let attempt = 0; attempt < 5 && !/clingo/i.test(result.summary); attempt += 1) {
          await current().page.waitForTimeout(2_000);
          result = await grid.solve(90_000);
        }
        await workbench.screenshot('solved with clingo');
        assert.match(result.summary, /clingo/i, 'the summary names the clingo engine');
        assert.match(result.summary, /wasm/i, 'the summary names the built-in (wasm) runner');
        assert.equal(result.unsolvable, false, result.error);
        const puzzle = puzzleFromRows({ states: 2, objective: 0, topology: 'plain' }, ALL_ON_5X5);
        assert.ok(isSolved(applyPresses(puzzle, parseGrid(result.presses).flat())), `the presses ${result.presses} solve the puzzle`);
      } finally {
        rmSync(settings, { force: true });
      }
    });

    it('9. a malformed file shows its errors in the editor and the Problems panel, and stays byte for byte', async () => {
      const { workbench, workspace } = current();
      const file = join(workspace, 'broken.lights');
      const before = fileSnapshot(file);
      const grid = await workbench.openFile('broken.lights');
      const errors = await poll('the errors list', () => grid.text('errors'), (text) => text.includes('line 6'));
      assert.match(errors, /line 6, column 3: .*\b7\b/);
      await workbench.screenshot('errors in the editor');

      const problems = await poll('the Problems panel to list the error', () => workbench.problems(), (rows) => rows.some((row) => row.includes('line 6 and character 3')));
      assert.ok(problems.some((row) => row.includes('broken.lights')), `the file is listed: ${problems.join(' | ')}`);
      assert.ok(problems.some((row) => /^Error: .*\b7\b.* at line 6 and character 3/.test(row)), `the error is listed: ${problems.join(' | ')}`);
      await workbench.screenshot('errors in the Problems panel');

      assert.equal(await workbench.closeAllEditors(), false, 'closing the editor asks nothing: the document was not changed');
      const after = fileSnapshot(file);
      assert.ok(after.bytes.equals(before.bytes), 'the file has the same bytes');
      assert.equal(after.modified, before.modified, 'the file was not written');
    });
  });
}
