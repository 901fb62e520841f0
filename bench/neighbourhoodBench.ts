/**
 * `npm run bench`, the boards of any rules: the first solve (no shape cached) of 300x300 plain
 * boards with random holes (10% and 25% of the cells) for the moore, knight and x neighbourhoods
 * and an asymmetric list within two rows and columns, k = 2, 3, 4, 6, and of 1000x1000 boards
 * without holes for x, moore and knight with k = 2. Each case runs in its own child process (this
 * script with `--case N`) and solves its board a few times with the shape cache emptied before
 * each; the table shows the median, the free presses of the chase and whether the board was
 * solvable (the minimum search is left out: `minimumTimeoutMs: 0`).
 */

import { spawnSync } from 'node:child_process';
import { randomSolvablePuzzle, type Puzzle } from '../src/core/puzzle';
import { createRandom } from '../src/core/random';
import type { Neighbourhood } from '../src/domain/topology';
import { clearBoardSystemCache } from '../src/solvers/internal/boardSystem';
import { buildRulesChasePlan } from '../src/solvers/internal/reduction/chasePlan';
import { solvePuzzle } from '../src/solvers/internal/solvePuzzle';
import { pad, runCaseIfChild } from './benchSupport';

/** An asymmetric neighbourhood within two rows and columns (drawn once at random, then fixed). */
const ASYMMETRIC: Neighbourhood = [
  [0, 0],
  [-2, 1],
  [1, 2],
  [0, -1],
  [2, -2],
];

interface NeighbourhoodCase {
  readonly size: number;
  readonly holeShare: number;
  readonly name: string;
  readonly neighbourhood: Neighbourhood;
  readonly states: number;
}

const RUNS = 3;
const TARGET_MS = 5000;
/** A case still running after this long is reported as such. */
const CASE_LIMIT_MS = 180_000;

const CASES: readonly NeighbourhoodCase[] = [
  ...[0.1, 0.25].flatMap((holeShare) =>
    (['moore', 'knight', 'x', 'asymmetric'] as const).flatMap((name) =>
      [2, 3, 4, 6].map((states) => ({ size: 300, holeShare, name, neighbourhood: name === 'asymmetric' ? ASYMMETRIC : name, states })),
    ),
  ),
  ...(['x', 'moore', 'knight'] as const).map((name) => ({ size: 1000, holeShare: 0, name, neighbourhood: name, states: 2 })),
];

function board(spec: NeighbourhoodCase): Puzzle {
  const random = createRandom(`${spec.size}:${spec.holeShare}:${spec.name}:${spec.states}`);
  const cells = spec.size * spec.size;
  const holes = Uint8Array.from({ length: cells }, () => (random.nextInt(1000) < spec.holeShare * 1000 ? 1 : 0));
  const shape = {
    rows: spec.size,
    columns: spec.size,
    states: spec.states,
    objective: 0,
    topology: 'plain' as const,
    neighbourhood: spec.neighbourhood,
    ...(spec.holeShare > 0 ? { holes } : {}),
  };
  return randomSolvablePuzzle(shape, random);
}

/** Child mode: solve one case RUNS times from an empty cache and print JSON. */
function runCase(index: number): void {
  const spec = CASES[index];
  const puzzle = board(spec);
  const times: number[] = [];
  let solvable = false;
  for (let run = 0; run < RUNS; run++) {
    clearBoardSystemCache();
    const result = solvePuzzle(puzzle, { minimumTimeoutMs: 0 });
    times.push(result.elapsedMs);
    solvable = result.solvable;
  }
  times.sort((a, b) => a - b);
  const free = buildRulesChasePlan(puzzle).freeCells.length;
  process.stdout.write(JSON.stringify({ medianMs: times[Math.floor(RUNS / 2)], free, solvable, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
}

function main(): void {
  if (runCaseIfChild(runCase)) return;
  console.log(`\nBoards of any rules (plain; first solve, median of ${RUNS}; each case in its own process; times in ms):\n`);
  console.log(
    [
      pad('board', 10, false),
      pad('holes', 6),
      pad('neighbourhood', 14, false),
      pad('k', 3),
      pad('median', 9),
      pad('target', 7),
      pad('ok', 3),
      pad('free', 7),
      pad('peak MB', 8),
      '  solvable',
    ].join(' '),
  );
  for (let index = 0; index < CASES.length; index++) {
    const spec = CASES[index];
    const label = [
      pad(`${spec.size}x${spec.size}`, 10, false),
      pad(`${Math.round(spec.holeShare * 100)}%`, 6),
      pad(spec.name, 14, false),
      pad(String(spec.states), 3),
    ];
    const child = spawnSync(process.execPath, ['--max-old-space-size=8192', __filename, '--case', String(index)], { encoding: 'utf8', timeout: CASE_LIMIT_MS });
    if (child.status !== 0) {
      const reason = child.error ? `over ${CASE_LIMIT_MS / 1000} s` : ((child.stderr || '').split('\n').find((line) => line.trim()) ?? `exit ${child.status}`);
      console.log([...label, `error: ${reason}`].join(' '));
      continue;
    }
    const result = JSON.parse(child.stdout) as { medianMs: number; free: number; solvable: boolean; maxRssMb: number };
    console.log(
      [
        ...label,
        pad(result.medianMs.toFixed(0), 9),
        pad(String(TARGET_MS), 7),
        pad(result.medianMs <= TARGET_MS ? 'yes' : 'NO', 3),
        pad(String(result.free), 7),
        pad(result.maxRssMb.toFixed(0), 8),
        `  ${result.solvable ? 'yes' : 'no'}`,
      ].join(' '),
    );
  }
}

main();
