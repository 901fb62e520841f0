/**
 * `lights-out analyze`: the state-space statistics of a board shape ({@link analyzeStateSpace}),
 * as JSON (a contract) or readable text, and optionally the breadth-first search's SQLite table
 * of every solvable state ({@link buildStateDatabase}).
 *
 * sql.js only loads asynchronously (its WebAssembly start-up is a promise), while commands are
 * synchronous. So the export runs in a worker thread that loads sql.js, fills the database and
 * writes the file, and this thread blocks on Atomics.wait until it is done. The worker is this
 * same module (the CLI bundle, or the compiled file under test), loaded by a one-line eval entry
 * so that the bundle's command-line entry point does not run again in the worker.
 */

import { closeSync, constants, existsSync, fstatSync, ftruncateSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
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
                  to_go, destination_state, rows, columns), one row per solvable state
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

/** Runs `lights-out analyze` with the arguments after the command name. */
export function analyzeCommand(args: string[], out: CommandOutput): number {
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
  // Opened before the analysis, so that an unwritable --db file fails before any report is printed.
  const database = values.db !== undefined ? openDatabaseFile(values.db) : undefined;
  let written = false;
  // On a terminal only: the analysis holds the thread, so the line says what runs until it ends.
  const progress = progressLine(out.terminal ?? null);
  try {
    const started = performance.now();
    progress?.show(`analysing the ${shape.rows}x${shape.columns} board: visiting ${groupDigits(stateCount(shape))} states`);
    const analysis = withinLimits(() => analyzeStateSpace(shape));
    progress?.clear();
    out.stdout(values.json ? JSON.stringify(analyzeJson(analysis)) : readableAnalysis(analysis, performance.now() - started));

    if (database !== undefined) {
      checkTimeLimit(timeLimit, `writing ${escapeControlCharacters(database.file)}`);
      progress?.show(`writing ${database.file}`);
      const report = exportStateDatabase(shape, database, values.compact);
      progress?.clear();
      written = true;
      const line = `wrote ${escapeControlCharacters(database.file)}: ${groupDigits(report.rows)} rows${values.compact ? ' (compact)' : ''}, ${groupDigits(report.bytes)} bytes in ${(report.elapsedMs / 1000).toFixed(1)} s`;
      if (values.json) out.stderr(line);
      else out.stdout(line);
    }
  } finally {
    progress?.clear();
    if (database !== undefined) closeDatabaseFile(database, written);
  }
  return ExitCode.Ok;
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

/** The --db file, open for writing; `created` when this command made it (and removes it on failure). */
export interface DatabaseFile {
  readonly file: string;
  readonly descriptor: number;
  readonly created: boolean;
}

/**
 * Opens the --db file for writing, creating it when missing; an existing file keeps its content
 * until the export writes it. Throws a usage error, before anything is printed, when its folder
 * is missing or it cannot be written: not a regular file (a directory, a device, a FIFO), no
 * permission.
 */
export function openDatabaseFile(file: string): DatabaseFile {
  const prefix = `--db ${escapeControlCharacters(file)}`;
  let directory: boolean;
  try {
    directory = statSync(dirname(file)).isDirectory();
  } catch {
    directory = false;
  }
  if (!directory) throw usageError(`${prefix}: the folder ${escapeControlCharacters(dirname(file))} does not exist`);
  let descriptor: number;
  let created = false;
  try {
    const kind = existsSync(file) ? nonRegularFileKind(statSync(file)) : undefined;
    if (kind !== undefined) throw usageError(`${prefix}: cannot write: it is ${kind}, not a regular file`);
    try {
      descriptor = openSync(file, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o666);
      created = true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // O_NONBLOCK: a FIFO put there since the check fails at once instead of waiting for a reader.
      descriptor = openSync(file, constants.O_WRONLY | (constants.O_NONBLOCK ?? 0));
    }
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw usageError(`${prefix}: cannot write: ${fileErrorReason(error)}`);
  }
  const kind = nonRegularFileKind(fstatSync(descriptor));
  if (kind !== undefined) {
    closeSync(descriptor);
    throw usageError(`${prefix}: cannot write: it is ${kind}, not a regular file`);
  }
  return { file, descriptor, created };
}

/** Closes the --db file; one this command created is removed again unless the export wrote it. */
function closeDatabaseFile(database: DatabaseFile, written: boolean): void {
  closeSync(database.descriptor);
  if (database.created && !written) rmSync(database.file, { force: true });
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

/** What the export worker reports. */
type ExportReply = { readonly ok: true; readonly rows: number; readonly bytes: number } | { readonly ok: false; readonly message: string };

/** What the export worker is given (workerData). */
interface ExportRequest {
  readonly task: typeof EXPORT_TASK;
  readonly entry: string;
  readonly table: ShortestPathTable;
  /** The --db file, open for writing (descriptors are shared by the process's threads). */
  readonly descriptor: number;
  readonly compact: boolean;
  /** Int32Array view: [0] set to 1 when done, [1] a heartbeat counter. */
  readonly signal: SharedArrayBuffer;
  readonly port: MessagePort;
}

const EXPORT_TASK = 'lights-out analyze: sqlite export';

/** A worker that has not beaten its heartbeat for this long is taken as dead. */
const WORKER_STALL_MS = 120_000;

/**
 * Builds the shortest-path table here and writes its SQLite file (open since
 * {@link openDatabaseFile}) in a worker thread, blocking until the worker reports. Throws a
 * CliError (exit 3) when the export or the write fails.
 */
export function exportStateDatabase(shape: BoardShape, database: DatabaseFile, compact: boolean): { rows: number; bytes: number; elapsedMs: number } {
  const { descriptor } = database;
  const file = escapeControlCharacters(database.file);
  const started = performance.now();
  const table = shortestPathTable(shape);
  const signal = new SharedArrayBuffer(8);
  const flags = new Int32Array(signal);
  const { port1, port2 } = new MessageChannel();
  const request: ExportRequest = { task: EXPORT_TASK, entry: __filename, table, descriptor, compact, signal, port: port2 };
  const worker = new Worker("require(require('node:worker_threads').workerData.entry);", {
    eval: true,
    workerData: request,
    transferList: [port2, table.moves.buffer as ArrayBuffer, table.firstPress.buffer as ArrayBuffer],
  });
  worker.unref();
  let beat = Atomics.load(flags, 1);
  let lastBeatAt = Date.now();
  while (Atomics.load(flags, 0) === 0) {
    Atomics.wait(flags, 0, 0, 1000);
    const now = Date.now();
    if (Atomics.load(flags, 1) !== beat) {
      beat = Atomics.load(flags, 1);
      lastBeatAt = now;
    } else if (now - lastBeatAt > WORKER_STALL_MS && Atomics.load(flags, 0) === 0) {
      void worker.terminate();
      port1.close();
      throw new CliError(`--db ${file}: the export worker stopped responding`, ExitCode.SolverFailure);
    }
  }
  const reply = receiveMessageOnPort(port1)?.message as ExportReply | undefined;
  port1.close();
  if (!reply) throw new CliError(`--db ${file}: the export worker ended without a result`, ExitCode.SolverFailure);
  if (!reply.ok) throw new CliError(`--db ${file}: ${reply.message}`, ExitCode.SolverFailure);
  return { rows: reply.rows, bytes: reply.bytes, elapsedMs: performance.now() - started };
}

/** The worker's side: load sql.js, build the database, write the file, report, wake the caller. */
async function runExportWorker(request: ExportRequest): Promise<void> {
  const flags = new Int32Array(request.signal);
  const beat = (): void => void Atomics.add(flags, 1, 1);
  let reply: ExportReply;
  try {
    // Bundled into the CLI, sql.js would look for its .wasm next to the bundle; resolve it
    // from the installed package instead (createRequire keeps esbuild from bundling the path).
    const wasm = createRequire(__filename).resolve('sql.js/dist/sql-wasm.wasm');
    const sql = await initSqlJs({ locateFile: () => wasm });
    beat();
    const database = buildStateDatabase(sql, request.table, { compact: request.compact, onProgress: beat });
    beat();
    try {
      ftruncateSync(request.descriptor, 0);
      for (let offset = 0; offset < database.bytes.length;)
        offset += writeSync(request.descriptor, database.bytes, offset, database.bytes.length - offset, offset);
    } catch (error) {
      // The file was opened for writing before the analysis: what fails now (a full disk, an I/O error) is not bad input.
      throw new Error(`cannot write: ${(error as Error).message}`, { cause: error });
    }
    reply = { ok: true, rows: database.rows, bytes: database.bytes.length };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    reply = { ok: false, message };
  }
  request.port.postMessage(reply);
  request.port.close();
  Atomics.store(flags, 0, 1);
  Atomics.notify(flags, 0);
}

if (!isMainThread && (workerData as Partial<ExportRequest> | null)?.task === EXPORT_TASK) {
  void runExportWorker(workerData as ExportRequest);
}
