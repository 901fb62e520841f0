import * as assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyPresses } from '../../src/core/puzzle';
import { puzzleFromRows } from '../support/puzzleRows';
import { describeAxeResults, runAxe, WCAG_TAGS, type AxeReport } from './support/accessibility';
import { endToEndEnabled, suiteSession } from './support/codeServer';
import { openShowcase } from './support/showcase';
import { boxInside, COLOR_THEMES, poll, type Box, type GridEditor, type Workbench } from './support/workbench';

/** The side of the large board the layout checks open. */
const LARGE_SIDE = 20;

/**
 * A solvable 20x20 two-state puzzle (all off, then a fixed pattern of presses), as the text of a
 * .lights file.
 */
function largePuzzleText(): string {
  const presses = Array.from({ length: LARGE_SIDE * LARGE_SIDE }, (_, index) =>
    ((index % LARGE_SIDE) * 7 + Math.floor(index / LARGE_SIDE) * 3) % 5 === 0 ? 1 : 0,
  );
  const empty = Array.from({ length: LARGE_SIDE }, () => new Array<number>(LARGE_SIDE).fill(0));
  const { grid } = applyPresses(puzzleFromRows({ states: 2, objective: 0, topology: 'plain' }, empty), presses);
  const rows = empty.map((_, row) => Array.from(grid.subarray(row * LARGE_SIDE, (row + 1) * LARGE_SIDE)).join(' '));
  return [
    `# A ${LARGE_SIDE}x${LARGE_SIDE} board for the end-to-end suite's layout checks.`,
    `title = "Large ${LARGE_SIDE}x${LARGE_SIDE}"`,
    `rows = ${LARGE_SIDE}`,
    `columns = ${LARGE_SIDE}`,
    'states = 2',
    'objective = 0',
    'topology = "plain"',
    'grid = """',
    ...rows,
    '"""',
    '',
  ].join('\n');
}

const LARGE_FILE = `large-${LARGE_SIDE}x${LARGE_SIDE}.lights`;

/** One line of the layout table. */
interface LayoutFigures {
  readonly layoutCase: string;
  readonly editor: Box;
  readonly cellSize: number;
  readonly puzzle: Box;
  readonly solution: Box;
  readonly inside: boolean;
  readonly arrangement: 'side by side' | 'stacked' | 'overlapping';
  /** The panel's widths: main.app's scrollWidth / clientWidth. */
  readonly scrollWidth: number;
  readonly clientWidth: number;
}

function size(box: Box): string {
  return `${Math.round(box.width)}x${Math.round(box.height)}`;
}

