import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { primePowers } from '../../../../src/solvers/internal/arithmetic/modular';
import { buildRulesChasePlan } from '../../../../src/solvers/internal/reduction/chasePlan';
import { eliminatingChase } from '../../../../src/solvers/internal/reduction/eliminatingChase';
import { replayConstants, substituteBack } from '../../../../src/solvers/internal/reduction/eliminationReplay';
import { rightHandSide } from '../../../../src/solvers/internal/solvePuzzle';
import { tinyEliminationBoard } from './eliminationBoards';

describe('internal solver: replaying an eliminating chase', () => {
  it("replays the homogeneous run's log into the constants of a run with b itself", () => {
    fc.assert(
      fc.property(tinyEliminationBoard, (puzzle) => {
        const k = puzzle.states;
        const plan = buildRulesChasePlan(puzzle);
        const p = primePowers(k)[0].prime;
        const b = rightHandSide(puzzle);
        const replayed = replayConstants(plan, eliminatingChase(plan, k, p, null), k, b);
        const direct = eliminatingChase(plan, k, p, b);
        assert.deepEqual(replayed.pivotConstant, direct.pivotConstant);
        assert.deepEqual(replayed.rightHandSide, direct.rightHandSide);
      }),
      { numRuns: 300 },
    );
  });

  it('substitutes back: the remaining values stay, every solved-for press follows its relation', () => {
    fc.assert(
      fc.property(tinyEliminationBoard, fc.array(fc.nat(), { minLength: 20, maxLength: 20 }), fc.boolean(), (puzzle, seeds, withConstants) => {
        const k = puzzle.states;
        const plan = buildRulesChasePlan(puzzle);
        const run = eliminatingChase(plan, k, primePowers(k)[0].prime, rightHandSide(puzzle));
        const values = Array.from(run.remaining, (_, j) => seeds[j] % k);
        const free = substituteBack(run, plan.freeCells.length, values, k, withConstants);
        run.remaining.forEach((index, j) => assert.equal(free[index], values[j]));
        run.pivotFree.forEach((pivot, i) => {
          let value = withConstants ? run.pivotConstant[i] : 0;
          for (let t = run.termStart[i]; t < run.termStart[i + 1]; t++) value += run.termCoefficient[t] * free[run.termFree[t]];
          assert.equal(free[pivot], value % k, `elimination ${i}`);
        });
      }),
      { numRuns: 300 },
    );
  });
});
