import * as assert from 'node:assert/strict';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { endToEndEnabled, fileSnapshot, suiteSession } from './support/codeServer';
import { readExtensionLog } from './support/extensionLog';
import { poll } from './support/workbench';

/** A 5x6 board: the analysis of its 2^30 states takes about ten seconds, long enough to be cancelled. */
const BOARD_5X6 =
  '# A board whose analysis takes seconds.\nrows = 5\ncolumns = 6\ngrid = """\n1 0 0 0 0 1\n0 0 0 0 0 0\n0 0 1 1 0 0\n0 0 0 0 0 0\n1 0 0 0 0 1\n"""\n';

/** The eight bytes every PNG file starts with. */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The pixels (RGBA, row by row) of an 8-bit RGBA PNG of `width` x `height`: its IDAT chunks joined, inflated and unfiltered (PNG specification, section 9). */
function pngPixels(png: Buffer, width: number, height: number): Uint8Array {
  const chunks: Buffer[] = [];
  for (let offset = 8; offset + 8 <= png.length;) {
    const length = png.readUInt32BE(offset);
    if (png.toString('latin1', offset + 4, offset + 8) === 'IDAT') chunks.push(png.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
  }
  const data = inflateSync(Buffer.concat(chunks));
  const stride = 4 * width;
  const pixels = new Uint8Array(stride * height);
  for (let row = 0; row < height; row++) {
    const filter = data[row * (stride + 1)];
    for (let column = 0; column < stride; column++) {
      const raw = data[row * (stride + 1) + 1 + column];
      const left = column >= 4 ? pixels[row * stride + column - 4] : 0;
      const up = row > 0 ? pixels[(row - 1) * stride + column] : 0;
      const upLeft = row > 0 && column >= 4 ? pixels[(row - 1) * stride + column - 4] : 0;
      const estimate = left + up - upLeft;
      const [toLeft, toUp, toUpLeft] = [Math.abs(estimate - left), Math.abs(estimate - up), Math.abs(estimate - upLeft)];
      const paeth = toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft;
      const predictor = [0, left, up, (left + up) >> 1, paeth][filter];
      assert.ok(predictor !== undefined, `row ${row} has the unknown filter ${filter}`);
      pixels[row * stride + column] = (raw + predictor) & 0xff;
    }
  }
  return pixels;
}

/** What the browser's XML parser finds in an exported SVG. */
interface SvgSummary {
  readonly parseError: string;
  readonly root: string;
  readonly width: number;
  readonly height: number;
  readonly puzzleCells: readonly { row: string; column: string; state: string; shape: string }[];
  readonly solutionCells: readonly { row: string; column: string; presses: string; shape: string }[];
}

/** The DOM the parse runs against in the page (this project compiles its tests without the DOM library). */
interface XmlElement {
  readonly localName: string;
  readonly firstElementChild: XmlElement | null;
  getAttribute(name: string): string | null;
  querySelectorAll(selector: string): ArrayLike<XmlElement>;
  readonly textContent: string | null;
}

if (endToEndEnabled) {
  describe('e2e: Export Board as Picture and progress with Cancel', function () {
    this.timeout(180_000);
    const current = suiteSession(
      {
        name: 'export-progress',
        trust: true,
        prepareWorkspace: (workspace) => writeFileSync(join(workspace, 'analysis-5x6.lights'), BOARD_5X6),
      },
      { closeEditorsBeforeEach: true },
    );

    it('exports the classic 5x5 as an SVG with 25 puzzle and 25 solution cells and a PNG at twice its size', async () => {
      const { workbench, page, workspace } = current();
      const grid = await workbench.openFile('classic-5x5-all-on.lights');
      await grid.waitForCells(Array.from({ length: 5 }, () => [1, 1, 1, 1, 1]));
      const svgFile = join(workspace, 'classic-picture.svg');
      const pngFile = join(workspace, 'classic-picture.png');
      await workbench.runCommand('Lights Out: Export Board as Picture');
      // code-server shows VS Code's own simple file dialog: a quick input holding the proposed path.
      const dialog = page.locator('.quick-input-widget');
      const proposed = await poll(
        'the save dialog to propose the puzzle’s folder',
        async () => ((await dialog.isVisible()) ? await dialog.locator('input').inputValue() : ''),
        (value) => value.endsWith('classic-5x5-all-on.svg'),
      );
      assert.ok(proposed.startsWith(workspace), `the proposed file ${proposed} lies in the workspace ${workspace}`);
      await dialog.locator('input').fill(svgFile);
      await page.keyboard.press('Enter');
      await poll(
        'the SVG and the PNG to be written',
        async () => existsSync(svgFile) && existsSync(pngFile) && statSync(pngFile).size > 0,
        (written) => written,
      );
      await poll(
        'the notification that names both files',
        () => page.locator('.notifications-toasts').innerText(),
        (text) => text.includes('saved as classic-picture.svg and classic-picture.png'),
      );
      await poll(
        'the progress of the solve to close',
        () => page.locator('.notifications-toasts .notification-toast').filter({ hasText: 'Solving the board for its picture' }).count(),
        (count) => count === 0,
      );
      await workbench.screenshot('picture exported');

      const svg = readFileSync(svgFile, 'utf8');
      const summary = await page.evaluate((text): SvgSummary => {
        // Runs in the page: its DOMParser is a conforming XML parser.
        const parser = new (
          globalThis as unknown as { DOMParser: new () => { parseFromString(text: string, type: string): { documentElement: XmlElement } } }
        ).DOMParser();
        const root = parser.parseFromString(text, 'image/svg+xml').documentElement;
        const cells = (selector: string) => Array.from(root.querySelectorAll(selector));
        return {
          parseError: Array.from(root.querySelectorAll('parsererror'))
            .map((element) => element.textContent ?? '')
            .join(' '),
          root: root.localName,
          width: Number(root.getAttribute('width')),
          height: Number(root.getAttribute('height')),
          puzzleCells: cells('g.puzzle > g.cell').map((cell) => ({
            row: cell.getAttribute('data-row') ?? '',
            column: cell.getAttribute('data-column') ?? '',
            state: cell.getAttribute('data-state') ?? '',
            shape: cell.firstElementChild?.localName ?? '',
          })),
          solutionCells: cells('g.solution > g.cell').map((cell) => ({
            row: cell.getAttribute('data-row') ?? '',
            column: cell.getAttribute('data-column') ?? '',
            presses: cell.getAttribute('data-presses') ?? '',
            shape: cell.firstElementChild?.localName ?? '',
          })),
        };
      }, svg);
      assert.equal(summary.parseError, '', 'the SVG is well-formed XML');
      assert.equal(summary.root, 'svg');
      assert.equal(summary.puzzleCells.length + summary.solutionCells.length, 50);
      const places = Array.from({ length: 25 }, (_, index) => `${Math.floor(index / 5) + 1},${(index % 5) + 1}`);
      assert.deepEqual(
        summary.puzzleCells.map((cell) => `${cell.row},${cell.column}`),
        places,
      );
      assert.deepEqual(
        summary.solutionCells.map((cell) => `${cell.row},${cell.column}`),
        places,
      );
      assert.deepEqual(new Set(summary.puzzleCells.map((cell) => `${cell.state} ${cell.shape}`)), new Set(['1 rect']), 'every puzzle cell is a lit square');
      assert.deepEqual(new Set(summary.solutionCells.map((cell) => cell.shape)), new Set(['rect']));
      // The classic all-on 5x5 has four solutions of 15 presses, the fewest.
      assert.equal(summary.solutionCells.filter((cell) => cell.presses === '1').length, 15);
      assert.equal(summary.solutionCells.filter((cell) => cell.presses === '0').length, 10);

      const png = readFileSync(pngFile);
      assert.deepEqual(Array.from(png.subarray(0, 8)), PNG_SIGNATURE, 'the file starts with the PNG signature');
      assert.equal(png.toString('latin1', 12, 16), 'IHDR');
      assert.deepEqual(
        { width: png.readUInt32BE(16), height: png.readUInt32BE(20) },
        { width: 2 * summary.width, height: 2 * summary.height },
        'the PNG is drawn at twice the SVG’s size',
      );
      assert.ok(summary.width > 0 && summary.height > 0);
      // Colour type 6 (RGBA, 8 bits): the white background and the black outlines and digits are both drawn.
      assert.deepEqual([png[24], png[25]], [8, 6]);
      const pixels = pngPixels(png, 2 * summary.width, 2 * summary.height);
      let white = 0;
      let black = 0;
      for (let index = 0; index < pixels.length; index += 4) {
        if (pixels[index + 3] !== 255) continue;
        const [red, green, blue] = [pixels[index], pixels[index + 1], pixels[index + 2]];
        if (red === 255 && green === 255 && blue === 255) white++;
        else if (red < 64 && green < 64 && blue < 64) black++;
      }
      // Opaque white background and solution cells, opaque black outlines, digits and rings.
      assert.ok(white > pixels.length / 4 / 4, `${white} white pixels of ${pixels.length / 4}`);
      assert.ok(black > 1000, `${black} black pixels`);
    });

    it('cancels Analyze Board Shape from its progress notification: no report opens and the puzzle is not touched', async () => {
      const { workbench, page, workspace, userDataDir } = current();
      const file = join(workspace, 'analysis-5x6.lights');
      const before = fileSnapshot(file);
      const grid = await workbench.openFile('analysis-5x6.lights');
      await poll(
        'the grid to show the 5x6 board',
        () => grid.puzzleAttribute('grid'),
        (text) => text === '1,0,0,0,0,1/0,0,0,0,0,0/0,0,1,1,0,0/0,0,0,0,0,0/1,0,0,0,0,1',
      );
      await workbench.runCommand('Lights Out: Analyze Board Shape');
      // The form starts from the active puzzle's shape: accept every step as it stands.
      assert.equal(await workbench.acceptInputBox('Size as rows x columns'), '5x6');
      assert.equal(await workbench.acceptInputBox('States per cell'), '2');
      assert.equal(await workbench.acceptInputBox('Objective state'), '0');
      await workbench.quickPickRows('plain');
      assert.match(await workbench.activeQuickPickRow(), /^plain\b/);
      await page.keyboard.press('Enter');
      const toast = page.locator('.notifications-toasts .notification-toast').filter({ hasText: 'Analyzing the 5x6 board' });
      await toast.waitFor({ timeout: 30_000 });
      await workbench.screenshot('analysis in progress');
      await toast.getByRole('button', { name: 'Cancel' }).click();
      await toast.waitFor({ state: 'detached', timeout: 30_000 });
      await poll(
        'the extension to log the cancelled analysis',
        async () => readExtensionLog(userDataDir),
        (log) => log.includes('analyze 5x6: cancelled'),
      );
      assert.doesNotMatch(readExtensionLog(userDataDir), /analyze 5x6: \d+ ms/, 'the analysis did not finish');
      assert.deepEqual(
        (await workbench.tabs()).filter((tab) => tab.startsWith('Analysis:')),
        [],
        'no report opens',
      );
      const after = fileSnapshot(file);
      assert.ok(after.bytes.equals(before.bytes), 'the puzzle’s bytes are unchanged');
      assert.equal(after.modified, before.modified, 'the puzzle is not written');
      assert.equal(await workbench.tabIsDirty('analysis-5x6.lights'), false);
    });
  });
}
