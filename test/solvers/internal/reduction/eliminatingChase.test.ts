import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { primePowers } from '../../../../src/solvers/internal/arithmetic/modular';
import { buildRulesChasePlan, runChase } from '../../../../src/solvers/internal/reduction/chasePlan';
import { eliminatingChase } from '../../../../src/solvers/internal/reduction/eliminatingChase';
import { substituteBack } from '../../../../src/solvers/internal/reduction/eliminationReplay';
import { rightHandSide } from '../../../../src/solvers/internal/solvePuzzle';
import { assertBruteForceSolves, bruteForceSolve } from '../../../support/bruteForce';
import { tinyEliminationBoard } from './eliminationBoards';

/** Every vector of `length` entries 0..q-1, in counting order. */
function* vectors(length: number, q: number): Generator<number[]> {
  const digits = new Array<number>(length).fill(0);
  for (;;) {
    yield digits.slice();
    let at = 0;
    while (at < length && ++digits[at] === q) digits[at++] = 0;
    if (at === length) return;
  }
}

describe('internal solver: the eliminating chase', () => {
  it('splits the free presses into solved-for and remaining ones, and leaves a square system over the remaining', () => {
    fc.assert(
      fc.property(tinyEliminationBoard, (puzzle) => {
        const k = puzzle.states;
        const plan = buildRulesChasePlan(puzzle);
        const run = eliminatingChase(plan, k, primePowers(k)[0].prime, rightHandSide(puzzle));
        const m = run.remaining.length;
        assert.deepEqual(
          [...run.pivotFree, ...run.remaining].sort((a, b) => a - b),
          Array.from({ length: plan.freeCells.length }, (_, i) => i),
        );
        assert.equal(run.matrix.length, m * m);
        assert.equal(run.rightHandSide.length, m);
        assert.ok(run.matrix.every((entry) => entry < k));
      }),
      { numRuns: 300 },
    );
  });

  it('the board is solvable exactly when the left-over system is, and its solutions chase to solutions of the board', () => {
    fc.assert(
      fc.property(tinyEliminationBoard, (puzzle) => {
        const k = puzzle.states;
        const plan = buildRulesChasePlan(puzzle);
        const b = rightHandSide(puzzle);
        const run = eliminatingChase(plan, k, primePowers(k)[0].prime, b);
        const m = run.remaining.length;
        fc.pre(k ** m <= 4096);
        let found: number[] | null = null;
        for (const r of vectors(m, k)) {
          const solves = run.rightHandSide.every((c, i) => {
            let sum = 0;
            for (let j = 0; j < m; j++) sum += run.matrix[i * m + j] * r[j];
            return (sum - c) % k === 0;
          });
          if (solves) {
            found = r;
            break;
          }
        }
        assert.equal(found !== null, bruteForceSolve(puzzle).solvable);
        if (!found) return;
        const free = substituteBack(run, plan.freeCells.length, found, k, true);
        assertBruteForceSolves(puzzle, runChase(plan, k, b, free).presses, 'chased from the remaining solution');
      }),
      { numRuns: 300 },
    );
  });
});
