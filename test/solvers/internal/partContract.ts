/**
 * The contract of a {@link PrimePowerPart}, checked with the brute-force oracle: its solve presses
 * every reachable right-hand side to zero mod q and finds nothing for the others, its kernel
 * patterns are quiet mod q, agree one by one with `kernelPattern`, and are as many (by their
 * orders) as the oracle's quiet patterns. Shared by the tests of every way a part is built.
 */

import * as assert from 'node:assert/strict';
import type { Topology } from '../../../src/domain/topology';
import type { PrimePowerPart } from '../../../src/solvers/internal/primePowerPart';
import { assertBruteForceQuiet, assertBruteForceSolves, bruteForceChanges, bruteForceQuietPatterns, bruteForceSolve } from '../../support/bruteForce';

/** A board shape as the parts see it. */
export interface PartShape {
  readonly rows: number;
  readonly columns: number;
  readonly topology: Topology;
}

/** The board over Z_q whose right-hand side (objective - state) is `b`. */
function boardFor(
  shape: PartShape,
  q: number,
  b: ArrayLike<number>,
): { rows: number; columns: number; topology: Topology; states: number; objective: number; grid: Uint8Array } {
  return { ...shape, states: q, objective: 0, grid: Uint8Array.from(b, (value) => (q - (value % q)) % q) };
}

/**
 * Asserts the part's contract on `shape`: the solve of the right-hand side of every press pattern
 * in `presses` (reachable by construction) and of every `others` (checked against the oracle where
 * it can enumerate), and the kernel.
 */
export function assertPartHolds(
  part: PrimePowerPart,
  shape: PartShape,
  presses: readonly ArrayLike<number>[],
  others: readonly ArrayLike<number>[],
  what = '',
): void {
  const q = part.power.modulus;
  const cells = shape.rows * shape.columns;
  for (const pattern of presses) {
    const b = bruteForceChanges(shape, pattern).map((change) => change % q);
    const solution = part.solve(b);
    assertBruteForceSolves(boardFor(shape, q, b), solution, `${what}: reachable b`, q);
  }
  const enumerable = q ** cells <= 2 ** 16;
  for (const b of others) {
    const solution = part.solve(b);
    if (solution) assertBruteForceSolves(boardFor(shape, q, b), solution, `${what}: other b`, q);
    else if (enumerable) assert.equal(bruteForceSolve(boardFor(shape, q, b)).solvable, false, `${what}: the oracle solves what the part does not`);
  }
  const patterns = part.kernelPatterns();
  assert.equal(patterns.length, part.kernelOrders.length, `${what}: one pattern per order`);
  patterns.forEach((pattern, index) => {
    assert.equal(pattern.length, cells);
    assert.deepEqual(pattern, part.kernelPattern(index), `${what}: kernel pattern ${index}`);
    assertBruteForceQuiet(shape, pattern, q, `${what}: kernel pattern ${index}`);
    for (const value of pattern) assert.equal(value % (q / part.kernelOrders[index]), 0, `${what}: pattern ${index} has order ${part.kernelOrders[index]}`);
  });
  if (enumerable) {
    const quiet = bruteForceQuietPatterns({ ...shape, states: q, objective: 0 }).length;
    assert.equal(
      part.kernelOrders.reduce((product, order) => product * order, 1),
      quiet,
      `${what}: the kernel's size`,
    );
  }
}
