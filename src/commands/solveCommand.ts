/**
 * lightsOut.solve: solves the puzzle of the active grid, or of the active .lights text editor by
 * opening (or revealing) its grid with the solution, or else of the grid that was active last (a
 * walkthrough's Solve button runs while the walkthrough has the focus).
 */

import * as vscode from 'vscode';
import { GRID_VIEW_TYPE } from '../gridEditor/lightsEditorProvider';
import type { LightsCommand } from './lightsCommand';

/** lightsOut.solve */
export const solveCommand: LightsCommand = {
  id: 'lightsOut.solve',
  async run({ provider }, target?: unknown) {
    const uri = target instanceof vscode.Uri ? target : undefined;
    // The active grid first, then the active text editor's puzzle, then the grid that was active last.
    if (!uri && provider.sendToActive({ type: 'command', command: 'solve' }, false)) return;
    const document = uri ? undefined : vscode.window.activeTextEditor?.document;
    const resource = uri ?? (document?.languageId === 'lights' ? document.uri : undefined);
    if (!resource) {
      if (!uri && provider.sendToActive({ type: 'command', command: 'solve' })) return;
      void vscode.window.showInformationMessage(vscode.l10n.t('Open a .lights puzzle to solve it.'));
      return;
    }
    provider.sendToDocument(resource, { type: 'command', command: 'solve' });
    await vscode.commands.executeCommand('vscode.openWith', resource, GRID_VIEW_TYPE, vscode.ViewColumn.Beside);
  },
};
