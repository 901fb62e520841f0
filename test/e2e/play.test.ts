import * as assert from 'node:assert/strict';
import { join } from 'node:path';
import { endToEndEnabled, fileSnapshot, suiteSession } from './support/codeServer';
import { parseGrid, poll, type GridEditor, type Workbench } from './support/workbench';

/** The presses still to do marked on the board (data-to-go), row-major; [] while none are shown. */
async function pressesToGo(grid: GridEditor): Promise<number[]> {
  const text = await grid.puzzleAttribute('to-go');
  return text === '' ? [] : parseGrid(text).flat();
}

/** The number the status line gives before "presses to go" / "press to go"; null when it gives none. */
function toGoCount(status: string): number | null {
  const match = /(\d+) (?:presses|press) to go/.exec(status);
  return match === null ? null : Number(match[1]);
}

/** Every text element of the grid panel whose text is cut off with no way to read it whole (no title), in the visible webview. */
async function clippedTexts(workbench: Workbench): Promise<string[]> {
  const frame = await workbench.gridFrame();
  return frame.evaluate<string[]>(`(() => {
    const found = [];
    const width = document.documentElement.clientWidth;
    for (const node of document.querySelectorAll('main.app *')) {
      if (node.closest('[hidden]') || node.closest('.visually-hidden') || node.tagName === 'CANVAS' || node.tagName === 'OPTION') continue;
      const text = [...node.childNodes].filter((child) => child.nodeType === 3).map((child) => child.textContent).join('').trim();
      if (text === '') continue;
      const box = node.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const style = getComputedStyle(node);
      const clips = node.scrollWidth > node.clientWidth + 1 && style.overflowX !== 'visible' && style.overflowX !== 'auto' && style.overflowX !== 'scroll';
      const outside = box.right > width + 1 || box.left < -1;
      const whole = (node.getAttribute('title') || '').includes(text) || (node.getAttribute('aria-label') || '').includes(text);
      if ((clips && !whole) || outside) found.push(text.slice(0, 60) + (outside ? ' (outside the pane)' : ' (clipped)'));
    }
    return found;
  })()`);
}

