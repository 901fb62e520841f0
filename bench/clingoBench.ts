/**
 * The second table of `npm run bench`: the clingo engine (asp/lightsout.lp), through the native
 * executable and the built-in clingo-wasm, beside the internal engine on growing random solvable
 * boards, and where each runner stops finishing within the time limit.
 *
 * Each series grows the board; a runner that does not prove the minimum within the limit (or
 * fails) is not run on the larger boards of that series. A clingo time includes the solution
 * count (a second clingo run on boards of at most 64 cells). Every answer is cross-checked: the
 * presses must solve the board, and a proven minimum must equal the internal engine's.
 */

import { performance } from 'node:perf_hooks';
import { applyPresses, createPuzzle, solvesPuzzle, type BoardShape, type Puzzle } from '../src/core/puzzle';
import type { Topology } from '../src/domain/topology';
import { createRandom } from '../src/core/random';
import { locateClingoAssets } from '../src/cli/solveWithClingo';
import { SILENT_LOG, type RunnerKind } from '../src/solvers/clingo/clingoRunner';
import type { ClingoSolver } from '../src/solvers/clingo/clingoEngineCore';
import { createClingoSolver } from '../src/solvers/clingo/clingoSolver';
import { solvePuzzle } from '../src/solvers/internal/solvePuzzle';
import type { SolveResult } from '../src/solvers/types';

/** A family of boards of one kind, growing. */
interface Series {
  readonly states: number;
  readonly topology: Topology;
  /** Square sides, increasing. */
  readonly sides: readonly number[];
}

const SERIES: readonly Series[] = [
  { states: 2, topology: 'plain', sides: [4, 6, 8, 10, 12, 14, 16, 20, 25, 30, 40] },
  { states: 2, topology: 'torus', sides: [3, 4, 5, 6, 7, 8, 10, 12] },
  { states: 3, topology: 'plain', sides: [3, 4, 5, 6, 7, 8, 10, 12] },
  { states: 3, topology: 'hex', sides: [3, 4, 5, 6, 7, 8, 10] },
  { states: 4, topology: 'plain', sides: [3, 4, 5, 6, 7, 8] },
  { states: 9, topology: 'plain', sides: [2, 3, 4, 5, 6] },
];

/** The default time limit of one clingo solve in the table, in seconds. */
export const DEFAULT_CLINGO_BENCH_TIMEOUT_SECONDS = 10;

/** What one runner did on one board. */
type RunnerOutcome =
  | { readonly kind: 'finished'; readonly result: SolveResult; readonly ms: number }
  | { readonly kind: 'not minimal'; readonly result: SolveResult; readonly ms: number }
  | { readonly kind: 'failed'; readonly message: string; readonly ms: number }
  | { readonly kind: 'skipped' };

const RUNNERS: readonly RunnerKind[] = ['native', 'wasm'];

function board(shape: BoardShape): Puzzle {
  const random = createRandom(`clingo bench ${shape.rows}x${shape.columns} k=${shape.states} ${shape.topology}`);
  const presses = new Uint8Array(shape.rows * shape.columns);
  for (let index = 0; index < presses.length; index++) presses[index] = random.nextInt(shape.states);
  return applyPresses(createPuzzle(shape), presses);
}

function formatMs(ms: number): string {
  if (ms < 10) return ms.toFixed(2);
  if (ms < 100) return ms.toFixed(1);
  return ms.toFixed(0);
}

function cell(outcome: RunnerOutcome): string {
  switch (outcome.kind) {
    case 'finished':
      return formatMs(outcome.ms);
    case 'not minimal':
      return `limit (best ${outcome.result.totalPresses})`;
    case 'failed':
      return /no solution within the time limit/.test(outcome.message) ? 'limit (no model)' : 'error';
    case 'skipped':
      return '—';
    default: {
      const unknown: never = outcome;
      return String(unknown);
    }
  }
}

async function runOne(solver: ClingoSolver, puzzle: Puzzle): Promise<RunnerOutcome> {
  const started = performance.now();
  try {
    const result = await solver.solve(puzzle);
    const ms = performance.now() - started;
    return result.minimal ? { kind: 'finished', result, ms } : { kind: 'not minimal', result, ms };
  } catch (error) {
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error), ms: performance.now() - started };
  }
}

