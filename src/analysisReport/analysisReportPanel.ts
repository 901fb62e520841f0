/**
 * The analysis report's webview panels (VS Code adapter): shows a report in its own panel with the
 * same strict CSP as the grid, opens a state the user picks as an untitled puzzle in the grid
 * editor, and restores report panels after a window reload from the report the webview saved
 * (a WebviewPanelSerializer; package.json activates the extension for it with
 * `onWebviewPanel:lightsOut.analysisReport`). The conversation itself is
 * {@link AnalysisReportSession}.
 */

import * as vscode from 'vscode';
import type { AnalysisReportView } from '../protocol/reportProtocol';
import { AnalysisReportSession, reportPanelTitle, reportShape, restoredReport } from './analysisReport';
import { GRID_VIEW_TYPE } from '../gridEditor/lightsEditorProvider';
import { createNonce, webviewHtml } from '../host/webviewHtml';

/** The view type of report panels (also in package.json's activation events). */
export const REPORT_VIEW_TYPE = 'lightsOut.analysisReport';

/** Opens a report panel for an analysis. */
export function showAnalysisReport(extensionUri: vscode.Uri, report: AnalysisReportView, log: vscode.LogOutputChannel): vscode.WebviewPanel {
  const panel = vscode.window.createWebviewPanel(
    REPORT_VIEW_TYPE,
    reportPanelTitle(reportShape(report)),
    vscode.ViewColumn.Active,
    reportPanelOptions(extensionUri),
  );
  wireReportPanel(panel, extensionUri, report, log);
  return panel;
}

/**
 * Registers the serializer that brings report panels back after a window reload: each gets the
 * same HTML, options and message handling as a new one, with the report its webview saved.
 */
export function registerAnalysisReportSerializer(context: vscode.ExtensionContext, log: vscode.LogOutputChannel): void {
  const serializer: vscode.WebviewPanelSerializer = {
    async deserializeWebviewPanel(panel, state: unknown) {
      const report = restoredReport(state);
      if (report === null) log.warn('analysis report: a panel came back after a reload without a usable report; it asks the user to analyze again');
      panel.webview.options = reportPanelOptions(context.extensionUri);
      wireReportPanel(panel, context.extensionUri, report, log);
    },
  };
  context.subscriptions.push(vscode.window.registerWebviewPanelSerializer(REPORT_VIEW_TYPE, serializer));
}

function reportPanelOptions(extensionUri: vscode.Uri): vscode.WebviewPanelOptions & vscode.WebviewOptions {
  return { enableScripts: true, localResourceRoots: [vscode.Uri.joinPath(extensionUri, 'dist')] };
}

/** Connects a new or restored panel to a session, then loads the page (so no `ready` is missed). */
function wireReportPanel(panel: vscode.WebviewPanel, extensionUri: vscode.Uri, report: AnalysisReportView | null, log: vscode.LogOutputChannel): void {
  const distUri = vscode.Uri.joinPath(extensionUri, 'dist');
  const session = new AnalysisReportSession(report, {
    post: (message) => void panel.webview.postMessage(message),
    openPuzzle: async (text) => {
      const document = await vscode.workspace.openTextDocument({ language: 'lights', content: text });
      await vscode.commands.executeCommand('vscode.openWith', document.uri, GRID_VIEW_TYPE, vscode.ViewColumn.Beside);
    },
    log,
  });
  const subscription = panel.webview.onDidReceiveMessage((message: unknown) => void session.handle(message));
  panel.onDidDispose(() => subscription.dispose());
  const title = report === null ? panel.title : reportPanelTitle(reportShape(report));
  panel.title = title;
  panel.webview.html = webviewHtml({
    cspSource: panel.webview.cspSource,
    scriptUri: panel.webview.asWebviewUri(vscode.Uri.joinPath(distUri, 'report.js')).toString(),
    styleUri: panel.webview.asWebviewUri(vscode.Uri.joinPath(distUri, 'report.css')).toString(),
    nonce: createNonce(),
    title,
    locale: vscode.env.language,
    l10nBundle: vscode.l10n.bundle,
  });
}
