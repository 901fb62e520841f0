// `npm run screenshots`: regenerates the grid panel's pictures in docs/images/, one per kind of
// theme (grid-dark.png, grid-light.png, grid-high-contrast.png, grid-high-contrast-light.png):
// examples/classic-5x5-all-on.lights in Play after two moves, with its solution and a hint shown,
// in an 800x600 editor, cropped to the editor (its tab, breadcrumbs and the panel).
//
// It drives real VS Code as `npm run test:e2e` does, with the end-to-end suite's own support code
// (test/e2e/support, compiled here by tsc into out/): the extension is packaged with
// `npm run package` and installed into a fresh code-server, driven by Debian's chromium.
'use strict';
const childProcess = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const REPOSITORY = path.resolve(__dirname, '..');
const IMAGES = path.join(REPOSITORY, 'docs', 'images');
const EDITOR_WIDTH = 800;
const EDITOR_HEIGHT = 600;

/** Compiles the project (src and test) into out/, where the suite's support code is loaded from. */
function compile() {
  const result = childProcess.spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.json'], {
    cwd: REPOSITORY,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`tsc -p tsconfig.json failed (exit ${result.status})`);
}

async function main() {
  compile();
  const { startSession } = require('../out/test/e2e/support/codeServer.js');
  const { COLOR_THEMES } = require('../out/test/e2e/support/workbench.js');
  const { openShowcase } = require('../out/test/e2e/support/showcase.js');
  const session = await startSession({ name: 'screenshots', trust: true });
  try {
    const { workbench, page } = session;
    const editor = await workbench.setEditorSize(EDITOR_WIDTH, EDITOR_HEIGHT);
    await openShowcase(workbench);
    fs.mkdirSync(IMAGES, { recursive: true });
    for (const theme of COLOR_THEMES) {
      await workbench.setColorTheme(theme);
      // The webview repaints its canvases when the theme's class arrives: wait for two frames drawn after it.
      const frame = await workbench.gridFrame();
      await frame.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
      // No hover colour on the last button clicked.
      await page.mouse.move(0, 0);
      const file = path.join(IMAGES, `grid-${theme.name}.png`);
      await page.screenshot({ path: file, clip: editor });
      process.stdout.write(`${path.relative(REPOSITORY, file)} (${theme.label})\n`);
    }
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