function check(puzzle: Puzzle, internal: SolveResult, outcomes: readonly RunnerOutcome[]): string {
  const problems: string[] = [];
  outcomes.forEach((outcome, index) => {
    const runner = RUNNERS[index];
    if (outcome.kind === 'failed' && !/no solution within the time limit/.test(outcome.message)) problems.push(`${runner}: ${outcome.message}`);
    if (outcome.kind !== 'finished' && outcome.kind !== 'not minimal') return;
    const { result } = outcome;
    if (!result.solvable || !result.presses || !solvesPuzzle(puzzle, result.presses)) problems.push(`${runner}: presses do not solve the board`);
    else if (outcome.kind === 'finished' && internal.minimal && result.totalPresses !== internal.totalPresses)
      problems.push(`${runner}: minimum ${result.totalPresses}, internal ${internal.totalPresses}`);
    else if (internal.minimal && (result.totalPresses as number) < (internal.totalPresses as number)) problems.push(`${runner}: beats the internal minimum`);
    if (result.solutionCount !== internal.solutionCount) problems.push(`${runner}: count ${result.solutionCount}, internal ${internal.solutionCount}`);
  });
  return problems.length === 0 ? 'ok' : `MISMATCH ${problems.join('; ')}`;
}

function row(cells: readonly string[]): string {
  const widths = [12, 7, 11, 18, 18, 8];
  return cells
    .map((text, index) => (index < widths.length ? (index < 2 ? text.padEnd(widths[index]) : text.padStart(widths[index])) : text))
    .join('  ')
    .trimEnd();
}

/** Runs the clingo table and prints it with `print`. `timeoutSeconds` limits each clingo solve. */
export async function runClingoTable(print: (line: string) => void, timeoutSeconds = DEFAULT_CLINGO_BENCH_TIMEOUT_SECONDS): Promise<void> {
  let assets;
  try {
    assets = locateClingoAssets(__dirname);
  } catch (error) {
    print(`clingo table skipped: ${(error as Error).message}`);
    return;
  }
  const solvers = RUNNERS.map((runner) =>
    createClingoSolver({
      runner,
      trusted: true,
      timeoutSeconds,
      log: SILENT_LOG,
      encodingPath: assets.encodingPath,
      wasmWorkerScript: assets.wasmWorkerScript,
    }),
  );
  try {
    const native = await solvers[0].chooseRunner().catch((error: Error) => ({ kind: 'none', reason: error.message }));
    print(
      `clingo: asp/lightsout.lp; native = ${native.kind === 'native' ? native.reason : `not available (${native.reason})`}; wasm = the built-in clingo-wasm.`,
    );
    print(`Random solvable square boards; ms per solve (minimum proven, count included); "limit" = not proven within ${timeoutSeconds} s`);
    print('(best = presses of the best model by then); a runner is not run on larger boards of a series after its first limit.');
    print('');
    print(row(['series', 'board', 'internal ms', 'clingo native ms', 'clingo wasm ms', 'presses', 'check']));
    print(row(['------', '-----', '-----------', '----------------', '--------------', '-------', '-----']));
    const summary: string[] = [];
    for (const series of SERIES) {
      const name = `k=${series.states} ${series.topology}`;
      const stopped: (string | null)[] = RUNNERS.map(() => null);
      const lastFinished: (string | null)[] = RUNNERS.map(() => null);
      for (const side of series.sides) {
        const shape: BoardShape = { rows: side, columns: side, states: series.states, objective: 0, topology: series.topology };
        const puzzle = board(shape);
        const label = `${side}x${side}`;
        const internalStarted = performance.now();
        const internal = solvePuzzle(puzzle);
        const internalMs = performance.now() - internalStarted;
        const outcomes: RunnerOutcome[] = [];
        for (let index = 0; index < RUNNERS.length; index++) {
          if (stopped[index] !== null) {
            outcomes.push({ kind: 'skipped' });
            continue;
          }
          const outcome = await runOne(solvers[index], puzzle);
          outcomes.push(outcome);
          if (outcome.kind === 'finished') lastFinished[index] = label;
          else stopped[index] = label;
        }
        print(row([name, label, formatMs(internalMs), cell(outcomes[0]), cell(outcomes[1]), String(internal.totalPresses), check(puzzle, internal, outcomes)]));
        if (stopped.every((at) => at !== null)) break;
      }
      const reach = RUNNERS.map(
        (runner, index) => `${runner} ${lastFinished[index] ? `up to ${lastFinished[index]}` : 'none'}${stopped[index] ? ` (stops at ${stopped[index]})` : ''}`,
      );
      summary.push(`  ${name.padEnd(12)} ${reach.join(', ')}`);
    }
    print('');
    print(`Where clingo finishes within ${timeoutSeconds} s (the internal engine finishes every board above in milliseconds):`);
    for (const line of summary) print(line);
  } finally {
    for (const solver of solvers) solver.dispose();
  }
}
