/**
 * Shows the problems of every open `.lights` document in the editor and the Problems panel. A
 * thin adapter: the checking and the debouncing are {@link diagnosticsFromParse} and
 * {@link Debouncer}, and large documents are parsed in a worker thread ({@link OffThreadParse}).
 */

import * as vscode from 'vscode';
import { OffThreadParse, ParseCancelledError, parsesOffThread } from '../host/offThreadParse';
import { cachedParse, parsedAtVersion, parsedAtVersionAsync } from '../core/format/parseCache';
import { Debouncer, diagnosticsFromParse, DIAGNOSTICS_DELAY_MS, type LightsDiagnostic } from './lightsDiagnostics';

/** The language id of `.lights` documents, as contributed in package.json. */
const LIGHTS_LANGUAGE_ID = 'lights';

/** The `source` shown next to each diagnostic; the quick fixes answer the diagnostics that have it. */
export const DIAGNOSTIC_SOURCE = 'Lights Out';

/**
 * Keeps one diagnostic collection in step with the open `.lights` documents: checks a document
 * when it opens (and every one already open at start), again {@link DIAGNOSTICS_DELAY_MS} after
 * the last of a burst of edits, and clears it when it closes (also when its language mode
 * changes away from `lights`, which VS Code reports as a close and an open). A large document
 * (over a million cells) is checked in a worker thread; its result is shown only if the
 * document has not changed since.
 */
export class LightsDiagnosticsController implements vscode.Disposable {
  /**
   * Starts the diagnostics, adds them to `context.subscriptions` and returns them too, so they
   * can be disposed early; disposing twice is harmless. Large documents are parsed by `offThread`,
   * which the caller owns (the grid editor parses through the same one).
   */
  static register(context: vscode.ExtensionContext, offThread: OffThreadParse): vscode.Disposable {
    const controller = new LightsDiagnosticsController(offThread);
    context.subscriptions.push(controller);
    return controller;
  }

  private readonly collection = vscode.languages.createDiagnosticCollection(LIGHTS_LANGUAGE_ID);
  private readonly debouncer = new Debouncer<string>(DIAGNOSTICS_DELAY_MS);
  private readonly subscriptions: vscode.Disposable[];
  private disposed = false;
  /** The documents (by URI) whose parse this controller may have running off the thread (keyed there by the document). */
  private readonly parsing = new Map<string, vscode.TextDocument>();

  private constructor(private readonly offThread: OffThreadParse) {
    this.subscriptions = [
      vscode.workspace.onDidOpenTextDocument((document) => this.update(document)),
      vscode.workspace.onDidChangeTextDocument((event) => {
        // Saving or undoing to the saved state fires an event without changes: nothing to check.
        if (event.contentChanges.length > 0) this.schedule(event.document);
      }),
      vscode.workspace.onDidCloseTextDocument((document) => this.forget(document)),
    ];
    for (const document of vscode.workspace.textDocuments) this.update(document);
  }

  /** Stops listening, drops pending checks and removes every diagnostic this controller set. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.debouncer.dispose();
    for (const document of this.parsing.values()) this.offThread.cancel(document);
    for (const subscription of this.subscriptions) subscription.dispose();
    this.collection.dispose();
  }

  private update(document: vscode.TextDocument): void {
    if (document.languageId !== LIGHTS_LANGUAGE_ID) return;
    const key = document.uri.toString();
    this.debouncer.cancel(key);
    const text = document.getText();
    // The parse of this version when someone has it (the grid keeps one per version, updated in
    // place by a click on a large board): no second parse of the same text.
    const cached = cachedParse(document, document.version);
    if (cached !== undefined) {
      this.offThread.cancel(document);
      this.collection.set(document.uri, diagnosticsFromParse(text, cached).map(toVscodeDiagnostic));
      return;
    }
    if (!parsesOffThread(text)) {
      this.offThread.cancel(document);
      this.collection.set(
        document.uri,
        diagnosticsFromParse(
          text,
          parsedAtVersion(document, document.version, () => text),
        ).map(toVscodeDiagnostic),
      );
      return;
    }
    const version = document.version;
    this.parsing.set(key, document);
    // Through the parse cache, keyed by the document as the grid's parse is: a grid opening with
    // the document waits for this parse (or this one for the grid's) instead of parsing it again.
    parsedAtVersionAsync(
      document,
      version,
      () => text,
      (source) => this.offThread.parse(document, source),
    ).then(
      (parsed) => {
        if (!this.disposed && !document.isClosed && document.version === version)
          this.collection.set(document.uri, diagnosticsFromParse(text, parsed).map(toVscodeDiagnostic));
      },
      (error: unknown) => {
        if (error instanceof ParseCancelledError || this.disposed || document.isClosed || document.version !== version) return;
        const failure: LightsDiagnostic = {
          severity: 'error',
          message: vscode.l10n.t('the file could not be checked: {0}', (error as Error).message),
          range: { startLine: 0, startCharacter: 0, endLine: 0, endCharacter: 0 },
        };
        this.collection.set(document.uri, [toVscodeDiagnostic(failure)]);
      },
    );
  }

  private schedule(document: vscode.TextDocument): void {
    if (document.languageId !== LIGHTS_LANGUAGE_ID) return;
    // The action reads the document when it runs, so it always checks the latest text.
    this.debouncer.schedule(document.uri.toString(), () => {
      if (!document.isClosed) this.update(document);
    });
  }

  private forget(document: vscode.TextDocument): void {
    this.debouncer.cancel(document.uri.toString());
    this.offThread.cancel(document);
    this.parsing.delete(document.uri.toString());
    this.collection.delete(document.uri);
  }
}

/**
 * Starts the `.lights` diagnostics for the extension's lifetime: the same as
 * {@link LightsDiagnosticsController.register} (added to `context.subscriptions`, and returned).
 */
export function registerDiagnostics(context: vscode.ExtensionContext, offThread: OffThreadParse): vscode.Disposable {
  return LightsDiagnosticsController.register(context, offThread);
}

function toVscodeDiagnostic(diagnostic: LightsDiagnostic): vscode.Diagnostic {
  const { startLine, startCharacter, endLine, endCharacter } = diagnostic.range;
  const range = new vscode.Range(startLine, startCharacter, endLine, endCharacter);
  const result = new vscode.Diagnostic(range, diagnostic.message, toSeverity(diagnostic.severity));
  result.source = DIAGNOSTIC_SOURCE;
  return result;
}

function toSeverity(severity: LightsDiagnostic['severity']): vscode.DiagnosticSeverity {
  switch (severity) {
    case 'error':
      return vscode.DiagnosticSeverity.Error;
    case 'warning':
      return vscode.DiagnosticSeverity.Warning;
    default: {
      const unexpected: never = severity;
      throw new Error(`unknown severity ${String(unexpected)}`);
    }
  }
}
