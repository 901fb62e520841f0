/**
 * Big boards for the end-to-end suites: the files (random two-state boards of a given side, a
 * solvable three-state one, written with fixed seeds so every run has the same boards) and the
 * webview hooks a big board is driven by (its paint counter, zooming to pressable cells, the cells
 * in view), and the wait for a file that auto-save writes whole. Used by the big-board laws
 * (test/e2e/bigBoards.test.ts) and the editor's timing table (test/e2e/bench/bigBoards.test.ts).
 */

import { readFileSync } from 'node:fs';
import type { Frame } from 'playwright-core';
import { parseLights } from '../../../src/core/format/formatRead';
import { applyPresses, createPuzzle } from '../../../src/core/puzzle';
import { poll, type GridEditor } from './workbench';

/** The file of the random board of side `side`. */
export const bigBoardFile = (side: number): string => `big-${side}.lights`;

/** The same text as {@link bigBoardFile}, as a plain-text file (what VS Code alone takes to open it). */
export const bigBoardTextFile = (side: number): string => `big-${side}.txt`;

/** The file of the solvable 1000x1000 three-state board. */
export const THREE_STATE_FILE = 'big-1000-three-states.lights';

/** A random two-state plain board of side `side` as a .lights text (a fixed seed: the same files every run). */
export function randomBoardText(side: number, seed: number): string {
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
export function solvableThreeStateText(side: number, seed: number): string {
  let state = seed >>> 0;
  const presses = Uint8Array.from({ length: side * side }, () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state >>> 30 === 0 ? 1 : 0;
  });
  const { grid } = applyPresses(createPuzzle({ rows: side, columns: side, states: 3, objective: 0, topology: 'plain' }), presses);
  const lines = Array.from({ length: side }, (_, row) => Array.from(grid.subarray(row * side, (row + 1) * side)).join(' '));
  return `# A solvable ${side}x${side} three-state board for the editor's timing table.\nrows = ${side}\ncolumns = ${side}\nstates = 3\ngrid = """\n${lines.join('\n')}\n"""\n`;
}

/** The puzzle canvas's paint counter and the board's confirmed document version (test hooks of src/webview/main.ts). */
export async function paintState(frame: Frame): Promise<{ count: number; paintedAt: number; version: number }> {
  return frame.evaluate(`(() => {
    const canvas = document.querySelector('[data-testid="puzzle-grid"]');
    return {
      count: Number(canvas?.dataset.paintCount ?? 0),
      paintedAt: Number(canvas?.dataset.paintedAt ?? 0),
      version: Number(canvas?.dataset.version ?? -1),
    };
  })()`);
}

/** Zooms in with the zoom buttons until cells are at least `size` px (pressable), and returns the size. */
export async function zoomTo(grid: GridEditor, size: number): Promise<number> {
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
export async function cellsInView(grid: GridEditor): Promise<{ rows: [number, number]; columns: [number, number] }> {
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

/** The file's text once it is whole (auto-save may be writing it: a read then sees a part) and `accept` holds. */
export async function wholeFile(file: string, what: string, accept: (text: string) => boolean): Promise<string> {
  return poll(
    what,
    () => Promise.resolve(readFileSync(file, 'utf8')),
    (text) => parseLights(text).ok && accept(text),
    30_000,
  );
}

/** Waits until the Solution pane shows its final answer for a board of any size (the data-presses hook stays empty on big boards). */
export async function waitForAnswer(grid: GridEditor): Promise<string> {
  const answer = await poll(
    'the final answer of the solve',
    async () => ({ summary: await grid.text('solution-summary'), busy: await grid.frame.locator('[aria-busy="true"]').count() }),
    ({ summary, busy }) => busy === 0 && summary.trim() !== '' && !/^(Solving|Press Solve|Found:)/.test(summary),
    180_000,
  );
  return answer.summary;
}
