// `npm run screenshots`: regenerates the pictures of the README (docs/images/) and of the
// walkthrough (media/walkthrough/) in real VS Code, as `npm run test:e2e` drives it, with the
// end-to-end suite's own support code (test/e2e/support, compiled here by tsc into out/): the
// extension is packaged with `npm run package` and installed into a fresh code-server, driven by
// Debian's chromium. Every picture shows an 800x600 editor (its tab, breadcrumbs and the panel):
//
// - media/walkthrough/<step>-<theme>.png: each step of the walkthrough (open-example, play, hint,
//   solve, learn, new-puzzle) in each kind of theme (dark, light, high-contrast,
//   high-contrast-light), which package.json's walkthrough shows as the step's dark, light, hc and
//   hcLight picture;
// - docs/images/grid-<theme>.png, one per kind of theme: examples/classic-5x5-all-on.lights in Play
//   after two moves, with its solution and a hint shown (the solve step's pictures);
//   solution.png: that solution's panel alone; learn.png: the Learn panel in Dark Modern;
//   analysis-report.png: the Analyze Board Shape report of the 5x5 board;
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
    const walkthrough = (step, theme) => path.join(WALKTHROUGH, `${step}-${theme.name}.png`);
    /** Photographs the settled editor in each kind of theme as the walkthrough's pictures of `step` (the last theme stays on). */
    const shootStep = async (step, what) => {
      for (const theme of COLOR_THEMES) {
        await workbench.setColorTheme(theme);
        await shoot(walkthrough(step, theme), `walkthrough: ${what}, ${theme.label}`);
      }
    };

    // The walkthrough's steps, on the showcase puzzle (test/e2e/support/showcase.ts): a file opens
    // ready to play (Play is pressed again in case the setting says otherwise).
    const grid = await workbench.openFile('classic-5x5-all-on.lights');
    await grid.setMode('play');
    await grid.waitForStatus(/^Moves: 0\b/);
    await shootStep('open-example', 'an example opened');
    for (const [row, col] of SHOWCASE_MOVES) await grid.clickCell(row, col);
    await grid.waitForStatus(new RegExp(`^Moves: ${SHOWCASE_MOVES.length}\\b`));
    await shootStep('play', 'two moves played');
    await grid.hint();
    await shootStep('hint', 'a hint');
    await grid.solve();
    await grid.hint();
    await shootStep('solve', 'the solution');

    // The README's grid in each kind of theme is the solve step's picture; the solution's panel alone.
    for (const theme of COLOR_THEMES) {
      const file = path.join(IMAGES, `grid-${theme.name}.png`);
      fs.copyFileSync(walkthrough('solve', theme), file);
      report(file, theme.label);
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
      'the Learn panel to be filled (its light chasing shown)',
      async () => (await grid.byTestId('learn-panel').getAttribute('aria-busy')) === 'false' && (await grid.byTestId('chase-section').isVisible()),
      (filled) => filled,
      60_000,
    );
    await shootStep('learn', 'the Learn panel');
    fs.copyFileSync(walkthrough('learn', COLOR_THEMES[0]), path.join(IMAGES, 'learn.png'));
    report(path.join(IMAGES, 'learn.png'), 'the Learn panel');

    // New Puzzle's first question, over the grid (whose webview tells when a theme is on).
    for (const theme of COLOR_THEMES) {
      await workbench.setColorTheme(theme);
      await workbench.runCommand('Lights Out: New Puzzle');
      await workbench.quickInputState();
      await page.mouse.move(0, 0);
      await page.screenshot({ path: walkthrough('new-puzzle', theme), clip: editor });
      report(walkthrough('new-puzzle', theme), `walkthrough: New Puzzle, ${theme.label}`);
      await page.keyboard.press('Escape');
      await page.locator('.quick-input-widget').waitFor({ state: 'hidden', timeout: 10_000 });
    }
    await workbench.setColorTheme(COLOR_THEMES[0]);

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
