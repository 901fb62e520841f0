/**
 * The status bar item for the active puzzle (a grid or a .lights text editor): size, states,
 * whether it can be solved and how many solutions it has, the fewest presses in the tooltip. A
 * thin adapter over {@link PuzzleStatusController}: the solve runs through the
 * engine the `lightsOut.solver` setting chooses, never on the extension host's thread.
 */

import * as vscode from 'vscode';
import type { Solver } from '../solvers/types';
import type { LightsEditorProvider } from '../gridEditor/lightsEditorProvider';
import { PuzzleStatusController } from './puzzleStatus';

/** How long the item waits after the last change before it solves again, in milliseconds. */
const UPDATE_DELAY_MS = 300;

/** Creates the status bar item and keeps it in step with the active editor; `solver` is the engine the settings choose now. */
export function registerPuzzleStatusBar(context: vscode.ExtensionContext, provider: LightsEditorProvider, solver: () => Solver): void {
  const item = vscode.window.createStatusBarItem('lightsOut.status', vscode.StatusBarAlignment.Right, 100);
  item.name = vscode.l10n.t('Lights Out puzzle');
  item.command = 'lightsOut.solve';
  const status = new PuzzleStatusController({
    solver,
    show: ({ text, tooltip }) => {
      item.text = text;
      item.tooltip = tooltip;
      item.show();
    },
    hide: () => item.hide(),
    delay: (callback, delayMs) => {
      const timer = setTimeout(callback, delayMs);
      return () => clearTimeout(timer);
    },
  });
  let timer: ReturnType<typeof setTimeout> | undefined;

  const activeDocument = (): vscode.TextDocument | undefined => {
    const grid = provider.activeDocument;
    if (grid) return grid;
    const text = vscode.window.activeTextEditor?.document;
    return text?.languageId === 'lights' ? text : undefined;
  };
  const schedule = (): void => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => status.update(activeDocument()), UPDATE_DELAY_MS);
  };
  context.subscriptions.push(
    item,
    vscode.window.onDidChangeActiveTextEditor(schedule),
    provider.onDidChangeActive(schedule),
    vscode.workspace.onDidChangeTextDocument((event) => {
      // Saving fires an event without changes: the version, and so the status, stays.
      if (event.contentChanges.length === 0) return;
      status.documentChanged(event.document);
      if (event.document === activeDocument()) schedule();
    }),
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (event.affectsConfiguration('lightsOut.solver')) schedule();
    }),
    { dispose: () => timer && clearTimeout(timer) },
    status,
  );
  status.update(activeDocument());
}
