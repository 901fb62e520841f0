/**
 * `lights-out analyze`: the state-space statistics of a board shape ({@link analyzeStateSpace}),
 * as JSON (a contract) or readable text, and optionally the breadth-first search's SQLite table
 * of every solvable state ({@link buildStateDatabase}).
 *
 * sql.js only loads asynchronously (its WebAssembly start-up is a promise). So the export runs in
 * a worker thread that loads sql.js and fills the database, and hands its bytes back; this thread
 * writes them whole ({@link writeFileAtomically}: a temporary file renamed over FILE, removed again
 * on Ctrl-C or SIGTERM), so FILE is always the earlier file or the new export. The worker is this
 * same module (the CLI bundle, or the compiled file under test), loaded by a one-line eval entry
 * so that the bundle's command-line entry point does not run again in the worker.
 */

import { accessSync, constants, lstatSync, statSync, type Stats } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { isMainThread, MessageChannel, receiveMessageOnPort, Worker, workerData, type MessagePort } from 'node:worker_threads';
import initSqlJs from 'sql.js';
import { AnalysisLimitError, checkStateLimit, groupDigits, MAX_TABLE_STATES, stateCount } from '../analysis/analysisLimits';
import { analyzeStateSpace, stateSpaceCountsJson, type StateSpaceAnalysis, type StateSpaceCountsJson } from '../analysis/analyzeStateSpace';
import { buildStateDatabase } from '../analysis/stateDatabase';
import { shortestPathTable, type ShortestPathTable } from '../analysis/shortestPathTable';
import { escapeControlCharacters } from '../core/escapeControlCharacters';
import type { BoardShape } from '../core/puzzle';
import { neighbourhoodKey } from '../domain/topology';
import { writeFileAtomically } from '../files/writeFileAtomically';
import { SHAPE_OPTIONS, shapeFromFlags } from './boardArguments';
import { CliError, ExitCode, usageError } from './cliError';
import type { CommandOutput } from './output';
import { progressLine } from './progressLine';
import { fileErrorReason, nonRegularFileKind } from './readInputFile';
import { checkTimeLimit, TIMEOUT_HELP, TIMEOUT_OPTION, timeLimitFlag } from './timeLimit';

/** Help text of `lights-out analyze`. */
export const ANALYZE_HELP = `Usage:
  lights-out analyze --rows R --columns C [--states K] [--objective T] [--topology plain|torus|hex]
                     [--neighbourhood NAME|JSON] [--json] [--db FILE.sqlite [--compact]]
                     [--timeout SECS]

Analyses every state of a board shape: how many states there are and how many can be solved,
the solutions of each, how many states need 0, 1, 2, ... presses at least, the most any state
needs (the board's "God's number"), the hardest states and the presses of the all-on board
(every cell at (objective + K - 1) mod K; null when that board cannot be solved). States are
numbered like the web game: cell (r, c) is base-K digit r*C + c, least significant first. The
shape comes from the flags alone (analyze reads no FILE), so it has no holes and no target.

Options:
  --neighbourhood NAME|JSON
                  which cells a press changes: cross (the default), x, moore, knight, or a JSON
                  list of [row, column] offsets in -10..10 (see lights-out solve --help); not
                  with --topology hex
  --json          print one JSON object: {"totalStates", "solvableStates", "solutionsPerState",
                  "distribution", "maxMoves", "hardestCount", "hardestStates", "allOnMoves"}
                  (big counts and state numbers as decimal strings)
  --db FILE       also write the web game's SQLite table lightsout_states(size, state, row, col,
                  to_go, destination_state, rows, columns), one row per solvable state; FILE is
                  replaced whole (a symbolic link too, never written through) or left as it was
  --compact       with --db: only lightsout_states(state INTEGER PRIMARY KEY, row, col); to_go and
                  destination_state follow from the rows (see docs/analysis.md)
${TIMEOUT_HELP}
  -h, --help      show this help

Limits: 2^30 states for K = 2 and 2^26 for other K (and for --db); a larger shape is refused.

Exit codes: 0 done, 2 bad input or usage (a shape over the limits, an unwritable --db file),
3 failure (the analysis or the SQLite export failed, or the time limit was reached).`;

