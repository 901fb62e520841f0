import * as assert from 'node:assert/strict';
import { allSolutions } from '../../../src/analysis/teaching/allSolutions';
import { quietPatterns } from '../../../src/analysis/teaching/quietPatterns';
import { shortestPath } from '../../../src/analysis/shortestPath';
import { createPuzzle } from '../../../src/core/puzzle';
import { puzzleFromRows } from '../../support/puzzleRows';
import { bruteForceSolve } from '../../support/bruteForce';
import { puzzleFromStateNumber } from '../../../src/analysis/stateNumber';
import { applyPresses, isSolved } from '../../../src/core/puzzle';
import { BOARD_SHAPES } from '../boardShapes';
import { bruteForceSpace } from '../bruteForceSpace';

const plain2 = { states: 2, objective: 0, topology: 'plain' as const };

describe('analysis: allSolutions (teaching data)', () => {
  it('lists the four solutions X, X + N1, X + N2, X + N1 + N2 of the all-on 5x5 board, the path solution first', () => {
    const puzzle = createPuzzle({ rows: 5, columns: 5, ...plain2 }, 1);
    const result = allSolutions(puzzle, 4);
    assert.equal(result.count, 4n);
    assert.ok(result.solutions);
    assert.deepEqual(
      result.solutions.map((solution) => solution.join('')),
      ['1100011011001110111001101', '1011001110111001101100011', '0110101110001111101111000', '0001111011111000111010110'],
    );
    const [n2, n1] = quietPatterns(puzzle).generators.map((generator) => generator.pattern);
    const x = result.solutions[0];
    const plus = (a: Uint8Array, b: Uint8Array): Uint8Array => a.map((value, cell) => value ^ b[cell]);
    const expected = [x, plus(x, n1), plus(x, n2), plus(plus(x, n1), n2)].map((solution) => solution.join(''));
    assert.deepEqual(new Set(result.solutions.map((solution) => solution.join(''))), new Set(expected));
    assert.deepEqual(result.solutions[0], (shortestPath(puzzle) ?? { presses: null }).presses);
  });

  it('matches brute force, ordered by total presses', () => {
    const puzzle = puzzleFromRows({ states: 3, objective: 1, topology: 'torus' }, [
      [0, 1, 2],
      [2, 1, 0],
      [1, 1, 1],
    ]);
    const expected = bruteForceSolve(puzzle, { collectSolutions: true });
    const result = allSolutions(puzzle, 1000);
    assert.equal(result.count, expected.solutionCount);
    assert.ok(result.solutions);
    assert.deepEqual(result.solutions.map((s) => s.join(',')).sort(), (expected.allSolutions ?? []).map((s) => s.join(',')).sort());
    const totals = result.solutions.map((solution) => solution.reduce((sum, value) => sum + value, 0));
    assert.deepEqual(
      totals,
      [...totals].sort((a, b) => a - b),
    );
    assert.equal(totals[0], expected.minTotal);
  });

  it('gives the count without the list above the limit, and nothing for an unsolvable board', () => {
    const allOn = createPuzzle({ rows: 4, columns: 4, ...plain2 }, 1);
    assert.deepEqual(allSolutions(allOn, 15), { count: 16n, solutions: null });
    const corner = createPuzzle({ rows: 5, columns: 5, ...plain2 });
    corner.grid[0] = 1;
    assert.deepEqual(allSolutions(corner, 10), { count: 0n, solutions: [] });
  });
});

describe('analysis: allSolutions on boards with holes, neighbourhoods and targets, against brute force', () => {
  for (const [name, shape] of Object.entries(BOARD_SHAPES)) {
    it(`finds every solution of sample boards: ${name}`, () => {
      const space = bruteForceSpace(shape);
      for (const state of [0, 1, space.moves.length - 1, Math.floor(space.moves.length / 3)]) {
        const puzzle = puzzleFromStateNumber(shape, BigInt(state));
        const found = allSolutions(puzzle, 1000);
        assert.equal(found.count, BigInt(space.solutions[state]));
        for (const solution of found.solutions ?? []) assert.ok(isSolved(applyPresses(puzzle, solution)));
      }
    });
  }
});
