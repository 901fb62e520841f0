/**
 * `npm run bench`, the proven minimum: first the proof targets of issue 29, each the whole
 * `lights-out solve` process on an all-on board with the default options (`--json --no-presses`),
 * its time and peak memory beside the target and the figure before the issue (the fewest presses
 * of solution sets of 2^28 with k = 4 and 5^12 with k = 5 within 30 s, 3^18 with k = 3 in under
 * 1 s); then issue 13's all-on n x n plain board (k = 2, objective 0) for n = 1..54, each solved
 * once in this process by the internal engine with the default minimum search (30 s), against
 * OEIS A075464. Prints the proof table, then n | nullity | presses | proven | A075464 | time, and
 * exits with status 1 when a target is not proven or a row disagrees or is not proven.
 *
 * Arguments, optional: the sizes to run (`node dist/minimumBench.js 39 47`, no proof targets) or
 * `--targets` (the proof targets only).
 */

import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { createPuzzle } from '../src/core/puzzle';
import { solvePuzzle } from '../src/solvers/internal/solvePuzzle';
import { pad, peakMemoryProbe, probedPeakKb } from './benchSupport';

/** OEIS A075464: fewest presses for the all-on n x n plain board, n = 1..54. */
const A075464 = [
  1, 4, 5, 4, 15, 28, 33, 40, 25, 44, 55, 72, 105, 56, 117, 104, 147, 188, 141, 224, 245, 276, 231, 270, 353, 356, 405, 416, 345, 376, 553, 428, 469, 520, 563,
  600, 761, 772, 561, 696, 891, 940, 953, 772, 1069, 1188, 971, 1096, 1165, 1220, 1317, 1256, 1487, 1400,
];

interface ProofTarget {
  readonly label: string;
  readonly board: readonly string[];
  readonly targetMs: number;
  /** The same command before issue 29, on the 2-core machine. */
  readonly before: string;
}

const PROOF_TARGETS: readonly ProofTarget[] = [
  { label: '1000x1000 plain k=3 (3^18)', board: ['--rows', '1000', '--columns', '1000', '--states', '3'], targetMs: 1000, before: 'about 5 s, proven' },
  { label: '1000x1000 plain k=6 (3^18)', board: ['--rows', '1000', '--columns', '1000', '--states', '6'], targetMs: 2000, before: '2.2-5.3 s, not proven' },
  { label: '23x23 plain k=4 (4^14 = 2^28)', board: ['--rows', '23', '--columns', '23', '--states', '4'], targetMs: 30_000, before: '2.3 s, not proven' },
  {
    label: '101x101 plain k=4 (2^8 4^10 = 2^28)',
    board: ['--rows', '101', '--columns', '101', '--states', '4'],
    targetMs: 30_000,
    before: '2.5 s, not proven',
  },
  { label: '24x24 plain k=5 (5^12)', board: ['--rows', '24', '--columns', '24', '--states', '5'], targetMs: 30_000, before: '2.4 s, not proven' },
  {
    label: '61x61 hex k=5 (5^12)',
    board: ['--rows', '61', '--columns', '61', '--states', '5', '--topology', 'hex'],
    targetMs: 30_000,
    before: '2.9 s, not proven',
  },
];

/** Runs every proof target as its own process; returns how many were not proven. */
function proofTargets(): number {
  const cli = join(__dirname, 'cli.js');
  const widths = [36, 10, 9, 6, 8, 9, 7, 18];
  const row = (cells: string[]): string => `| ${cells.map((cell, i) => pad(cell, widths[i])).join(' | ')} |`;
  console.log('Proof targets: whole `lights-out solve` process, all-on board, default options, --json --no-presses');
  console.log(row(['board', 'solutions', 'presses', 'proven', 'time', 'peak', 'target', 'before']));
  console.log(`|${widths.map((w) => '-'.repeat(w + 1) + ':').join('|')}|`);
  let failures = 0;
  for (const target of PROOF_TARGETS) {
    const started = performance.now();
    const child = spawnSync(process.execPath, ['--require', peakMemoryProbe(), cli, 'solve', ...target.board, '--fill', '1', '--no-presses', '--json'], {
      encoding: 'utf8',
      maxBuffer: 2 ** 24,
    });
    const ms = performance.now() - started;
    const output = child.stdout ?? '';
    const field = (name: string): string => new RegExp(`"${name}":"?([^,"}]*)`).exec(output)?.[1] ?? '?';
    const peakKb = probedPeakKb(child.stderr ?? '');
    const proven = field('minimal') === 'true';
    if (!proven) failures++;
    const time = `${(ms / 1000).toFixed(2)} s${ms > target.targetMs ? ' !' : ''}`;
    const targetText = target.targetMs < 1000 ? `${target.targetMs} ms` : `${target.targetMs / 1000} s`;
    console.log(
      row([
        target.label,
        field('solutionCount'),
        field('totalPresses'),
        proven ? 'yes' : 'no',
        time,
        `${(peakKb / 1024).toFixed(0)} MB`,
        `< ${targetText}`,
        target.before,
      ]),
    );
  }
  console.log('');
  return failures;
}

function main(): void {
  const argumentsGiven = process.argv.slice(2);
  const picked = argumentsGiven.map(Number).filter(Number.isInteger);
  let failures = picked.length === 0 ? proofTargets() : 0;
  if (failures > 0) console.log(`${failures} proof target(s) not proven`);
  if (argumentsGiven.includes('--targets')) {
    if (failures > 0) process.exitCode = 1;
    return;
  }
  const sizes = picked.length > 0 ? picked : A075464.map((_, i) => i + 1);
  const widths = [4, 8, 8, 7, 8, 10];
  const row = (cells: string[]): string => `| ${cells.map((cell, i) => pad(cell, widths[i])).join(' | ')} |`;
  console.log('Proven minimum: all-on n x n plain boards, k = 2, against OEIS A075464 (default 30 s minimum search)');
  console.log(row(['n', 'nullity', 'presses', 'proven', 'A075464', 'time']));
  console.log(`|${widths.map((w) => '-'.repeat(w + 1) + ':').join('|')}|`);
  for (const n of sizes) {
    const result = solvePuzzle(createPuzzle({ rows: n, columns: n, states: 2, objective: 0, topology: 'plain' }, 1));
    const nullity = result.solutionCount.toString(2).length - 1;
    const expected = A075464[n - 1];
    const agrees = result.totalPresses === expected && result.minimal;
    if (!agrees) failures++;
    const time = result.elapsedMs < 1000 ? `${result.elapsedMs.toFixed(0)} ms` : `${(result.elapsedMs / 1000).toFixed(2)} s`;
    console.log(row([String(n), String(nullity), String(result.totalPresses), result.minimal ? 'yes' : 'no', `${expected}${agrees ? '' : ' !'}`, time]));
  }
  if (failures > 0) {
    console.log(`${failures} row(s) disagree with A075464 or are not proven`);
    process.exitCode = 1;
  }
}

main();
