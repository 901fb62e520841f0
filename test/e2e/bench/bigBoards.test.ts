/**
 * Big boards in real VS Code (code-server in chromium): the editor's timing table for 200x200,
 * 1000x1000 and 2000x2000 files (open to a drawn board, a click to its repainted cell, Solve to its
 * summary), printed as a table — figures, not pass/fail timings — and the laws that keep big files
 * safe: a setup click changes one row of the file, and what reaches the disk after many clicks parses
 * to exactly the board the clicks made. `npm run bench:editor` runs this file alone.
 *
 * Times are read from the clocks where things happen: the webview's paint and click time stamps
 * (performance.now() in the webview's frame) and, for opening, the webview's paint time on the
 * wall clock (performance.timeOrigin + paint time) against the suite's wall clock at the click in
 * the explorer. Both run on this machine, so they share the wall clock.
 */

import * as assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Frame } from 'playwright-core';
import { parseLights } from '../../../src/core/format/formatRead';
import { applyPresses, createPuzzle } from '../../../src/core/puzzle';
import { endToEndEnabled, suiteSession } from '../support/codeServer';
import { describeAxeResults, runAxe } from '../support/accessibility';
import { COLOR_THEMES, poll, type GridEditor, type Workbench } from '../support/workbench';

/** The sides measured, and the target for each where there is one (ms). */
const SIDES = [200, 1000, 2000] as const;
const OPEN_TARGET_MS: Readonly<Record<number, number>> = { 1000: 700, 2000: 1500 };
const CLICK_TARGET_MS: Readonly<Record<number, number>> = { 2000: 50 };
const SOLVE_TARGET_MS: Readonly<Record<number, number>> = { 1000: 500 };
/** Clicks measured per board (the 95th percentile is read from them). */
const CLICKS = 20;

/** A random two-state plain board of side `side` as a .lights text (a fixed seed: the same files every run). */
function randomBoardText(side: number, seed: number): string {
  let state = seed >>> 0;
  const next = (): number => {
    // xorshift32
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state;
  };
  const lines: string[] = [];
  for (let row = 0; row < side; row++) {
    const cells: string[] = [];
    for (let col = 0; col < side; col++) {
      cells.push(String(next() & 1));
    }
    lines.push(cells.join(' '));
  }
  return `# A random ${side}x${side} board for the editor's timing table.\nrows = ${side}\ncolumns = ${side}\ngrid = """\n${lines.join('\n')}\n"""\n`;
}

/**
 * A solvable three-state plain board of side `side` (random presses from the solved board, a fixed
 * seed), as a .lights text: its solutions are many (3^18 at 1000x1000), so Solve searches them for
 * the fewest presses and shows its first solution before that.
 */
function solvableThreeStateText(side: number, seed: number): string {
  let state = seed >>> 0;
  const presses = Uint8Array.from({ length: side * side }, () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state >>> 30 === 0 ? 1 : 0;
  });
  const { grid } = applyPresses(createPuzzle({ rows: side, columns: side, states: 3, objective: 0, topology: 'plain' }), presses);
  const lines = Array.from({ length: side }, (_, row) => Array.from(grid.subarray(row * side, (row + 1) * side)).join(' '));
  return `# A solvable ${side}x${side} three-state board for the editor's timing table.\nrows = ${side}\ncolumns = ${side}\nstates = 3\ngrid = """\n${lines.join('\n')}\n"""\n`;
}

const THREE_STATE_FILE = 'big-1000-three-states.lights';

const fileName = (side: number): string => `big-${side}.lights`;
const textFileName = (side: number): string => `big-${side}.txt`;

/** The q-quantile (0..1) of `values`, nearest rank. */
function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

const median = (values: readonly number[]): number => quantile(values, 0.5);

/** "123 ms" with the target's verdict when there is one. */
function figure(value: number | undefined, target: number | undefined): string {
  if (value === undefined) return 'n/a';
  const text = `${Math.round(value)} ms`;
  return target === undefined ? text : `${text} (target < ${target}, ${value < target ? 'met' : 'missed'})`;
}

/** The puzzle canvas's paint counter and the board's confirmed document version (test hooks of src/webview/main.ts). */
async function paintState(frame: Frame): Promise<{ count: number; paintedAt: number; version: number }> {
  return frame.evaluate(`(() => {
    const canvas = document.querySelector('[data-testid="puzzle-grid"]');
    return {
      count: Number(canvas?.dataset.paintCount ?? 0),
      paintedAt: Number(canvas?.dataset.paintedAt ?? 0),
      version: Number(canvas?.dataset.version ?? -1),
    };
  })()`);
}

