/**
 * Where the extension's bundled worker scripts are, for the host the extension runs in: dist/ (a
 * file path, for Node's worker threads) in the Node extension host, dist/web/ (the URI's text, for
 * Web Workers) in the web worker extension host of VS Code for the Web. Both folders hold the same
 * workers under the same names: each worker entry is bundled once for each host.
 */

import * as vscode from 'vscode';
import { runsInWebWorker, workerScriptLocation } from '../workers/workerTransport';

/** The location of the bundled worker script `name` (its file name in dist/) for this thread's worker transport. */
export function bundledWorkerScript(extensionUri: vscode.Uri, name: string): string {
  const folder = runsInWebWorker() ? ['dist', 'web'] : ['dist'];
  return workerScriptLocation(vscode.Uri.joinPath(extensionUri, ...folder, name));
}
