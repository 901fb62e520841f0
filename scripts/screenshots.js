// `npm run screenshots`: regenerates the pictures of the README (docs/images/) and of the
// walkthrough (media/walkthrough/) in real VS Code, as `npm run test:e2e` drives it, with the
// end-to-end suite's own support code (test/e2e/support, compiled here by tsc into out/): the
// extension is packaged with `npm run package` and installed into a fresh code-server, driven by
// Debian's chromium. Every picture shows an 800x600 editor (its tab, breadcrumbs and the panel):
//
// - media/walkthrough/: one per step: open-example, play, hint, solve, learn, new-puzzle;
// - docs/images/grid-<theme>.png, one per kind of theme (dark, light, high-contrast,
//   high-contrast-light): examples/classic-5x5-all-on.lights in Play after two moves, with its
//   solution and a hint shown; solution.png: that solution's panel alone; learn.png: the Learn
//   panel; analysis-report.png: the Analyze Board Shape report of the 5x5 board;
// - docs/images/play.gif: examples/4x4.lights played from the start to solved along its solution
//   (decoded PNG screenshots, halved, encoded by gifenc through scripts/animatedGif.js).
'use strict';
const childProcess = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { decodePng, encodeGif, halve } = require('./animatedGif');

const REPOSITORY = path.resolve(__dirname, '..');
const IMAGES = path.join(REPOSITORY, 'docs', 'images');
const WALKTHROUGH = path.join(REPOSITORY, 'media', 'walkthrough');
const EDITOR_WIDTH = 800;
const EDITOR_HEIGHT = 600;
/** How long each frame of the GIF shows, in ms: the first and the last longer, to be read. */
const GIF_FIRST_MS = 1500;
const GIF_STEP_MS = 700;
const GIF_LAST_MS = 2500;

/** Compiles the project (src and test) into out/, where the suite's support code is loaded from. */
function compile() {
  const result = childProcess.spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.json'], {
    cwd: REPOSITORY,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`tsc -p tsconfig.json failed (exit ${result.status})`);
}

function report(file, what) {
  process.stdout.write(`${path.relative(REPOSITORY, file)} (${what}, ${Math.round(fs.statSync(file).size / 1024)} KiB)\n`);
}