/** Records in the webview the time stamp (performance.now() clock) of every click, for {@link clickLatency}. */
async function recordClicks(frame: Frame): Promise<void> {
  await frame.evaluate(`(() => {
    if (window.__lightsClicks) return;
    window.__lightsClicks = [];
    window.addEventListener('click', (event) => window.__lightsClicks.push(event.timeStamp), true);
  })()`);
}

async function lastClickStamp(frame: Frame): Promise<number> {
  return frame.evaluate(`window.__lightsClicks[window.__lightsClicks.length - 1] ?? 0`);
}

/** Zooms in with the zoom buttons until cells are at least `size` px (pressable), and returns the size. */
async function zoomTo(grid: GridEditor, size: number): Promise<number> {
  for (let step = 0; step < 40; step++) {
    const current = Number(await grid.puzzleAttribute('cell-size'));
    if (current >= size) return current;
    await grid.byTestId('zoom-in').click();
    await poll(
      'the zoom to grow',
      async () => Number(await grid.puzzleAttribute('cell-size')),
      (next) => next > current,
      10_000,
    );
  }
  throw new Error(`could not zoom to ${size} px cells`);
}

/** Cells fully in view (rows and columns ranges) in the top-left quarter of the puzzle canvas, from its hooks. */
async function cellsInView(grid: GridEditor): Promise<{ rows: [number, number]; columns: [number, number] }> {
  const size = Number(await grid.puzzleAttribute('cell-size'));
  const offsetX = Number((await grid.puzzleAttribute('offset-x')) || 0);
  const offsetY = Number((await grid.puzzleAttribute('offset-y')) || 0);
  const box = await grid.puzzleCanvas.boundingBox();
  if (box === null) throw new Error('the puzzle canvas is not laid out');
  // The top-left quarter of the view: the overview map covers the bottom-right corner of a big board.
  const firstRow = Math.ceil(offsetY / size);
  const firstColumn = Math.ceil(offsetX / size);
  return {
    rows: [firstRow, Math.max(firstRow, Math.floor((offsetY + box.height / 2) / size) - 1)],
    columns: [firstColumn, Math.max(firstColumn, Math.floor((offsetX + box.width / 2) / size) - 1)],
  };
}

/**
 * Opens the plain-text copy `big-<side>.txt` with Quick Open and returns the time from the Enter to
 * its first line shown: what VS Code itself takes to load a text that large, for comparison.
 */
async function openTextMeasured(workbench: Workbench, side: number): Promise<number> {
  const pressed = await workbench.quickOpen(textFileName(side));
  await workbench.page.locator('.editor-instance .monaco-editor .view-lines').filter({ hasText: 'A random' }).first().waitFor({ timeout: 60_000 });
  return Date.now() - pressed;
}

/**
 * Opens `big-<side>.lights` with Quick Open (the side bar is closed) and returns the time from the
 * Enter that opens it to the first paint of its board, and the editor's share of it: from the moment
 * VS Code handed the loaded document to the grid editor (its webview's data-resolved-at), in ms.
 */
async function openMeasured(workbench: Workbench, side: number): Promise<{ total: number; editor: number }> {
  const pressed = await workbench.quickOpen(fileName(side));
  const grid = workbench.grid();
  await grid.puzzleCanvas.waitFor({ timeout: 60_000 });
  const frame = await workbench.gridFrame();
  await poll(
    `the ${side}x${side} board drawn`,
    async () => ({ rows: await grid.puzzleAttribute('rows'), paint: await paintState(frame) }),
    (state) => state.rows === String(side) && state.paint.count > 0,
    60_000,
  );
  const drawnAt: number = await frame.evaluate(`performance.timeOrigin + Number(document.querySelector('[data-testid="puzzle-grid"]').dataset.paintedAt)`);
  const resolvedAt = Number(await frame.evaluate(`document.documentElement.dataset.resolvedAt`));
  return { total: drawnAt - pressed, editor: drawnAt - resolvedAt };
}

/** Waits until the Solution pane shows its final answer for a board of any size (the data-presses hook stays empty on big boards). */
async function waitForAnswer(grid: GridEditor): Promise<string> {
  const answer = await poll(
    'the final answer of the solve',
    async () => ({ summary: await grid.text('solution-summary'), busy: await grid.frame.locator('[aria-busy="true"]').count() }),
    ({ summary, busy }) => busy === 0 && summary.trim() !== '' && !/^(Solving|Press Solve|Found:)/.test(summary),
    180_000,
  );
  return answer.summary;
}

/** The file's text once it is whole (auto-save may be writing it: a read then sees a part) and `accept` holds. */
async function wholeFile(file: string, what: string, accept: (text: string) => boolean): Promise<string> {
  return poll(
    what,
    () => Promise.resolve(readFileSync(file, 'utf8')),
    (text) => parseLights(text).ok && accept(text),
    30_000,
  );
}

