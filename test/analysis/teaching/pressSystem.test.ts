import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { MAX_DENSE_PRESS_CELLS, pressSystem, quietBasis, quietGenerators, solutionSystem, solvePressSystem } from '../../../src/analysis/teaching/pressSystem';
import { applyPresses, createPuzzle, type BoardShape } from '../../../src/core/puzzle';

const shape = (rows: number, columns: number, states: number): BoardShape => ({ rows, columns, states, objective: 0, topology: 'plain' });
const text = (pattern: Uint8Array): string => pattern.join('');

describe('analysis: the press system of a shape (Learn panel facts)', () => {
  it('gives the rank over each prime of k: full on 3x3, 12 on 4x4, and per prime for k = 6', () => {
    assert.deepEqual(pressSystem(shape(3, 3, 2)).primeRanks, [{ prime: 2, rank: 9 }]);
    assert.deepEqual(pressSystem(shape(3, 3, 2)).kernel, []);
    assert.deepEqual(pressSystem(shape(4, 4, 2)).primeRanks, [{ prime: 2, rank: 12 }]);
    const six = pressSystem(shape(4, 4, 6));
    assert.deepEqual(six.primeRanks, [
      { prime: 2, rank: 12 },
      { prime: 3, rank: 14 },
    ]);
    assert.deepEqual(
      six.kernel.map((generator) => generator.order),
      [2, 2, 2, 2, 3, 3],
    );
  });

  it('keeps the order of each generator: 2x3 with k = 4 has one of order 2 and one of order 4', () => {
    assert.deepEqual(
      quietGenerators(shape(2, 3, 4)).map((generator) => [generator.order, text(generator.pattern)]),
      [
        [2, '222020'],
        [4, '301103'],
      ],
    );
  });

  it('every quiet generator changes nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 }), fc.integer({ min: 2, max: 6 }), (rows, columns, states) => {
        const solved = createPuzzle(shape(rows, columns, states), 0);
        for (const { pattern } of quietGenerators(solved)) assert.deepEqual(applyPresses(solved, pattern).grid, solved.grid);
      }),
    );
  });

  it('quietBasis: the two quiet patterns of 5x5 in reduced echelon form, and only for a prime k', () => {
    assert.deepEqual(quietBasis(shape(5, 5, 2)).map(text), ['1010110101000001010110101', '0111010101110111010101110']);
    assert.throws(() => quietBasis(shape(3, 3, 4)), /a quiet basis needs a prime number of states, got 4/);
  });

  it('solves A x = b in compact order, and says null when there is no solution', () => {
    assert.deepEqual([...(solvePressSystem(pressSystem(shape(2, 2, 2)), [1, 0, 0, 0]) ?? [])], [1, 1, 1, 0]);
    // On 4x4 a single corner is not a sum of presses: it is not orthogonal to every quiet pattern.
    assert.equal(solvePressSystem(pressSystem(shape(4, 4, 2)), [1, ...new Array<number>(15).fill(0)]), null);
  });

  it('solutionSystem: a particular solution of the puzzle that solves it', () => {
    const puzzle = { ...createPuzzle(shape(3, 3, 3), 0), grid: Uint8Array.of(1, 2, 0, 0, 1, 0, 2, 0, 1) };
    const { particular, kernel } = solutionSystem(puzzle);
    assert.deepEqual(kernel, []);
    assert.deepEqual([...applyPresses(puzzle, particular() ?? []).grid], new Array<number>(9).fill(0));
  });

  it(`refuses a dense system of more than ${MAX_DENSE_PRESS_CELLS} cells`, () => {
    assert.throws(() => pressSystem(shape(1, 577, 2)), /up to 576 cells; this one has 577/);
  });
});