if (endToEndEnabled) {
  describe('e2e: play like a game', function () {
    this.timeout(240_000);
    const current = suiteSession({ name: 'play', trust: true }, { closeEditorsBeforeEach: true });
    const file = (name: string): string => join(current().workspace, name);

    it('1. a file opens ready to play: Play pressed, "Moves: 0", and the first click leaves the file as it is', async () => {
      const { workbench } = current();
      const before = fileSnapshot(file('4x4.lights'));
      const grid = await workbench.openFile('4x4.lights');
      await poll(
        'Play to be pressed',
        () => grid.byTestId('play-mode').getAttribute('aria-pressed'),
        (pressed) => pressed === 'true',
        20_000,
      );
      await grid.waitForStatus('Moves: 0');
      const cells = await grid.cells();
      await grid.clickCell(1, 1);
      await grid.waitForStatus('Moves: 1');
      assert.notDeepEqual(await grid.cells(), cells, 'the press changed the board shown');
      assert.equal(await workbench.tabIsDirty('4x4.lights'), false, 'the tab is not dirty');
      assert.deepEqual(fileSnapshot(file('4x4.lights')).bytes, before.bytes, "the file's bytes are unchanged");
      // Playing from the start: Ctrl+Z is Undo Move (the host knows the grid plays).
      await grid.focus();
      await current().page.keyboard.press('Control+z');
      await grid.waitForStatus('Moves: 0', 'Ctrl+Z to take the move back');
      assert.deepEqual(await grid.cells(), cells);
    });

    it('2. New game deals another board without touching the file; the solution on the board counts down and up; a win offers New game', async () => {
      const { workbench } = current();
      const before = fileSnapshot(file('classic-5x5-all-on.lights'));
      const grid = await workbench.openFile('classic-5x5-all-on.lights');
      await grid.waitForStatus('Moves: 0');
      const original = await grid.cells();
      await grid.byTestId('new-game').click();
      const dealt = await poll(
        'a new board',
        () => grid.cells(),
        (cells) => JSON.stringify(cells) !== JSON.stringify(original),
        60_000,
      );
      await grid.waitForStatus('Moves: 0');
      assert.ok(
        dealt.flat().some((cell) => cell !== 0),
        'the new board has lights on',
      );
      await workbench.screenshot('new game');

      // The solution, on the board itself.
      await grid.solve();
      const status = await grid.waitForStatus(/\d+ press(es)? to go/);
      const total = toGoCount(status) as number;
      const marks = await pressesToGo(grid);
      assert.equal(
        marks.reduce((sum, value) => sum + value, 0),
        total,
        `the marks on the board (${marks.join('')}) add up to the count (${status})`,
      );
      await workbench.screenshot('solution on the board');
      // A press off the solution changes the presses to go at once (the solution follows; no "Solve again"),
      // and the marks on the board always add up to the count the status gives.
      const marksBefore = await grid.puzzleAttribute('to-go');
      const unmarked = marks.findIndex((value) => value === 0);
      await grid.clickCell(Math.floor(unmarked / 5), unmarked % 5);
      await poll(
        'the presses to go to follow the move',
        async () => ({ marks: await pressesToGo(grid), text: await grid.puzzleAttribute('to-go'), count: toGoCount(await grid.status()) }),
        (seen) => seen.text !== marksBefore && seen.count === seen.marks.reduce((sum, value) => sum + value, 0),
        20_000,
      );
      assert.equal(await grid.solutionAttribute('stale'), 'false', 'the solution follows the move');
      assert.equal(await grid.byTestId('solution-stale').isVisible(), false, 'no "Changed since: Solve again" for a move');
      // Pressed again, the cell is back where it was: the fewest presses are proven again.
      await grid.clickCell(Math.floor(unmarked / 5), unmarked % 5);
      await grid.waitForStatus(new RegExp(`\\b${total} press(es)? to go$`), `back to ${total} to go`);
      // Press every marked cell: the count goes down to the win.
      let left = total;
      while (left > 0) {
        const next = (await pressesToGo(grid)).findIndex((value) => value > 0);
        await grid.clickCell(Math.floor(next / 5), next % 5);
        left -= 1;
        if (left > 0) await grid.waitForStatus(new RegExp(`\\b${left} press(es)? to go`), `${left} to go`);
      }
      await poll(
        'the win banner',
        () => grid.byTestId('win-banner').isVisible(),
        (visible) => visible,
        20_000,
      );
      assert.match(await grid.status(), /^Solved in \d+ moves/);
      assert.match(await grid.text('win-text'), /moves/);
      await workbench.screenshot('won');
      assert.equal(await workbench.tabIsDirty('classic-5x5-all-on.lights'), false, 'the tab never turned dirty');
      assert.deepEqual(fileSnapshot(file('classic-5x5-all-on.lights')).bytes, before.bytes, "the file's bytes are unchanged after a whole game");
      // The win's New game deals again.
      const won = await grid.cells();
      await grid.byTestId('win-new-game').click();
      await poll(
        'another board',
        () => grid.cells(),
        (cells) => JSON.stringify(cells) !== JSON.stringify(won),
        60_000,
      );
      await grid.waitForStatus('Moves: 0');
      assert.equal(await grid.byTestId('win-banner').isVisible(), false, 'the banner goes with the new game');
      assert.deepEqual(fileSnapshot(file('classic-5x5-all-on.lights')).bytes, before.bytes, "the file's bytes are still unchanged");
    });

    it('3. Reset is a step of the history: Undo after Reset brings the moves back', async () => {
      const { workbench } = current();
      const grid = await workbench.openFile('4x4.lights');
      await grid.waitForStatus('Moves: 0');
      await grid.clickCell(0, 0);
      await grid.clickCell(2, 3);
      await grid.waitForStatus('Moves: 2');
      const played = await grid.cells();
      await grid.byTestId('reset').click();
      await grid.waitForStatus('Moves: 0');
      await grid.byTestId('undo').click();
      await grid.waitForStatus('Moves: 2');
      assert.deepEqual(await grid.cells(), played);
    });

    it('4. a 6x6 board with its solution fills a 1000x700 editor with cells of at least 72 px', async () => {
      const { workbench } = current();
      await workbench.setEditorSize(1000, 700);
      const grid = await workbench.openFile('6x6.lights');
      await grid.solve();
      const size = await poll(
        'the cell size',
        async () => Number(await grid.puzzleAttribute('cell-size')),
        (value) => value > 0,
        20_000,
      );
      await workbench.screenshot('6x6 in 1000x700');
      assert.ok(size >= 72, `cells of ${size} px, at least 72 expected`);
    });

    for (const width of [400, 700]) {
      it(`5. nothing is cut off in a ${width} px pane, with the solution, Learn and Path open`, async () => {
        const { workbench } = current();
        await workbench.setEditorSize(width, 700);
        const grid = await workbench.openFile('knight-6x6.lights');
        await grid.solve();
        await grid.byTestId('show-path').click();
        await grid.byTestId('learn-toggle').click();
        await poll(
          'the Learn panel',
          () => grid.byTestId('learn-panel').isVisible(),
          (visible) => visible,
          30_000,
        );
        await workbench.screenshot(`${width} px`);
        const clipped = await poll(
          'the layout to settle',
          () => clippedTexts(workbench),
          (found) => found.length === 0,
          10_000,
        ).catch(() => clippedTexts(workbench));
        assert.deepEqual(clipped, [], `texts cut off at ${width} px`);
      });
    }
  });
}
