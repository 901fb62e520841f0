import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { applyPresses, createPuzzle, pressCell } from '../../src/core/puzzle';
import { puzzleFromRows } from '../support/puzzleRows';
import { hintFromSolution } from '../../src/solvers/hint';
import { solvePuzzle } from '../../src/solvers/internal/solvePuzzle';

describe('hints', () => {
  it('points at a cell whose press lowers the minimum by exactly one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.array(fc.nat(), { minLength: 30, maxLength: 30 }), (states, values) => {
        const solved = createPuzzle({ rows: 5, columns: 6, states, objective: 0, topology: 'plain' });
        const puzzle = applyPresses(
          solved,
          values.map((v) => v % states),
        );
        const before = solvePuzzle(puzzle);
        const hint = hintFromSolution(puzzle, before);
        if (hint.kind === 'solved') return;
        assert.equal(hint.kind, 'press');
        if (hint.kind !== 'press') return;
        assert.equal(hint.shortest, true);
        const after = solvePuzzle(pressCell(puzzle, hint.cell.row, hint.cell.col));
        assert.equal(after.totalPresses, (before.totalPresses as number) - 1);
      }),
      { numRuns: 100 },
    );
  });

  it('says solved or unsolvable when there is nothing to press', () => {
    const solved = createPuzzle({ rows: 3, columns: 3, states: 2, objective: 0, topology: 'plain' });
    assert.deepEqual(hintFromSolution(solved, solvePuzzle(solved)), { kind: 'solved' });
    const corner = puzzleFromRows({ states: 2, objective: 0, topology: 'plain' }, [
      [1, 0, 0, 0, 0],
      [0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0],
    ]);
    assert.deepEqual(hintFromSolution(corner, solvePuzzle(corner)), { kind: 'unsolvable' });
  });
});
