/**
 * Commands carried out by the active grid's webview, which owns play state (play mode, move
 * counter, hints). The palette shows them only while a grid is active; run without one, they say so.
 */

import * as vscode from 'vscode';
import type { WebviewCommand } from '../protocol/protocol';
import type { LightsCommand } from './lightsCommand';

/** A command that forwards `command` to the active grid. */
export function webviewCommand(id: string, command: WebviewCommand): LightsCommand {
  return {
    id,
    run({ provider }) {
      if (!provider.sendToActive({ type: 'command', command }))
        void vscode.window.showInformationMessage(vscode.l10n.t('Open a .lights file in the Lights Out grid first.'));
    },
  };
}
