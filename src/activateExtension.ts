/**
 * What both composition roots start the same way: the display language's words, the log, the
 * internal engine in its worker, the solver the settings choose, the built-in levels and examples
 * (read-only documents and the player's progress), the grid editor, diagnostics, language
 * features, the status bar, the analysis report's serializer, every command and the handler of
 * puzzle links. A root says only how clingo runs in its host.
 */

import * as vscode from 'vscode';
import { BuiltInPuzzles } from './commands/builtInPuzzles';
import { registerCommands } from './commands/registerCommands';
import { registerPuzzleUriHandler } from './commands/puzzleIdCommands';
import { registerAnalysisReportSerializer } from './analysisReport/analysisReportPanel';
import { useL10nBundle } from './domain/l10n';
import { bundledWorkerScript } from './host/bundledWorkerScript';
import { chosenSolver as solverOfSettings, type ClingoHost } from './host/clingoEngine';
import { escapedLog } from './host/escapedLog';
import { fileWriter, type LocalFileWriter } from './host/workspaceFileWriter';
import { createWorkerSolver } from './solvers/workerSolver';
import { LightsEditorProvider } from './gridEditor/lightsEditorProvider';
import { OffThreadParse } from './host/offThreadParse';
import { registerPuzzleStatusBar } from './statusBar/puzzleStatusBar';
import { registerDiagnostics } from './language/diagnosticsController';
import { registerLanguageFeatures } from './language/languageFeatures';

/** What differs between the hosts the extension runs in. */
export interface ExtensionHost {
  /** Where the extension runs, for the log's first line ("" for desktop VS Code). */
  readonly name: string;
  /** How the clingo engine runs there. */
  readonly clingo: ClingoHost;
  /** Called before each clingo solve, where the host must say something about it (once, say). */
  readonly beforeClingo?: (log: vscode.LogOutputChannel) => () => void;
  /** How the host writes a local file whole, where it has Node; without it every file is written through vscode.workspace.fs. */
  readonly writeLocalFile?: LocalFileWriter;
}

/** Starts the extension in `host`; every disposable goes to `context.subscriptions`. */
export function activateExtension(context: vscode.ExtensionContext, host: ExtensionHost): void {
  // The words (and number format) of VS Code's display language for the messages built outside vscode.l10n.
  useL10nBundle(vscode.l10n.bundle, vscode.env.language);
  const channel = vscode.window.createOutputChannel('Lights Out', { log: true });
  context.subscriptions.push(channel);
  // Every line escaped: messages can carry titles, file names and clingo's stderr.
  const log = escapedLog(channel);
  const internal = createWorkerSolver(bundledWorkerScript(context.extensionUri, 'solverWorker.js'));
  context.subscriptions.push(internal);
  const chosenSolver = solverOfSettings(context, log, host.clingo, internal, host.beforeClingo?.(log));

  // One off-thread parse for the grid and the diagnostics: one idle worker serves both.
  const offThreadParse = new OffThreadParse(bundledWorkerScript(context.extensionUri, 'parseWorker.js'));
  context.subscriptions.push({ dispose: () => offThreadParse.dispose() });
  const builtInPuzzles = BuiltInPuzzles.register(context, log);
  const provider = LightsEditorProvider.register(
    context,
    {
      parseOffThread: (document, text) => offThreadParse.parse(document, text),
      solver: chosenSolver,
      log,
      randomSeed: () => `${Date.now()}-${Math.random()}`,
    },
    builtInPuzzles,
  );
  registerDiagnostics(context, offThreadParse);
  registerLanguageFeatures(context);
  registerPuzzleStatusBar(context, provider, () => chosenSolver().solver);
  registerAnalysisReportSerializer(context, log);
  const writeFile = fileWriter(host.writeLocalFile);
  const commandContext = { provider, log, extensionUri: context.extensionUri, internalSolver: internal, builtInPuzzles, writeFile };
  registerCommands(context, commandContext);
  registerPuzzleUriHandler(context, commandContext);
  log.info(host.name === '' ? 'Lights Out activated' : `Lights Out activated (${host.name})`);
}
