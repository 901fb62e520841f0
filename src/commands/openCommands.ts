/**
 * Switching a .lights document between the grid and the text editor.
 */

import * as vscode from 'vscode';
import { GRID_VIEW_TYPE } from '../gridEditor/lightsEditorProvider';
import type { LightsCommand } from './lightsCommand';

function targetUri(argument: unknown, fallback: vscode.Uri | undefined): vscode.Uri | undefined {
  return argument instanceof vscode.Uri ? argument : fallback;
}

/** lightsOut.openAsText: the active grid's document in the text editor. */
export const openAsTextCommand: LightsCommand = {
  id: 'lightsOut.openAsText',
  async run({ provider }, argument?: unknown) {
    const uri = targetUri(argument, provider.activeDocument?.uri);
    if (uri) await vscode.commands.executeCommand('vscode.openWith', uri, 'default');
  },
};

/** lightsOut.openAsGrid: the active .lights text editor's document in the grid. */
export const openAsGridCommand: LightsCommand = {
  id: 'lightsOut.openAsGrid',
  async run(_context, argument?: unknown) {
    const document = vscode.window.activeTextEditor?.document;
    const uri = targetUri(argument, document?.languageId === 'lights' ? document.uri : undefined);
    if (uri) await vscode.commands.executeCommand('vscode.openWith', uri, GRID_VIEW_TYPE);
    else void vscode.window.showInformationMessage(vscode.l10n.t('Open a .lights file first.'));
  },
};