/** Clicks Solve and returns the time to the first answer shown and to the final one (the search for the fewest presses ended), in ms. */
async function solveMeasured(grid: GridEditor, frame: Frame): Promise<{ solve?: number; solveFull?: number }> {
  await frame.evaluate(`(() => {
    const summary = document.querySelector('[data-testid="solution-summary"]');
    window.__lightsSummary = [];
    new MutationObserver(() => window.__lightsSummary.push([performance.now(), summary.textContent, document.querySelector('[aria-busy="true"]') !== null]))
      .observe(summary, { childList: true, characterData: true, subtree: true });
  })()`);
  await recordClicks(frame);
  await grid.byTestId('solve').click();
  const clicked = await lastClickStamp(frame);
  await waitForAnswer(grid);
  const changes: [number, string, boolean][] = await frame.evaluate('window.__lightsSummary');
  // The first summary that is an answer (a solution, or why there is none), not the waiting words.
  const shown = changes.find(([, text]) => text.trim() !== '' && !/^(Solving|Press Solve)/.test(text));
  const finished = [...changes].reverse().find(([, , busy]) => !busy);
  return {
    ...(shown === undefined ? {} : { solve: shown[0] - clicked }),
    ...(finished === undefined ? {} : { solveFull: finished[0] - clicked }),
  };
}

interface BoardFigures {
  textOpen?: number;
  open?: number;
  openEditor?: number;
  clicks?: number[];
  clickMedian?: number;
  clickP95?: number;
  confirmMedian?: number;
  solve?: number;
  solveFull?: number;
}

