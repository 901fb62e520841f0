/**
 * The grid editor's timing table with big boards in real VS Code (code-server in chromium):
 * 200x200, 1000x1000 and 2000x2000 files (open to a drawn board, a click to its repainted cell,
 * Solve to its summary) and a 1000x1000 three-state board whose first solution shows before the
 * search for the fewest presses ends, printed as a table: figures, not pass/fail timings. A
 * benchmark: `npm run bench:editor` (and `npm run bench`) runs it, `npm test` does not; the laws
 * that keep big files safe are test/e2e/bigBoards.test.ts.
 *
 * Times are read from the clocks where things happen: the webview's paint and click time stamps
 * (performance.now() in the webview's frame) and, for opening, the webview's paint time on the
 * wall clock (performance.timeOrigin + paint time) against the suite's wall clock at the Enter of
 * Quick Open. Both run on this machine, so they share the wall clock.
 *
 * What each row measures, precisely:
 * - open: from the Enter that opens the file to the end of the first paint of its board (the
 *   canvas's data-first-painted-at; later paints, such as the one after the fewest presses of the
 *   game arrive, do not count).
 * - the grid editor's share (the median of OPENS openings of different files of the same size, each
 *   after the machine settled): from the start of resolveCustomTextEditor (VS Code has loaded the text
 *   and hands the document over: data-resolved-at) to the same first paint. It splits into VS Code
 *   starting the webview (to its page's navigation start, performance.timeOrigin) and the page
 *   itself: loading its script, the ready handshake, the document message (parsed in a worker
 *   while the webview starts), its decoding, the first render and the first paint.
 * - a click: from the click event's time stamp (when the input reached the browser) to the end of
 *   the first paint after it (every paint's end is logged in the frame, so a later paint, such as
 *   the one after the host confirms the edit, is never taken for it). The input's wait (time stamp
 *   to the handler) is shown apart: that part is the browser's, before any code of ours runs.
 */

import * as assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Frame } from 'playwright-core';
import {
  bigBoardFile,
  bigBoardTextFile,
  cellsInView,
  paintState,
  randomBoardText,
  solvableThreeStateText,
  THREE_STATE_FILE,
  waitForAnswer,
  zoomTo,
} from '../support/bigBoards';
import { endToEndEnabled, suiteSession } from '../support/codeServer';
import { poll, type GridEditor, type Workbench } from '../support/workbench';

/** The sides measured, and the target for each where there is one (ms). */
const SIDES = [200, 1000, 2000] as const;
const OPEN_TARGET_MS: Readonly<Record<number, number>> = { 1000: 700, 2000: 1500 };
/** The grid editor's own share of opening (issue 29: under 0.3 s at 2000x2000). */
const EDITOR_OPEN_TARGET_MS: Readonly<Record<number, number>> = { 2000: 300 };
/** A click's repaint, 95th percentile (issue 29: under 30 ms at 2000x2000). */
const CLICK_TARGET_MS: Readonly<Record<number, number>> = { 2000: 30 };
const SOLVE_TARGET_MS: Readonly<Record<number, number>> = { 1000: 500 };
/** Clicks measured per board (the 95th percentile is read from them). */
const CLICKS = 20;
/**
 * Openings measured per size, each of a file of its own (random boards of other seeds), so that no
 * cache of an earlier opening helps: the opening's rows are their medians (VS Code's start of a
 * webview varies by a hundred milliseconds from one opening to the next on this machine).
 */
const OPENS = 9;
/** The file of opening `run` (0..OPENS-1) of a `side`x`side` board: the last is the board the clicks and Solve use. */
const openedFile = (side: number, run: number): string =>
  run === OPENS - 1 ? bigBoardFile(side) : bigBoardFile(side).replace('.lights', `-${run + 1}.lights`);

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

/**
 * Records in the webview the time stamp (performance.now() clock) of every click and when its
 * first handler ran, and the end of every paint of the puzzle canvas (its data-painted-at).
 */
async function recordClicks(frame: Frame): Promise<void> {
  await frame.evaluate(`(() => {
    if (window.__lightsClicks) return;
    window.__lightsClicks = [];
    window.__lightsHandled = [];
    window.__lightsPaints = [];
    window.addEventListener('click', (event) => { window.__lightsClicks.push(event.timeStamp); window.__lightsHandled.push(performance.now()); }, true);
    const canvas = document.querySelector('[data-testid="puzzle-grid"]');
    new MutationObserver(() => window.__lightsPaints.push(Number(canvas.dataset.paintedAt)))
      .observe(canvas, { attributes: true, attributeFilter: ['data-painted-at'] });
  })()`);
}

async function lastClickStamp(frame: Frame): Promise<number> {
  return frame.evaluate(`window.__lightsClicks[window.__lightsClicks.length - 1] ?? 0`);
}

