/**
 * `npm run bench`: times our solver (src/solvers/internal/solvePuzzle) on random solvable boards
 * from 3x3 to 200x200 and, where it finishes in seconds, a light-chasing baseline that tries every first row
 * (benc./firstRowChase.ts) on the same boards, and prints one plain-text table.
 *
 * Boards are reproducible: each is the solved board scrambled by random presses drawn from a
 * seeded generator named after the case. Our time is the median of several runs when one run is
 * short. Every row also cross-checks the answers: our presses must solve the board, and where the
 * baseline ran its solution count and minimum must match ours. A case that throws prints
 * "error: message" in its row and the table goes on.
 *
 * A second table (bench/clingoBench.ts) puts the clingo engine, native and wasm, beside the
 * internal engine on growing boards and shows where each stops finishing within a time limit.
 *
 * Arguments, optional: substrings to pick cases of the first table by label, e.g.
 * `node dist/bench.js 5x5 hex`; `--no-clingo` or `--clingo-only` to skip a table;
 * `--clingo-timeout=SECONDS` for clingo's limit per solve (default 10).
 */

import * as os from 'node:os';
import { performance } from 'node:perf_hooks';
import { applyPresses, createPuzzle, solvesPuzzle, type BoardShape, type Puzzle } from '../src/core/puzzle';
import type { Topology } from '../src/domain/topology';
import { createRandom } from '../src/core/random';
import { clearBoardSystemCache } from '../src/solvers/internal/boardSystem';
import { solvePuzzle } from '../src/solvers/internal/solvePuzzle';
import type { SolveResult } from '../src/solvers/types';
import { DEFAULT_CLINGO_BENCH_TIMEOUT_SECONDS, runClingoTable } from './clingoBench';
import { firstRowChaseAttempts, solveByFirstRowChase, type FirstRowChaseResult } from './firstRowChase';

/** One benchmark case: a board shape; the board itself is generated from the case's label. */
interface BenchCase extends BoardShape {
  readonly label: string;
}

/**
 * The largest number of first rows the baseline is run with: about 2^20, so every baseline in
 * the table finishes in a few seconds (8x8 with 6 states, 6^8 = 1.7 million, is just inside).
 */
const BASELINE_ATTEMPT_LIMIT = 2 ** 21;
/** A run shorter than this is repeated, and the median reported. */
const REPEAT_BELOW_MS = 200;
/** The most runs of one solver on one case. */
const MAX_RUNS = 9;
/** Repeats stop once the runs of one solver on one case have taken this long in total. */
const REPEAT_BUDGET_MS = 1000;

function benchCase(rows: number, columns: number, states: number, topology: Topology = 'plain', objective = 0): BenchCase {
  const label = `${rows}x${columns} k=${states} ${topology}${objective === 0 ? '' : ` objective=${objective}`}`;
  return { label, rows, columns, states, objective, topology };
}

const CASES: readonly BenchCase[] = [
  benchCase(5, 5, 2),
  benchCase(4, 4, 2),
  benchCase(3, 3, 3, 'plain', 2),
  benchCase(5, 5, 3),
  benchCase(10, 10, 2),
  benchCase(20, 20, 2),
  benchCase(10, 20, 2),
  benchCase(7, 7, 4),
  benchCase(8, 8, 6),
  benchCase(12, 12, 5),
  benchCase(50, 50, 2),
  benchCase(100, 100, 2),
  benchCase(200, 200, 2),
  benchCase(100, 100, 3),
  benchCase(20, 20, 2, 'torus'),
  benchCase(20, 20, 3, 'hex'),
];

/** A random solvable board: the solved board with every cell pressed a random 0..k-1 times. */
function randomSolvableBoard(shape: BenchCase): Puzzle {
  const random = createRandom(`bench ${shape.label}`);
  const presses = new Uint8Array(shape.rows * shape.columns);
  for (let index = 0; index < presses.length; index++) presses[index] = random.nextInt(shape.states);
  return applyPresses(createPuzzle(shape), presses);
}

