/**
 * Puzzle IDs and links in real VS Code (code-server): Copy Puzzle ID puts the example's ID on the
 * clipboard; Open Puzzle from ID or Link opens that ID as a new untitled puzzle in Play with the
 * same board; a link opened through VS Code's URI handling (Developer: Open URL) does the same;
 * a mistyped ID is refused in the input box with the reader's sentence and opens nothing; Share in
 * Play copies a link to the position reached.
 */

import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseLights } from '../../src/core/format/formatRead';
import { decodePuzzleId, encodePuzzleId } from '../../src/core/puzzleId/puzzleId';
import { puzzleLink } from '../../src/core/puzzleId/puzzleLink';
import { toRows, type Puzzle } from '../../src/core/puzzle';
import { endToEndEnabled, suiteSession } from './support/codeServer';
import { poll, type GridEditor, type Workbench } from './support/workbench';

/** The example every test shares: version 2 (holes) with a title. */
const EXAMPLE = 'heart-holes.lights';

/** What the clipboard holds, as the page reads it. */
async function clipboardText(workbench: Workbench): Promise<string> {
  return workbench.page.evaluate(() => navigator.clipboard.readText());
}

/** A board as the grid's data-grid hook shows it: rows split by "/", cells by ",", a hole as ".". */
function shownCells(puzzle: Puzzle): string {
  return toRows(puzzle.grid, puzzle.rows, puzzle.columns)
    .map((row, r) => row.map((value, c) => (puzzle.holes?.[r * puzzle.columns + c] ? '.' : String(value))).join(','))
    .join('/');
}

/** Waits until the visible grid shows `id`'s board in Play. */
async function waitForSharedBoard(workbench: Workbench, id: string): Promise<GridEditor> {
  const { puzzle } = decodePuzzleId(id);
  const grid = workbench.grid();
  await grid.waitForPlay();
  const expected = shownCells(puzzle);
  await poll(
    'the shared board',
    () => grid.puzzleAttribute('grid'),
    (shown) => shown === expected,
    15_000,
  );
  assert.equal(await grid.puzzleAttribute('rows'), String(puzzle.rows));
  return grid;
}

if (endToEndEnabled) {
  describe('e2e: puzzle IDs and links', function () {
    this.timeout(180_000);
    const current = suiteSession({ name: 'share', trust: true }, { closeEditorsBeforeEach: true });
    /** The example's ID (the puzzle alone, as Copy Puzzle ID gives it), and the ID with its title (as a link carries it). */
    let id = '';
    let titledId = '';

    before(async () => {
      const { page, server } = current();
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(server.workspaceUrl).origin });
      const parsed = parseLights(readFileSync(join(current().workspace, EXAMPLE), 'utf8'));
      assert.ok(parsed.ok);
      id = encodePuzzleId({ puzzle: parsed.document.puzzle });
      titledId = encodePuzzleId({ puzzle: parsed.document.puzzle, title: parsed.document.title });
    });

    it('Copy Puzzle ID copies the ID of the example open in the grid', async () => {
      const { workbench } = current();
      await workbench.openFile(EXAMPLE);
      await workbench.page.evaluate(() => navigator.clipboard.writeText('nothing yet'));
      await workbench.runCommand('Lights Out: Copy Puzzle ID');
      assert.equal(
        await poll(
          'the ID on the clipboard',
          () => clipboardText(workbench),
          (text) => text !== 'nothing yet',
        ),
        id,
      );
    });

    it('Open Puzzle from ID or Link opens that ID as a new puzzle, in Play, with the same board', async () => {
      const { workbench } = current();
      await workbench.runCommand('Lights Out: Open Puzzle from ID or Link...');
      const input = workbench.page.locator('.quick-input-widget input');
      await input.waitFor();
      await input.fill(id);
      await workbench.page.keyboard.press('Enter');
      await waitForSharedBoard(workbench, id);
      const tabs = await workbench.tabs();
      assert.ok(
        tabs.some((tab) => tab.startsWith('Shared puzzle')),
        `an ID without a title opens as "Shared puzzle": ${tabs.join(' | ')}`,
      );
      await workbench.screenshot('opened from an ID');
    });

    it('a link opened through VS Code (Developer: Open URL) opens the same board in Play', async () => {
      const { workbench, page } = current();
      await workbench.runCommand('Developer: Open URL');
      const input = page.locator('.quick-input-widget input');
      await input.waitFor();
      await input.fill(puzzleLink(titledId));
      await page.keyboard.press('Enter');
      // VS Code asks once whether the extension may open the link.
      const dialog = page.locator('.monaco-dialog-box');
      await dialog.waitFor({ timeout: 20_000 });
      await dialog.getByRole('button', { name: 'Open' }).click();
      await waitForSharedBoard(workbench, titledId);
      const tabs = await workbench.tabs();
      assert.ok(
        tabs.some((tab) => tab.startsWith('Heart')),
        `a link carries the title, and the puzzle opens under it: ${tabs.join(' | ')}`,
      );
    });

    it('Share in Play copies a link to the position reached, as its own puzzle, without touching the file', async () => {
      const { workbench, page } = current();
      const grid = await workbench.openFile(EXAMPLE);
      await grid.waitForStatus('Moves: 0');
      await grid.clickCell(3, 4);
      await grid.waitForStatus('Moves: 1');
      const shown = await grid.puzzleAttribute('grid');
      await grid.byTestId('share').click();
      await workbench.quickPickRows('Copy link to this position');
      await workbench.pick('Copy link to this position');
      await page.locator('.quick-input-widget').waitFor({ state: 'hidden' });
      await page.locator('.notifications-toasts').getByText('Copied the link to this position').waitFor({ timeout: 15_000 });
      const link = await poll(
        'the link on the clipboard',
        () => clipboardText(workbench),
        (text) => text.startsWith('vscode://'),
      );
      const { puzzle, title } = decodePuzzleId(new URL(link).searchParams.get('id') ?? '');
      assert.equal(title, undefined, 'a position is a puzzle of its own, untitled');
      const cells = shownCells(puzzle);
      assert.equal(cells, shown, 'the link holds the board as played');
      assert.equal(await workbench.tabIsDirty(EXAMPLE), false, 'sharing never edits the file');
      await workbench.screenshot('shared a position');
    });

    it('a mistyped ID is refused in the box with the reason, and nothing opens', async () => {
      const { workbench, page } = current();
      const at = id.length - 8;
      const mistyped = `${id.slice(0, at)}${id[at] === 'A' ? 'B' : 'A'}${id.slice(at + 1)}`;
      await workbench.runCommand('Lights Out: Open Puzzle from ID or Link...');
      const input = page.locator('.quick-input-widget input');
      await input.waitFor();
      await input.fill(mistyped);
      const message = await poll(
        'the input box to refuse the ID',
        () => workbench.quickInputState().then((state) => state.prompt),
        (prompt) => prompt.includes('checksum'),
        15_000,
      );
      assert.match(message, /mistyped, cut short or changed/);
      await workbench.screenshot('a mistyped ID');
      await page.keyboard.press('Enter');
      assert.ok(await page.locator('.quick-input-widget').isVisible(), 'the box stays open on a bad ID');
      await page.keyboard.press('Escape');
      await page.locator('.quick-input-widget').waitFor({ state: 'hidden' });
      assert.deepEqual(await workbench.tabs(), []);
    });
  });
}
