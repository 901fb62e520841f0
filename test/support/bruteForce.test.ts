import * as assert from 'node:assert/strict';
import * as fc from 'fast-check';
import { neighbourhood, type Topology } from '../../src/domain/topology';
import { solveByFirstRowChase } from '../../bench/firstRowChase';
import {
  assertBruteForceCertificate,
  assertBruteForceQuiet,
  assertBruteForceSolves,
  BRUTE_FORCE_PATTERN_LIMIT,
  binaryCosetMinimum,
  bruteForceApplyPresses,
  bruteForceCertificateFault,
  bruteForceChanges,
  bruteForceIsQuiet,
  bruteForceNeighbourhood,
  bruteForceQuietPatterns,
  bruteForceSolve,
  cosetHas,
  cosetMembers,
  cosetMinimum,
  patternTotal,
  randomCoset,
  type BruteForcePuzzle,
} from './bruteForce';

/** A board from rows of cell states. */
function board(states: number, objective: number, topology: Topology, cells: readonly (readonly number[])[]): BruteForcePuzzle {
  return { rows: cells.length, columns: cells[0].length, states, objective, topology, grid: cells.flat() };
}

/** A board with every cell in state `fill`. */
function filledBoard(rows: number, columns: number, states: number, objective: number, topology: Topology, fill: number): BruteForcePuzzle {
  return { rows, columns, states, objective, topology, grid: new Array<number>(rows * columns).fill(fill) };
}

function patternStrings(patterns: readonly Uint8Array[]): string[] {
  return patterns.map((pattern) => pattern.join(''));
}

