/**
 * `npm run bench`, the proven minimum of issue 13: the all-on n x n plain board (k = 2,
 * objective 0) for n = 1..54, each solved once in this process by the internal engine with the
 * default minimum search (30 s), against OEIS A075464. Prints n | nullity | presses | proven |
 * A075464 | time and exits with status 1 when any row disagrees or is not proven.
 *
 * Arguments, optional: the sizes to run (`node dist/minimumBench.js 39 47`).
 */

import { createPuzzle } from '../src/core/puzzle';
import { solvePuzzle } from '../src/solvers/internal/solvePuzzle';
import { pad } from './benchSupport';

/** OEIS A075464: fewest presses for the all-on n x n plain board, n = 1..54. */
const A075464 = [
  1, 4, 5, 4, 15, 28, 33, 40, 25, 44, 55, 72, 105, 56, 117, 104, 147, 188, 141, 224, 245, 276, 231, 270, 353, 356, 405, 416, 345, 376, 553, 428, 469, 520, 563,
  600, 761, 772, 561, 696, 891, 940, 953, 772, 1069, 1188, 971, 1096, 1165, 1220, 1317, 1256, 1487, 1400,
];

function main(): void {
  const picked = process.argv.slice(2).map(Number).filter(Number.isInteger);
  const sizes = picked.length > 0 ? picked : A075464.map((_, i) => i + 1);
  const widths = [4, 8, 8, 7, 8, 10];
  const row = (cells: string[]): string => `| ${cells.map((cell, i) => pad(cell, widths[i])).join(' | ')} |`;
  console.log('Proven minimum: all-on n x n plain boards, k = 2, against OEIS A075464 (default 30 s minimum search)');
  console.log(row(['n', 'nullity', 'presses', 'proven', 'A075464', 'time']));
  console.log(`|${widths.map((w) => '-'.repeat(w + 1) + ':').join('|')}|`);
  let failures = 0;
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
