/**
 * `npm run bench`, generation: `generatePuzzle` with a difficulty on large plain boards (200x200,
 * 400x400, 1000x1000; k = 2 and 3; easy, medium and hard), and on boards with quiet patterns the
 * minimum search takes (1000x1000 with k = 5, 30x30, 19x19), certified by solves. Each case runs in its own child process
 * (this script with `--case N`), so the shape's caches start cold and the time includes counting
 * its quiet patterns and making its difficulty scale. Prints the time, the certified solves, the
 * minimum made against the target, how the scale was found, printing the .lights text, and the
 * peak memory. Optional label filters: `node dist/generateBench.js 1000x1000`.
 */

import { spawnSync } from 'node:child_process';
import { pad, runCaseIfChild } from './benchSupport';
import { printLights } from '../src/core/format/formatWrite';
import type { Difficulty } from '../src/domain/difficultyScale';
import { shapeDifficulty } from '../src/analysis/difficultyDistribution';
import { generatePuzzle } from '../src/analysis/generatePuzzle';
import { quietPatternCount } from '../src/analysis/teaching/quietPatternCount';
import { solveOnBestPath } from '../src/solvers/internal/solvePuzzle';

interface GenerateCase {
  readonly label: string;
  readonly size: number;
  readonly states: number;
  readonly difficulty: Difficulty;
}

const LEVELS = ['easy', 'medium', 'hard'] as const;

const CASES: readonly GenerateCase[] = [
  ...[200, 400, 1000].flatMap((size) =>
    [2, 3].flatMap((states) => LEVELS.map((difficulty) => ({ label: `${size}x${size} k=${states} ${difficulty}`, size, states, difficulty }))),
  ),
  // Boards with quiet patterns the search takes: certified by solves, climbing where needed.
  ...LEVELS.map((difficulty) => ({ label: `1000x1000 k=5 ${difficulty}`, size: 1000, states: 5, difficulty })),
  { label: '30x30 k=2 hard', size: 30, states: 2, difficulty: 'hard' },
  { label: '19x19 k=2 hard', size: 19, states: 2, difficulty: 'hard' },
];

/** What a child reports. */
interface CaseResult {
  readonly generateMs: number;
  readonly printMs: number;
  readonly solves: number;
  readonly minMoves: number | null;
  readonly target: number | null;
  readonly reached: Difficulty | null;
  readonly solutions: string;
  readonly scale: string;
  readonly maxRssMb: number;
}

/** Child mode: generate one case (as the CLI does: uncertified boards allowed) and print JSON. */
function runCase(index: number): void {
  const spec = CASES[index];
  const shape = { rows: spec.size, columns: spec.size, states: spec.states, objective: 0, topology: 'plain' as const };
  let solves = 0;
  const started = performance.now();
  const generated = generatePuzzle(shape, {
    seed: `bench ${spec.label}`,
    difficulty: spec.difficulty,
    allowUncertified: true,
    solve: (puzzle) => {
      solves += 1;
      return solveOnBestPath(puzzle);
    },
  });
  const generateMs = performance.now() - started;
  const printed = performance.now();
  printLights({ puzzle: generated.puzzle, version: 1, extra: {} });
  const printMs = performance.now() - printed;
  const quiet = quietPatternCount(shape);
  const result: CaseResult = {
    generateMs,
    printMs,
    solves,
    minMoves: generated.minMoves,
    target: generated.target,
    reached: generated.difficulty,
    solutions: quiet.known ? (quiet.count < 1e6 ? String(quiet.count) : quiet.count.toExponential(1)) : '?',
    scale: shapeDifficulty(shape).distribution.method,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
  };
  process.stdout.write(JSON.stringify(result));
}

function main(): void {
  if (runCaseIfChild(runCase)) return;
  const filters = process.argv.slice(2);
  console.log('\nGeneration with a difficulty (plain boards; each case in its own process, cold caches; times in ms):\n');
  const header = [
    pad('case', 24, false),
    pad('generate', 9),
    pad('solves', 7),
    pad('minMoves', 9),
    pad('target', 9),
    pad('reached', 8),
    pad('solutions', 10),
    pad('scale', 10),
    pad('print', 7),
    pad('peak MB', 8),
  ];
  console.log(header.join(' '));
  for (let index = 0; index < CASES.length; index++) {
    const spec = CASES[index];
    if (filters.length > 0 && !filters.some((filter) => spec.label.includes(filter))) continue;
    const child = spawnSync(process.execPath, ['--max-old-space-size=4096', __filename, '--case', String(index)], { encoding: 'utf8' });
    if (child.status !== 0) {
      console.log(`${pad(spec.label, 24, false)} error: ${(child.stderr || '').split('\n').find((line) => line.trim()) ?? `exit ${child.status}`}`);
      continue;
    }
    const result = JSON.parse(child.stdout) as CaseResult;
    console.log(
      [
        pad(spec.label, 24, false),
        pad(result.generateMs.toFixed(0), 9),
        pad(String(result.solves), 7),
        pad(result.minMoves === null ? 'none' : String(result.minMoves), 9),
        pad(String(result.target), 9),
        pad(result.reached ?? '-', 8),
        pad(result.solutions, 10),
        pad(result.scale, 10),
        pad(result.printMs.toFixed(0), 7),
        pad(result.maxRssMb.toFixed(0), 8),
      ].join(' '),
    );
  }
  console.log(
    '\nminMoves "none": more solutions per state than the exhaustive search takes, so the board is made with the target\'s presses and no minimum is certified (the CLI says so on stderr).',
  );
}

main();
