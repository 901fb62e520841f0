/**
 * The locating step of reading a `.lights` file: problems are collected by offset while the file
 * is read, at most {@link MAX_REPORTED_DIAGNOSTICS} per severity, and turned into the line and
 * column ranges of {@link FormatDiagnostic} once at the end ({@link positionsAt} converts). Also the
 * wording shared by the messages. Pure.
 */

import { TomlError } from 'smol-toml';
import * as l10n from '../../domain/l10n';
import type { FormatDiagnostic } from './formatDocument';
import { MAX_REPORTED_DIAGNOSTICS } from '../../domain/limits';
import { offsetAt, positionsAt, textStart } from './textPosition';

type Severity = FormatDiagnostic['severity'];

/** A diagnostic whose position is still a pair of offsets into the text. */
interface PendingDiagnostic {
  readonly severity: Severity;
  readonly message: string;
  readonly start: number;
  readonly end: number;
}

/**
 * Collects diagnostics by offset and keeps the first {@link MAX_REPORTED_DIAGNOSTICS} of each
 * severity; of the rest it keeps the first (quoted in a closing summary) and a count. A reader
 * checking many things (every cell of a large grid) asks {@link isFull} first and, once it is
 * true, calls {@link count} instead of building a message no one will read: that keeps reading
 * an invalid file as fast as reading a valid one.
 */
export class DiagnosticSink {
  private readonly kept: PendingDiagnostic[] = [];
  private readonly keptCount = { error: 0, warning: 0 };
  private readonly omitted = { error: 0, warning: 0 };
  private readonly firstOmitted: { error?: PendingDiagnostic; warning?: PendingDiagnostic } = {};

  /** Every error found so far, kept or not. */
  get errorCount(): number {
    return this.keptCount.error + this.omitted.error;
  }

  /** True when another diagnostic of this severity would only be counted: its message is not needed. */
  isFull(severity: Severity): boolean {
    return this.firstOmitted[severity] !== undefined;
  }

  /** Counts one more diagnostic of this severity without its message (for when {@link isFull}). */
  count(severity: Severity): void {
    this.omitted[severity] += 1;
  }

  error(message: string, start: number, end: number): void {
    this.add({ severity: 'error', message, start, end });
  }

  warning(message: string, start: number, end: number): void {
    this.add({ severity: 'warning', message, start, end });
  }

  /** The errors, with positions, in file order, an omission summary last. */
  errors(text: string): FormatDiagnostic[] {
    return this.resolve(text, 'error');
  }

  /** The warnings, with positions, in file order, an omission summary last. */
  warnings(text: string): FormatDiagnostic[] {
    return this.resolve(text, 'warning');
  }

  private add(diagnostic: PendingDiagnostic): void {
    const severity = diagnostic.severity;
    if (this.keptCount[severity] < MAX_REPORTED_DIAGNOSTICS) {
      this.kept.push(diagnostic);
      this.keptCount[severity] += 1;
    } else {
      this.omitted[severity] += 1;
      this.firstOmitted[severity] ??= diagnostic;
    }
  }

  private resolve(text: string, severity: Severity): FormatDiagnostic[] {
    const all = this.kept
      .filter((diagnostic) => diagnostic.severity === severity)
      .map((diagnostic, index) => ({ diagnostic, index }))
      .sort((a, b) => a.diagnostic.start - b.diagnostic.start || a.index - b.index)
      .map(({ diagnostic }) => diagnostic);
    const first = this.firstOmitted[severity];
    if (first !== undefined) {
      all.push({ ...first, message: omissionSummary(severity, this.omitted[severity], first.message) });
    }
    const positions = positionsAt(
      text,
      all.flatMap((diagnostic) => [diagnostic.start, Math.max(diagnostic.start, diagnostic.end)]),
    );
    return all.map((diagnostic, index) => {
      const start = positions[2 * index];
      const end = positions[2 * index + 1];
      return { severity, message: diagnostic.message, line: start.line, column: start.character, endLine: end.line, endColumn: end.character };
    });
  }
}

/** The closing summary of `count` diagnostics of a severity that were not kept, quoting the first of them. */
function omissionSummary(severity: Severity, count: number, firstMessage: string): string {
  if (severity === 'error') {
    return count === 1
      ? l10n.t('1 more error not shown, the first here: {0}', firstMessage)
      : l10n.t('{0} more errors not shown, the first here: {1}', count, firstMessage);
  }
  return count === 1
    ? l10n.t('1 more warning not shown, the first here: {0}', firstMessage)
    : l10n.t('{0} more warnings not shown, the first here: {1}', count, firstMessage);
}

/** The one diagnostic of a text smol-toml refused (or of any other failure to read it as TOML). */
export function tomlErrorDiagnostic(text: string, error: unknown): FormatDiagnostic {
  const sink = new DiagnosticSink();
  if (error instanceof TomlError) {
    const reason = error.message.split('\n')[0].replace(/^Invalid TOML document: /, '');
    // smol-toml counts lines and columns from 1, and counts a byte order mark as a column.
    const line = error.line - 1;
    const offset = offsetAt(text, { line, character: error.column - 1 - (line === 0 ? textStart(text) : 0) });
    sink.error(l10n.t('invalid TOML: {0}', reason), offset, tokenEnd(text, offset));
  } else {
    sink.error(l10n.t('the file could not be read as TOML: {0}', error instanceof Error ? error.message : String(error)), 0, 0);
  }
  return sink.errors(text)[0];
}

/** One diagnostic as a compiler-style line: `file:line:column: severity: message`, 1-based. */
export function formatDiagnostic(fileName: string, diagnostic: FormatDiagnostic): string {
  return `${fileName}:${diagnostic.line + 1}:${diagnostic.column + 1}: ${diagnostic.severity}: ${diagnostic.message}`;
}

/** `count` and the noun, plural unless the count is 1: "1 row", "3 cells". */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** How a cell is named in version 2's messages, in words: "row 2, column 4" (1-based). */
export function cellWords(row: number, column: number): string {
  return `row ${row + 1}, column ${column + 1}`;
}

/** How a cell is named in version 1's messages (kept, since tools match them): 1-based (row, column). */
export function cellName(row: number, column: number): string {
  return `(${row + 1}, ${column + 1})`;
}

/**
 * Where the token at `offset` ends, for the range of a TOML error: after a run of word
 * characters (a key, number or date), else after the one character, but never past the line.
 */
function tokenEnd(text: string, offset: number): number {
  const word = /[A-Za-z0-9_\-+.:]/y;
  let end = offset;
  word.lastIndex = end;
  while (end - offset < 100 && word.test(text)) end = word.lastIndex;
  if (end > offset) return end;
  const code = text.charCodeAt(offset);
  return offset >= text.length || code === 0x0a || code === 0x0d ? offset : offset + 1;
}
