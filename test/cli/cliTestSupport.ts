/**
 * What the command-line tests share: running the command line in-process with its output
 * captured, the built executable, temporary folders removed after the run, small boards, the
 * example puzzles and damaged puzzle IDs.
 */

import { spawnSync, type SpawnSyncOptionsWithStringEncoding, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli, runCliAsync } from '../../src/cli/main';
import type { CommandOutput } from '../../src/cli/output';
import type { ProgressTerminal } from '../../src/cli/progressLine';
import { parseLights } from '../../src/core/format/formatRead';
import { encodePuzzleId } from '../../src/core/puzzleId/puzzleId';

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

/**
 * A script to preload (`--require`) in a child process of the command line: at exit its main thread
 * writes `maxRSS <KB>` on stderr, the peak memory of this process image (Linux's VmHWM). Not
 * getrusage's maxRSS: Linux carries it over fork and exec, so a child of a large test process
 * would report at least its parent's size.
 */
export const PEAK_MEMORY_PROBE = [
  "const { readFileSync, writeSync } = require('fs');",
  "if (require('worker_threads').isMainThread) process.on('exit', () => {",
  '  let kb = process.resourceUsage().maxRSS;',
  "  const status = (() => { try { return readFileSync('/proc/self/status', 'utf8'); } catch { return ''; } })();",
  '  const peak = /VmHWM:\\s+(\\d+)/.exec(status);',
  '  if (peak) kb = Number(peak[1]);',
  '  writeSync(2, `maxRSS ${kb}\\n`);',
  '});',
  '',
].join('\n');

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

/** The folders of {@link temporaryFolder} not removed yet, all removed by one listener when the process exits. */
const foldersToRemove = new Set<string>();
process.once('exit', () => foldersToRemove.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/**
 * A fresh temporary folder, removed with everything in it once the test run ends; `file` writes a
 * text, or lines, into it. The folder is made when the test file loads, so it is also removed when
 * the process exits: mocha runs no root hook when a grep leaves none of the run's tests.
 */
export function temporaryFolder(prefix: string): { readonly path: string; file(name: string, text: string | readonly string[]): string } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  foldersToRemove.add(path);
  after(() => {
    rmSync(path, { recursive: true, force: true });
    foldersToRemove.delete(path);
  });
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

/** The path of the example puzzle `name` (examples/NAME). */
export function examplePath(name: string): string {
  return join(__dirname, '..', '..', '..', 'examples', name);
}

/**
 * Examples that cover what an ID carries: plain, torus and hex boards, holes, a target per cell,
 * 3 and 4 states (and an objective of 2), named and listed neighbourhoods, and an unsolvable board.
 */
export const ID_EXAMPLES = [
  'classic-5x5-all-on.lights',
  'torus-5x5.lights',
  'hex-6x6.lights',
  'heart-holes.lights',
  'picture-target.lights',
  'lights-out-2000.lights',
  '6x6.lights',
  'three-states-3x3.lights',
  'knight-6x6.lights',
  'sigma-5x5.lights',
  'unsolvable-5x5.lights',
] as const;

/** The puzzle ID of the example `name`, with its title, as the codec writes it. */
export function exampleId(name: string): string {
  const document = parsedDocument(readFileSync(examplePath(name), 'utf8'));
  return encodePuzzleId({ puzzle: document.puzzle, ...(document.title !== undefined ? { title: document.title } : {}) });
}

/**
 * Texts given to `--id` that must be refused, each with what it is (made from `id`, a valid ID) and
 * the words the message must hold: one data character changed, cut short (in the checksum, before it,
 * to its head), an unknown version, a character IDs never hold, and texts that are no ID at all.
 */
export function badPuzzleIds(id: string): readonly { readonly what: string; readonly text: string; readonly message: RegExp }[] {
  const dataStart = id.indexOf('.', id.indexOf('.') + 1) + 1;
  const changed = id[dataStart] === 'A' ? 'B' : 'A';
  return [
    { what: 'an ID with a changed character', text: id.slice(0, dataStart) + changed + id.slice(dataStart + 1), message: /does not match its checksum/ },
    { what: 'an ID cut in its checksum', text: id.slice(0, -1), message: /is incomplete/ },
    { what: 'an ID cut before its checksum', text: id.slice(0, id.lastIndexOf('.')), message: /is incomplete/ },
    { what: 'an ID cut to its head', text: id.slice(0, id.indexOf('.')), message: /is incomplete/ },
    { what: 'an ID of an unknown version', text: id.replace(/^([^.]+)\.1\./, '$1.2.'), message: /has version 2/ },
    {
      what: 'an ID with a character IDs never hold',
      text: id.slice(0, dataStart) + '*' + id.slice(dataStart + 1),
      message: /a character IDs never hold \("\*"/,
    },
    { what: 'garbage', text: 'hello world', message: /not a puzzle ID/ },
    { what: 'a file name', text: 'examples/torus-5x5.lights', message: /not a puzzle ID/ },
    { what: 'nothing', text: '', message: /No puzzle ID/ },
    { what: 'a link to another site', text: `https://example.com/open?id=${id}`, message: /does not open a Lights Out puzzle/ },
    {
      what: 'a link with a changed character',
      text: `vscode://lights-out.lights-out/open?id=${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}`,
      message: /does not match its checksum/,
    },
    { what: 'a link without its ID', text: 'vscode://lights-out.lights-out/open', message: /holds no puzzle ID/ },
  ];
}
