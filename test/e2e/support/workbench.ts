/**
 * Driving VS Code's workbench (code-server in chromium) as a user does: the explorer, the command
 * palette, quick inputs, dialogs, the Problems panel, and the grid editor's webview through its
 * test hooks (data-testid and the canvases' data-* attributes, see src/webview/main.ts).
 */

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Frame, FrameLocator, Locator, Page } from 'playwright-core';

/** A colour theme of the suite: its label in "Preferences: Color Theme" and the class VS Code puts on a webview's body. */
export interface ColorTheme {
  readonly label: string;
  readonly bodyClass: 'vscode-dark' | 'vscode-light' | 'vscode-high-contrast' | 'vscode-high-contrast-light';
  /** A short name for files and tables. */
  readonly name: string;
}

/** The four kinds of theme VS Code has, by their built-in themes. */
export const COLOR_THEMES: readonly ColorTheme[] = [
  { label: 'Dark Modern', bodyClass: 'vscode-dark', name: 'dark' },
  { label: 'Light Modern', bodyClass: 'vscode-light', name: 'light' },
  { label: 'Dark High Contrast', bodyClass: 'vscode-high-contrast', name: 'high-contrast' },
  { label: 'Light High Contrast', bodyClass: 'vscode-high-contrast-light', name: 'high-contrast-light' },
];

/** A box on the page, in CSS px. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Whether `inner` lies inside `outer` (half a pixel of rounding allowed). */
export function boxInside(inner: Box, outer: Box): boolean {
  const slack = 0.5;
  return (
    inner.x >= outer.x - slack &&
    inner.y >= outer.y - slack &&
    inner.x + inner.width <= outer.x + outer.width + slack &&
    inner.y + inner.height <= outer.y + outer.height + slack
  );
}

/** Cell states as the webview's data-grid and data-presses carry them: "1,0/0,1" (rows joined by "/"). */
export function formatGrid(rows: readonly (readonly number[])[]): string {
  return rows.map((row) => row.join(',')).join('/');
}

/** The inverse of {@link formatGrid}; an empty text is an empty grid. */
export function parseGrid(text: string): number[][] {
  return text === '' ? [] : text.split('/').map((row) => row.split(',').map(Number));
}

/**
 * Reads `read()` until `accept` holds for its value or `timeoutMs` passes; returns the value.
 * The error names what was awaited and the last value seen.
 */
