import * as assert from 'node:assert/strict';
import { applyPresses, isSolved, randomSolvablePuzzle, type Puzzle } from '../../src/core/puzzle';
import type { Topology } from '../../src/domain/topology';
import { createRandom } from '../../src/core/random';
import { difficultyOfMoves, type MovesRange } from '../../src/domain/difficultyScale';
import { shapeDifficultyScale } from '../../src/analysis/difficultyDistribution';
import {
  defaultClimbBudget,
  drawTarget,
  generatePuzzle,
  GenerationError,
  GenerationTimeoutError,
  type GenerationProgress,
  type MinimumSolver,
} from '../../src/analysis/generatePuzzle';
import { solveOnBestPath, solvePuzzle } from '../../src/solvers/internal/solvePuzzle';
import { SolveCancelledError } from '../../src/solvers/types';
import { bruteForceSolve } from '../support/bruteForce';
import { shortestPath } from '../../src/analysis/shortestPath';
import { stateNumber } from '../../src/analysis/stateNumber';
import { BOARD_SHAPES } from './boardShapes';
import { bruteForceSpace } from './bruteForceSpace';

const shape = (rows: number, columns: number, states = 2, topology: Topology = 'plain') => ({ rows, columns, states, objective: 0, topology });

/** The internal engine, counting its calls. */
function countingSolver(): MinimumSolver & { calls: number } {
  const solve = Object.assign(
    (puzzle: Puzzle) => {
      solve.calls += 1;
      return solveOnBestPath(puzzle);
    },
    { calls: 0 },
  );
  return solve;
}

/** Asserts that the solver finds exactly `minMoves` as the board's proven minimum. */
function assertCertified(puzzle: Puzzle, minMoves: number | null, label: string): void {
  const solved = solvePuzzle(puzzle);
  assert.equal(solved.minimal, true, label);
  assert.equal(solved.totalPresses, minMoves, label);
}

