/**
 * lightsOut.exportPicture: Export Board as Picture. Writes the puzzle of the active grid (or of
 * the active .lights text editor) and, when it can be solved, its solution beside it, as an SVG
 * file ({@link boardSvg}) and a PNG file of the same name, for worksheets. A save dialog asks
 * for the SVG's name (default: next to the puzzle, with its name); the PNG is drawn at twice the
 * SVG's size by the grid's webview (so the export needs no Node API and runs on the web too) and
 * is skipped, with a note, when the puzzle is open as text only. Each file is written whole
 * (`CommandContext.writeFile`: a temporary file renamed over it), so a failed export leaves an
 * earlier picture of that name as it was.
 */

import * as vscode from 'vscode';
import { BoardPictureTooLargeError, boardSvg, MAX_PICTURE_CELLS } from '../core/boardSvg';
import { parseLights } from '../core/format/formatRead';
import { cellCount, type Puzzle } from '../core/puzzle';
import { SolveCancelledError, type Solver } from '../solvers/types';
import type { CommandContext, LightsCommand } from './registerCommands';
import { uriBaseName } from './puzzleFileName';

/** The PNG is drawn at this multiple of the SVG's size, sharp enough for print. */
const PNG_SCALE = 2;

/** How long the search for the fewest presses may take before the export uses the solution found so far. */
const MINIMUM_SEARCH_MS = 10_000;

/** The files an export writes, derived from the SVG's name: `board.svg` gives `board.png` beside it. */
export function pictureFiles(svg: vscode.Uri): { readonly svg: vscode.Uri; readonly png: vscode.Uri } {
  const base = svg.path.replace(/\.svg$/i, '');
  return { svg: svg.with({ path: `${base}.svg` }), png: svg.with({ path: `${base}.png` }) };
}

/** The puzzle's file name without its folder and `.lights` ending ("classic-5x5" for ".../classic-5x5.lights"). */
export function puzzleBaseName(uri: vscode.Uri): string {
  return uriBaseName(uri).replace(/\.lights$/i, '') || 'board';
}

/** The proposed SVG file: next to the puzzle when it is a file, else in the first workspace folder. */
function defaultTarget(document: vscode.TextDocument): vscode.Uri | undefined {
  const name = `${puzzleBaseName(document.uri)}.svg`;
  if (document.uri.scheme !== 'untitled') return vscode.Uri.joinPath(document.uri, '..', name);
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri;
  return folder ? vscode.Uri.joinPath(folder, name) : undefined;
}

/** The solution's presses, solved under a cancellable progress notification; null when unsolvable, undefined when cancelled. */
async function solution(puzzle: Puzzle, solver: Solver): Promise<Uint8Array | null | undefined> {
  try {
    return await vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('Solving the board for its picture'), cancellable: true },
      async (_progress, token) => {
        const controller = new AbortController();
        token.onCancellationRequested(() => controller.abort());
        const result = await solver.solve(puzzle, { signal: controller.signal, minimumTimeoutMs: MINIMUM_SEARCH_MS });
        return result.solvable ? result.presses : null;
      },
    );
  } catch (error) {
    if (error instanceof SolveCancelledError) return undefined;
    throw error;
  }
}

/** lightsOut.exportPicture */
export const exportPictureCommand: LightsCommand = {
  id: 'lightsOut.exportPicture',
  async run({ provider, internalSolver, log, writeFile }: CommandContext) {
    const textDocument = vscode.window.activeTextEditor?.document;
    const document = provider.activeDocument ?? (textDocument?.languageId === 'lights' ? textDocument : undefined);
    if (!document) {
      void vscode.window.showInformationMessage(vscode.l10n.t('Open a .lights puzzle to export it as a picture.'));
      return;
    }
    const parsed = parseLights(document.getText());
    if (!parsed.ok) {
      void vscode.window.showErrorMessage(vscode.l10n.t('The puzzle cannot be exported until its errors are fixed: {0}', parsed.errors[0].message));
      return;
    }
    const puzzle = parsed.document.puzzle;
    if (cellCount(puzzle) > MAX_PICTURE_CELLS) {
      void vscode.window.showErrorMessage(vscode.l10n.t('Cannot export the picture: {0}.', new BoardPictureTooLargeError(cellCount(puzzle)).message));
      return;
    }
    const presses = await solution(puzzle, internalSolver);
    if (presses === undefined) return;
    const picture = boardSvg(puzzle, { presses, title: puzzleBaseName(document.uri) });
    const chosen = await vscode.window.showSaveDialog({
      title: vscode.l10n.t('Export Board as Picture (an SVG and a PNG of the same name)'),
      defaultUri: defaultTarget(document),
      filters: { [vscode.l10n.t('SVG picture')]: ['svg'] },
      saveLabel: vscode.l10n.t('Export'),
    });
    if (!chosen) return;
    const files = pictureFiles(chosen);
    const written = [files.svg];
    try {
      await writeFile(files.svg, new TextEncoder().encode(picture.svg));
      const png =
        provider.activeDocument === document
          ? provider.rasterizeOnActive({ svg: picture.svg, width: picture.width, height: picture.height, scale: PNG_SCALE })
          : undefined;
      if (png) {
        await writeFile(files.png, await png);
        written.push(files.png);
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.error(`export picture: ${message}`);
      void vscode.window.showErrorMessage(vscode.l10n.t('Could not export the picture: {0}', message));
      return;
    }
    const [svgName, pngName] = written.map(uriBaseName);
    log.info(`export picture: ${written.map((uri) => uri.toString()).join(', ')} (${picture.width}x${picture.height})`);
    void vscode.window.showInformationMessage(savedMessage(presses !== null, svgName, pngName));
  },
};

/** What the export says it saved: the puzzle with or without its solution, as an SVG alone or an SVG and a PNG. */
function savedMessage(solved: boolean, svgName: string, pngName: string | undefined): string {
  if (pngName === undefined) {
    return solved
      ? vscode.l10n.t('The puzzle and its solution: saved as {0}. Open the puzzle in the grid to export a PNG too.', svgName)
      : vscode.l10n.t(
          'The puzzle (it cannot be solved, so there is no solution to show): saved as {0}. Open the puzzle in the grid to export a PNG too.',
          svgName,
        );
  }
  return solved
    ? vscode.l10n.t('The puzzle and its solution: saved as {0} and {1}.', svgName, pngName)
    : vscode.l10n.t('The puzzle (it cannot be solved, so there is no solution to show): saved as {0} and {1}.', svgName, pngName);
}