describe('bruteForce oracle: neighbourhoods from the documented rules', () => {
  it('plain: the cell, then up, left, right, down, dropping cells off the board', () => {
    const shape = { rows: 3, columns: 3, topology: 'plain' as const };
    assert.deepEqual(bruteForceNeighbourhood(shape, 1, 1), [4, 1, 3, 5, 7]);
    assert.deepEqual(bruteForceNeighbourhood(shape, 0, 0), [0, 1, 3]);
    assert.deepEqual(bruteForceNeighbourhood(shape, 2, 1), [7, 4, 6, 8]);
  });

  it('torus: wraps around and counts a repeated neighbour once', () => {
    assert.deepEqual(bruteForceNeighbourhood({ rows: 3, columns: 3, topology: 'torus' }, 0, 0), [0, 6, 2, 1, 3]);
    // 2 rows: up and down are the same cell.
    assert.deepEqual(bruteForceNeighbourhood({ rows: 2, columns: 3, topology: 'torus' }, 0, 1), [1, 4, 0, 2]);
    // 1x3: up and down are the cell itself, left and right are the other two cells.
    assert.deepEqual(bruteForceNeighbourhood({ rows: 1, columns: 3, topology: 'torus' }, 0, 0), [0, 2, 1]);
    assert.deepEqual(bruteForceNeighbourhood({ rows: 1, columns: 1, topology: 'torus' }, 0, 0), [0]);
  });

  it('hex: odd rows sit half a cell to the right', () => {
    const shape = { rows: 3, columns: 3, topology: 'hex' as const };
    // (1, 1), odd row: (1,0) (1,2) (0,1) (0,2) (2,1) (2,2).
    assert.deepEqual(bruteForceNeighbourhood(shape, 1, 1), [4, 3, 5, 1, 2, 7, 8]);
    // (2, 1), even row: (2,0) (2,2) (1,0) (1,1); row 3 is off the board.
    assert.deepEqual(bruteForceNeighbourhood(shape, 2, 1), [7, 6, 8, 3, 4]);
    // (0, 0), even row: (0,1) (1,0); (1,-1) and row -1 are off the board.
    assert.deepEqual(bruteForceNeighbourhood(shape, 0, 0), [0, 1, 3]);
  });

  it('every topology is symmetric on small boards of every parity', () => {
    for (const topology of ['plain', 'torus', 'hex'] as const) {
      for (let rows = 1; rows <= 5; rows++) {
        for (let columns = 1; columns <= 5; columns++) {
          const shape = { rows, columns, topology };
          for (let index = 0; index < rows * columns; index++) {
            for (const other of bruteForceNeighbourhood(shape, Math.floor(index / columns), index % columns)) {
              const back = bruteForceNeighbourhood(shape, Math.floor(other / columns), other % columns);
              assert.ok(back.includes(index), `${topology} ${rows}x${columns}: ${index} -> ${other} but not back`);
            }
          }
        }
      }
    }
  });

  it('agrees with the topology rules on every cell of boards up to 6x6 (the cross-check)', () => {
    for (const topology of ['plain', 'torus', 'hex'] as const) {
      for (let rows = 1; rows <= 6; rows++) {
        for (let columns = 1; columns <= 6; columns++) {
          for (let index = 0; index < rows * columns; index++) {
            const oracle = bruteForceNeighbourhood({ rows, columns, topology }, Math.floor(index / columns), index % columns);
            const core = neighbourhood({ rows, columns, topology }, index);
            assert.deepEqual(
              [...core].sort((a, b) => a - b),
              [...oracle].sort((a, b) => a - b),
              `${topology} ${rows}x${columns} cell ${index}`,
            );
          }
        }
      }
    }
  });

  it('refuses a cell off the board', () => {
    assert.throws(() => bruteForceNeighbourhood({ rows: 2, columns: 2, topology: 'plain' }, 2, 0), RangeError);
  });

  it('named neighbourhoods: x the diagonals, moore all nine, knight the knight moves, each with the cell', () => {
    const shape = { rows: 3, columns: 3, topology: 'plain' as const };
    assert.deepEqual(bruteForceNeighbourhood({ ...shape, neighbourhood: 'x' }, 1, 1), [4, 0, 2, 6, 8]);
    assert.deepEqual(bruteForceNeighbourhood({ ...shape, neighbourhood: 'moore' }, 0, 0), [0, 1, 3, 4]);
    assert.deepEqual(bruteForceNeighbourhood({ ...shape, neighbourhood: 'knight' }, 0, 0), [0, 5, 7]);
    assert.deepEqual(bruteForceNeighbourhood({ ...shape, neighbourhood: 'cross' }, 1, 1), [4, 1, 3, 5, 7]);
  });

  it('an offset list changes exactly its offsets, the cell itself only when [0, 0] is listed; a torus wraps them', () => {
    assert.deepEqual(bruteForceNeighbourhood({ rows: 1, columns: 3, topology: 'plain', neighbourhood: [[0, 1]] }, 0, 0), [1]);
    assert.deepEqual(bruteForceNeighbourhood({ rows: 1, columns: 3, topology: 'plain', neighbourhood: [[0, 1]] }, 0, 2), []);
    assert.deepEqual(bruteForceNeighbourhood({ rows: 1, columns: 3, topology: 'torus', neighbourhood: [[0, 1]] }, 0, 2), [0]);
  });

  it('a hole is never changed, and pressing it changes nothing', () => {
    const holes = Uint8Array.from([0, 1, 0, 0]);
    const shape = { rows: 2, columns: 2, topology: 'plain' as const, holes };
    assert.deepEqual(bruteForceNeighbourhood(shape, 0, 0), [0, 2]);
    assert.deepEqual(bruteForceNeighbourhood(shape, 0, 1), []);
    assert.deepEqual(bruteForceChanges(shape, [1, 5, 0, 2]), [1, 0, 3, 2]);
  });
});

describe('bruteForce oracle: holes, neighbourhoods and targets', () => {
  it('counts patterns over the cells that are not holes, and aims every cell at its target', () => {
    // 1x3 with the middle a hole: the two ends are independent cells, each pressed on its own.
    const puzzle: BruteForcePuzzle = {
      rows: 1,
      columns: 3,
      states: 3,
      objective: 0,
      topology: 'plain',
      holes: Uint8Array.from([0, 1, 0]),
      target: Uint8Array.from([2, 0, 1]),
      grid: [1, 0, 1],
    };
    const result = bruteForceSolve(puzzle, { collectSolutions: true });
    assert.equal(result.patternCount, 9);
    assert.equal(result.solutionCount, 1n);
    assert.equal(result.minTotal, 1);
    assert.deepEqual([...(result.firstMinimalPattern as Uint8Array)], [1, 0, 0]);
    assert.deepEqual([...bruteForceApplyPresses(puzzle, [1, 0, 0])], [2, 0, 1]);
  });

  it('the sigma rule [[0, 1]] on 1x3: the first cell is never changed, so a lit first cell is unsolvable', () => {
    const shape = { rows: 1, columns: 3, states: 2, objective: 0, topology: 'plain' as const, neighbourhood: [[0, 1]] as const };
    assert.equal(bruteForceSolve({ ...shape, grid: [1, 0, 0] }).solvable, false);
    const solvable = bruteForceSolve({ ...shape, grid: [0, 1, 1] });
    assert.equal(solvable.solutionCount, 2n);
    assert.equal(solvable.minTotal, 2);
    assert.deepEqual(
      bruteForceQuietPatterns(shape).map((pattern) => [...pattern]),
      [
        [0, 0, 0],
        [0, 0, 1],
      ],
    );
  });
});

