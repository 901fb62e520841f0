/**
 * The Get Started walkthrough in real VS Code (code-server): its steps' buttons run while the
 * walkthrough has the focus, so they must reach the grid that was active last; its code shows as
 * code, its pictures follow the theme, and a step that needs a grid offers to open an example.
 */

import * as assert from 'node:assert/strict';
import { endToEndEnabled, suiteSession } from './support/codeServer';
import { COLOR_THEMES, poll, type Workbench } from './support/workbench';

/** Opens the walkthrough from the palette. */
async function openWalkthrough(workbench: Workbench): Promise<void> {
  await workbench.runCommand('Welcome: Open Walkthrough...');
  await workbench.quickPickRows('Get Started with Lights Out');
  await workbench.pick('Get Started with Lights Out');
}

/** The attribute selector of step `id` of the walkthrough (VS Code prefixes it with the extension's and the walkthrough's ids). */
function stepOf(attribute: string, id: string): string {
  return `[${attribute}$="#lightsOut.gettingStarted#${id}"]`;
}

if (endToEndEnabled) {
  describe('e2e: the Get Started walkthrough', function () {
    this.timeout(180_000);
    const current = suiteSession({ name: 'walkthrough', trust: true }, { closeEditorsBeforeEach: true });

    it('opens from the palette, and its Learn and Solve buttons reach the grid that was active last', async () => {
      const { workbench, page } = current();
      const grid = await workbench.openFile('classic-5x5-all-on.lights');
      await grid.waitForCells(Array.from({ length: 5 }, () => [1, 1, 1, 1, 1]));
      // A click in the explorer opens a preview, which the walkthrough's tab would replace.
      await workbench.runCommand('View: Keep Editor');
      await openWalkthrough(workbench);
      const learnStep = page.getByRole('button', { name: /Learn how it is solved/ }).first();
      await learnStep.waitFor({ timeout: 30_000 });
      await workbench.screenshot('walkthrough');
      await learnStep.click();
      await page.getByRole('button', { name: 'Open the Learn Panel' }).first().click();
      await poll(
        'the Learn panel of the grid to open',
        () => grid.byTestId('learn-panel').isVisible(),
        (visible) => visible,
      );
      await poll(
        'the grid to be the active tab again',
        () => workbench.tabs(),
        (tabs) => tabs.some((tab) => tab.startsWith('classic-5x5-all-on.lights')),
      );
      assert.match(await grid.text('press-rules'), /sigma-plus game/);
      await workbench.screenshot('learn from the walkthrough');
      // Back in the walkthrough (its tab is still open), Solve reaches the same grid.
      await workbench.activateTab('Welcome');
      await page
        .getByRole('button', { name: /Solve it/ })
        .first()
        .click();
      await page.getByRole('button', { name: 'Solve', exact: true }).first().click();
      const solution = await grid.waitForSolution();
      assert.match(solution.summary, /Fewest presses: 15 \(proven\)/);
    });

    it('shows its code as code and the pictures of the theme, and its Play step opens an example ready to play (the last test: the light theme stays)', async () => {
      const { workbench, page } = current();
      const light = COLOR_THEMES[1];
      assert.equal(light.name, 'light');
      // The theme changes while a grid is in view: its webview tells when the new theme is on.
      await workbench.openFile('classic-5x5-all-on.lights');
      await workbench.setColorTheme(light);
      await workbench.closeAllEditors();
      await openWalkthrough(workbench);
      await page.locator(`button.getting-started-step${stepOf('data-step-id', 'openExample')}`).click();
      const description = page.locator(stepOf('x-step-description-for', 'openExample'));
      assert.equal(await description.locator('code').first().textContent(), '.lights');
      assert.doesNotMatch((await description.textContent()) ?? '', /`/);
      await poll(
        "the step's picture for a light theme",
        () => page.locator('.getting-started-media img').first().getAttribute('srcset'),
        (srcset) => /open-example-light\.png/.test(srcset ?? ''),
      );
      await workbench.screenshot('walkthrough in a light theme');

      // No grid is open: the Play step offers an example, which opens ready to play.
      await page.locator(`button.getting-started-step${stepOf('data-step-id', 'play')}`).click();
      await page.locator(stepOf('x-step-description-for', 'play')).getByRole('button', { name: 'Open an Example' }).click();
      await workbench.quickPickRows('Classic 5x5, all on');
      await workbench.pick('Classic 5x5, all on');
      const grid = workbench.grid();
      await grid.puzzleCanvas.waitFor({ timeout: 30_000 });
      await grid.waitForStatus(/^Moves: 0\b/);
      assert.equal(await grid.byTestId('play-mode').getAttribute('aria-pressed'), 'true', 'the example opens in Play');
    });
  });
}
