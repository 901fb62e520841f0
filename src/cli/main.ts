/**
 * The `lights-out` command line: `solve`, `generate`, `hint`, `path`, `analyze` and `id` over the
 * core, the solvers and the analyses.
 */

import { PuzzleError } from '../core/puzzle';
import { PuzzleIdError } from '../core/puzzleId/puzzleId';
import { analyzeCommand, ANALYZE_HELP } from './analyzeCommand';
import { CliError, ExitCode } from './cliError';
import { runCommandProcess } from './commandProcess';
import { generateCommand, GENERATE_HELP } from './generateCommand';
import { hintCommand, HINT_HELP } from './hintCommand';
import { idCommand, ID_HELP } from './idCommand';
import { escapingOutput, OutputError, processOutput, type CommandOutput } from './output';
import { pathCommand, PATH_HELP } from './pathCommand';
import { solveCommand, SOLVE_HELP } from './solveCommand';

/** Help text of `lights-out`. */
export const MAIN_HELP = `lights-out: solve, generate and check Lights Out puzzles (.lights files and puzzle IDs)

Usage:
  lights-out solve FILE... [--json] [--no-presses]     solve puzzles (see lights-out solve --help)
                   [--min-timeout SECS]                time for the fewest presses (default 30)
                   [--timeout SECS]                    time limit of any command (default 120; 0: none)
  lights-out solve --id ID [...]                       the same for a puzzle ID or link (hint, path too)
  lights-out solve FILE --solver clingo|both [--clingo PATH] [--runner native|wasm]
  lights-out solve --rows R --columns C (--fill V | --random SEED) ...
  lights-out generate --rows R --columns C [...]       print a new solvable puzzle
                      [--neighbourhood NAME|JSON]      which cells a press changes (solve, analyze too)
                      [--holes FILE]                   the holes of a .lights file
                      [--format lights|id]             the .lights file (default) or its puzzle ID
  lights-out hint FILE|--id ID [--json]                one cell to press next
  lights-out path FILE|--id ID [--json]                a shortest sequence of presses, web game style
  lights-out analyze --rows R --columns C [...]        statistics of every state of a board shape
                     [--json] [--db FILE [--compact]]  (and the web game's SQLite table)
  lights-out id FILE [--link] [--title|--no-title]     the puzzle's ID on one line (or its vscode:// link)
  lights-out COMMAND --help                            help for a command

Exit codes: 0 success/solvable, 1 not solvable, 2 bad input or usage, 3 solver failure or a
failed write (disk full), 141 the reader of the output went away (as SIGPIPE would: | head).`;

/** A command's exit code; a promise for commands that wait for something (solve, hint, analyze --db). */
type CommandResult = number | Promise<number>;

const COMMANDS: Record<string, { run: (args: string[], out: CommandOutput) => CommandResult; help: string }> = {
  solve: { run: solveCommand, help: SOLVE_HELP },
  generate: { run: generateCommand, help: GENERATE_HELP },
  hint: { run: hintCommand, help: HINT_HELP },
  path: { run: pathCommand, help: PATH_HELP },
  analyze: { run: analyzeCommand, help: ANALYZE_HELP },
  id: { run: idCommand, help: ID_HELP },
};

/**
 * Runs the command line with `argv` (without node and the script) and returns the exit code, or a
 * promise of it for an asynchronous command (`solve` and `hint`, which run a solver). Every line goes
 * through {@link escapingOutput}; a failed write ends the command (see {@link exitCodeOf}).
 */
export function dispatchCli(argv: readonly string[], out: CommandOutput = processOutput): CommandResult {
  const escaped = escapingOutput(out);
  const [name, ...args] = argv;
  try {
    const result = runCommand(name, args, escaped);
    return typeof result === 'number' ? result : result.catch((error: unknown) => exitCodeOf(error, name, escaped));
  } catch (error) {
    return exitCodeOf(error, name, escaped);
  }
}

function runCommand(name: string | undefined, args: string[], out: CommandOutput): CommandResult {
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    out.stdout(MAIN_HELP);
    return name === undefined ? ExitCode.BadInput : ExitCode.Ok;
  }
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) {
    out.stderr(`lights-out: unknown command "${name}"\n\n${MAIN_HELP}`);
    return ExitCode.BadInput;
  }
  return command.run(args, out);
}

/**
 * Reports a command's error on stderr (never with a stack trace) and returns the exit code
 * it ends the command with. A write that failed because the reader went away (EPIPE) ends it
 * quietly with {@link ExitCode.OutputClosed}; any other failed write (ENOSPC, EIO) with one line
 * and {@link ExitCode.SolverFailure}.
 */
function exitCodeOf(error: unknown, name: string | undefined, out: CommandOutput): number {
  const command = name !== undefined && Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  const prefix = command ? `lights-out ${name}` : 'lights-out';
  if (error instanceof OutputError) {
    if (error.readerGone) return ExitCode.OutputClosed;
    report(out, `${prefix}: cannot write to ${error.stream}: ${error.message}`);
    return ExitCode.SolverFailure;
  }
  if (error instanceof CliError) {
    report(out, error.message);
    return error.exitCode;
  }
  // parseArgs reports unknown or malformed flags with a code; those are usage errors.
  const code = (error as { code?: string }).code;
  if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS')) {
    report(out, `${prefix}: ${(error as Error).message}${command ? `\n\n${command.help}` : ''}`);
    return ExitCode.BadInput;
  }
  // A puzzle the format refuses, a bad puzzle ID, or a puzzle too large for an ID: bad input.
  if (error instanceof PuzzleError || error instanceof PuzzleIdError) {
    report(out, `${prefix}: ${error.message}`);
    return ExitCode.BadInput;
  }
  report(out, `${prefix}: solver failure: ${error instanceof Error ? error.message : String(error)}`);
  return ExitCode.SolverFailure;
}

/** Writes an error message on stderr; when stderr itself cannot be written, the exit code is all that is left. */
function report(out: CommandOutput, message: string): void {
  try {
    out.stderr(message);
  } catch (error) {
    if (!(error instanceof OutputError)) throw error;
  }
}

/**
 * Runs a synchronous command line (`generate`, `path`, `analyze` without --db, and any --help or
 * usage error) and returns the exit code; throws for an asynchronous one (use {@link runCliAsync}).
 */
export function runCli(argv: readonly string[], out: CommandOutput = processOutput): number {
  const result = dispatchCli(argv, out);
  if (typeof result !== 'number') throw new Error('this command line is asynchronous: use runCliAsync');
  return result;
}

/** Runs any command line and resolves with the exit code. */
export async function runCliAsync(argv: readonly string[], out: CommandOutput = processOutput): Promise<number> {
  return dispatchCli(argv, out);
}

/**
 * Runs the process's command line `argv` (without node and the script) and sets the exit code: a
 * timed command on a worker thread stopped at its limit (see runCommandProcess), started from this
 * bundle, the commands' (dist/cliMain.js).
 */
export function runProcess(argv: readonly string[]): void {
  void runCommandProcess(argv, __filename, runCliAsync, processOutput).then((code) => {
    process.exitCode = code;
  });
}

// Run directly, or as the worker thread of a timed command (see launcher.ts).
if (require.main === module) runProcess(process.argv.slice(2));