describe('bruteForce oracle: checking answers by their definitions', () => {
  const allOn3: BruteForcePuzzle = { rows: 3, columns: 3, states: 2, objective: 0, topology: 'plain', grid: new Array<number>(9).fill(1) };
  const corner2: BruteForcePuzzle = { rows: 2, columns: 2, states: 3, objective: 0, topology: 'plain', grid: [1, 0, 0, 0] };

  it('accepts presses that solve a board, as a list or as rows, and refuses the others', () => {
    assertBruteForceSolves(allOn3, [1, 0, 1, 0, 1, 0, 1, 0, 1]);
    assertBruteForceSolves(allOn3, [
      [1, 0, 1],
      [0, 1, 0],
      [1, 0, 1],
    ]);
    assert.throws(() => assertBruteForceSolves(allOn3, [1, 0, 0, 0, 1, 0, 1, 0, 1]), assert.AssertionError);
    assert.throws(() => assertBruteForceSolves(allOn3, null), assert.AssertionError);
    // Modulo 1 every pattern solves.
    assertBruteForceSolves(corner2, [0, 0, 0, 0], '', 1);
  });

  it('refuses a press on a hole, and wants null exactly at holes in rows', () => {
    const holed: BruteForcePuzzle = { rows: 1, columns: 2, states: 2, objective: 0, topology: 'plain', holes: Uint8Array.from([0, 1]), grid: [1, 0] };
    assertBruteForceSolves(holed, [[1, null]]);
    assert.throws(() => assertBruteForceSolves(holed, [1, 1]), /hole/);
    assert.throws(() => assertBruteForceSolves(holed, [[1, 0]]), /null exactly at holes/);
  });

  it('tells quiet patterns from the others', () => {
    const shape = { rows: 1, columns: 3, states: 2, objective: 0, topology: 'torus' as const };
    assert.ok(bruteForceIsQuiet(shape, [1, 1, 0]));
    assert.equal(bruteForceIsQuiet(shape, [1, 0, 0]), false);
    assert.ok(bruteForceIsQuiet(shape, [1, 0, 0], 1));
    assertBruteForceQuiet(shape, [0, 1, 1], 2);
    assert.throws(() => assertBruteForceQuiet(shape, [0, 0, 1], 2), /changes by 1/);
  });

  it('checks a certificate of unsolvability: quiet marks whose product with the gap is not 0 mod k', () => {
    // 2x2 plain, k = 3: 1 1 1 1 is quiet mod 3 (each press changes three cells), and its product with the gap 2 0 0 0 is 2.
    assert.equal(bruteForceSolve(corner2).solvable, false);
    assert.equal(bruteForceCertificateFault(corner2, [1, 1, 1, 1]), null);
    assertBruteForceCertificate(corner2, [
      [2, 2],
      [2, 2],
    ]);
    assert.match(bruteForceCertificateFault(corner2, [1, 0, 0, 0]) as string, /pressing cell 0/);
    assert.match(bruteForceCertificateFault(corner2, [3, 0, 0, 0]) as string, /outside 0..2/);
    assert.match(bruteForceCertificateFault({ ...corner2, grid: [0, 0, 0, 0] }, [1, 1, 1, 1]) as string, /agree mod 3/);
    assert.throws(() => assertBruteForceCertificate(corner2, undefined), /no certificate/);
  });
});

