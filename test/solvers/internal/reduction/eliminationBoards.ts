/**
 * Tiny boards for the eliminating chase's tests: holes and neighbourhoods that make the chase free
 * and complete equations along the way, small enough for the brute-force oracle.
 */

import fc from 'fast-check';
import type { Puzzle } from '../../../../src/core/puzzle';
import type { Neighbourhood } from '../../../../src/domain/topology';

const NEIGHBOURHOODS: Neighbourhood[] = [
  'x',
  'moore',
  'knight',
  [[0, 1]],
  [
    [0, 0],
    [1, 2],
    [-1, -1],
  ],
];

/** A board of prime-power k with holes, plain or torus, whose k^(open cells) is at most 2^12. */
export const tinyEliminationBoard: fc.Arbitrary<Puzzle> = fc
  .record({
    k: fc.constantFrom(2, 3, 4, 5, 8, 9),
    rows: fc.integer({ min: 1, max: 4 }),
    columns: fc.integer({ min: 1, max: 5 }),
    neighbourhood: fc.constantFrom(...NEIGHBOURHOODS),
    holeBits: fc.integer({ min: 0, max: 2 ** 20 - 1 }),
    values: fc.array(fc.nat(), { minLength: 20, maxLength: 20 }),
  })
  .map(({ k, rows, columns, neighbourhood, holeBits, values }): Puzzle => {
    const cells = rows * columns;
    const holes = Uint8Array.from({ length: cells }, (_, i) => (holeBits >>> i) & 1);
    const grid = Uint8Array.from({ length: cells }, (_, i) => (holes[i] ? 0 : values[i] % k));
    return { rows, columns, states: k, objective: 0, topology: rows % 2 === 0 ? 'torus' : 'plain', neighbourhood, holes, grid };
  })
  .filter((puzzle) => puzzle.states ** puzzle.holes!.reduce((open, hole) => open - hole, puzzle.grid.length) <= 2 ** 12);
