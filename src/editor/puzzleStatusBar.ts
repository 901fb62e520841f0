/**
 * The status bar item for the active puzzle (a grid or a .lights text editor): size, states,
 * whether it can be solved and how many solutions it has. Boards above a few thousand cells
 * show their size only (a full solve runs from the Solve command, off the extension host's thread).
 */

import * as vscode from 'vscode';
import type { ParseResult } from '../core/format';
import { parsedAtVersion } from '../core/parseCache';
import { solvePuzzle } from '../solvers/internal/solvePuzzle';
import { IN_PROCESS_CELL_LIMIT } from '../solvers/workerSolver';
import type { LightsEditorProvider } from './lightsEditorProvider';

function statusOfParse(parsed: ParseResult): { text: string; tooltip: string } | null {
  if (!parsed.ok) return null;
  const { puzzle } = parsed.document;
  const size = `${puzzle.rows}×${puzzle.columns}, ${puzzle.states} states${puzzle.topology === 'plain' ? '' : `, ${puzzle.topology}`}`;
  if (puzzle.rows * puzzle.columns > IN_PROCESS_CELL_LIMIT) return { text: `$(lightbulb) ${size}`, tooltip: 'Lights Out puzzle: run Solve for the solution' };
  try {
    const result = solvePuzzle(puzzle);
    if (!result.solvable) return { text: `$(lightbulb) ${size} · not solvable`, tooltip: 'No combination of presses reaches the objective' };
    const count = result.solutionCount;
    return {
      text: `$(lightbulb) ${size} · solvable · ${count} solution${count === 1n ? '' : 's'}`,
      tooltip: `Fewest presses: ${result.totalPresses}${result.minimal ? '' : ' (not proven minimal)'}. Click to solve.`,
    };
  } catch (error) {
    return { text: `$(lightbulb) ${size}`, tooltip: `Lights Out puzzle (${(error as Error).message})` };
  }
}

/** Texts longer than this are not parsed on the extension host's thread for the status bar. */
const LARGE_TEXT_LENGTH = 1_000_000;

/**
 * The status of a document: from its parse (shared with the grid and diagnostics), or, for a text
 * too long to parse on the extension host's thread, from its `rows` and `columns` keys alone.
 */
function documentStatus(document: vscode.TextDocument): { text: string; tooltip: string } | null {
  const text = document.getText();
  if (text.length <= LARGE_TEXT_LENGTH) return statusOfParse(parsedAtVersion(document, document.version, () => text));
  const size = largeBoardSize(text);
  return { text: `$(lightbulb) ${size ?? 'large puzzle'}`, tooltip: 'A large Lights Out puzzle: run Solve for the solution (it runs in a worker thread).' };
}

/** "R×C" from the `rows = R` and `columns = C` lines before a text's grid, or null. */
function largeBoardSize(text: string): string | null {
  const gridStart = text.indexOf('grid');
  const head = text.slice(0, gridStart < 0 ? 4096 : gridStart);
  const rows = /^[ \t]*rows[ \t]*=[ \t]*(\d+)/m.exec(head)?.[1];
  const columns = /^[ \t]*columns[ \t]*=[ \t]*(\d+)/m.exec(head)?.[1];
  return rows !== undefined && columns !== undefined ? `${rows}×${columns}` : null;
}

/** Creates the status bar item and keeps it in step with the active editor. */
export function registerPuzzleStatusBar(context: vscode.ExtensionContext, provider: LightsEditorProvider): void {
  const item = vscode.window.createStatusBarItem('lightsOut.status', vscode.StatusBarAlignment.Right, 100);
  item.name = 'Lights Out puzzle';
  item.command = 'lightsOut.solve';
  let timer: ReturnType<typeof setTimeout> | undefined;

  const activeDocument = (): vscode.TextDocument | undefined => {
    const grid = provider.activeDocument;
    if (grid) return grid;
    const text = vscode.window.activeTextEditor?.document;
    return text?.languageId === 'lights' ? text : undefined;
  };
  const update = (): void => {
    const document = activeDocument();
    const status = document ? documentStatus(document) : null;
    if (!status) {
      item.hide();
      return;
    }
    item.text = status.text;
    item.tooltip = status.tooltip;
    item.show();
  };
  const schedule = (): void => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(update, 300);
  };
  context.subscriptions.push(
    item,
    vscode.window.onDidChangeActiveTextEditor(schedule),
    provider.onDidChangeActive(schedule),
    vscode.workspace.onDidChangeTextDocument((event) => {
      if (event.document === activeDocument()) schedule();
    }),
    { dispose: () => timer && clearTimeout(timer) },
  );
  update();
}