describe('bruteForce oracle: sets of press patterns', () => {
  const set = {
    k: 4,
    particular: Uint8Array.from([1, 3, 0]),
    generators: [
      { pattern: Uint8Array.from([2, 0, 2]), order: 2 },
      { pattern: Uint8Array.from([1, 1, 1]), order: 4 },
    ],
  };

  it('lists every member, particular first, and finds the least total', () => {
    const members = [...cosetMembers(set)];
    assert.equal(members.length, 8);
    assert.deepEqual(members[0], [1, 3, 0]);
    assert.deepEqual(members[1], [3, 3, 2]);
    assert.equal(patternTotal([3, 3, 2]), 8);
    // The fewest: [1, 3, 0] + [2, 0, 2] + 2 [1, 1, 1] = [1, 1, 0] mod 4, total 2.
    assert.equal(cosetMinimum(set), 2);
    assert.ok(cosetHas(set, [1, 1, 0]));
    assert.ok(cosetHas(set, [0, 2, 3]));
    assert.equal(cosetHas(set, [0, 0, 0]), false);
  });

  it('the Gray code minimum over GF(2) agrees with enumeration', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 6 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 40 }),
        (cells, generators, values) => {
          const random = randomCoset(2, cells, generators, values, [0]);
          assert.equal(binaryCosetMinimum(random), cosetMinimum(random));
        },
      ),
    );
  });

  it('random sets over Z_k give each generator an order dividing k and values that are multiples of k / order', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(4, 6, 12, 36),
        fc.array(fc.nat(), { minLength: 1, maxLength: 30 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 5 }),
        (k, values, orders) => {
          const random = randomCoset(k, 5, 3, values, orders);
          for (const generator of random.generators) {
            assert.equal(k % generator.order, 0);
            assert.ok(generator.order >= 2);
            for (const value of generator.pattern) assert.equal(value % (k / generator.order), 0);
          }
        },
      ),
    );
  });
});