describe('analysis: generatePuzzle', () => {
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
    for (const [rows, columns, states] of [
      [3, 3, 2],
      [4, 4, 2],
      [3, 4, 2],
      [2, 3, 3],
    ]) {
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
    for (const [rows, columns, states, topology] of [
      [5, 5, 2, 'plain'],
      [7, 7, 2, 'plain'],
      [3, 3, 2, 'plain'],
      [5, 5, 2, 'torus'],
      [4, 6, 3, 'hex'],
    ] as const) {
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
  it('makes 300x300 puzzles of every level without a solve: no quiet patterns, so the minimum is known by construction', () => {
    const board = shape(300, 300);
    const scale = shapeDifficultyScale(board);
    for (const difficulty of ['easy', 'medium', 'hard'] as const) {
      const solve = countingSolver();
      const generated = generatePuzzle(board, { seed: `big-${difficulty}`, difficulty, solve });
      const range = scale[difficulty] as MovesRange;
      const label = `${difficulty}: ${generated.minMoves}`;
      assert.equal(solve.calls, 0, label);
      assert.equal(generated.clamped, false, label);
      assert.equal(generated.difficulty, difficulty, label);
      assert.ok((generated.minMoves as number) >= range.min && (generated.minMoves as number) <= range.max, label);
      assertCertified(generated.puzzle, generated.minMoves, label);
    }
  });

  it('certifies boards with quiet patterns within the climbing budget of solves, also where the scale is only a bound', () => {
    // 19x19 has 2^16 solutions per state: its scale is thirds of an upper bound (181), and hard
    // targets above its true largest minimum cannot be reached; the climb gives up early.
    for (const [rows, columns, states, topology] of [
      [5, 5, 2, 'plain'],
      [19, 19, 2, 'plain'],
      [6, 6, 2, 'torus'],
      [5, 5, 3, 'torus'],
    ] as const) {
      const board = shape(rows, columns, states, topology);
      for (let seed = 0; seed < 5; seed++) {
        const solve = countingSolver();
        const generated = generatePuzzle(board, { seed, difficulty: 'hard', solve });
        const label = `${rows}x${columns} ${topology} k=${states} seed ${seed}: ${solve.calls} solves, ${generated.minMoves} moves`;
        assert.ok(solve.calls >= 1 && solve.calls <= defaultClimbBudget(rows * columns, Number(solvePuzzle(generated.puzzle).solutionCount)), label);
        assertCertified(generated.puzzle, generated.minMoves, label);
      }
    }
    // About 1.5 s of solves: 200 on small boards, fewer as solves grow with the cells or the solutions.
    assert.equal(defaultClimbBudget(25, 4), 200);
    assert.equal(defaultClimbBudget(30 * 30, 2 ** 20), 35);
    assert.equal(defaultClimbBudget(200 * 200, 3), 124);
    assert.equal(defaultClimbBudget(1000 * 1000, 5 ** 6), 4);
  });

  it('makes the random board randomSolvablePuzzle makes, solving it only when the board has quiet patterns', () => {
    const none = countingSolver();
    const seven = generatePuzzle(shape(7, 7, 3), { seed: 'r', solve: none });
    assert.deepEqual(seven.puzzle, randomSolvablePuzzle(shape(7, 7, 3), createRandom('r')));
    assert.equal(none.calls, 0);
    assertCertified(seven.puzzle, seven.minMoves, '7x7 k=3');
    const some = countingSolver();
    const five = generatePuzzle(shape(5, 5), { seed: 'r', solve: some });
    assert.deepEqual(five.puzzle, randomSolvablePuzzle(shape(5, 5), createRandom('r')));
    assert.equal(some.calls, 1);
    assertCertified(five.puzzle, five.minMoves, '5x5');
  });

  it('refuses a target it cannot certify, or makes the board uncertified and says why when allowed', () => {
    // 20x20 torus: 2^32 solutions per state, over the exhaustive limit.
    const torus = shape(20, 20, 2, 'torus');
    assert.throws(() => generatePuzzle(torus, { seed: 1, difficulty: 'medium' }), {
      name: 'GenerationError',
      message: 'this board has too many solutions to certify a minimum number of moves; choose another size or states',
    });
    assert.throws(() => generatePuzzle(torus, { seed: 1, moves: 5 }), GenerationError);
    const solve = countingSolver();
    const made = generatePuzzle(torus, { seed: 1, difficulty: 'medium', allowUncertified: true, solve });
    assert.equal(solve.calls, 0);
    assert.equal(made.minMoves, null);
    assert.equal(made.difficulty, null);
    assert.equal(made.clamped, false);
    assert.deepEqual(made.uncertified, { presses: made.target, reason: 'this board has too many solutions to certify a minimum number of moves' });
    const medium = shapeDifficultyScale(torus).medium as MovesRange;
    assert.ok((made.target as number) >= medium.min && (made.target as number) <= medium.max);
    // Generation does not spend its climb on 2^32-solution searches, but the engine itself proves
    // the board's minimum, which is at most the presses the board was made with.
    const solved = solvePuzzle(made.puzzle);
    assert.equal(solved.solvable, true);
    assert.equal(solved.minimal, true);
    assert.ok(made.uncertified !== null && solved.totalPresses !== null && solved.totalPresses <= made.uncertified.presses);
    // A 1000x1000 torus (2^64 solutions per state): made in linear time without solving, and says why.
    const large = generatePuzzle(shape(1000, 1000, 2, 'torus'), { seed: 1, difficulty: 'hard', allowUncertified: true, solve });
    assert.equal(solve.calls, 0);
    assert.equal(large.minMoves, null);
    assert.equal(large.uncertified?.reason, 'this board has too many solutions to certify a minimum number of moves');
    assert.throws(() => generatePuzzle(shape(1000, 1000, 2, 'torus'), { seed: 1, difficulty: 'hard' }), GenerationError);
  });

  it('stops at the deadline between steps, saying where', () => {
    // A clock that moves on at every reading: the checks are the shape step, after the count, after the scale, then each solve.
    let time = 0;
    const solve = countingSolver();
    assert.throws(
      () => generatePuzzle(shape(5, 5), { seed: 1, difficulty: 'hard', solve, deadline: 3, now: () => time++ }),
      (error: unknown) => {
        assert.ok(error instanceof GenerationTimeoutError);
        assert.equal(error.message, 'stopped before certified solve 1 of at most 200');
        return true;
      },
    );
    assert.equal(solve.calls, 0);
    time = 0;
    assert.throws(() => generatePuzzle(shape(300, 300), { seed: 1, difficulty: 'hard', deadline: 1, now: () => time++ }), {
      name: 'GenerationTimeoutError',
      message: 'stopped after counting the quiet patterns of the board',
    });
    // Without a deadline, the same clock is never a reason to stop.
    assert.equal(generatePuzzle(shape(5, 5), { seed: 1, difficulty: 'hard', now: () => Number.MAX_VALUE }).difficulty, 'hard');
  });

  it('is cancelled by its signal', () => {
    assert.throws(() => generatePuzzle(shape(5, 5), { seed: 1, difficulty: 'hard', signal: AbortSignal.abort() }), SolveCancelledError);
  });

  it('reports each step: the shape, every certified solve, the board', () => {
    const construction: GenerationProgress[] = [];
    generatePuzzle(shape(300, 300), { seed: 1, difficulty: 'hard', onProgress: (progress) => construction.push(progress) });
    assert.deepEqual(construction, [{ stage: 'shape' }, { stage: 'build' }]);
    const climb: GenerationProgress[] = [];
    const solve = countingSolver();
    generatePuzzle(shape(19, 19), { seed: 5, difficulty: 'hard', solve, onProgress: (progress) => climb.push(progress) });
    assert.deepEqual(climb[0], { stage: 'shape' });
    assert.deepEqual(climb[climb.length - 1], { stage: 'build' });
    const solves = climb.slice(1, -1);
    assert.equal(solves.length, solve.calls);
    solves.forEach((progress, index) => assert.deepEqual(progress, { stage: 'solve', solve: index + 1, budget: 200 }));
  });
});

describe('analysis: generatePuzzle on boards with holes, neighbourhoods and targets, against brute force', () => {
  for (const [name, shape] of Object.entries(BOARD_SHAPES)) {
    it(`generates puzzles that keep the shape, with the minimum asked for: ${name}`, () => {
      const space = bruteForceSpace(shape);
      const solve = (puzzle: Puzzle) => {
        const moves = space.moves[Number(stateNumber(puzzle.grid, shape.states, shape.holes))];
        const presses = shortestPath(puzzle)?.presses ?? null;
        return { presses, totalPresses: moves, minimal: true };
      };
      const max = Math.max(...space.moves);
      for (const moves of [0, 1, max]) {
        const made = generatePuzzle(shape, { seed: `shape ${moves}`, moves, solve });
        assert.equal(made.minMoves, moves);
        assert.equal(space.moves[Number(stateNumber(made.puzzle.grid, shape.states, shape.holes))], moves);
        assert.equal(made.puzzle.neighbourhood, shape.neighbourhood);
        assert.equal(made.puzzle.holes, shape.holes);
        assert.equal(made.puzzle.target, shape.target);
        shape.holes?.forEach((hole, index) => hole && assert.equal(made.puzzle.grid[index], 0));
      }
    });
  }
});
