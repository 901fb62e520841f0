/**
 * The language features of `.lights` text in VS Code: completion, hover, the outline, Format
 * Document and quick fixes. A thin adapter: each provider converts positions and results, and the
 * work is done by the editor-neutral functions ({@link lightsCompletions}, {@link lightsHover},
 * {@link lightsSymbols}, {@link lightsQuickFixes}) and by the format's own canonical printing.
 */

import * as vscode from 'vscode';
import { formatLightsEdits } from '../core/format/formatDocumentText';
import { parsedAtVersion } from '../core/format/parseCache';
import type { TextEdit } from '../core/format/formatEdits';
import { DIAGNOSTIC_SOURCE } from './diagnosticsController';
import { lightsCompletions } from './lightsCompletion';
import { lightsHover } from './lightsHover';
import { lightsQuickFixes } from './lightsQuickFixes';
import { lightsSymbols, type LightsSymbol } from './lightsSymbols';

/** The documents the features serve: `.lights` files, saved or not. */
const LIGHTS_SELECTOR: vscode.DocumentSelector = [{ language: 'lights' }];

/** Registers every language feature of `.lights` text for the extension's lifetime (added to `context.subscriptions`). */
export function registerLanguageFeatures(context: vscode.ExtensionContext): void {
  context.subscriptions.push(
    vscode.languages.registerCompletionItemProvider(LIGHTS_SELECTOR, { provideCompletionItems }, '=', ' ', '"'),
    vscode.languages.registerHoverProvider(LIGHTS_SELECTOR, { provideHover }),
    vscode.languages.registerDocumentSymbolProvider(LIGHTS_SELECTOR, { provideDocumentSymbols }, { label: 'Lights Out' }),
    vscode.languages.registerDocumentFormattingEditProvider(LIGHTS_SELECTOR, { provideDocumentFormattingEdits }),
    vscode.languages.registerCodeActionsProvider(LIGHTS_SELECTOR, { provideCodeActions }, { providedCodeActionKinds: [vscode.CodeActionKind.QuickFix] }),
  );
}

function rangeOf(document: vscode.TextDocument, start: number, end: number): vscode.Range {
  return new vscode.Range(document.positionAt(start), document.positionAt(end));
}

function provideCompletionItems(document: vscode.TextDocument, position: vscode.Position): vscode.CompletionItem[] {
  return lightsCompletions(document.getText(), document.offsetAt(position)).map((completion) => {
    const item = new vscode.CompletionItem(completion.label, completion.kind === 'key' ? vscode.CompletionItemKind.Property : vscode.CompletionItemKind.Value);
    item.insertText = new vscode.SnippetString(completion.snippet);
    item.detail = completion.detail;
    item.documentation = new vscode.MarkdownString(completion.documentation);
    item.sortText = completion.sortText;
    item.range = rangeOf(document, completion.replaceStart, completion.replaceEnd);
    return item;
  });
}

function provideHover(document: vscode.TextDocument, position: vscode.Position): vscode.Hover | undefined {
  const text = document.getText();
  const hover = lightsHover(text, document.offsetAt(position), () => parsedAtVersion(document, document.version, () => text));
  return hover === null ? undefined : new vscode.Hover(new vscode.MarkdownString(hover.markdown), rangeOf(document, hover.start, hover.end));
}

function provideDocumentSymbols(document: vscode.TextDocument): vscode.DocumentSymbol[] {
  const convert = (symbol: LightsSymbol): vscode.DocumentSymbol => {
    const result = new vscode.DocumentSymbol(
      symbol.name,
      symbol.detail,
      symbolKind(symbol.kind),
      rangeOf(document, symbol.start, symbol.end),
      rangeOf(document, symbol.selectionStart, symbol.selectionEnd),
    );
    result.children = symbol.children.map(convert);
    return result;
  };
  return lightsSymbols(document.getText()).map(convert);
}

function symbolKind(kind: LightsSymbol['kind']): vscode.SymbolKind {
  switch (kind) {
    case 'key':
      return vscode.SymbolKind.Property;
    case 'board':
      return vscode.SymbolKind.Array;
    case 'row':
      return vscode.SymbolKind.String;
    case 'other':
      return vscode.SymbolKind.Field;
    case 'table':
      return vscode.SymbolKind.Object;
    default: {
      const unexpected: never = kind;
      throw new Error(`unknown symbol kind ${String(unexpected)}`);
    }
  }
}

function toTextEdits(document: vscode.TextDocument, replacements: readonly TextEdit[]): vscode.TextEdit[] {
  return replacements.map((replacement) => vscode.TextEdit.replace(rangeOf(document, replacement.start, replacement.end), replacement.newText));
}

function provideDocumentFormattingEdits(document: vscode.TextDocument): vscode.TextEdit[] {
  // A file with errors is left as it is: formatting must never change what a file means.
  return toTextEdits(document, formatLightsEdits(document.getText()) ?? []);
}

function provideCodeActions(document: vscode.TextDocument, _range: vscode.Range, context: vscode.CodeActionContext): vscode.CodeAction[] {
  const diagnostics = context.diagnostics.filter((diagnostic) => diagnostic.source === DIAGNOSTIC_SOURCE);
  if (diagnostics.length === 0) return [];
  const fixes = lightsQuickFixes(document.getText());
  const actions: vscode.CodeAction[] = [];
  for (const diagnostic of diagnostics) {
    const start = document.offsetAt(diagnostic.range.start);
    const end = document.offsetAt(diagnostic.range.end);
    for (const fix of fixes) {
      if (fix.start > end || start > fix.end) continue;
      const action = new vscode.CodeAction(fix.title, vscode.CodeActionKind.QuickFix);
      action.diagnostics = [diagnostic];
      action.isPreferred = true;
      const edit = new vscode.WorkspaceEdit();
      edit.set(document.uri, toTextEdits(document, fix.edits));
      action.edit = edit;
      actions.push(action);
    }
  }
  return actions;
}
