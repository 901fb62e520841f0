/**
 * `npm run bench`, part 2: the scale targets. Each case runs in its own child process (this
 * script with `--case N`), so its peak memory (max RSS) is its own. Prints a table with the time,
 * the memory, the target, and the first-row enumeration of light chasing where it would finish.
 */

import { spawnSync } from 'node:child_process';
import { pad, runCaseIfChild } from './benchSupport';
import { join } from 'node:path';
import { createPuzzle, randomSolvablePuzzle, type Puzzle } from '../src/core/puzzle';
import { createRandom } from '../src/core/random';
import { solvePuzzle } from '../src/solvers/internal/solvePuzzle';

interface ScaleCase {
  readonly label: string;
  readonly rows: number;
  readonly states: number;
  readonly fill: 'random' | 'all-on';
  readonly targetMs: number;
}

const CASES: readonly ScaleCase[] = [
  { label: '1000x1000 k=2 random', rows: 1000, states: 2, fill: 'random', targetMs: 50 },
  { label: '1000x1000 k=2 all-on', rows: 1000, states: 2, fill: 'all-on', targetMs: 50 },
  { label: '991x991 k=2 (nullity 640)', rows: 991, states: 2, fill: 'random', targetMs: 50 },
  { label: '4000x4000 k=2 random', rows: 4000, states: 2, fill: 'random', targetMs: 300 },
  { label: '4087x4087 k=2 (nullity 2016)', rows: 4087, states: 2, fill: 'random', targetMs: 300 },
  { label: '10000x10000 k=2 all-on', rows: 10000, states: 2, fill: 'all-on', targetMs: 1000 },
  { label: '1000x1000 k=3 random', rows: 1000, states: 3, fill: 'random', targetMs: 500 },
  { label: '1000x1000 k=5 random', rows: 1000, states: 5, fill: 'random', targetMs: 500 },
  { label: '1000x1000 k=7 random', rows: 1000, states: 7, fill: 'random', targetMs: 500 },
  { label: '300x300 k=6 random', rows: 300, states: 6, fill: 'random', targetMs: 5000 },
];

function board(spec: ScaleCase): Puzzle {
  const shape = { rows: spec.rows, columns: spec.rows, states: spec.states, objective: 0, topology: 'plain' as const };
  return spec.fill === 'all-on' ? createPuzzle(shape, 1) : randomSolvablePuzzle(shape, createRandom(spec.label));
}

/** Child mode: solve one case twice (first, then with the shape cached) and print JSON. */
function runCase(index: number): void {
  const spec = CASES[index];
  const puzzle = board(spec);
  const first = solvePuzzle(puzzle);
  const again = solvePuzzle(puzzle);
  process.stdout.write(
    JSON.stringify({
      firstMs: first.elapsedMs,
      againMs: again.elapsedMs,
      solvable: first.solvable,
      minimal: first.minimal,
      nullityDigits: first.solutionCount.toString().length,
      solutions:
        first.solutionCount < 10n ** 12n
          ? first.solutionCount.toString()
          : `${spec.states}^${Math.round(Math.log(Number(first.solutionCount.toString().slice(0, 15))) / Math.log(spec.states) + ((first.solutionCount.toString().length - 15) * Math.log(10)) / Math.log(spec.states))}`,
      maxRssMb: process.resourceUsage().maxRSS / 1024,
    }),
  );
}

function main(): void {
  if (runCaseIfChild(runCase)) return;
  console.log('\nScale (plain boards, polynomial fast paths; each case in its own process; times in ms):\n');
  const header = [
    pad('case', 30, false),
    pad('first', 8),
    pad('again', 8),
    pad('target', 7),
    pad('ok', 3),
    pad('peak MB', 8),
    pad('solutions', 12),
    '  minimal  first-row enumeration',
  ];
  console.log(header.join(' '));
  const times = new Map<string, number>();
  for (let index = 0; index < CASES.length; index++) {
    const spec = CASES[index];
    const child = spawnSync(process.execPath, ['--max-old-space-size=8192', __filename, '--case', String(index)], { encoding: 'utf8' });
    if (child.status !== 0) {
      console.log(`${pad(spec.label, 30, false)} error: ${(child.stderr || '').split('\n').find((line) => line.trim()) ?? 'exit ' + child.status}`);
      continue;
    }
    const result = JSON.parse(child.stdout) as { firstMs: number; againMs: number; minimal: boolean; solutions: string; maxRssMb: number };
    times.set(spec.label, result.againMs);
    const chaseRows = `${spec.states}^${spec.rows} first rows: never finishes`;
    console.log(
      [
        pad(spec.label, 30, false),
        pad(result.firstMs.toFixed(1), 8),
        pad(result.againMs.toFixed(1), 8),
        pad(String(spec.targetMs), 7),
        pad(result.againMs <= spec.targetMs ? 'yes' : 'NO', 3),
        pad(result.maxRssMb.toFixed(0), 8),
        pad(result.solutions, 12),
        `  ${result.minimal ? 'yes' : 'no '}      ${chaseRows}`,
      ].join(' '),
    );
  }
  const t1000 = times.get('1000x1000 k=2 random');
  const t4000 = times.get('4000x4000 k=2 random');
  if (t1000 && t4000) console.log(`\ntime(4000) / time(1000), k=2: ${(t4000 / t1000).toFixed(1)} (a cubic method gives 64, a quadratic one about 16)`);
  const command = spawnSync(
    process.execPath,
    [join(__dirname, 'cli.js'), 'solve', '--rows', '10000', '--columns', '10000', '--fill', '1', '--no-presses', '--json'],
    { encoding: 'utf8' },
  );
  const started = Date.now();
  const timed = spawnSync(
    process.execPath,
    [join(__dirname, 'cli.js'), 'solve', '--rows', '10000', '--columns', '10000', '--fill', '1', '--no-presses', '--json'],
    { encoding: 'utf8' },
  );
  const wallMs = Date.now() - started;
  if (command.status === 0 && timed.status === 0) {
    console.log(
      `lights-out solve --rows 10000 --columns 10000 --fill 1 --no-presses: whole command ${wallMs} ms (target 3000), solve ${JSON.parse(timed.stdout).elapsedMs.toFixed(0)} ms`,
    );
  } else {
    console.log(`lights-out solve 10000x10000 failed: ${timed.stderr}`);
  }
  printCommandTargets();
}