describe('bruteForce oracle: solving by hand-checked facts', () => {
  it('1x1, k=2, one light on: exactly one solution, one press', () => {
    const result = bruteForceSolve(board(2, 0, 'plain', [[1]]));
    assert.equal(result.solvable, true);
    assert.equal(result.solutionCount, 1n);
    assert.equal(result.minTotal, 1);
    assert.equal(result.minimalPatternCount, 1);
    assert.deepEqual([...(result.firstMinimalPattern ?? [])], [1]);
    assert.equal(result.patternCount, 2);
  });

  it('1x1, k=5, state 3, objective 1: the one solution is 3 presses (3 + 3 = 6 = 1 mod 5)', () => {
    const result = bruteForceSolve(board(5, 1, 'plain', [[3]]));
    assert.equal(result.solutionCount, 1n);
    assert.equal(result.minTotal, 3);
  });

  it('an already solved board: the zero pattern is the unique minimum, 0 presses', () => {
    const result = bruteForceSolve(filledBoard(3, 3, 2, 1, 'plain', 1));
    assert.equal(result.solutionCount, 1n);
    assert.equal(result.minTotal, 0);
    assert.deepEqual([...(result.firstMinimalPattern ?? [])], new Array(9).fill(0));
  });

  it('2x2 plain, k=2, all on: pressing all four cells is the only solution (minimum 4)', () => {
    // Each press toggles 3 of the 4 cells (all but the opposite corner); pressing all four toggles
    // every cell 3 times. Unique because A = J + P (P swaps opposite corners) is invertible mod 2.
    const result = bruteForceSolve(filledBoard(2, 2, 2, 0, 'plain', 1), { collectSolutions: true });
    assert.equal(result.solutionCount, 1n);
    assert.equal(result.minTotal, 4);
    assert.deepEqual(patternStrings(result.allSolutions ?? []), ['1111']);
  });

  it('2x2 plain, k=2, only the top-left light on: press the top-left, top-right and bottom-left cells', () => {
    const result = bruteForceSolve(
      board(2, 0, 'plain', [
        [1, 0],
        [0, 0],
      ]),
      { collectSolutions: true },
    );
    assert.deepEqual(patternStrings(result.allSolutions ?? []), ['1110']);
    assert.equal(result.minTotal, 3);
  });

  it('3x3 plain, k=2, all on: the four corners and the centre, unique, minimum 5', () => {
    const result = bruteForceSolve(filledBoard(3, 3, 2, 0, 'plain', 1), { collectSolutions: true });
    assert.equal(result.solutionCount, 1n);
    assert.equal(result.minTotal, 5);
    assert.equal(result.minimalPatternCount, 1);
    assert.deepEqual(patternStrings(result.allSolutions ?? []), ['101010101']);
  });

  it('4x4 plain, k=2, all on: 16 solutions, minimum 4 (the two knight-move patterns among them)', () => {
    // 16 cells, each press toggles at most 5, so 3 presses are too few; the knight-move pattern
    // (0,1) (1,3) (2,0) (3,2) covers the board with four disjoint crosses.
    const result = bruteForceSolve(filledBoard(4, 4, 2, 0, 'plain', 1), { collectSolutions: true });
    assert.equal(result.solutionCount, 16n);
    assert.equal(result.minTotal, 4);
    const solutions = patternStrings(result.allSolutions ?? []);
    assert.ok(solutions.includes('0100000110000010'));
    assert.ok(solutions.includes('0010100000010100'));
  });

  it('the three-state example (3x3, k=3, objective 2): top-right and centre once, bottom-right twice solves it', () => {
    const puzzle = board(3, 2, 'plain', [
      [2, 0, 1],
      [1, 1, 1],
      [2, 2, 0],
    ]);
    const examplePresses = [0, 0, 1, 0, 1, 0, 0, 0, 2];
    assert.deepEqual([...bruteForceApplyPresses(puzzle, examplePresses)], new Array(9).fill(2));
    const result = bruteForceSolve(puzzle, { collectSolutions: true });
    assert.ok(patternStrings(result.allSolutions ?? []).includes(examplePresses.join('')));
  });

  it('2x2 plain, k=3, every cell 1, objective 0: unsolvable', () => {
    // Pressing x adds S - x(opposite corner) to each cell (S = total presses). Adding 2 everywhere
    // forces all x equal to some s, then S = 4s = s (mod 3) and s = s - 2: impossible.
    const result = bruteForceSolve(filledBoard(2, 2, 3, 0, 'plain', 1));
    assert.equal(result.solvable, false);
    assert.equal(result.solutionCount, 0n);
  });

  it('torus 1x2, k=2: both presses toggle both cells, so (1, 0) is unsolvable and (1, 1) has two one-press solutions', () => {
    assert.equal(bruteForceSolve(board(2, 0, 'torus', [[1, 0]])).solvable, false);
    assert.equal(bruteForceSolve(board(2, 0, 'torus', [[1, 0]])).minTotal, null);
    const result = bruteForceSolve(board(2, 0, 'torus', [[1, 1]]));
    assert.equal(result.solutionCount, 2n);
    assert.equal(result.minTotal, 1);
    assert.equal(result.minimalPatternCount, 2);
  });

  it('torus 1x3, k=3, all 0 to objective 1: every press adds 1 to all three cells, so 9 solutions, 3 of one press', () => {
    const result = bruteForceSolve(filledBoard(1, 3, 3, 1, 'torus', 0));
    assert.equal(result.solutionCount, 9n);
    assert.equal(result.minTotal, 1);
    assert.equal(result.minimalPatternCount, 3);
  });

  it('an unsolvable board reports no solution, no minimum and no minimal pattern', () => {
    // 2x2 hex, k=2: the press matrix is symmetric, so a board is solvable only if it is orthogonal
    // (mod 2) to every quiet pattern; the quiet pattern 0110 meets the single light at (0,1) once.
    const result = bruteForceSolve(
      board(2, 0, 'hex', [
        [0, 1],
        [0, 0],
      ]),
    );
    assert.equal(result.solvable, false);
    assert.equal(result.solutionCount, 0n);
    assert.equal(result.minTotal, null);
    assert.equal(result.minimalPatternCount, 0);
    assert.equal(result.firstMinimalPattern, null);
  });

  it('lists solutions only when asked', () => {
    assert.equal(bruteForceSolve(filledBoard(2, 2, 2, 0, 'plain', 1)).allSolutions, undefined);
  });

  it('refuses boards above the pattern limit and invalid boards', () => {
    assert.equal(BRUTE_FORCE_PATTERN_LIMIT, 2 ** 22);
    assert.throws(() => bruteForceSolve(filledBoard(5, 5, 2, 0, 'plain', 1)), /exceed the limit/);
    assert.throws(() => bruteForceSolve(filledBoard(2, 2, 2, 0, 'plain', 1), { patternLimit: 15 }), RangeError);
    assert.throws(() => bruteForceSolve({ ...filledBoard(2, 2, 2, 0, 'plain', 1), grid: [1, 1, 1] }), RangeError);
    assert.throws(() => bruteForceSolve(board(2, 0, 'plain', [[2]])), RangeError);
    assert.throws(() => bruteForceSolve(filledBoard(1, 1, 2, 2, 'plain', 0)), RangeError);
  });
});

