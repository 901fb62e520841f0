import * as assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { endToEndEnabled, suiteSession } from './support/codeServer';
import { poll } from './support/workbench';

/** Keys out of canonical order and a ragged grid: Format Document sorts and aligns them. */
const MESSY = '# A messy board for Format Document.\ncolumns = 3\nrows = 2\nstates = 12\ngrid = """\n1  0 10\n 0 11 1\n"""\n';

/** What Format Document makes of MESSY. */
const FORMATTED = '# A messy board for Format Document.\nrows = 2\ncolumns = 3\nstates = 12\ngrid = """\n1  0 10\n0 11  1\n"""\n';

/** A short second row: the quick fix pads it. */
const SHORT_ROW = 'rows = 2\ncolumns = 3\ngrid = """\n0 1 0\n1 1\n"""\n';

if (endToEndEnabled) {
  describe('e2e: language features of .lights text', function () {
    this.timeout(180_000);
    const current = suiteSession(
      {
        name: 'languageFeatures',
        trust: true,
        prepareWorkspace: (workspace) => {
          writeFileSync(join(workspace, 'messy.lights'), MESSY);
          writeFileSync(join(workspace, 'short-row.lights'), SHORT_ROW);
        },
      },
      { closeEditorsBeforeEach: true },
    );

    it('completes a key, formats the document (sorted keys, aligned grid) and pads a short row with a quick fix', async () => {
      const { workbench, page, workspace } = current();
      await workbench.openFile('messy.lights');
      await workbench.runCommand('Lights Out: Open as Text');
      await poll(
        'the text editor',
        () => workbench.textEditorContent(),
        (content) => content.includes('columns = 3'),
      );

      await page.locator('.editor-instance .monaco-editor .view-lines').filter({ visible: true }).first().click();
      await page.keyboard.press('Control+End');
      await page.keyboard.press('Control+Space');
      const suggestions = page.locator('.suggest-widget .monaco-list-row');
      await poll(
        'the completion list to offer "topology"',
        () => suggestions.allInnerTexts(),
        (rows) => rows.some((row) => row.includes('topology')),
      );
      const offered = await suggestions.allInnerTexts();
      assert.ok(!offered.some((row) => /^rows\b/.test(row)), `a key the file has is not offered again: ${JSON.stringify(offered)}`);
      await page.keyboard.press('Escape');
      await workbench.screenshot('completion of keys');

      await workbench.runCommand('Format Document');
      await poll(
        'the formatted text on disk',
        async () => readFileSync(join(workspace, 'messy.lights'), 'utf8'),
        (text) => text === FORMATTED,
      );
      await workbench.screenshot('the formatted document');

      await workbench.closeAllEditors();
      await workbench.openFile('short-row.lights');
      await workbench.runCommand('Lights Out: Open as Text');
      await poll(
        'the text editor',
        () => workbench.textEditorContent(),
        (content) => content.includes('1 1'),
      );
      await poll(
        'the short row reported',
        () => workbench.problems(),
        (rows) => rows.some((row) => row.includes('row 2 has 2 cells, expected 3')),
      );
      await page.locator('.editor-instance .monaco-editor .view-lines').filter({ visible: true }).first().click();
      await workbench.runCommand('Go to Next Problem (Error, Warning, Info)');
      await workbench.runCommand('Auto Fix...');
      await poll(
        'the padded row on disk',
        async () => readFileSync(join(workspace, 'short-row.lights'), 'utf8'),
        (text) => text === 'rows = 2\ncolumns = 3\ngrid = """\n0 1 0\n1 1 0\n"""\n',
      );
      await workbench.screenshot('the quick fix applied');
    });
  });
}