/** The JSON printed by `lights-out analyze --json` (a contract). */
export interface AnalyzeJson extends StateSpaceCountsJson {
  hardestStates: string[];
  allOnMoves: number | null;
}

/** Converts an analysis to the JSON contract. */
export function analyzeJson(analysis: StateSpaceAnalysis): AnalyzeJson {
  return {
    ...stateSpaceCountsJson(analysis),
    hardestStates: analysis.hardestStates.map((state) => state.toString()),
    allOnMoves: analysis.allOnMoves,
  };
}

/** Runs `lights-out analyze` with the arguments after the command name; with --db, resolves once FILE is written. */
export function analyzeCommand(args: string[], out: CommandOutput): number | Promise<number> {
  const commandStarted = performance.now();
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      ...SHAPE_OPTIONS,
      json: { type: 'boolean', default: false },
      db: { type: 'string' },
      compact: { type: 'boolean', default: false },
      ...TIMEOUT_OPTION,
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    out.stdout(ANALYZE_HELP);
    return ExitCode.Ok;
  }
  if (positionals.length > 0) throw usageError(`analyze takes no FILE, got "${positionals[0]}" (give the shape with --rows and --columns)`);
  if (values.compact && values.db === undefined) throw usageError('--compact only applies with --db FILE');
  const timeLimit = timeLimitFlag(values.timeout, commandStarted);
  const shape = shapeFromFlags(values);
  if (values.db !== undefined) withinLimits(() => checkStateLimit(shape, MAX_TABLE_STATES, 'the --db export'));
  // Checked before the analysis, so that an unwritable --db file fails before any report is printed.
  const database = values.db !== undefined ? checkDatabaseFile(values.db) : undefined;
  let exported: Promise<number> | undefined;
  // On a terminal only: the analysis holds the thread, so the line says what runs until it ends.
  const progress = progressLine(out.terminal ?? null);
  try {
    const started = performance.now();
    progress?.show(`analysing the ${shape.rows}x${shape.columns} board: visiting ${groupDigits(stateCount(shape))} states`);
    const analysis = withinLimits(() => analyzeStateSpace(shape));
    progress?.clear();
    out.stdout(values.json ? JSON.stringify(analyzeJson(analysis)) : readableAnalysis(analysis, performance.now() - started));

    if (database !== undefined) {
      checkTimeLimit(timeLimit, `writing ${escapeControlCharacters(database)}`);
      progress?.show(`writing ${database}`);
      exported = exportStateDatabase(shape, database, values.compact).then((report) => {
        progress?.clear();
        const line = `wrote ${escapeControlCharacters(database)}: ${groupDigits(report.rows)} rows${values.compact ? ' (compact)' : ''}, ${groupDigits(report.bytes)} bytes in ${(report.elapsedMs / 1000).toFixed(1)} s`;
        if (values.json) out.stderr(line);
        else out.stdout(line);
        return ExitCode.Ok;
      });
      exported.catch(() => progress?.clear());
    }
  } finally {
    if (exported === undefined) progress?.clear();
  }
  return exported ?? ExitCode.Ok;
}

/** Runs `run`, turning a refusal over the analysis limits into a usage error (exit code 2). */
function withinLimits<Result>(run: () => Result): Result {
  try {
    return run();
  } catch (error) {
    if (error instanceof AnalysisLimitError) throw usageError(error.message);
    throw error;
  }
}

/**
 * Checks the --db file before any work: its folder exists and can be written, and the file is
 * absent, a regular file or a symbolic link (which the export replaces, never writes through).
 * Returns the file; throws a usage error, before anything is printed, when it cannot be written:
 * not a regular file (a directory, a device, a FIFO), no permission, a read-only file system.
 */
