/**
 * The analysis report's webview panel (VS Code adapter): shows a report in its own panel with the
 * same strict CSP as the grid, and opens a state the user picks as an untitled puzzle in the
 * grid editor. The conversation itself is {@link AnalysisReportSession}.
 */

import * as vscode from 'vscode';
import type { StateSpaceAnalysis } from '../analysis/analyzeStateSpace';
import { analysisReportView, AnalysisReportSession } from './analysisReport';
import { GRID_VIEW_TYPE } from './lightsEditorProvider';
import { createNonce, webviewHtml } from './webviewHtml';

/** The view type of report panels. */
export const REPORT_VIEW_TYPE = 'lightsOut.analysisReport';

/** Opens a report panel for an analysis that took `elapsedMs`. */
export function showAnalysisReport(extensionUri: vscode.Uri, analysis: StateSpaceAnalysis, elapsedMs: number, log: vscode.LogOutputChannel): vscode.WebviewPanel {
  const { shape } = analysis;
  const distUri = vscode.Uri.joinPath(extensionUri, 'dist');
  const title = `Analysis: ${shape.rows}x${shape.columns}${shape.states === 2 ? '' : `, ${shape.states} states`}${shape.topology === 'plain' ? '' : `, ${shape.topology}`}`;
  const panel = vscode.window.createWebviewPanel(REPORT_VIEW_TYPE, title, vscode.ViewColumn.Active, { enableScripts: true, localResourceRoots: [distUri] });
  panel.webview.html = webviewHtml({
    cspSource: panel.webview.cspSource,
    scriptUri: panel.webview.asWebviewUri(vscode.Uri.joinPath(distUri, 'report.js')).toString(),
    styleUri: panel.webview.asWebviewUri(vscode.Uri.joinPath(distUri, 'report.css')).toString(),
    nonce: createNonce(),
    title,
  });
  const session = new AnalysisReportSession(analysis, analysisReportView(analysis, elapsedMs), {
    post: (message) => void panel.webview.postMessage(message),
    openPuzzle: async (text) => {
      const document = await vscode.workspace.openTextDocument({ language: 'lights', content: text });
      await vscode.commands.executeCommand('vscode.openWith', document.uri, GRID_VIEW_TYPE, vscode.ViewColumn.Beside);
    },
    log,
  });
  const subscription = panel.webview.onDidReceiveMessage((message: unknown) => void session.handle(message));
  panel.onDidDispose(() => subscription.dispose());
  return panel;
}