/** Prints the timing table of the measured boards. */
function printTable(figures: ReadonlyMap<number, BoardFigures>, threeStates: BoardFigures): void {
  const lines = [
    '',
    '      The grid editor with big boards (code-server, this machine; targets in brackets):',
    '      | work | 200x200 | 1000x1000 | 2000x2000 |',
    '      | --- | --- | --- | --- |',
    `      | open the file to a drawn board | ${SIDES.map((side) => figure(figures.get(side)?.open, OPEN_TARGET_MS[side])).join(' | ')} |`,
    `      | of which the grid editor: from VS Code handing over the loaded document to the drawn board | ${SIDES.map((side) => figure(figures.get(side)?.openEditor, undefined)).join(' | ')} |`,
    `      | for comparison: VS Code opening the same text as a .txt file | ${SIDES.map((side) => figure(figures.get(side)?.textOpen, undefined)).join(' | ')} |`,
    `      | setup click to the repainted cell, median of ${CLICKS} | ${SIDES.map((side) => figure(figures.get(side)?.clickMedian, undefined)).join(' | ')} |`,
    `      | setup click to the repainted cell, 95th percentile | ${SIDES.map((side) => figure(figures.get(side)?.clickP95, CLICK_TARGET_MS[side])).join(' | ')} |`,
    `      | setup click to the edit confirmed by the document, median | ${SIDES.map((side) => figure(figures.get(side)?.confirmMedian, undefined)).join(' | ')} |`,
    `      | Solve to the summary shown | ${SIDES.map((side) => figure(figures.get(side)?.solve, SOLVE_TARGET_MS[side])).join(' | ')} |`,
    `      | Solve to the fewest presses proven (or the search ended) | ${SIDES.map((side) => figure(figures.get(side)?.solveFull, undefined)).join(' | ')} |`,
    `      Solve on 1000x1000 with three states (3^18 solutions searched for the fewest presses): the first solution shown after ${figure(threeStates.solve, SOLVE_TARGET_MS[1000])}, the fewest proven after ${figure(threeStates.solveFull, undefined)}`,
    ...SIDES.map(
      (side) =>
        `      Clicks on ${side}x${side}, ms, sorted: ${[...(figures.get(side)?.clicks ?? [])]
          .sort((a, b) => a - b)
          .map(Math.round)
          .join(' ')}`,
    ),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

if (endToEndEnabled) {
  describe('e2e: big boards in the editor (timing table)', function () {
    this.timeout(180_000);
    const figures = new Map<number, BoardFigures>();
    const threeStates: BoardFigures = {};
    const current = suiteSession(
      {
        name: 'big-boards',
        trust: true,
        // Browser VS Code's own auto-save delay (the suite's other sessions save after 200 ms, to see writes sooner).
        userSettings: { 'files.autoSaveDelay': 1000 },
        prepareWorkspace: (workspace) => {
          for (const side of SIDES) {
            const text = randomBoardText(side, 0x5eed + side);
            writeFileSync(join(workspace, fileName(side)), text);
            writeFileSync(join(workspace, textFileName(side)), text);
          }
          writeFileSync(join(workspace, THREE_STATE_FILE), solvableThreeStateText(1000, 0x3e3));
        },
      },
      { afterAll: () => printTable(figures, threeStates) },
    );

    before(async () => {
      await current().workbench.setEditorSize(1000, 700);
    });

    for (const side of SIDES) {
      it(`opens, clicks and solves a ${side}x${side} board, measured`, async () => {
        const { workbench } = current();
        await workbench.closeAllEditors();
        const measured: BoardFigures = {};
        figures.set(side, measured);

        measured.textOpen = await openTextMeasured(workbench, side);
        await workbench.closeAllEditors();
        const opened = await openMeasured(workbench, side);
        measured.open = opened.total;
        measured.openEditor = opened.editor;
        const grid = workbench.grid();
        const frame = await workbench.gridFrame();
        assert.equal(await grid.puzzleAttribute('rows'), String(side));
        await workbench.screenshot(`${side}x${side} opened`);

        // Setup clicks (a file opens in Play), at a zoom where cells can be aimed at.
        await grid.setMode('setup');
        await zoomTo(grid, 12);
        await recordClicks(frame);
        const view = await cellsInView(grid);
        const latencies: number[] = [];
        const confirmations: number[] = [];
        for (let click = 0; click < CLICKS; click++) {
          const row = view.rows[0] + ((click * 7) % Math.max(1, view.rows[1] - view.rows[0]));
          const col = view.columns[0] + ((click * 11) % Math.max(1, view.columns[1] - view.columns[0]));
          const before = await paintState(frame);
          await grid.clickCell(row, col);
          const clicked = await lastClickStamp(frame);
          const painted = await poll(
            `a paint after the click on row ${row + 1}, column ${col + 1}`,
            () => paintState(frame),
            // The first paint after the click shows it (a paint already asked for paints the state of its frame).
            (state) => state.count > before.count && state.paintedAt > clicked,
            15_000,
          );
          latencies.push(painted.paintedAt - clicked);
          // The next click only after the document confirmed this one, so each click is measured alone.
          const confirmed = await poll(
            'the edit confirmed by the document',
            () => paintState(frame),
            (state) => state.version > before.version,
            30_000,
          );
          confirmations.push(confirmed.paintedAt - clicked);
        }
        measured.clicks = latencies;
        measured.clickMedian = median(latencies);
        measured.clickP95 = quantile(latencies, 0.95);
        measured.confirmMedian = median(confirmations);

        // Solve: the time from the click to the summary, and to the end of the search for the fewest presses.
        await grid.byTestId('zoom-fit').click();
        Object.assign(measured, await solveMeasured(grid, frame));
        await workbench.screenshot(`${side}x${side} solved`);
      }).timeout(600_000);
    }

    it('a setup click on a 2000x2000 board changes one row of the file, and the file on disk after many clicks is exactly the board', async () => {
      const { workbench, workspace } = current();
      const side = 2000;
      const file = join(workspace, fileName(side));
      // The board the earlier test left (its clicks were saved by auto-save): start from what is on disk.
      await poll(
        'the earlier clicks saved',
        () => workbench.tabIsDirty(fileName(side)),
        (dirty) => !dirty,
        30_000,
      );
      const startText = await wholeFile(file, 'the file saved whole', () => true);
      const start = parseLights(startText);
      assert.ok(start.ok, 'the file parses');
      const expected = start.document.puzzle.grid.slice();
      const beforeLines = startText.split('\n');
      const grid = workbench.grid();
      assert.equal(await grid.puzzleAttribute('rows'), String(side), 'the 2000x2000 board is still open');
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
      assert.equal(await workbench.tabIsDirty(fileName(side)), false, 'saved');
    });

    it('the zoomed 2000x2000 board with its overview map and solution passes axe-core in the four themes, and Fit shows the whole board', async () => {
      const { workbench } = current();
      const grid = workbench.grid();
      assert.equal(await grid.puzzleAttribute('rows'), '2000', 'the 2000x2000 board is still open');
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

    it('shows the first solution of a 1000x1000 three-state board while it searches 3^18 solutions for the fewest presses, measured', async () => {
      const { workbench } = current();
      await workbench.closeAllEditors();
      const grid = await workbench.openFile(THREE_STATE_FILE);
      await poll(
        'the three-state board drawn',
        () => grid.puzzleAttribute('states'),
        (states) => states === '3',
        60_000,
      );
      const frame = await workbench.gridFrame();
      const measured = await solveMeasured(grid, frame);
      threeStates.solve = measured.solve;
      threeStates.solveFull = measured.solveFull;
      assert.match(await grid.text('solution-summary'), /387,420,489 solutions/);
      assert.ok(
        measured.solve !== undefined && measured.solveFull !== undefined && measured.solve < measured.solveFull,
        'the first solution came before the final answer',
      );
      await workbench.screenshot('1000x1000 three states solved');
      await workbench.closeAllEditors();
    }).timeout(300_000);
  });
}
