/**
 * How the `lights-out` process runs a command so that it ends within its time limit. The engines
 * work synchronously on their thread, where no timer can interrupt them; so a timed command (see
 * {@link TIMED_COMMANDS}) runs on a worker thread while the main thread keeps the clock: at the
 * limit and {@link HARD_STOP_MARGIN_MS} more it prints one line and ends the process with exit 3,
 * whatever stage the command is in (reading, elimination, search, generation, output). The
 * command itself works to the same limit and usually ends first, with what it has proven.
 *
 * Output goes straight to the process's file descriptors from either thread. Signals reach only
 * the main thread: it passes SIGINT, SIGTERM and SIGHUP to the worker when the worker listens for
 * them (a clingo solve cleaning up its processes), and dies of the signal as usual once the worker
 * raises it again or ends; with nobody listening it dies at once.
 */

import { writeSync } from 'node:fs';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { MAX_FLAG_SECONDS, secondsFlag } from './secondsFlag';
import { ExitCode } from './cliError';
import type { CommandOutput } from './output';
import { DEFAULT_TIME_LIMIT_SECONDS, TIMED_COMMANDS, timeLimitMessage } from './timeLimit';

/** How long after its limit a command is stopped from outside, when it has not ended by itself. */
export const HARD_STOP_MARGIN_MS = 500;

const FORWARDED_SIGNALS: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** What the worker is told when it starts. */
interface CommandWorkerData {
  readonly lightsOutCommand: true;
  readonly stderrIsTTY: boolean;
}

/** Messages of the worker to the main thread. */
type WorkerMessage = { readonly exitCode: number } | { readonly signalListeners: number };

/**
 * The time limit in seconds the command line `argv` (without node and the script) runs under: the
 * last `--timeout` before `--` of a timed command, or the default; null when there is none (another
 * command, --help, `--timeout 0`) or its value is bad (the command then reports it).
 */
export function commandTimeLimitSeconds(argv: readonly string[]): number | null {
  const [name, ...args] = argv;
  if (name === undefined || !TIMED_COMMANDS.includes(name)) return null;
  let value: string | undefined;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    if (arg === '--') break;
    if (arg === '-h' || arg === '--help') return null;
    if (arg === '--timeout') value = args[++index];
    else if (arg.startsWith('--timeout=')) value = arg.slice('--timeout='.length);
  }
  if (value === undefined) return DEFAULT_TIME_LIMIT_SECONDS;
  try {
    const seconds = secondsFlag('timeout', value);
    return seconds === 0 || seconds > MAX_FLAG_SECONDS ? null : seconds;
  } catch {
    return null;
  }
}

/**
 * Runs the command line `argv` as the process's work and resolves with its exit code: on this
 * thread for an untimed command, else on a worker thread (started from `entryScript`, the script
 * that called this) under {@link commandTimeLimitSeconds}'s limit. On such a worker it runs the
 * command it was given with `run`, its progress line on stderr when the process's stderr is a
 * terminal.
 */
export function runCommandProcess(
  argv: readonly string[],
  entryScript: string,
  run: (argv: readonly string[], out?: CommandOutput) => Promise<number>,
  out: CommandOutput,
): Promise<number> {
  const data = workerData as Partial<CommandWorkerData> | undefined;
  if (!isMainThread && data?.lightsOutCommand === true) return runOnWorker(argv, run, out, data.stderrIsTTY === true);
  const seconds = commandTimeLimitSeconds(argv);
  if (seconds === null) return run(argv, out);
  return superviseWorker(argv, entryScript, seconds);
}

function runOnWorker(
  argv: readonly string[],
  run: (argv: readonly string[], out?: CommandOutput) => Promise<number>,
  out: CommandOutput,
  stderrIsTTY: boolean,
): Promise<number> {
  const port = parentPort;
  // The main thread forwards signals only while something here listens for them.
  const countListeners = (): void => port?.postMessage({ signalListeners: FORWARDED_SIGNALS.reduce((sum, name) => sum + process.listenerCount(name), 0) });
  process.on('newListener', (event) => {
    if (FORWARDED_SIGNALS.includes(event as NodeJS.Signals)) queueMicrotask(countListeners);
  });
  process.on('removeListener', (event) => {
    if (FORWARDED_SIGNALS.includes(event as NodeJS.Signals)) countListeners();
  });
  // Once a signal came, the process is about to die of it: what the command still says is dropped, as it would be unsaid.
  let signalled = false;
  port?.on('message', (message: { signal?: NodeJS.Signals }) => {
    if (message.signal === undefined) return;
    signalled = true;
    process.emit(message.signal, message.signal);
  });
  port?.unref();
  const terminal = { isTTY: stderrIsTTY, write: (text: string) => signalled || writeSync(2, text) };
  const quieted: CommandOutput = {
    stdout: (text) => signalled || out.stdout(text),
    stderr: (text) => signalled || out.stderr(text),
    terminal,
  };
  return run(argv, quieted).then((exitCode) => {
    port?.postMessage({ exitCode });
    return exitCode;
  });
}

/**
 * Runs the command line `argv` on a worker thread started from `entryScript` (a script that calls
 * {@link runCommandProcess}) and resolves with its exit code; at `seconds` and
 * {@link HARD_STOP_MARGIN_MS} more it prints one line and ends the process with exit 3.
 */
export function superviseWorker(argv: readonly string[], entryScript: string, seconds: number): Promise<number> {
  return new Promise((resolve) => {
    const data: CommandWorkerData = { lightsOutCommand: true, stderrIsTTY: process.stderr.isTTY === true };
    const worker = new Worker(entryScript, { argv: [...argv], workerData: data });
    let exitCode: number | null = null;
    let signalListeners = 0;
    let pendingSignal: NodeJS.Signals | null = null;
    const dieOf = (signal: NodeJS.Signals): void => {
      for (const name of FORWARDED_SIGNALS) process.off(name, onSignal);
      process.kill(process.pid, signal);
    };
    const onSignal = (signal: NodeJS.Signals): void => {
      // A second signal is the worker raising it again once cleaned up (or a second Ctrl+C): die of the first.
      if (pendingSignal !== null) return dieOf(pendingSignal);
      if (signalListeners === 0) return dieOf(signal);
      pendingSignal = signal;
      worker.postMessage({ signal });
    };
    for (const name of FORWARDED_SIGNALS) process.on(name, onSignal);
    const hardStop = setTimeout(
      () => {
        const name = argv[0] ?? '';
        try {
          writeSync(2, `lights-out ${name}: ${timeLimitMessage(seconds, 'it was still working')}\n`);
        } catch {
          // With stderr gone the exit code is all that is left.
        }
        process.exit(ExitCode.SolverFailure);
      },
      seconds * 1000 + HARD_STOP_MARGIN_MS,
    );
    worker.on('message', (message: WorkerMessage) => {
      if ('exitCode' in message) exitCode = message.exitCode;
      else signalListeners = message.signalListeners;
    });
    worker.on('error', (error) => {
      try {
        writeSync(2, `lights-out ${argv[0] ?? ''}: solver failure: ${error instanceof Error ? error.message : String(error)}\n`);
      } catch {
        // As above.
      }
      exitCode ??= ExitCode.SolverFailure;
    });
    worker.on('exit', (code) => {
      clearTimeout(hardStop);
      if (pendingSignal !== null) return dieOf(pendingSignal);
      for (const name of FORWARDED_SIGNALS) process.off(name, onSignal);
      resolve(exitCode ?? (code === 0 ? ExitCode.Ok : ExitCode.SolverFailure));
    });
  });
}
