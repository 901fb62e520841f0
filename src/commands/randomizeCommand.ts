/**
 * lightsOut.randomize: replaces the active grid's board with a random solvable puzzle of the
 * same size, states and objective (one edit of the document, undoable).
 */

import * as vscode from 'vscode';
import type { LightsCommand } from './lightsCommand';

/** lightsOut.randomize */
export const randomizeCommand: LightsCommand = {
  id: 'lightsOut.randomize',
  run({ provider }) {
    if (!provider.runInActive({ type: 'randomize' })) void vscode.window.showInformationMessage('Open a .lights file in the Lights Out grid first.');
  },
};
