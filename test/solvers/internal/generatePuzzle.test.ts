import * as assert from 'node:assert/strict';
import { isSolved, applyPresses } from '../../../src/core/puzzle';
import { difficultyOf, generatePuzzle } from '../../../src/solvers/internal/generatePuzzle';
import { solvePuzzle } from '../../../src/solvers/internal/solvePuzzle';
import { bruteForceSolve } from '../../support/bruteForce';

const shape = (rows: number, columns: number, states = 2) => ({ rows, columns, states, objective: 0, topology: 'plain' as const });

describe('internal solver: generatePuzzle', () => {
  it('is reproducible from a seed and always solvable', () => {
    const a = generatePuzzle(shape(6, 7, 3), { seed: 'abc' });
    const b = generatePuzzle(shape(6, 7, 3), { seed: 'abc' });
    const c = generatePuzzle(shape(6, 7, 3), { seed: 'abd' });
    assert.deepEqual(a.puzzle.grid, b.puzzle.grid);
    assert.notDeepEqual(a.puzzle.grid, c.puzzle.grid);
    const result = solvePuzzle(a.puzzle);
    assert.equal(result.solvable, true);
    assert.equal(a.minMoves, result.totalPresses);
  });

  it('makes boards whose minimum is exactly the requested number of moves (checked by brute force)', () => {
    for (const [rows, columns, states] of [[3, 3, 2], [4, 4, 2], [3, 4, 2], [2, 3, 3]]) {
      const most = rows * columns * (states - 1);
      for (let moves = 0; moves <= Math.min(most, 9); moves++) {
        const generated = generatePuzzle(shape(rows, columns, states), { seed: `m${moves}`, moves });
        const expected = bruteForceSolve(generated.puzzle);
        if (!generated.clamped) {
          assert.equal(expected.minTotal, moves, `${rows}x${columns} k=${states} moves=${moves}`);
        }
        assert.equal(generated.minMoves, expected.minTotal);
      }
    }
  });

  it('reaches the 3x3 maximum of 9 moves and clamps requests above it', () => {
    const nine = generatePuzzle(shape(3, 3), { seed: 1, moves: 9 });
    assert.equal(nine.minMoves, 9);
    assert.equal(nine.clamped, false);
    const twelve = generatePuzzle(shape(3, 3), { seed: 1, moves: 12 });
    assert.equal(twelve.clamped, true);
    assert.ok((twelve.minMoves as number) <= 9);
  });

  it('generates each difficulty within its range on 7x7 boards', () => {
    for (const difficulty of ['easy', 'medium', 'hard'] as const) {
      const generated = generatePuzzle(shape(7, 7), { seed: difficulty, difficulty });
      assert.equal(generated.clamped, false);
      assert.equal(difficultyOf(generated.minMoves as number), difficulty);
      assert.equal(solvePuzzle(generated.puzzle).totalPresses, generated.minMoves);
    }
  });

  it('classifies minimum moves into the documented ranges', () => {
    assert.deepEqual([0, 5, 10, 11, 15, 16, 40].map(difficultyOf), ['easy', 'easy', 'easy', 'medium', 'medium', 'hard', 'hard']);
  });

  it('never produces an unsolvable board for any topology or k', () => {
    for (const topology of ['plain', 'torus', 'hex'] as const) {
      for (const states of [2, 3, 4, 6]) {
        const generated = generatePuzzle({ rows: 4, columns: 5, states, objective: states - 1, topology }, { seed: 7, moves: 6 });
        const result = solvePuzzle(generated.puzzle);
        assert.ok(result.presses && isSolved(applyPresses(generated.puzzle, result.presses)));
      }
    }
  });
});