describe('bruteForce oracle: quiet patterns by hand-checked facts', () => {
  it('4x4 plain, k=2: 16 quiet patterns, the zero pattern first, the ring pattern among them', () => {
    const quiet = bruteForceQuietPatterns({ rows: 4, columns: 4, states: 2, objective: 0, topology: 'plain' });
    assert.equal(quiet.length, 16);
    assert.equal(quiet[0].join(''), '0000000000000000');
    // 0110 / 1001 / 1001 / 0110: every cell has 0 or 2 pressed cells in its closed neighbourhood.
    assert.ok(patternStrings(quiet).includes('0110100110010110'));
  });

  it('the objective does not matter: quiet patterns of 4x4 k=2 with objective 1 are the same', () => {
    const objectiveZero = bruteForceQuietPatterns({ rows: 4, columns: 4, states: 2, objective: 0, topology: 'plain' });
    const objectiveOne = bruteForceQuietPatterns({ rows: 4, columns: 4, states: 2, objective: 1, topology: 'plain' });
    assert.deepEqual(patternStrings(objectiveOne), patternStrings(objectiveZero));
  });

  it('2x2 plain, k=2: only the zero pattern; k=3: pressing every cell 0, 1 or 2 times', () => {
    assert.deepEqual(patternStrings(bruteForceQuietPatterns({ rows: 2, columns: 2, states: 2, objective: 0, topology: 'plain' })), ['0000']);
    assert.deepEqual(patternStrings(bruteForceQuietPatterns({ rows: 2, columns: 2, states: 3, objective: 0, topology: 'plain' })), ['0000', '1111', '2222']);
  });

  it('2x2 torus equals 2x2 plain (wrapped neighbours coincide): 3 quiet patterns for k=3', () => {
    assert.equal(bruteForceQuietPatterns({ rows: 2, columns: 2, states: 3, objective: 0, topology: 'torus' }).length, 3);
  });

  it('1x3, k=2: plain has only the zero pattern, torus has the 4 even-weight patterns', () => {
    assert.equal(bruteForceQuietPatterns({ rows: 1, columns: 3, states: 2, objective: 0, topology: 'plain' }).length, 1);
    assert.deepEqual(patternStrings(bruteForceQuietPatterns({ rows: 1, columns: 3, states: 2, objective: 0, topology: 'torus' })), [
      '000',
      '110',
      '101',
      '011',
    ]);
  });

  it('1x2 plain, k=4 (composite): the patterns x0 + x1 = 0 mod 4', () => {
    assert.deepEqual(patternStrings(bruteForceQuietPatterns({ rows: 1, columns: 2, states: 4, objective: 3, topology: 'plain' })), ['00', '31', '22', '13']);
  });

  it('2x2 hex, k=2: the zero pattern and pressing (0,1) and (1,0), whose neighbourhoods are the whole board', () => {
    assert.deepEqual(patternStrings(bruteForceQuietPatterns({ rows: 2, columns: 2, states: 2, objective: 0, topology: 'hex' })), ['0000', '0110']);
  });

  it('3x3 plain, k=2: only the zero pattern (every 3x3 board has exactly one solution)', () => {
    assert.equal(bruteForceQuietPatterns({ rows: 3, columns: 3, states: 2, objective: 0, topology: 'plain' }).length, 1);
  });

  it('5x5 plain, k=2: the 4 well-known quiet patterns (2^25 patterns with a raised limit, about a second)', () => {
    const quiet = bruteForceQuietPatterns({ rows: 5, columns: 5, states: 2, objective: 0, topology: 'plain' }, { patternLimit: 2 ** 25 });
    const ring = '01110' + '10101' + '11011' + '10101' + '01110';
    const columnsPattern = '10101' + '10101' + '00000' + '10101' + '10101';
    const sum = [...ring].map((bit, index) => String(Number(bit) ^ Number(columnsPattern[index]))).join('');
    assert.deepEqual(patternStrings(quiet).sort(), ['0'.repeat(25), ring, columnsPattern, sum].sort());
  });

  it("every quiet pattern really changes nothing, by the oracle's own press", () => {
    for (const topology of ['plain', 'torus', 'hex'] as const) {
      const shape = { rows: 3, columns: 4, states: 2, objective: 0, topology };
      const solved = { ...shape, grid: new Array<number>(12).fill(0) };
      for (const pattern of bruteForceQuietPatterns(shape)) {
        assert.deepEqual([...bruteForceApplyPresses(solved, pattern)], solved.grid, `${topology} ${pattern.join('')}`);
      }
    }
  });
});