export function checkDatabaseFile(file: string): string {
  const prefix = `--db ${escapeControlCharacters(file)}`;
  const folder = dirname(file);
  let directory: boolean;
  try {
    directory = statSync(folder).isDirectory();
  } catch {
    directory = false;
  }
  if (!directory) throw usageError(`${prefix}: the folder ${escapeControlCharacters(folder)} does not exist`);
  let existing: Stats | undefined;
  try {
    existing = lstatSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw usageError(`${prefix}: cannot write: ${fileErrorReason(error)}`);
  }
  const kind = existing === undefined || existing.isSymbolicLink() ? undefined : nonRegularFileKind(existing);
  if (kind !== undefined) throw usageError(`${prefix}: cannot write: it is ${kind}, not a regular file`);
  try {
    // The export makes a new file in the folder and renames it over FILE: both need the folder writable.
    accessSync(folder, constants.W_OK | constants.X_OK);
  } catch (error) {
    throw usageError(`${prefix}: cannot write: ${fileErrorReason(error)}`);
  }
  return file;
}

/** The readable report: a summary and the distribution as a two-column table. */
export function readableAnalysis(analysis: StateSpaceAnalysis, elapsedMs: number): string {
  const { shape } = analysis;
  const share = analysis.solvableStates === analysis.totalStates ? 'all' : `1 in ${analysis.totalStates / analysis.solvableStates}`;
  const lines = [
    `${shape.rows}x${shape.columns}, ${shape.states} states, objective ${shape.objective}, ${shape.topology}${neighbourhoodWords(shape)}`,
    `  states:              ${groupDigits(analysis.totalStates)}`,
    `  solvable:            ${groupDigits(analysis.solvableStates)} (${share})`,
    `  solutions per state: ${groupDigits(analysis.solutionsPerState)}`,
    `  most presses needed: ${analysis.maxMoves} (${groupDigits(analysis.hardestCount)} state${analysis.hardestCount === 1 ? '' : 's'})`,
    `  hardest states:      ${analysis.hardestStates.join(', ')}${analysis.hardestCount > analysis.hardestStates.length ? ', ...' : ''}`,
    `  all-on board:        ${analysis.allOnMoves === null ? 'not solvable' : `${analysis.allOnMoves} presses`}`,
    `  analysed in ${elapsedMs.toFixed(0)} ms`,
    '',
    '  presses  states',
  ];
  const width = Math.max(7, String(analysis.maxMoves).length);
  analysis.distribution.forEach((count, moves) => lines.push(`  ${String(moves).padStart(width)}  ${groupDigits(count)}`));
  return lines.join('\n');
}

/** ", knight neighbourhood" or ", neighbourhood [[0,1]]" for a shape whose neighbourhood is not cross; "" for cross. */
function neighbourhoodWords(shape: BoardShape): string {
  const key = neighbourhoodKey(shape.neighbourhood);
  if (key === 'cross') return '';
  return typeof shape.neighbourhood === 'string' ? `, ${key} neighbourhood` : `, neighbourhood ${JSON.stringify(shape.neighbourhood)}`;
}

/** What the export worker reports: the database's bytes (transferred, not copied), or why it failed. */
type ExportReply = { readonly ok: true; readonly rows: number; readonly bytes: Uint8Array } | { readonly ok: false; readonly message: string };

/** What the export worker is given (workerData). */
interface ExportRequest {
  readonly task: typeof EXPORT_TASK;
  readonly entry: string;
  readonly table: ShortestPathTable;
  readonly compact: boolean;
  /** Int32Array view: [0] a heartbeat counter. */
  readonly signal: SharedArrayBuffer;
  readonly port: MessagePort;
}

const EXPORT_TASK = 'lights-out analyze: sqlite export';

/** A worker that has not beaten its heartbeat for this long is taken as dead. */
const WORKER_STALL_MS = 120_000;

/**
 * Builds the shortest-path table here, fills its SQLite database in a worker thread and writes
 * it whole to `file` ({@link writeFileAtomically}; Ctrl-C or SIGTERM during the write removes the
 * temporary file and ends the process with that signal). Rejects with a CliError (exit 3) when the
 * export or the write fails; `file` is then as it was.
 */