/** Runs `solve` once, and again while runs are short, and returns the last result with the median time. */
function timeRuns<Result>(solve: () => Result): { result: Result; medianMs: number; runs: number } {
  const times: number[] = [];
  let result: Result;
  let spent = 0;
  do {
    const started = performance.now();
    result = solve();
    const elapsed = performance.now() - started;
    times.push(elapsed);
    spent += elapsed;
  } while (times[0] < REPEAT_BELOW_MS && times.length < MAX_RUNS && spent < REPEAT_BUDGET_MS);
  times.sort((a, b) => a - b);
  const middle = times.length >> 1;
  const medianMs = times.length % 2 === 1 ? times[middle] : (times[middle - 1] + times[middle]) / 2;
  return { result, medianMs, runs: times.length };
}

/** A table column: its header, width and alignment. The last column is never padded. */
interface Column {
  readonly header: string;
  readonly width: number;
  readonly align: 'left' | 'right';
}

const COLUMNS: readonly Column[] = [
  { header: 'board', width: 7, align: 'right' },
  { header: 'k', width: 2, align: 'right' },
  { header: 'obj', width: 3, align: 'right' },
  { header: 'topology', width: 8, align: 'left' },
  { header: 'first ms', width: 9, align: 'right' },
  { header: 'again ms', width: 9, align: 'right' },
  { header: 'runs', width: 4, align: 'right' },
  { header: 'solutions', width: 14, align: 'right' },
  { header: 'minimal?', width: 8, align: 'left' },
  { header: 'chase ms', width: 9, align: 'right' },
  { header: 'chase/first', width: 10, align: 'right' },
  { header: 'check', width: 0, align: 'left' },
];

function formatRow(cells: readonly string[]): string {
  return cells
    .map((cell, index) => {
      const { width, align } = COLUMNS[index];
      if (index === COLUMNS.length - 1) return cell;
      return align === 'right' ? cell.padStart(width) : cell.padEnd(width);
    })
    .join('  ')
    .trimEnd();
}

function formatMs(ms: number): string {
  if (ms < 10) return ms.toFixed(2);
  if (ms < 100) return ms.toFixed(1);
  return ms.toFixed(0);
}

function formatRatio(ratio: number): string {
  return ratio >= 100 ? `${ratio.toFixed(0)}x` : `${ratio.toFixed(1)}x`;
}

