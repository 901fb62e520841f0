/**
 * Checks of the engine's answers by their definitions, with the brute-force oracle's own neighbour
 * rules (test/support/bruteForce.ts, not src/core or src/solvers): a press pattern solves a board
 * over Z_q when every cell's closed neighbourhood adds up to objective - state mod q, and a
 * certificate proves a board unsolvable when it is orthogonal mod k to the press pattern of every
 * cell while its dot product with objective - state is not 0 mod k.
 */

import * as assert from 'node:assert/strict';
import type { BoardShape } from '../../../src/core/puzzle';
import { bruteForceNeighbourhood } from '../../support/bruteForce';

/** A board for the checks: a shape with its states (objective and states within 0..states-1). */
export interface CheckedBoard extends BoardShape {
  readonly grid: ArrayLike<number>;
}

/** For every cell, the sum of `values` over its closed neighbourhood (row-major). */
export function neighbourhoodSums(shape: Pick<BoardShape, 'rows' | 'columns' | 'topology'>, values: ArrayLike<number>): number[] {
  const sums: number[] = [];
  for (let row = 0; row < shape.rows; row++) {
    for (let column = 0; column < shape.columns; column++) {
      sums.push(bruteForceNeighbourhood(shape, row, column).reduce((sum, cell) => sum + values[cell], 0));
    }
  }
  return sums;
}

/** Asserts that `presses` takes the board to its objective modulo `modulus` (default: its k). */
export function assertSolves(board: CheckedBoard, presses: ArrayLike<number> | null, modulus = board.states, what = ''): void {
  assert.ok(presses, `${what}: no presses`);
  assert.equal(presses.length, board.rows * board.columns, `${what}: pattern length`);
  const sums = neighbourhoodSums(board, presses);
  sums.forEach((sum, cell) => {
    const needed = board.objective - board.grid[cell];
    assert.equal((((sum - needed) % modulus) + modulus) % modulus, 0, `${what}: cell ${cell} misses the objective mod ${modulus}`);
  });
}

/** Asserts that `pattern` is quiet modulo `modulus`: pressing it changes no cell. */
export function assertQuiet(shape: Pick<BoardShape, 'rows' | 'columns' | 'topology'>, pattern: ArrayLike<number>, modulus: number, what = ''): void {
  neighbourhoodSums(shape, pattern).forEach((sum, cell) => assert.equal(sum % modulus, 0, `${what}: cell ${cell} changes by ${sum} mod ${modulus}`));
}

/** Asserts that `certificate` proves the board unsolvable (entries 0..k-1, see the module comment). */
export function assertCertifies(board: CheckedBoard, certificate: Uint8Array | null, what = ''): void {
  assert.ok(certificate, `${what}: no certificate`);
  const k = board.states;
  assert.equal(certificate.length, board.rows * board.columns, `${what}: certificate length`);
  assert.ok(
    certificate.every((mark) => mark < k),
    `${what}: a mark outside 0..${k - 1}`,
  );
  // The press matrix is symmetric: q is orthogonal to every press pattern exactly when q is quiet.
  assertQuiet(board, certificate, k, `${what}: certificate`);
  let dot = 0;
  for (let cell = 0; cell < certificate.length; cell++) dot += certificate[cell] * (board.objective - board.grid[cell] + k);
  assert.notEqual(dot % k, 0, `${what}: the certificate's dot product with the board is 0 mod ${k}`);
}