async function main() {
  compile();
  const { startSession } = require('../out/test/e2e/support/codeServer.js');
  const { COLOR_THEMES, parseGrid, poll } = require('../out/test/e2e/support/workbench.js');
  const { SHOWCASE_MOVES } = require('../out/test/e2e/support/showcase.js');
  const session = await startSession({ name: 'screenshots', trust: true });
  try {
    const { workbench, page } = session;
    const editor = await workbench.setEditorSize(EDITOR_WIDTH, EDITOR_HEIGHT);
    fs.mkdirSync(IMAGES, { recursive: true });
    fs.mkdirSync(WALKTHROUGH, { recursive: true });
    /** Waits for two frames of the grid's webview (it repaints after a theme change or a press) and moves the mouse away (no hover colour). */
    const settle = async () => {
      const frame = await workbench.gridFrame();
      await frame.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
      await page.mouse.move(0, 0);
    };
    /** Photographs the settled editor (or `clip`) into `file`. */
    const shoot = async (file, what, clip = editor) => {
      await settle();
      await page.screenshot({ path: file, clip });
      report(file, what);
    };
    const walkthrough = (name) => path.join(WALKTHROUGH, `${name}.png`);

    // The walkthrough's steps, on the showcase puzzle (test/e2e/support/showcase.ts), in Dark Modern.
    const grid = await workbench.openFile('classic-5x5-all-on.lights');
    await workbench.setColorTheme(COLOR_THEMES[0]);
    await shoot(walkthrough('open-example'), 'walkthrough: an example opened');
    await grid.setMode('play');
    for (const [row, col] of SHOWCASE_MOVES) await grid.clickCell(row, col);
    await grid.waitForStatus(new RegExp(`^Moves: ${SHOWCASE_MOVES.length}\\b`));
    await shoot(walkthrough('play'), 'walkthrough: two moves played');
    await grid.hint();
    await shoot(walkthrough('hint'), 'walkthrough: a hint');
    await grid.solve();
    await grid.hint();
    await shoot(walkthrough('solve'), 'walkthrough: the solution');

    // The README's grid in each kind of theme, and the solution's panel alone.
    for (const theme of COLOR_THEMES) {
      await workbench.setColorTheme(theme);
      await shoot(path.join(IMAGES, `grid-${theme.name}.png`), theme.label);
    }
    await workbench.setColorTheme(COLOR_THEMES[0]);
    const solution = await grid.solutionCanvas.boundingBox();
    if (solution === null) throw new Error('the solution is not laid out');
    const top = Math.max(editor.y, solution.y - 48);
    const left = Math.max(editor.x, solution.x - 16);
    const right = Math.min(editor.x + editor.width, solution.x + solution.width + 16);
    const bottom = Math.min(editor.y + editor.height, solution.y + solution.height + 16);
    await shoot(path.join(IMAGES, 'solution.png'), 'the solution panel', { x: left, y: top, width: right - left, height: bottom - top });

    // The Learn panel.
    await grid.byTestId('learn-toggle').click();
    await grid.byTestId('learn-panel').waitFor({ state: 'visible', timeout: 30_000 });
    await poll(
      'the Learn panel to be filled',
      () => grid.text('learn-status'),
      (text) => text.trim() !== '',
      60_000,
    );
    await shoot(walkthrough('learn'), 'walkthrough: the Learn panel');
    fs.copyFileSync(walkthrough('learn'), path.join(IMAGES, 'learn.png'));
    report(path.join(IMAGES, 'learn.png'), 'the Learn panel');

    // New Puzzle's first question.
    await workbench.runCommand('Lights Out: New Puzzle');
    await workbench.quickInputState();
    await page.mouse.move(0, 0);
    await page.screenshot({ path: walkthrough('new-puzzle'), clip: editor });
    report(walkthrough('new-puzzle'), 'walkthrough: New Puzzle');
    await page.keyboard.press('Escape');

    // The analysis report of the 5x5 board.
    await workbench.runCommand('Lights Out: Analyze Board Shape');
    await workbench.acceptInputBox('Size');
    await workbench.acceptInputBox('States per cell');
    await workbench.acceptInputBox('Objective state');
    await workbench.quickPickRows('plain');
    await page.keyboard.press('Enter');
    const reportFrame = () => page.locator('iframe.webview.ready').filter({ visible: true }).last().contentFrame().locator('#active-frame').contentFrame();
    const maxMoves = () => reportFrame().getByTestId('fact-max-moves').textContent({ timeout: 5_000 });
    await poll('the 5x5 report (15 moves at most)', maxMoves, (text) => /^15\b/.test(text?.trim() ?? ''), 120_000);
    await shoot(path.join(IMAGES, 'analysis-report.png'), 'the analysis report');
    await workbench.closeAllEditors();

    // The GIF: examples/4x4.lights from the start to solved along the solution the panel shows.
    const game = await workbench.openFile('4x4.lights');
    await game.setMode('play');
    const presses = parseGrid((await game.solve()).presses);
    const frames = [];
    const frame = async () => {
      await settle();
      frames.push(halve(decodePng(await page.screenshot({ clip: editor }))));
    };
    await frame();
    let moves = 0;
    for (let row = 0; row < presses.length; row++) {
      for (let col = 0; col < presses[row].length; col++) {
        for (let times = 0; times < presses[row][col]; times++) {
          await game.clickCell(row, col);
          moves += 1;
          await game.waitForStatus(new RegExp(`^(Moves: ${moves}\\b|Solved in ${moves}\\b)`));
          await frame();
        }
      }
    }
    await game.waitForStatus(/^Solved/);
    await frame();
    const delays = frames.map((_, index) => (index === 0 ? GIF_FIRST_MS : index === frames.length - 1 ? GIF_LAST_MS : GIF_STEP_MS));
    const gif = path.join(IMAGES, 'play.gif');
    fs.writeFileSync(gif, encodeGif(frames, delays));
    report(gif, `a game of ${moves} moves, ${frames.length} frames`);
  } catch (error) {
    session.printLogs();
    throw error;
  } finally {
    await session.close();
  }
}

main().catch((error) => {
  process.stderr.write(`npm run screenshots failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
