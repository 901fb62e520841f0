import * as assert from 'node:assert/strict';
import { isSolved, applyPresses } from '../../src/core/puzzle';
import { createRandom } from '../../src/core/random';
import { difficultyOfMoves, type MovesRange } from '../../src/shared/difficultyScale';
import { shapeDifficultyScale } from '../../src/analysis/difficultyDistribution';
import { drawTarget, generatePuzzle } from '../../src/analysis/generatePuzzle';
import { solvePuzzle } from '../../src/solvers/internal/solvePuzzle';
import { bruteForceSolve } from '../support/bruteForce';

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

  it('generates each difficulty within its range of the shape, and records it', () => {
    for (const [rows, columns, states, topology] of [[5, 5, 2, 'plain'], [7, 7, 2, 'plain'], [3, 3, 2, 'plain'], [5, 5, 2, 'torus'], [4, 6, 3, 'hex']] as const) {
      const current = { rows, columns, states, objective: 0, topology };
      const scale = shapeDifficultyScale(current);
      for (const difficulty of ['easy', 'medium', 'hard'] as const) {
        const generated = generatePuzzle(current, { seed: `${difficulty}-${rows}x${columns}`, difficulty });
        const range = scale[difficulty] as MovesRange;
        const minMoves = generated.minMoves as number;
        const label = `${rows}x${columns} ${topology} k=${states} ${difficulty}: ${minMoves}`;
        assert.equal(generated.clamped, false, label);
        assert.ok(minMoves >= range.min && minMoves <= range.max, label);
        assert.equal(generated.difficulty, difficulty, label);
        assert.equal(difficultyOfMoves(scale, minMoves), difficulty, label);
        assert.deepEqual(generated.scale, scale);
        assert.equal(solvePuzzle(generated.puzzle).totalPresses, minMoves, label);
      }
    }
  });

  it('makes hard 5x5 puzzles among the hardest: 11 to 15 moves', () => {
    for (let seed = 0; seed < 10; seed++) {
      const generated = generatePuzzle(shape(5, 5), { seed, difficulty: 'hard' });
      assert.equal(generated.difficulty, 'hard');
      assert.ok((generated.minMoves as number) >= 11 && (generated.minMoves as number) <= 15, `seed ${seed}: ${generated.minMoves}`);
    }
  });

  it('aims at minima as common as they are in the range', () => {
    const random = createRandom('draw');
    const weights = [1, 25, 300, 2300, 12650, 53130, 176176, 467104, 982335, 1596279, 1935294, 1684446, 1004934, 383670, 82614, 7350];
    const draws = Array.from({ length: 2000 }, () => drawTarget(weights, { min: 11, max: 15 }, random));
    assert.ok(draws.every((m) => m >= 11 && m <= 15));
    const elevens = draws.filter((m) => m === 11).length / draws.length;
    assert.ok(Math.abs(elevens - 1684446 / 3162978) < 0.05, `11 drawn ${elevens}`);
    assert.ok(draws.filter((m) => m === 15).length < draws.length / 100, 'the rarest length is rarely aimed at');
    // Without weight in the range: uniform over it.
    assert.ok(drawTarget([1, 1], { min: 3, max: 5 }, random) >= 3);
  });

  it('records the nearest level a board has when it lacks the one asked for', () => {
    // 1x2: pressing either cell toggles both, so every puzzle needs 1 move: medium only.
    const generated = generatePuzzle(shape(1, 2), { seed: 3, difficulty: 'hard' });
    assert.equal(generated.minMoves, 1);
    assert.equal(generated.difficulty, 'medium');
    assert.equal(generated.clamped, true);
  });

  it('rates a plain random board or an exact minimum only when asked', () => {
    const plain = generatePuzzle(shape(5, 5), { seed: 9 });
    assert.equal(plain.difficulty, null);
    assert.equal(plain.scale, null);
    const rated = generatePuzzle(shape(5, 5), { seed: 9, rate: true });
    assert.deepEqual(rated.puzzle, plain.puzzle);
    assert.equal(rated.difficulty, difficultyOfMoves(shapeDifficultyScale(shape(5, 5)), rated.minMoves as number));
    const exact = generatePuzzle(shape(5, 5), { seed: 9, moves: 15, rate: true });
    assert.equal(exact.minMoves, 15);
    assert.equal(exact.difficulty, 'hard');
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
