/**
 * What the command-line tests share: running the command line in-process with its output
 * captured, the built executable, temporary folders removed after the run, and small boards.
 */

import { spawnSync, type SpawnSyncOptionsWithStringEncoding, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli, runCliAsync } from '../../src/cli/main';
import type { CommandOutput } from '../../src/cli/output';
import type { ProgressTerminal } from '../../src/cli/progressLine';
import { parseLights } from '../../src/core/format/formatRead';

/** What one run of the command line printed, lines joined by line feeds. */
export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
  /** What went to the progress terminal, one write each. */
  readonly written: string[];
}

/** An output that records its lines; with `isTTY` set, it has a terminal that records what is written to it. */
export function captureOutput(isTTY?: boolean): { out: CommandOutput; stdout: string[]; stderr: string[]; written: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const written: string[] = [];
  const terminal: ProgressTerminal = { isTTY: isTTY ?? false, write: (text) => written.push(text) };
  const out: CommandOutput = { stdout: (text) => stdout.push(text), stderr: (text) => stderr.push(text), ...(isTTY !== undefined ? { terminal } : {}) };
  return { out, stdout, stderr, written };
}

function finished(code: number, captured: ReturnType<typeof captureOutput>): CliRun {
  return { code, stdout: captured.stdout.join('\n'), stderr: captured.stderr.join('\n'), written: captured.written };
}

/** Runs the command line (asynchronous commands included) on `argv`, see {@link captureOutput} for `isTTY`. */
export async function runCommandLine(argv: readonly string[], isTTY?: boolean): Promise<CliRun> {
  const captured = captureOutput(isTTY);
  return finished(await runCliAsync(argv, captured.out), captured);
}

/** Runs the synchronous commands of the command line on `argv`. */
export function runCommandLineSync(argv: readonly string[], isTTY?: boolean): CliRun {
  const captured = captureOutput(isTTY);
  return finished(runCli(argv, captured.out), captured);
}

/** The built executable, dist/cli.js. */
export const BUILT_CLI = join(__dirname, '..', '..', '..', 'dist', 'cli.js');

/** Throws when the executable was not built. */
export function requireBuiltCli(): void {
  if (!existsSync(BUILT_CLI)) throw new Error(`${BUILT_CLI} is missing: npm test builds it first (npm run build)`);
}

/** Runs the built executable with `argv`; throws when it was not built. */
export function runBuiltCli(argv: readonly string[], options: Partial<SpawnSyncOptionsWithStringEncoding> = {}): SpawnSyncReturns<string> {
  requireBuiltCli();
  return spawnSync(process.execPath, [BUILT_CLI, ...argv], { encoding: 'utf8', ...options });
}

/** A fresh temporary folder, removed with everything in it once the test run ends; `file` writes a text, or lines, into it. */
export function temporaryFolder(prefix: string): { readonly path: string; file(name: string, text: string | readonly string[]): string } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  after(() => rmSync(path, { recursive: true, force: true }));
  return {
    path,
    file(name, text) {
      const file = join(path, name);
      writeFileSync(file, typeof text === 'string' ? text : text.join('\n') + '\n');
      return file;
    },
  };
}

/** The document of a .lights text; throws with its errors when it does not parse. */
export function parsedDocument(text: string) {
  const parsed = parseLights(text);
  if (!parsed.ok) throw new Error(parsed.errors.map((error) => error.message).join('; '));
  return parsed.document;
}

/** A .lights text of a board with these rows of cells ("1 0 1"), and `extra` keys before its grid. */
export function boardText(rows: readonly string[], extra = ''): string {
  return `rows = ${rows.length}\ncolumns = ${rows[0].split(' ').length}\n${extra}grid = """\n${rows.join('\n')}\n"""\n`;
}

/** The 5x5 board all on. */
export const ALL_ON_5 = boardText(Array.from({ length: 5 }, () => '1 1 1 1 1'));
/** The 5x5 board with only its top left corner on. */
export const CORNER_5 = boardText(['1 0 0 0 0', ...Array.from({ length: 4 }, () => '0 0 0 0 0')]);