describe('bruteForce oracle: consistency', () => {
  it('a solvable board has exactly as many solutions as the shape has quiet patterns', () => {
    for (const topology of ['plain', 'torus', 'hex'] as const) {
      const shape = { rows: 3, columns: 3, states: 3, objective: 2, topology };
      const quietCount = BigInt(bruteForceQuietPatterns(shape).length);
      const presses = [2, 0, 1, 1, 0, 2, 0, 1, 1];
      const puzzle = { ...shape, grid: bruteForceApplyPresses({ ...shape, grid: new Array<number>(9).fill(2) }, presses) };
      const result = bruteForceSolve(puzzle, { collectSolutions: true });
      assert.equal(result.solutionCount, quietCount, topology);
      // Pressing the inverse of the scrambling presses is a solution.
      const inverse = presses.map((times) => (3 - times) % 3).join('');
      assert.ok(patternStrings(result.allSolutions ?? []).includes(inverse), topology);
    }
  });

  it('4^9 patterns of a 3x3 k=4 board take well under a second', () => {
    const started = performance.now();
    const result = bruteForceSolve(filledBoard(3, 3, 4, 0, 'plain', 1));
    assert.equal(result.patternCount, 4 ** 9);
    assert.ok(performance.now() - started < 1000);
  });
});

describe('bruteForce oracle agrees with the baseline solver', () => {
  it('on random plain boards up to 3x4 with k up to 4', () => {
    const boards = fc
      .record({ rows: fc.integer({ min: 1, max: 3 }), columns: fc.integer({ min: 1, max: 4 }), states: fc.integer({ min: 2, max: 4 }) })
      .filter(({ rows, columns, states }) => states ** (rows * columns) <= 2 ** 16)
      .chain(({ rows, columns, states }) =>
        fc.record({
          rows: fc.constant(rows),
          columns: fc.constant(columns),
          states: fc.constant(states),
          objective: fc.integer({ min: 0, max: states - 1 }),
          grid: fc.array(fc.integer({ min: 0, max: states - 1 }), { minLength: rows * columns, maxLength: rows * columns }),
        }),
      );
    fc.assert(
      fc.property(boards, (drawn) => {
        const puzzle = { ...drawn, topology: 'plain' as const };
        const oracle = bruteForceSolve(puzzle);
        const baseline = solveByFirstRowChase({ ...puzzle, grid: Uint8Array.from(puzzle.grid) });
        assert.equal(baseline.solvable, oracle.solvable);
        assert.equal(baseline.solutionCount, oracle.solutionCount);
        assert.equal(baseline.minTotal, oracle.minTotal);
        if (baseline.presses) {
          assert.deepEqual([...bruteForceApplyPresses(puzzle, baseline.presses)], new Array(puzzle.grid.length).fill(puzzle.objective));
        }
      }),
      { numRuns: 200, seed: 20240601 },
    );
  });

  it('refuses torus and hex boards', () => {
    const puzzle = { rows: 2, columns: 2, states: 2, objective: 0, topology: 'torus' as const, grid: new Uint8Array(4) };
    assert.throws(() => solveByFirstRowChase(puzzle), RangeError);
  });
});
