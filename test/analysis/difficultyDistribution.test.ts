import * as assert from 'node:assert/strict';
import { analyzeStateSpace } from '../../src/analysis/analyzeStateSpace';
import { applyPresses, createPuzzle } from '../../src/core/puzzle';
import type { Topology } from '../../src/domain/topology';
import { createRandom } from '../../src/core/random';
import { describeDifficultyScale, difficultyOfMoves, offeredDifficulties, type MovesRange } from '../../src/domain/difficultyScale';
import { boardSystem } from '../../src/solvers/internal/boardSystem';
import {
  difficultyDistribution,
  maximumMovesBound,
  pressPatternMinimum,
  sampledDistribution,
  shapeDifficulty,
  shapeDifficultyScale,
} from '../../src/analysis/difficultyDistribution';
import { solveOnBestPath } from '../../src/solvers/internal/solvePuzzle';
import { BOARD_SHAPES } from './boardShapes';
import { bruteForceDistribution, bruteForceSpace } from './bruteForceSpace';

const shape = (rows: number, columns: number, states = 2, topology: Topology = 'plain') => ({ rows, columns, states, topology });

/** The share of the weight at lengths up to each m. */
function cumulativeShares(weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  let running = 0;
  return weights.map((w) => (running += w) / total);
}

describe('analysis: difficultyDistribution', () => {
  it('counts every 5x5 state exactly and makes hard the top of it', () => {
    const { distribution, scale } = shapeDifficulty(shape(5, 5));
    assert.equal(distribution.method, 'analysis');
    assert.equal(distribution.exact, true);
    assert.deepEqual(distribution.weights, [1, 25, 300, 2300, 12650, 53130, 176176, 467104, 982335, 1596279, 1935294, 1684446, 1004934, 383670, 82614, 7350]);
    assert.equal(describeDifficultyScale(scale), 'easy 1-9, medium 10, hard 11-15');
    const hard = scale.hard as MovesRange;
    assert.equal(hard.max, 15);
    const twoThirds = cumulativeShares(distribution.weights).findIndex((share) => share >= 2 / 3);
    assert.ok(hard.min >= twoThirds, `hard starts at ${hard.min}, the 2/3 quantile is ${twoThirds}`);
  });

  it('convolves boards without quiet patterns, matching the full analysis', () => {
    for (const [rows, columns, states, topology] of [
      [3, 3, 2, 'plain'],
      [4, 5, 2, 'plain'],
      [3, 3, 3, 'plain'],
      [4, 5, 2, 'torus'],
      [2, 3, 3, 'hex'],
    ] as const) {
      const distribution = difficultyDistribution(shape(rows, columns, states, topology));
      assert.equal(distribution.method, 'convolution', `${rows}x${columns}`);
      assert.deepEqual(
        distribution.weights,
        analyzeStateSpace({ ...shape(rows, columns, states, topology), objective: 0 }).distribution,
        `${rows}x${columns} ${topology} k=${states}`,
      );
    }
    // 3x3 needs at most 9 moves, and every count from 0 to 9 occurs.
    const threeByThree = shapeDifficulty(shape(3, 3));
    assert.equal(threeByThree.distribution.maxMoves, 9);
    assert.equal(describeDifficultyScale(threeByThree.scale), 'easy 1-3, medium 4-5, hard 6-9');
  });

  it('keeps large convolutions as weights with every length present, and approximates huge ones', () => {
    const large = difficultyDistribution(shape(11, 13, 36, 'torus'));
    assert.equal(large.method, 'convolution');
    assert.equal(large.maxMoves, 143 * 35);
    assert.ok(large.weights.every((weight) => weight > 0 && Number.isFinite(weight)));
    const huge = difficultyDistribution(shape(70, 70));
    assert.equal(huge.method, 'normal');
    assert.equal(huge.maxMoves, 4900);
    assert.deepEqual(offeredDifficulties(shapeDifficultyScale(shape(70, 70))), ['easy', 'medium', 'hard']);
  });

  it('finds the exact fewest moves of the board a press pattern solves, as the solver does', () => {
    for (const [rows, columns, states, topology] of [
      [3, 4, 3, 'plain'],
      [4, 4, 2, 'plain'],
      [3, 4, 4, 'torus'],
      [5, 5, 3, 'torus'],
      [4, 4, 6, 'torus'],
      [2, 4, 36, 'torus'],
    ] as const) {
      const current = shape(rows, columns, states, topology);
      const fewestMoves = pressPatternMinimum(boardSystem(current));
      const random = createRandom(`${rows}x${columns}:${states}`);
      for (let trial = 0; trial < 20; trial++) {
        const presses = Uint8Array.from({ length: rows * columns }, () => random.nextInt(states));
        // The board that `presses` solves: the solved board with every press undone.
        const board = applyPresses(
          createPuzzle({ ...current, objective: 0 }),
          presses.map((count) => (states - count) % states),
        );
        const solved = solveOnBestPath(board);
        assert.equal(solved.minimal, true);
        assert.equal(fewestMoves(presses), solved.totalPresses, `${rows}x${columns} ${topology} k=${states}`);
      }
    }
  });

  it('estimates a distribution from a seeded sample close to the exact one', () => {
    const exact = difficultyDistribution(shape(3, 4, 3));
    assert.equal(exact.method, 'analysis');
    const sampled = sampledDistribution(shape(3, 4, 3), 1500);
    assert.equal(sampled.method, 'sample');
    assert.equal(sampled.samples, 1500);
    const exactShares = cumulativeShares(exact.weights);
    cumulativeShares(sampled.weights).forEach((share, m) =>
      assert.ok(Math.abs(share - exactShares[m]) < 0.04, `length ${m}: ${share} against ${exactShares[m]}`),
    );
    assert.deepEqual(sampledDistribution(shape(3, 4, 3), 1500), sampled, 'the same sample on every run');
  });

  it('samples shapes too large to analyse whose states it can solve quickly', () => {
    const { distribution, scale } = shapeDifficulty(shape(5, 5, 3, 'torus'));
    assert.equal(distribution.method, 'sample');
    assert.ok(distribution.samples >= 100);
    assert.deepEqual(offeredDifficulties(scale), ['easy', 'medium', 'hard']);
    // Every length from 1 to the largest sampled exists, so easy starts at 1.
    assert.equal((scale.easy as MovesRange).min, 1);
  });

  it('falls back to an upper bound of the maximum when states are too costly to solve', () => {
    const { distribution, scale } = shapeDifficulty(shape(15, 17, 2, 'torus'));
    assert.equal(distribution.method, 'maximum');
    assert.equal(distribution.maxMoves, maximumMovesBound(boardSystem(shape(15, 17, 2, 'torus'))));
    assert.deepEqual(offeredDifficulties(scale), ['easy', 'medium', 'hard']);
    // 2000x2000 torus: its quiet patterns touch every cell, so a cell averages at most 1/2 over a solution set.
    const beyond = difficultyDistribution(shape(2000, 2000, 2, 'torus'));
    assert.equal(beyond.method, 'maximum');
    assert.equal(beyond.maxMoves, 2_000_000);
    assert.deepEqual(beyond.weights, []);
  });

  it("knows plain boards without quiet patterns beyond the engine's board system, up to the most normal weights", () => {
    // 1000x1000 with k = 2 has no quiet patterns: the plain fast path tells without the board system.
    const large = difficultyDistribution(shape(1000, 1000));
    assert.equal(large.method, 'normal');
    assert.equal(large.maxMoves, 1_000_000);
    const hard = shapeDifficultyScale(shape(1000, 1000)).hard as MovesRange;
    assert.ok(hard.min > 500_000 && hard.min < 501_000, `hard from ${hard.min}`);
    // 10000x10000: 10^8 + 1 weights are over MAX_NORMAL_LENGTH; the maximum is exact.
    const huge = difficultyDistribution(shape(10000, 10000));
    assert.equal(huge.method, 'maximum');
    assert.equal(huge.maxMoves, 100_000_000);
  });

  it('bounds the maximum from above', () => {
    for (const [rows, columns, states, topology] of [
      [3, 4, 3, 'plain'],
      [5, 5, 2, 'plain'],
      [5, 5, 2, 'torus'],
      [4, 4, 2, 'plain'],
      [3, 3, 2, 'torus'],
      [1, 13, 3, 'torus'],
    ] as const) {
      const current = shape(rows, columns, states, topology);
      const { maxMoves } = analyzeStateSpace({ ...current, objective: 0 });
      assert.ok(maximumMovesBound(boardSystem(current)) >= maxMoves, `${rows}x${columns} ${topology} k=${states}`);
    }
    assert.equal(maximumMovesBound(boardSystem(shape(5, 5))), 15);
    assert.equal(maximumMovesBound(boardSystem(shape(3, 3))), 9);
  });

  it('labels the hardest state of torus and hex boards hard', () => {
    for (const [rows, columns, states, topology] of [
      [5, 5, 2, 'torus'],
      [4, 4, 2, 'torus'],
      [3, 3, 2, 'torus'],
      [3, 3, 3, 'torus'],
      [2, 3, 2, 'torus'],
      [1, 13, 3, 'torus'],
      [5, 5, 2, 'hex'],
    ] as const) {
      const current = shape(rows, columns, states, topology);
      const { maxMoves } = analyzeStateSpace({ ...current, objective: 0 });
      assert.equal(difficultyOfMoves(shapeDifficultyScale(current), maxMoves), 'hard', `${rows}x${columns} ${topology} k=${states}: ${maxMoves}`);
    }
  });

  it('offers fewer levels only on boards with fewer than three lengths (1xN boards)', () => {
    assert.equal(describeDifficultyScale(shapeDifficultyScale(shape(1, 1))), 'medium 1');
    assert.equal(describeDifficultyScale(shapeDifficultyScale(shape(1, 2))), 'medium 1');
    assert.equal(describeDifficultyScale(shapeDifficultyScale(shape(1, 1, 3))), 'easy 0, medium 1, hard 2');
    assert.equal(describeDifficultyScale(shapeDifficultyScale(shape(1, 3))), 'easy 1, medium 2, hard 3');
    for (let columns = 3; columns <= 40; columns++) {
      assert.deepEqual(offeredDifficulties(shapeDifficultyScale(shape(1, columns))), ['easy', 'medium', 'hard'], `1x${columns}`);
    }
  });

  it('caches per shape, whatever the objective, the same distribution as computed afresh', () => {
    const first = shapeDifficulty(shape(4, 4));
    assert.equal(shapeDifficulty({ ...shape(4, 4), objective: 1 } as ReturnType<typeof shape>), first);
    assert.deepEqual(difficultyDistribution(shape(4, 4)), first.distribution);
  });
});

describe('analysis: difficultyDistribution on boards with holes, neighbourhoods and targets, against brute force', () => {
  for (const [name, shape] of Object.entries(BOARD_SHAPES)) {
    it(`gives the exact distribution of the difficulty scale: ${name}`, () => {
      const distribution = difficultyDistribution(shape);
      assert.equal(distribution.exact, true);
      assert.deepEqual(distribution.weights, bruteForceDistribution(bruteForceSpace(shape)));
    });
  }
});