/** A whole `lights-out solve` of an all-on 10000x10000 board, with its target and the figure before issue 29. */
interface CommandTarget {
  readonly topology: 'plain' | 'torus';
  readonly states: number;
  readonly targetSeconds: number;
  readonly targetGb: number | null;
  /** Whole process before the torus and GF(p) paths were reworked (2-core machine; the figures where it had them). */
  readonly before: string;
}

const COMMAND_TARGETS: readonly CommandTarget[] = [
  { topology: 'torus', states: 2, targetSeconds: 2, targetGb: 1, before: '6.0 s, 0.74 GB' },
  { topology: 'plain', states: 3, targetSeconds: 5, targetGb: null, before: '5.0 s, 1.1 GB' },
  { topology: 'plain', states: 6, targetSeconds: 5, targetGb: null, before: '6.1 s, 1.2 GB' },
  { topology: 'torus', states: 3, targetSeconds: 5, targetGb: null, before: '9.7 s user, 1.0 GB' },
  { topology: 'torus', states: 6, targetSeconds: 5, targetGb: null, before: '17.6 s user, 1.1 GB' },
];

/**
 * Runs each command target in a process of its own (with `--min-timeout 0`: the exact solve, no
 * minimum search) and prints its wall time and peak memory (the child's max RSS, reported by the
 * child as it exits).
 */
function printCommandTargets(): void {
  console.log('\nWhole `lights-out solve --rows 10000 --columns 10000 --fill 1 --no-presses --json --min-timeout 0` (each in its own process):\n');
  console.log([pad('board', 22, false), pad('time s', 7), pad('target', 7), pad('peak GB', 8), pad('target', 7), pad('ok', 3), '  before'].join(' '));
  const cli = join(__dirname, 'cli.js');
  for (const target of COMMAND_TARGETS) {
    const args = [
      'solve',
      '--rows',
      '10000',
      '--columns',
      '10000',
      '--topology',
      target.topology,
      '--states',
      String(target.states),
      '--fill',
      '1',
      '--no-presses',
      '--json',
      '--min-timeout',
      '0',
    ];
    // The child reports its own peak memory as it exits, from a preloaded module.
    const report = 'data:text/javascript,process.on("exit",()=>process.stderr.write("\\nmaxRSS "+process.resourceUsage().maxRSS+"\\n"))';
    const started = Date.now();
    const child = spawnSync(process.execPath, ['--import', report, cli, ...args], { encoding: 'utf8' });
    const seconds = (Date.now() - started) / 1000;
    const label = `${target.topology} k=${target.states}`;
    const rss = /maxRSS (\d+)/.exec(child.stderr ?? '');
    if (child.status !== 0 || !rss) {
      console.log(`${pad(label, 22, false)} error: ${(child.stderr || '').split('\n').find((line) => line.trim()) ?? 'exit ' + child.status}`);
      continue;
    }
    const gb = Number(rss[1]) / 1024 / 1024;
    const ok = seconds <= target.targetSeconds && (target.targetGb === null || gb <= target.targetGb);
    console.log(
      [
        pad(label, 22, false),
        pad(seconds.toFixed(2), 7),
        pad(`< ${target.targetSeconds}`, 7),
        pad(gb.toFixed(2), 8),
        pad(target.targetGb === null ? '' : `< ${target.targetGb}`, 7),
        pad(ok ? 'yes' : 'NO', 3),
        `  ${target.before}`,
      ].join(' '),
    );
  }
}

main();