/** An exact count when it fits the column, else its leading digits and power of ten. */
function formatCount(count: bigint): string {
  const digits = count.toString();
  if (digits.length <= 14) return digits;
  return `~${digits[0]}.${digits.slice(1, 3)}e${digits.length - 1}`;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** What disagrees between our result and the baseline's, or 'ok'. */
function crossCheck(puzzle: Puzzle, ours: SolveResult, baseline: FirstRowChaseResult | null): string {
  const problems: string[] = [];
  if (!ours.solvable) problems.push('ours says unsolvable (the board is solvable by construction)');
  else if (ours.presses === null || !solvesPuzzle(puzzle, ours.presses)) problems.push('our presses do not solve the board');
  if (baseline) {
    if (baseline.solutionCount !== ours.solutionCount) problems.push(`solution count: chase ${baseline.solutionCount}, ours ${ours.solutionCount}`);
    if (baseline.minTotal !== null && ours.totalPresses !== null) {
      if (ours.totalPresses < baseline.minTotal) problems.push(`our ${ours.totalPresses} presses beat the chase's proven minimum ${baseline.minTotal}`);
      else if (ours.minimal && ours.totalPresses !== baseline.minTotal) problems.push(`minimal: chase ${baseline.minTotal}, ours ${ours.totalPresses}`);
    }
  }
  return problems.length === 0 ? 'ok' : `MISMATCH ${problems.join('; ')}`;
}

function runCase(benchmark: BenchCase): string {
  const cells = [`${benchmark.rows}x${benchmark.columns}`, String(benchmark.states), String(benchmark.objective), benchmark.topology];
  let puzzle: Puzzle;
  try {
    puzzle = randomSolvableBoard(benchmark);
  } catch (error) {
    return formatRow([...cells, '—', '—', '—', '—', '—', '—', '—', `error: board generation: ${errorMessage(error)}`]);
  }

  let ours: { result: SolveResult; medianMs: number; runs: number } | null = null;
  let coldMs = Number.NaN;
  let oursError: string | null = null;
  try {
    // The first solve of a shape also builds its chase plan and Smith forms; later ones reuse them.
    clearBoardSystemCache();
    coldMs = solvePuzzle(puzzle).elapsedMs;
    ours = timeRuns(() => solvePuzzle(puzzle));
  } catch (error) {
    oursError = errorMessage(error);
  }

  let baseline: { result: FirstRowChaseResult; medianMs: number } | null = null;
  let baselineError: string | null = null;
  if (benchmark.topology === 'plain' && firstRowChaseAttempts(benchmark) <= BASELINE_ATTEMPT_LIMIT) {
    try {
      baseline = timeRuns(() => solveByFirstRowChase(puzzle));
    } catch (error) {
      baselineError = errorMessage(error);
    }
  }

  const notes: string[] = [];
  if (oursError !== null) notes.push(`error: ${oursError}`);
  if (baselineError !== null) notes.push(`chase error: ${baselineError}`);
  if (ours !== null) notes.push(crossCheck(puzzle, ours.result, baseline?.result ?? null));
  return formatRow([
    ...cells,
    ours ? formatMs(coldMs) : '—',
    ours ? formatMs(ours.medianMs) : '—',
    ours ? String(ours.runs) : '—',
    ours ? formatCount(ours.result.solutionCount) : baseline ? `${formatCount(baseline.result.solutionCount)} (chase)` : '—',
    ours ? (ours.result.minimal ? 'yes' : 'no') : '—',
    baseline ? formatMs(baseline.medianMs) : '—',
    ours && baseline ? formatRatio(baseline.medianMs / Math.max(coldMs, 1e-3)) : '—',
    notes.join('; '),
  ]);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const clingoOnly = args.includes('--clingo-only');
  const withClingo = !args.includes('--no-clingo');
  const timeoutFlag = args.find((arg) => arg.startsWith('--clingo-timeout='));
  const clingoTimeout = timeoutFlag ? Number(timeoutFlag.slice('--clingo-timeout='.length)) : DEFAULT_CLINGO_BENCH_TIMEOUT_SECONDS;
  if (!(clingoTimeout > 0)) throw new Error(`--clingo-timeout must be a positive number of seconds, got ${timeoutFlag}`);
  const filters = args.filter((arg) => !arg.startsWith('--'));
  const cases = filters.length === 0 ? CASES : CASES.filter((benchmark) => filters.some((filter) => benchmark.label.includes(filter)));
  const cpus = os.cpus();
  console.log(`Node ${process.version} on ${cpus[0]?.model.trim() ?? 'unknown CPU'} (${cpus.length} cores, ${os.platform()} ${os.arch()})`);
  if (!clingoOnly) {
    console.log('Random solvable boards. first = our first solve of the shape (chase plan and Smith forms built);');
    console.log(`again = later solves of that shape (cached), median of up to ${MAX_RUNS} runs when a run takes under ${REPEAT_BELOW_MS} ms;`);
    console.log(`chase = light chasing over all states^min(R,C) first rows, plain boards up to ${BASELINE_ATTEMPT_LIMIT} first rows.`);
    console.log('');
    console.log(formatRow(COLUMNS.map((column) => column.header)));
    console.log(formatRow(COLUMNS.map((column, index) => '-'.repeat(index === COLUMNS.length - 1 ? column.header.length : column.width))));
    for (const benchmark of cases) console.log(runCase(benchmark));
    console.log('');
  }
  if (withClingo) {
    await runClingoTable((line) => console.log(line), clingoTimeout);
    console.log('');
  }
  console.log(`peak RSS: ${(process.resourceUsage().maxRSS / 1024).toFixed(1)} MB`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