/** The click's wait for its handler (ms), and the end of the first paint after `clicked`, if one was logged. */
async function clickPaint(frame: Frame, clicked: number): Promise<{ waited: number; paintedAt: number | undefined }> {
  return frame.evaluate(`(() => {
    const handled = window.__lightsHandled[window.__lightsHandled.length - 1] ?? ${clicked};
    return { waited: handled - ${clicked}, paintedAt: window.__lightsPaints.find((paintedAt) => paintedAt > ${clicked}) };
  })()`);
}

/** The processors' idle and total time so far (Linux's /proc/stat, in clock ticks). */
function processorTimes(): { idle: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal ...
  return { idle: fields[3] + fields[4], total: fields.reduce((sum, field) => sum + field, 0) };
}

/**
 * Waits until the machine is quiet, so that one opening's garbage collections and the extension
 * host's work after it do not land in the next opening's figures: the workbench's thread has had
 * five whole idle periods in a row (requestIdleCallback), and where Linux says it (/proc/stat) the
 * processors were at least 85% idle between two looks 200 ms apart. A machine that stays busy is
 * measured anyway after 15 s, and the table says so.
 */
async function settled(workbench: Workbench): Promise<void> {
  await workbench.page.evaluate(`new Promise((resolve) => {
    setTimeout(resolve, 10000);
    let quiet = 0;
    const check = (deadline) => {
      quiet = deadline.timeRemaining() >= 45 ? quiet + 1 : 0;
      if (quiet >= 5) resolve();
      else requestIdleCallback(check, { timeout: 1000 });
    };
    requestIdleCallback(check, { timeout: 1000 });
  })`);
  if (!existsSync('/proc/stat')) return;
  let last = processorTimes();
  try {
    await poll(
      'the processors mostly idle',
      async () => {
        const now = processorTimes();
        const idle = now.total > last.total ? (now.idle - last.idle) / (now.total - last.total) : 0;
        last = now;
        return idle;
      },
      (idle) => idle >= 0.85,
      15_000,
    );
  } catch {
    busyOpenings += 1;
  }
}

/** Openings measured on a machine that did not settle (see {@link settled}). */
let busyOpenings = 0;

/**
 * Opens the plain-text copy `big-<side>.txt` with Quick Open and returns the time from the Enter to
 * its first line shown: what VS Code itself takes to load a text that large, for comparison.
 */
async function openTextMeasured(workbench: Workbench, side: number): Promise<number> {
  const pressed = await workbench.quickOpen(bigBoardTextFile(side));
  await workbench.page.locator('.editor-instance .monaco-editor .view-lines').filter({ hasText: 'A random' }).first().waitFor({ timeout: 60_000 });
  return Date.now() - pressed;
}

/**
 * Opens `big-<side>.lights` with Quick Open (the side bar is closed) and returns the time from the
 * Enter that opens it to the first paint of its board, and the editor's share of it: from the moment
 * VS Code handed the loaded document to the grid editor (its webview's data-resolved-at), in ms.
 */