export async function poll<T>(what: string, read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  let lastError: unknown;
  for (;;) {
    try {
      last = await read();
      if (accept(last)) return last;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const seen = last === undefined ? `nothing (${lastError instanceof Error ? lastError.message.split('\n')[0] : String(lastError)})` : JSON.stringify(last);
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}; last seen: ${seen}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
}

/** The part of a canvas element that {@link GridEditor.solutionRedShare} reads. */
interface PixelSource {
  readonly width: number;
  readonly height: number;
  getContext(kind: '2d'): { getImageData(x: number, y: number, width: number, height: number): { readonly data: ArrayLike<number> } } | null;
}

/** The grid editor (one webview) seen through its test hooks. */
export class GridEditor {
  constructor(
    /** The webview's content frame (two iframes deep). */
    readonly frame: FrameLocator,
  ) {}

  /** The element with this data-testid in the webview. */
  byTestId(testId: string): Locator {
    return this.frame.getByTestId(testId);
  }

  get puzzleCanvas(): Locator {
    return this.byTestId('puzzle-grid');
  }

  get solutionCanvas(): Locator {
    return this.byTestId('solution-grid');
  }

  /** A data-* attribute of the puzzle canvas ("rows" for data-rows); '' when missing. */
  async puzzleAttribute(name: string): Promise<string> {
    return (await this.puzzleCanvas.getAttribute(`data-${name}`)) ?? '';
  }

  /** A data-* attribute of the solution canvas; '' when missing. */
  async solutionAttribute(name: string): Promise<string> {
    return (await this.solutionCanvas.getAttribute(`data-${name}`)) ?? '';
  }

  /** The cell states shown (data-grid). */
  async cells(): Promise<number[][]> {
    return parseGrid(await this.puzzleAttribute('grid'));
  }

  /** Waits until the grid shows exactly `expected`. */
  async waitForCells(expected: readonly (readonly number[])[], what = 'the grid'): Promise<void> {
    const text = formatGrid(expected);
    await poll(
      `${what} to be ${text}`,
      () => this.puzzleAttribute('grid'),
      (value) => value === text,
      15_000,
    );
  }

  /** The text of the element with this data-testid ('' when it is hidden or empty). */
  async text(testId: string): Promise<string> {
    return (await this.byTestId(testId).textContent()) ?? '';
  }

  /** The one status line: "Moves: N …" in Play, "Setup: …" in Setup. */
  async status(): Promise<string> {
    return this.text('game-status');
  }

  /** Waits until the grid shows its board in Play (the Play button pressed, the status counting moves). */
  async waitForPlay(): Promise<void> {
    await this.puzzleCanvas.waitFor({ timeout: 30_000 });
    await poll(
      'the grid to open in Play',
      () => this.byTestId('play-mode').getAttribute('aria-pressed'),
      (pressed) => pressed === 'true',
      20_000,
    );
    await this.waitForStatus('Moves: ');
  }

  /** Waits until the status line satisfies `accept` (a prefix, or a test) and returns it. */
  async waitForStatus(accept: string | RegExp, what = `the status line to read ${String(accept)}`): Promise<string> {
    const test = (text: string) => (typeof accept === 'string' ? text.startsWith(accept) : accept.test(text));
    return poll(what, () => this.status(), test, 20_000);
  }

  /**
   * Switches to Setup or Play with the toolbar's buttons and waits until the button shows it pressed
   * and the status line starts with `status` (English by default: "Moves: " in Play, "Setup:" in Setup).
   */
  async setMode(mode: 'setup' | 'play', status = mode === 'play' ? 'Moves: ' : 'Setup:'): Promise<void> {
    const control = this.byTestId(mode === 'play' ? 'play-mode' : 'setup-mode');
    await control.click();
    await poll(
      `${mode === 'play' ? 'Play' : 'Setup'} to be pressed`,
      () => control.getAttribute('aria-pressed'),
      (pressed) => pressed === 'true',
      15_000,
    );
    await this.waitForStatus(status);
  }

  /** Clicks Hint and waits until the hint's sentence is shown and the board marks its cell (data-hint); returns both. */
  async hint(): Promise<{ text: string; cell: string }> {
    await this.byTestId('hint').click();
    return poll(
      'a hint: its sentence shown and its cell marked',
      async () => ({ visible: await this.byTestId('hint-text').isVisible(), text: await this.text('hint-text'), cell: await this.puzzleAttribute('hint') }),
      (hint) => hint.visible && hint.text !== '' && hint.cell !== '',
      60_000,
    ).then(({ text, cell }) => ({ text, cell }));
  }

  /** The page boxes of the puzzle and the solution canvases (null when one is not laid out). */
  async boardBoxes(): Promise<{ puzzle: Box | null; solution: Box | null }> {
    return { puzzle: await this.puzzleCanvas.boundingBox(), solution: await this.solutionCanvas.boundingBox() };
  }

  /**
   * Clicks cell (row, col) of the puzzle canvas at its centre, as the formula in
   * src/webview/main.ts gives it (plain and torus boards; hex rows are shifted).
   */
  async clickCell(row: number, col: number, button: 'left' | 'right' = 'left'): Promise<void> {
    const size = Number(await this.puzzleAttribute('cell-size'));
    const offsetX = Number((await this.puzzleAttribute('offset-x')) || 0);
    const offsetY = Number((await this.puzzleAttribute('offset-y')) || 0);
    const hex = (await this.puzzleAttribute('topology')) === 'hex';
    const x = hex ? col * size + size / 2 + (row % 2 === 1 ? size / 2 : 0) : col * size + size / 2;
    const y = hex ? size / Math.sqrt(3) + (row * Math.sqrt(3) * size) / 2 : row * size + size / 2;
    if (!(size > 0)) throw new Error('the puzzle canvas has no data-cell-size');
    await this.puzzleCanvas.click({ position: { x: x - offsetX, y: y - offsetY }, button });
  }

  /** Moves the keyboard focus into the webview without changing anything (a click on the title). */
  async focus(): Promise<void> {
    await this.byTestId('puzzle-title').click();
  }

  /**
   * Clicks Solve and waits for the answer: presses shown, or the puzzle marked unsolvable, and not
   * stale. Returns the solution canvas's hooks and the texts around it.
   */
  async solve(timeoutMs = 60_000): Promise<{ presses: string; unsolvable: boolean; summary: string; error: string; details: string }> {
    await this.byTestId('solve').click();
    return this.waitForSolution(timeoutMs);
  }

  /** Waits until a solution (or the reason there is none) is shown for the current puzzle. */
  async waitForSolution(timeoutMs = 60_000): Promise<{ presses: string; unsolvable: boolean; summary: string; error: string; details: string }> {
    await poll(
      'a solution or the reason there is none',
      async () => ({
        presses: await this.solutionAttribute('presses'),
        unsolvable: await this.solutionAttribute('unsolvable'),
        stale: await this.solutionAttribute('stale'),
        busy: await this.frame.locator('[aria-busy="true"]').count(),
      }),
      (hooks) => hooks.stale === 'false' && hooks.busy === 0 && (hooks.presses !== '' || hooks.unsolvable === 'true'),
      timeoutMs,
    );
    return {
      presses: await this.solutionAttribute('presses'),
      unsolvable: (await this.solutionAttribute('unsolvable')) === 'true',
      summary: await this.text('solution-summary'),
      error: (await this.byTestId('solution-error').isVisible()) ? await this.text('solution-error') : '',
      // The folded details line: which engine answered and how long it took.
      details: ((await this.byTestId('solution-details').textContent()) ?? '').replace(/^Details/, '').trim(),
    };
  }

  /**
   * How much is drawn over cell (row, col) of the puzzle canvas (plain and torus boards, not
   * scrolled): the share of the pixels inside the cell, 2 px in from its edges, that differ clearly
   * from `fill` (the cell's colour, [red, green, blue]); 0 for a bare cell of that fill.
   */
  async cellInkShare(row: number, col: number, fill: readonly [number, number, number]): Promise<number> {
    const size = Number(await this.puzzleAttribute('cell-size'));
    if (!(size > 0)) throw new Error('the puzzle canvas has no data-cell-size');
    return this.puzzleCanvas.evaluate(
      (element, [cellRow, cellCol, cellSize, colour]) => {
        // Runs in the webview (this project compiles tests without the DOM library).
        const canvas = element as unknown as PixelSource & { readonly clientWidth: number };
        const context = canvas.getContext('2d');
        if (context === null || canvas.width === 0 || canvas.clientWidth === 0) return 0;
        const ratio = canvas.width / canvas.clientWidth;
        const left = Math.round((cellCol * cellSize + 2) * ratio);
        const top = Math.round((cellRow * cellSize + 2) * ratio);
        const side = Math.max(1, Math.floor((cellSize - 4) * ratio));
        const { data } = context.getImageData(left, top, side, side);
        let inked = 0;
        for (let index = 0; index < data.length; index += 4) {
          const distance = Math.max(Math.abs(data[index] - colour[0]), Math.abs(data[index + 1] - colour[1]), Math.abs(data[index + 2] - colour[2]));
          if (distance > 60) inked += 1;
        }
        return inked / (data.length / 4);
      },
      [row, col, size, fill] as const,
    );
  }

  /**
   * How red the solution canvas is: the share of its pixels whose red channel clearly dominates
   * (fills and borders painted with the theme's error colours), from the canvas's own pixels.
   */
  async solutionRedShare(): Promise<number> {
    return this.solutionCanvas.evaluate((element) => {
      // Runs in the webview (this project compiles tests without the DOM library).
      const canvas = element as unknown as PixelSource;
      const context = canvas.getContext('2d');
      if (context === null || canvas.width === 0 || canvas.height === 0) return 0;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let red = 0;
      let painted = 0;
      for (let index = 0; index < data.length; index += 4) {
        const [r, g, b, alpha] = [data[index], data[index + 1], data[index + 2], data[index + 3]];
        if (alpha === 0) continue;
        painted += 1;
        if (r - Math.max(g, b) >= 12 && r >= 1.05 * Math.max(g, b)) red += 1;
      }
      return painted === 0 ? 0 : red / painted;
    });
  }
}

/** The workbench of one code-server window. */
export class Workbench {
  private screenshotCount = 0;

  constructor(
    readonly page: Page,
    /** Where screenshots go. */
    private resultsDirectory: string,
  ) {}

  /** Sends the next screenshots to `directory`, numbered from 01 again (a shared session's next suite). */
  useResultsDirectory(directory: string): void {
    this.resultsDirectory = directory;
    this.screenshotCount = 0;
  }

  /**
   * Brings the window back to how a session starts, for the next suite of a shared session: no
   * editor, no notification, the bottom panel closed, the explorer shown, the start-up window size
   * and the default dark theme.
   */
  async restoreStartState(viewport: { readonly width: number; readonly height: number }): Promise<void> {
    await this.page.keyboard.press('Escape');
    await this.closeAllEditors();
    await this.runCommand('Notifications: Clear All Notifications');
    if (await this.page.locator('.part.panel').isVisible()) await this.runCommand('View: Toggle Panel Visibility');
    await this.page.setViewportSize({ width: viewport.width, height: viewport.height });
    await this.runCommand('View: Show Explorer');
    await this.page.locator('.explorer-folders-view .monaco-list-row').first().waitFor({ timeout: 30_000 });
    const workbench = this.page.locator('.monaco-workbench');
    const isDefaultTheme = async (): Promise<boolean> => /(^|\s)vs-dark(\s|$)/.test((await workbench.getAttribute('class')) ?? '');
    if (!(await isDefaultTheme())) {
      await this.runCommand('Preferences: Color Theme');
      const input = this.quickInput.locator('input');
      await input.fill(COLOR_THEMES[0].label);
      const row = this.quickInput
        .locator(`.monaco-list-row[aria-label="${COLOR_THEMES[0].label}"], .monaco-list-row[aria-label^="${COLOR_THEMES[0].label}, "]`)
        .first();
      await row.waitFor({ timeout: 15_000 });
      await row.click();
      await poll('the default dark theme', isDefaultTheme, (dark) => dark, 20_000);
    }
  }

  /**
   * Waits for the workbench, the explorer and the extension's commands in the palette (New Puzzle,
   * by `newPuzzleCommand`: its title in the display language, "Lights Out: New Puzzle" in English).
   */
  async waitUntilLoaded(options: { readonly explorer?: boolean; readonly newPuzzleCommand?: string } = {}): Promise<void> {
    await this.page.locator('.monaco-workbench').waitFor({ timeout: 90_000 });
    // The explorer's rows, unless the side bar was closed before a reload.
    if (options.explorer !== false) await this.page.locator('.explorer-folders-view .monaco-list-row').first().waitFor({ timeout: 60_000 });
    await this.findCommand(options.newPuzzleCommand ?? 'Lights Out: New Puzzle', 90_000);
    await this.page.keyboard.press('Escape');
  }

  /** Saves a screenshot of the whole window as test-results/e2e/<session>/<nn>-<step>.png. */
  async screenshot(step: string): Promise<string> {
    this.screenshotCount += 1;
    mkdirSync(this.resultsDirectory, { recursive: true });
    const file = join(this.resultsDirectory, `${String(this.screenshotCount).padStart(2, '0')}-${slug(step)}.png`);
    await this.page.screenshot({ path: file });
    return file;
  }

  private get quickInput(): Locator {
    return this.page.locator('.quick-input-widget');
  }

  /** Opens the command palette with `label` typed and returns its row, trying again until `timeoutMs`. */
  private async findCommand(label: string, timeoutMs = 30_000): Promise<Locator> {
    // A row's aria-label is the command's label, followed by ", <keybinding>" or ", recently used" when it has one.
    const row = this.quickInput.locator(`.monaco-list-row[aria-label="${label}"], .monaco-list-row[aria-label^="${label}, "]`).first();
    // The palette lists contributed commands once the extension host has registered them.
    await poll(
      `the command palette to offer "${label}"`,
      async () => {
        await this.page.keyboard.press('F1');
        const input = this.quickInput.locator('input');
        try {
          await input.waitFor({ timeout: 5_000 });
          // A palette still closing can hold the fill: try again rather than wait out the whole budget.
          await input.fill(`>${label}`, { timeout: 5_000 });
          await row.waitFor({ timeout: 5_000 });
          return true;
        } catch (error) {
          await this.page.keyboard.press('Escape');
          throw error;
        }
      },
      (found) => found,
      timeoutMs,
    );
    return row;
  }

  /** Runs a command from the command palette (F1), by its label ("Category: Title"). */
  async runCommand(label: string): Promise<void> {
    const row = await this.findCommand(label);
    await row.click();
  }

  /** The input box or quick pick currently open: its title, prompt, value and rows. */
  async quickInputState(): Promise<{ prompt: string; value: string; rows: string[] }> {
    await this.quickInput.waitFor();
    const prompt =
      (await this.quickInput
        .locator('.quick-input-message')
        .textContent()
        .catch(() => '')) ?? '';
    const value = await this.quickInput.locator('input').inputValue();
    const rows = await this.quickInput
      .locator('.monaco-list-row')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? ''));
    return { prompt, value, rows };
  }

  /** Waits for an input box whose prompt starts with `prompt`, returns its pre-filled value and accepts it. */
  async acceptInputBox(prompt: string): Promise<string> {
    const state = await poll(
      `an input box asking "${prompt}"`,
      () => this.quickInputState(),
      (current) => current.prompt.startsWith(prompt),
      15_000,
    );
    await this.page.keyboard.press('Enter');
    return state.value;
  }

  /** Waits for a quick pick with a row whose label is `label` and returns every row's aria-label. */
  async quickPickRows(label: string): Promise<string[]> {
    const state = await poll(
      `a quick pick offering "${label}"`,
      () => this.quickInputState(),
      (current) => current.rows.some((row) => row === label || row.startsWith(`${label}, `)),
      15_000,
    );
    return state.rows;
  }

  /** The aria-label of the open quick pick's highlighted row (the one Enter picks). */
  async activeQuickPickRow(): Promise<string> {
    return poll(
      'a highlighted quick pick row',
      async () => (await this.quickInput.locator('.monaco-list-row.focused').first().getAttribute('aria-label', { timeout: 5_000 })) ?? '',
      (label) => label !== '',
      10_000,
    );
  }

  /** Picks the row of the open quick pick whose label is `label`. */
  async pick(label: string): Promise<void> {
    await this.quickInput.locator(`.monaco-list-row[aria-label="${label}"], .monaco-list-row[aria-label^="${label}, "]`).first().click();
  }

  /** The editor tabs' titles. */
  async tabs(): Promise<string[]> {
    return this.page.locator('.tabs-container .tab').evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('aria-label') ?? ''));
  }

  /**
   * Closes every editor, answering "Don't Save" when VS Code asks about unsaved changes.
   * Returns whether it asked.
   */
  async closeAllEditors(): Promise<boolean> {
    await this.runCommand('View: Close All Editors');
    let asked = false;
    const dialog = this.page.locator('.monaco-dialog-box');
    await poll(
      'every editor to close',
      async () => {
        if (await dialog.isVisible()) {
          asked = true;
          await dialog.getByRole('button', { name: "Don't Save" }).click();
        }
        return (await this.page.locator('.tabs-container .tab').count()) + (await dialog.count());
      },
      (open) => open === 0,
      20_000,
    );
    return asked;
  }

  /** The grid editor in view (with several webviews in the DOM, the visible one). */
  grid(): GridEditor {
    const webview = this.page.locator('iframe.webview.ready').filter({ visible: true }).last();
    return new GridEditor(webview.contentFrame().locator('#active-frame').contentFrame());
  }

  private explorerItem(name: string): Locator {
    return this.page.locator('.explorer-folders-view').getByRole('treeitem', { name, exact: true });
  }

  /**
   * Waits until the explorer lists `name` (a file or folder the test just made): the rows below it
   * move down when it appears, and a click aimed at one of them meanwhile lands on its neighbour.
   */
  async waitForExplorerItem(name: string): Promise<void> {
    await this.explorerItem(name).waitFor({ timeout: 30_000 });
  }

  /**
   * Opens a file of the workspace as a user does: a click in the explorer, or Quick Open (the
   * palette without ">") when the side bar is hidden; waits for its grid editor.
   */
  async openFile(name: string): Promise<GridEditor> {
    const item = this.explorerItem(name);
    if (await item.isVisible()) {
      await item.click();
    } else {
      await this.quickOpen(name);
    }
    const grid = this.grid();
    // A malformed file shows its errors instead of a board.
    await grid.puzzleCanvas.or(grid.byTestId('errors')).filter({ visible: true }).first().waitFor({ timeout: 30_000 });
    return grid;
  }

  /**
   * Opens a workspace file with Quick Open (the palette without ">"): types its name, waits for its
   * row and presses Enter; returns the wall-clock time (Date.now()) just before the Enter.
   */
  async quickOpen(name: string): Promise<number> {
    await this.page.keyboard.press('F1');
    const input = this.quickInput.locator('input');
    await input.waitFor({ timeout: 5_000 });
    await input.fill(name);
    await this.quickInput.locator(`.monaco-list-row[aria-label^="${name}, "], .monaco-list-row[aria-label="${name}"]`).first().waitFor({ timeout: 15_000 });
    const pressed = Date.now();
    await this.page.keyboard.press('Enter');
    return pressed;
  }

  /** The editor tab whose title starts with `name` (its aria-label: the title, then ", preview" and the like). */
  private tab(name: string): Locator {
    return this.page.locator(`.tabs-container .tab[aria-label="${name}"], .tabs-container .tab[aria-label^="${name}, "]`).first();
  }

  /** Activates the editor tab whose title starts with `name`. */
  async activateTab(name: string): Promise<void> {
    const tab = this.tab(name);
    await tab.click();
    await poll(
      `the tab ${name} to be active`,
      () => tab.getAttribute('class'),
      (className) => (className ?? '').split(' ').includes('active'),
      10_000,
    );
  }

  /** Whether the editor tab whose title starts with `name` shows unsaved changes. */
  async tabIsDirty(name: string): Promise<boolean> {
    return ((await this.tab(name).getAttribute('class')) ?? '').split(' ').includes('dirty');
  }

  /**
   * The grid editor's content frame as a playwright Frame (for evaluating scripts in it; the
   * visible webview's inner #active-frame).
   */
  async gridFrame(): Promise<Frame> {
    const outer = await this.page.locator('iframe.webview.ready').filter({ visible: true }).last().elementHandle({ timeout: 30_000 });
    const outerFrame = await outer.contentFrame();
    if (outerFrame === null) throw new Error('the webview iframe has no frame');
    const inner = await outerFrame.locator('#active-frame').elementHandle({ timeout: 30_000 });
    const frame = await inner.contentFrame();
    if (frame === null) throw new Error("the webview's #active-frame has no frame");
    return frame;
  }

  /**
   * Switches the colour theme with "Preferences: Color Theme" and waits until the visible grid
   * editor's body carries the theme's class.
   */
  async setColorTheme(theme: ColorTheme): Promise<void> {
    await this.runCommand('Preferences: Color Theme');
    const input = this.quickInput.locator('input');
    await input.fill(theme.label);
    const row = this.quickInput.locator(`.monaco-list-row[aria-label="${theme.label}"], .monaco-list-row[aria-label^="${theme.label}, "]`).first();
    await row.waitFor({ timeout: 15_000 });
    await row.click();
    const frame = await this.gridFrame();
    await poll(
      `the webview's body to carry ${theme.bodyClass}`,
      () => frame.evaluate<string>('document.body.className'),
      (className) => className.split(/\s+/).includes(theme.bodyClass),
      20_000,
    );
  }

  /**
   * Hides the primary side bar and sizes the browser window so that the editor part (tabs,
   * breadcrumbs and the editor) is exactly `width` x `height` CSS px; returns its box.
   */
  async setEditorSize(width: number, height: number): Promise<Box> {
    // The palette offers this command only while the side bar is shown.
    if (await this.page.locator('.part.sidebar').isVisible()) await this.runCommand('View: Close Primary Side Bar');
    const editorPart = this.page.locator('.part.editor');
    const fits = (box: Box | null) => box !== null && Math.round(box.width) === width && Math.round(box.height) === height;
    return poll(
      `the editor part to be ${width}x${height}`,
      async () => {
        const box = await editorPart.boundingBox();
        const viewport = this.page.viewportSize();
        if (box !== null && viewport !== null && !fits(box)) {
          await this.page.setViewportSize({ width: Math.round(viewport.width + width - box.width), height: Math.round(viewport.height + height - box.height) });
        }
        return box;
      },
      fits,
      20_000,
    ) as Promise<Box>;
  }

  /** Reloads the window ("Developer: Reload Window") and waits until the workbench and the extension are back. */
  async reloadWindow(): Promise<void> {
    const loaded = this.page.waitForEvent('load', { timeout: 60_000 });
    const sideBar = await this.page.locator('.part.sidebar').isVisible();
    await this.runCommand('Developer: Reload Window');
    await loaded;
    await this.waitUntilLoaded({ explorer: sideBar });
  }

  /** The text editor's cursor as the status bar shows it ("Ln 6, Col 3"), or null without one. */
  async cursorPosition(): Promise<{ line: number; column: number } | null> {
    const match = /\bLn (\d+), Col (\d+)\b/.exec(await this.statusBar());
    return match ? { line: Number(match[1]), column: Number(match[2]) } : null;
  }

  /**
   * The first .lights file opened after start-up can meet the workbench before the extension's
   * custom editor is registered, and open as text. Opens `name` until it opens in the grid, then
   * closes it: later opens are plain clicks.
   */
  async waitForGridEditor(name: string, timeoutMs = 90_000): Promise<void> {
    await poll(
      `${name} to open in the grid editor`,
      async () => {
        await this.explorerItem(name).click();
        try {
          await this.grid().puzzleCanvas.waitFor({ timeout: 10_000 });
          return true;
        } catch (error) {
          await this.closeAllEditors();
          throw error;
        }
      },
      (opened) => opened,
      timeoutMs,
    );
    await this.closeAllEditors();
  }

  /** The text of the visible text editor (spaces as typed). */
  async textEditorContent(): Promise<string> {
    const lines = this.page.locator('.editor-instance .monaco-editor .view-lines').filter({ visible: true }).first();
    await lines.waitFor();
    return (await lines.innerText()).replace(/\u00a0/g, ' ');
  }

  /** Opens the Problems panel and returns its rows' aria-labels (a file row, then one per problem). */
  async problems(): Promise<string[]> {
    await this.runCommand('View: Focus Problems (Errors, Warnings, Infos)');
    const panel = this.page.locator('.markers-panel');
    await panel.waitFor();
    return panel.locator('.monaco-list-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label') ?? ''));
  }

  /** The status bar's text. */
  async statusBar(): Promise<string> {
    return (await this.page.locator('.part.statusbar').innerText()).replace(/\s+/g, ' ');
  }

  /** Answers VS Code's workspace trust prompt (shown at start-up of an untrusted workspace). */
  async answerTrustPrompt(trust: boolean): Promise<void> {
    const dialog = this.page.locator('.monaco-dialog-box').filter({ hasText: 'Do you trust the authors' });
    await dialog.waitFor({ timeout: 60_000 });
    await dialog.getByRole('button', { name: trust ? 'Yes, I trust the authors' : "No, I don't trust the authors" }).click();
    await dialog.waitFor({ state: 'detached' });
  }
}