/** The layout figures as a plain table, like a benchmark's. */
function layoutTable(rows: readonly LayoutFigures[]): string {
  const header = ['case', 'editor px', 'cell px', 'puzzle px', 'solution px', 'boards', 'both in editor box', 'panel scroll/client width'];
  const lines = rows.map((row) => [
    row.layoutCase,
    size(row.editor),
    String(row.cellSize),
    size(row.puzzle),
    size(row.solution),
    row.arrangement,
    row.inside ? 'yes' : 'no',
    `${row.scrollWidth}/${row.clientWidth}`,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  return [format(header), format(widths.map((width) => '-'.repeat(width))), ...lines.map(format)].join('\n');
}

/** main.app's scroll and client widths in the grid webview. */
async function panelWidths(
  workbench: Workbench,
): Promise<{ scrollWidth: number; clientWidth: number; documentScrollWidth: number; documentClientWidth: number }> {
  const frame = await workbench.gridFrame();
  return frame.evaluate(`(() => {
    const app = document.querySelector('main.app');
    return { scrollWidth: app.scrollWidth, clientWidth: app.clientWidth, documentScrollWidth: document.documentElement.scrollWidth, documentClientWidth: document.documentElement.clientWidth };
  })()`);
}

/** Measures the boards of `grid` in the editor part `editor`. */
async function measure(workbench: Workbench, grid: GridEditor, layoutCase: string, editor: Box): Promise<LayoutFigures> {
  const boxes = await poll(
    'both boards laid out',
    () => grid.boardBoxes(),
    (found) => found.puzzle !== null && found.solution !== null && found.puzzle.width > 0 && found.solution.width > 0,
  );
  const puzzle = boxes.puzzle as Box;
  const solution = boxes.solution as Box;
  const widths = await panelWidths(workbench);
  const sideBySide = solution.x >= puzzle.x + puzzle.width;
  const stacked = solution.y >= puzzle.y + puzzle.height;
  return {
    layoutCase,
    editor,
    cellSize: Number(await grid.puzzleAttribute('cell-size')),
    puzzle,
    solution,
    inside: boxInside(puzzle, editor) && boxInside(solution, editor),
    arrangement: sideBySide ? 'side by side' : stacked ? 'stacked' : 'overlapping',
    scrollWidth: widths.scrollWidth,
    clientWidth: widths.clientWidth,
  };
}

/** The layout figures and axe results of this run, printed once every suite has run. */
const layouts: LayoutFigures[] = [];
const axeLines: string[] = [];

if (endToEndEnabled) {
  // A root hook: runs after every suite of the run, so the figures close the output like a benchmark's table.
  after(() => {
    if (axeLines.length > 0)
      process.stdout.write(`\naxe-core (${WCAG_TAGS.join(', ')}) in the grid panel, Play with a solution and a hint shown:\n${axeLines.join('\n')}\n`);
    if (layouts.length > 0) process.stdout.write(`\nGrid panel layout (boards in CSS px, Play with a solution shown):\n${layoutTable(layouts)}\n\n`);
  });

  describe('e2e: the grid panel: keyboard, accessibility in four themes, layout', function () {
    this.timeout(180_000);
    const current = suiteSession(
      { name: 'panel', trust: true, prepareWorkspace: (workspace) => writeFileSync(join(workspace, LARGE_FILE), largePuzzleText()) },
      { closeEditorsBeforeEach: true },
    );

    it('16. the board is reached within three Tab presses once the panel has the focus', async () => {
      const { workbench, page } = current();
      const grid = await workbench.openFile('6x6.lights');
      const frame = await workbench.gridFrame();
      await workbench.runCommand('View: Focus Active Editor Group');
      await poll(
        'the webview to have the focus, on its body',
        () => frame.evaluate<{ focused: boolean; active: string }>('({ focused: document.hasFocus(), active: document.activeElement?.tagName ?? "" })'),
        (state) => state.focused && state.active === 'BODY',
        15_000,
      );
      const board = grid.frame.getByRole('grid', { name: 'Puzzle', exact: true });
      const isActive = () =>
        board.evaluate((element) => element === (element as unknown as { ownerDocument: { activeElement: unknown } }).ownerDocument.activeElement);
      let presses = 0;
      while (presses < 3 && !(await isActive())) {
        await page.keyboard.press('Tab');
        presses += 1;
      }
      assert.ok(await isActive(), 'the grid named Puzzle has the focus after three Tab presses at most');
      process.stdout.write(`      (the board is Tab stop ${presses})\n`);
      // Arrow keys move on it: the active cell follows.
      await page.keyboard.press('ArrowRight');
      await poll(
        'the selection to move right',
        () => grid.puzzleAttribute('selected'),
        (selected) => selected === '0,1',
        10_000,
      );
    });

    it('17. in an 800x600 editor the boards of a 5x5 and a 20x20 puzzle lie inside it, each at least 300 px wide', async () => {
      const { workbench } = current();
      const editor = await workbench.setEditorSize(800, 600);
      for (const [file, layoutCase] of [
        ['classic-5x5-all-on.lights', '5x5 in 800x600'],
        [LARGE_FILE, `${LARGE_SIDE}x${LARGE_SIDE} in 800x600`],
      ] as const) {
        const grid = await workbench.openFile(file);
        await grid.setMode('play');
        await grid.solve();
        const figures = await measure(workbench, grid, layoutCase, editor);
        layouts.push(figures);
        await workbench.screenshot(layoutCase);
        assert.ok(
          figures.inside,
          `${layoutCase}: the boards (puzzle ${JSON.stringify(figures.puzzle)}, solution ${JSON.stringify(figures.solution)}) lie inside the editor ${JSON.stringify(editor)}`,
        );
        assert.ok(figures.puzzle.width >= 300, `${layoutCase}: the board is ${figures.puzzle.width} px wide, at least 300 expected`);
        assert.ok(figures.scrollWidth <= figures.clientWidth, `${layoutCase}: no horizontal scrollbar (${figures.scrollWidth} > ${figures.clientWidth})`);
        await workbench.closeAllEditors();
      }
    });

    it('18. in a 400 px wide editor the boards stack and the panel has no horizontal scrollbar', async () => {
      const { workbench } = current();
      const editor = await workbench.setEditorSize(400, 600);
      for (const [file, layoutCase] of [
        ['classic-5x5-all-on.lights', '5x5 in 400x600'],
        [LARGE_FILE, `${LARGE_SIDE}x${LARGE_SIDE} in 400x600`],
      ] as const) {
        const grid = await workbench.openFile(file);
        await grid.setMode('play');
        await grid.solve();
        const figures = await measure(workbench, grid, layoutCase, editor);
        layouts.push(figures);
        await workbench.screenshot(layoutCase);
        const widths = await panelWidths(workbench);
        assert.ok(
          widths.scrollWidth <= widths.clientWidth,
          `${layoutCase}: main.app scrolls sideways (scrollWidth ${widths.scrollWidth} > clientWidth ${widths.clientWidth})`,
        );
        assert.ok(
          widths.documentScrollWidth <= widths.documentClientWidth,
          `${layoutCase}: the page scrolls sideways (${widths.documentScrollWidth} > ${widths.documentClientWidth})`,
        );
        assert.equal(
          figures.arrangement,
          'stacked',
          `${layoutCase}: the solution is under the puzzle (puzzle ${JSON.stringify(figures.puzzle)}, solution ${JSON.stringify(figures.solution)})`,
        );
        assert.ok(
          figures.puzzle.x >= editor.x && figures.puzzle.x + figures.puzzle.width <= editor.x + editor.width + 0.5,
          `${layoutCase}: the board fits the editor's width`,
        );
        await workbench.closeAllEditors();
      }
    });

    it('19. axe-core finds no WCAG 2.x A/AA violation in the panel in the dark, light and both high-contrast themes', async () => {
      const { workbench } = current();
      await workbench.setEditorSize(800, 600);
      const grid = await openShowcase(workbench);
      const failures: string[] = [];
      const undecidedSeen = new Set<string>();
      for (const theme of COLOR_THEMES) {
        await workbench.setColorTheme(theme);
        // The theme's repaint leaves the solution and the hint in place.
        assert.ok(await grid.byTestId('hint-text').isVisible(), `${theme.label}: the hint is shown`);
        assert.notEqual(await grid.solutionAttribute('presses'), '', `${theme.label}: the solution is shown`);
        const report: AxeReport = await runAxe(await workbench.gridFrame());
        await workbench.screenshot(`axe ${theme.name}`);
        const undecided = report.incomplete.map((rule) => `${rule.id} (${rule.nodes.length})`).join(', ');
        axeLines.push(`  ${theme.label.padEnd(20)} ${report.violations.length} violations, ${report.passes} rules passed, undecided: ${undecided || 'none'}`);
        if (report.violations.length > 0) failures.push(`${theme.label} (${theme.bodyClass}):\n${describeAxeResults(report.violations)}`);
        // What axe could not decide is listed (once per rule and element), not failed: a person looks at it.
        const unseen = report.incomplete
          .map((rule) => ({ ...rule, nodes: rule.nodes.filter((node) => !undecidedSeen.has(`${rule.id} ${node.target.join(' ')}`)) }))
          .filter((rule) => rule.nodes.length > 0);
        for (const rule of unseen) for (const node of rule.nodes) undecidedSeen.add(`${rule.id} ${node.target.join(' ')}`);
        if (unseen.length > 0)
          process.stdout.write(`      axe could not decide (${theme.label}; not repeated for later themes):\n${describeAxeResults(unseen)}\n`);
      }
      assert.equal(failures.length, 0, `axe-core violations:\n${failures.join('\n')}`);
    }).timeout(300_000);

    it('20. the Analyze Board Shape report puts its axis on round numbers, fits a 400 px pane and survives a window reload', async () => {
      const { workbench, page } = current();
      await workbench.setEditorSize(800, 600);
      await workbench.runCommand('Lights Out: Analyze Board Shape');
      assert.equal(await workbench.acceptInputBox('Size'), '5x5');
      await workbench.acceptInputBox('States per cell');
      await workbench.acceptInputBox('Objective state');
      await workbench.quickPickRows('plain');
      await page.keyboard.press('Enter');
      const report = () => page.locator('iframe.webview.ready').filter({ visible: true }).last().contentFrame().locator('#active-frame').contentFrame();
      const maxMoves = () => report().getByTestId('fact-max-moves').textContent({ timeout: 5_000 });
      await poll('the 5x5 report (15 moves at most)', maxMoves, (text) => /^15\b/.test(text?.trim() ?? ''), 60_000);
      // Ticks on 1, 2 or 5 times a power of ten, evenly spaced from 0.
      const ticks = (
        await report()
          .locator('[data-testid="distribution-chart"] text.tick')
          .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-value'))))
      ).filter((value) => Number.isFinite(value));
      assert.ok(ticks.length >= 3, `the count axis has ticks: ${JSON.stringify(ticks)}`);
      const step = ticks[1] - ticks[0];
      const mantissa = step / 10 ** Math.floor(Math.log10(step));
      assert.ok(
        [1, 2, 5].some((round) => Math.abs(mantissa - round) < 1e-9),
        `a round tick step, got ${step} (ticks ${JSON.stringify(ticks)})`,
      );
      assert.ok(
        ticks.every((value, index) => Math.abs(value - ticks[0] - index * step) < 1e-9),
        `evenly spaced ticks: ${JSON.stringify(ticks)}`,
      );
      await workbench.setEditorSize(400, 600);
      const widths = await poll(
        'the report to reflow into 400 px',
        () =>
          report()
            .locator('main')
            .evaluate((main) => ({
              scroll: (main as unknown as { scrollWidth: number }).scrollWidth,
              client: (main as unknown as { clientWidth: number }).clientWidth,
            })),
        (value) => value.client <= 400,
        20_000,
      );
      assert.ok(widths.scroll <= widths.client, `no horizontal scrollbar in a 400 px pane (${widths.scroll} > ${widths.client})`);
      await workbench.screenshot('report in 400 px');
      await workbench.setEditorSize(800, 600);
      await workbench.reloadWindow();
      await poll('the report back after the reload', maxMoves, (text) => /^15\b/.test(text?.trim() ?? ''), 60_000);
      await workbench.screenshot('report after reload');
    });
  });
}