async function openMeasured(workbench: Workbench, side: number, file: string): Promise<OpenFigures> {
  const pressed = await workbench.quickOpen(file);
  const grid = workbench.grid();
  await grid.puzzleCanvas.waitFor({ timeout: 60_000 });
  const frame = await workbench.gridFrame();
  await poll(
    `the ${side}x${side} board drawn`,
    async () => ({ rows: await grid.puzzleAttribute('rows'), paint: await paintState(frame) }),
    (state) => state.rows === String(side) && state.paint.count > 0,
    60_000,
  );
  const drawnAt: number = await frame.evaluate(
    `performance.timeOrigin + (() => { const hooks = document.querySelector('[data-testid="puzzle-grid"]').dataset; return Number(hooks.firstPaintedAt ?? hooks.paintedAt); })()`,
  );
  const resolvedAt = Number(await frame.evaluate(`document.documentElement.dataset.resolvedAt`));
  const pageStart: number = await frame.evaluate('performance.timeOrigin');
  return { total: drawnAt - pressed, editor: drawnAt - resolvedAt, webviewStart: pageStart - resolvedAt, page: drawnAt - pageStart };
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

/** One opening of a file, in ms (see {@link openMeasured}). */
interface OpenFigures {
  total: number;
  editor: number;
  webviewStart: number;
  page: number;
}

interface BoardFigures {
  textOpen?: number;
  /** Every opening of the size, in the order measured. */
  opens?: OpenFigures[];
  open?: number;
  openEditor?: number;
  webviewStart?: number;
  page?: number;
  clicks?: number[];
  clickWaits?: number[];
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
    `      | open the file to a drawn board (the medians of ${OPENS} openings of different files of the size, from here to the page) | ${SIDES.map((side) => figure(figures.get(side)?.open, OPEN_TARGET_MS[side])).join(' | ')} |`,
    `      | of which the grid editor: from VS Code handing over the loaded document to the drawn board | ${SIDES.map((side) => figure(figures.get(side)?.openEditor, EDITOR_OPEN_TARGET_MS[side])).join(' | ')} |`,
    `      | of those, VS Code starting the webview (to its page's navigation start) | ${SIDES.map((side) => figure(figures.get(side)?.webviewStart, undefined)).join(' | ')} |`,
    `      | of those, the webview's page: its script, the ready handshake, the document's message, decoding, first render and paint | ${SIDES.map((side) => figure(figures.get(side)?.page, undefined)).join(' | ')} |`,
    `      | for comparison: VS Code opening the same text as a .txt file | ${SIDES.map((side) => figure(figures.get(side)?.textOpen, undefined)).join(' | ')} |`,
    `      | setup click to the repainted cell, median of ${CLICKS} | ${SIDES.map((side) => figure(figures.get(side)?.clickMedian, undefined)).join(' | ')} |`,
    `      | setup click to the repainted cell, 95th percentile | ${SIDES.map((side) => figure(figures.get(side)?.clickP95, CLICK_TARGET_MS[side])).join(' | ')} |`,
    `      | of which the input's wait for the webview's thread (click time stamp to its handler), 95th percentile | ${SIDES.map((side) => figure(figures.get(side)?.clickWaits && quantile(figures.get(side)?.clickWaits ?? [], 0.95), undefined)).join(' | ')} |`,
    `      | setup click to the edit confirmed by the document, median | ${SIDES.map((side) => figure(figures.get(side)?.confirmMedian, undefined)).join(' | ')} |`,
    `      | Solve to the summary shown | ${SIDES.map((side) => figure(figures.get(side)?.solve, SOLVE_TARGET_MS[side])).join(' | ')} |`,
    `      | Solve to the fewest presses proven (or the search ended) | ${SIDES.map((side) => figure(figures.get(side)?.solveFull, undefined)).join(' | ')} |`,
    `      Openings measured on a machine that stayed busy: ${busyOpenings}`,
    `      Solve on 1000x1000 with three states (3^18 solutions searched for the fewest presses): the first solution shown after ${figure(threeStates.solve, SOLVE_TARGET_MS[1000])}, the fewest proven after ${figure(threeStates.solveFull, undefined)}`,
    ...SIDES.map(
      (side) =>
        `      The grid editor's share of each opening of ${side}x${side}, ms (VS Code starting the webview + the page): ${(figures.get(side)?.opens ?? [])
          .map((opened) => `${Math.round(opened.editor)} (${Math.round(opened.webviewStart)} + ${Math.round(opened.page)})`)
          .join(', ')}`,
    ),
    ...SIDES.map(
      (side) =>
        `      Clicks on ${side}x${side}, ms, sorted: ${[...(figures.get(side)?.clicks ?? [])]
          .sort((a, b) => a - b)
          .map(Math.round)
          .join(' ')}; the input's waits: ${[...(figures.get(side)?.clickWaits ?? [])]
          .sort((a, b) => a - b)
          .map(Math.round)
          .join(' ')}`,
    ),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

if (endToEndEnabled) {
  describe('e2e bench: big boards in the editor (timing table)', function () {
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
            writeFileSync(join(workspace, bigBoardFile(side)), text);
            writeFileSync(join(workspace, bigBoardTextFile(side)), text);
            for (let run = 0; run < OPENS - 1; run++)
              writeFileSync(join(workspace, openedFile(side, run)), randomBoardText(side, 0x5eed + side + 7919 * (run + 1)));
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
        const opens: OpenFigures[] = [];
        for (let run = 0; run < OPENS; run++) {
          if (run > 0) await workbench.closeAllEditors();
          // Each opening starts on a settled machine: the last one's collections and the worker's idle work done.
          await settled(workbench);
          opens.push(await openMeasured(workbench, side, openedFile(side, run)));
        }
        measured.opens = opens;
        measured.open = median(opens.map((opened) => opened.total));
        measured.openEditor = median(opens.map((opened) => opened.editor));
        measured.webviewStart = median(opens.map((opened) => opened.webviewStart));
        measured.page = median(opens.map((opened) => opened.page));
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
        const waits: number[] = [];
        const confirmations: number[] = [];
        for (let click = 0; click < CLICKS; click++) {
          const row = view.rows[0] + ((click * 7) % Math.max(1, view.rows[1] - view.rows[0]));
          const col = view.columns[0] + ((click * 11) % Math.max(1, view.columns[1] - view.columns[0]));
          const before = await paintState(frame);
          await grid.clickCell(row, col);
          const clicked = await lastClickStamp(frame);
          // The first paint after the click shows it (a paint already asked for paints the state of its frame).
          const painted = await poll(
            `a paint after the click on row ${row + 1}, column ${col + 1}`,
            () => clickPaint(frame, clicked),
            (state) => state.paintedAt !== undefined,
            15_000,
          );
          latencies.push((painted.paintedAt ?? clicked) - clicked);
          waits.push(painted.waited);
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
        measured.clickWaits = waits;
        measured.clickMedian = median(latencies);
        measured.clickP95 = quantile(latencies, 0.95);
        measured.confirmMedian = median(confirmations);

        // Solve: the time from the click to the summary, and to the end of the search for the fewest presses.
        await grid.byTestId('zoom-fit').click();
        Object.assign(measured, await solveMeasured(grid, frame));
        await workbench.screenshot(`${side}x${side} solved`);
      }).timeout(600_000);
    }

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
