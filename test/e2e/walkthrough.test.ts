/**
 * The Get Started walkthrough in real VS Code (code-server): its steps' buttons run while the
 * walkthrough has the focus, so they must reach the grid that was active last.
 */

import * as assert from 'node:assert/strict';
import { endToEndEnabled, suiteSession } from './support/codeServer';
import { poll } from './support/workbench';

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
      await workbench.runCommand('Welcome: Open Walkthrough...');
      await workbench.quickPickRows('Get Started with Lights Out');
      await workbench.pick('Get Started with Lights Out');
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
  });
}