export async function exportStateDatabase(shape: BoardShape, file: string, compact: boolean): Promise<{ rows: number; bytes: number; elapsedMs: number }> {
  const name = escapeControlCharacters(file);
  const started = performance.now();
  const database = await buildInWorker(shortestPathTable(shape), compact, name);
  try {
    await writeFileAtomically(file, database.bytes, { cleanUpOnSignals: true });
  } catch (error) {
    // What fails now (a full disk, a read-only file system, a lost permission) is not bad input.
    throw new CliError(`--db ${name}: cannot write: ${fileErrorReason(error)}`, ExitCode.SolverFailure);
  }
  return { rows: database.rows, bytes: database.bytes.length, elapsedMs: performance.now() - started };
}

/** Runs the export worker on `table` and resolves with the database it built. */
function buildInWorker(table: ShortestPathTable, compact: boolean, name: string): Promise<{ rows: number; bytes: Uint8Array }> {
  const signal = new SharedArrayBuffer(4);
  const flags = new Int32Array(signal);
  const { port1, port2 } = new MessageChannel();
  const request: ExportRequest = { task: EXPORT_TASK, entry: __filename, table, compact, signal, port: port2 };
  const worker = new Worker("require(require('node:worker_threads').workerData.entry);", {
    eval: true,
    workerData: request,
    transferList: [port2, table.moves.buffer as ArrayBuffer, table.firstPress.buffer as ArrayBuffer],
  });
  return new Promise<{ rows: number; bytes: Uint8Array }>((resolve, reject) => {
    let beat = Atomics.load(flags, 0);
    let lastBeatAt = Date.now();
    const watch = setInterval(() => {
      if (Atomics.load(flags, 0) !== beat) {
        beat = Atomics.load(flags, 0);
        lastBeatAt = Date.now();
      } else if (Date.now() - lastBeatAt > WORKER_STALL_MS) {
        finish(() => reject(new CliError(`--db ${name}: the export worker stopped responding`, ExitCode.SolverFailure)));
      }
    }, 1000);
    let settled = false;
    const finish = (settle: () => void): void => {
      if (settled) return;
      settled = true;
      clearInterval(watch);
      port1.close();
      void worker.terminate();
      settle();
    };
    const settle = (reply: ExportReply | undefined): void =>
      finish(() => {
        if (reply === undefined) reject(new CliError(`--db ${name}: the export worker ended without a result`, ExitCode.SolverFailure));
        else if (reply.ok) resolve(reply);
        else reject(new CliError(`--db ${name}: ${reply.message}`, ExitCode.SolverFailure));
      });
    port1.once('message', settle);
    worker.once('error', (error) => finish(() => reject(new CliError(`--db ${name}: ${error.message}`, ExitCode.SolverFailure))));
    // The reply may still wait on the port when the worker's exit is told first.
    worker.once('exit', () => settle(receiveMessageOnPort(port1)?.message as ExportReply | undefined));
  });
}

/** The worker's side: load sql.js, build the database, hand its bytes back. */
async function runExportWorker(request: ExportRequest): Promise<void> {
  const flags = new Int32Array(request.signal);
  const beat = (): void => void Atomics.add(flags, 0, 1);
  let reply: ExportReply;
  let transfer: ArrayBuffer[] = [];
  try {
    // Bundled into the CLI, sql.js would look for its .wasm next to the bundle; resolve it
    // from the installed package instead (createRequire keeps esbuild from bundling the path).
    const wasm = createRequire(__filename).resolve('sql.js/dist/sql-wasm.wasm');
    const sql = await initSqlJs({ locateFile: () => wasm });
    beat();
    const database = buildStateDatabase(sql, request.table, { compact: request.compact, onProgress: beat });
    beat();
    // Transferred whole when the bytes own their buffer (sql.js copies the file out of its memory).
    const owned = database.bytes.byteOffset === 0 && database.bytes.byteLength === database.bytes.buffer.byteLength;
    const bytes = owned ? database.bytes : database.bytes.slice();
    reply = { ok: true, rows: database.rows, bytes };
    transfer = [bytes.buffer as ArrayBuffer];
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    reply = { ok: false, message };
  }
  request.port.postMessage(reply, transfer);
  request.port.close();
}

if (!isMainThread && (workerData as Partial<ExportRequest> | null)?.task === EXPORT_TASK) {
  void runExportWorker(workerData as ExportRequest);
}
