/**
 * A proof of unsolvability checked by its definition, with the brute-force oracle's own neighbour
 * rules (not src/core's): a vector q over the cells, entries 0..k-1, orthogonal mod k to the press
 * pattern of every cell, with q·(objective − state) not 0 mod k. Used by the clingo engine's and
 * the command line's tests.
 */

import * as assert from 'node:assert/strict';
import type { Puzzle } from '../../../src/core/puzzle';
import { bruteForceNeighbourhood } from '../../support/bruteForce';

/** Asserts that `certificate` (row-major, or an R x C grid as the CLI prints it) proves that `puzzle` cannot be solved. */
export function assertCertifiesUnsolvable(puzzle: Puzzle, certificate: Uint8Array | readonly (readonly number[])[] | null | undefined, what = ''): void {
  assert.ok(certificate, `${what}: no certificate for an unsolvable board`);
  let flat: number[];
  if (certificate instanceof Uint8Array) {
    flat = [...certificate];
  } else {
    assert.equal(certificate.length, puzzle.rows, `${what}: certificate rows`);
    for (const row of certificate) assert.equal(row.length, puzzle.columns, `${what}: certificate columns`);
    flat = certificate.flat();
  }
  const k = puzzle.states;
  assert.equal(flat.length, puzzle.rows * puzzle.columns, `${what}: certificate length`);
  for (const mark of flat) assert.ok(Number.isInteger(mark) && mark >= 0 && mark < k, `${what}: mark ${mark} outside 0..${k - 1}`);
  for (let row = 0; row < puzzle.rows; row++) {
    for (let column = 0; column < puzzle.columns; column++) {
      const change = bruteForceNeighbourhood(puzzle, row, column).reduce((sum, cell) => sum + flat[cell], 0);
      assert.equal(change % k, 0, `${what}: pressing (${row}, ${column}) changes the marked sum by ${change}, not a multiple of ${k}`);
    }
  }
  const gap = flat.reduce((sum, mark, cell) => sum + mark * (puzzle.objective - puzzle.grid[cell] + k), 0) % k;
  assert.notEqual(gap, 0, `${what}: the marked sums of the board and of the objective agree mod ${k}`);
}
