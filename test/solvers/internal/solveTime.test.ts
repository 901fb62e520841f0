import * as assert from 'node:assert/strict';
import type { BoardShape } from '../../../src/core/puzzle';
import { describeSolveTime, solveTimeEstimateMs } from '../../../src/solvers/internal/solveTime';
import { solverMemoryEstimate, SOLVER_MEMORY_BUDGET_BYTES } from '../../../src/solvers/internal/solverMemory';

type Shape = Pick<BoardShape, 'rows' | 'columns' | 'topology' | 'states' | 'neighbourhood'>;

/** A square all-on board of the benchmark's kind. */
function square(side: number, topology: BoardShape['topology'], states: number, neighbourhood?: BoardShape['neighbourhood']): Shape {
  return { rows: side, columns: side, topology, states, ...(neighbourhood !== undefined ? { neighbourhood } : {}) };
}

/**
 * Recorded measurements, not timed here: the CPU seconds (user + system) of the whole process
 * `lights-out solve --rows R --columns C ... --fill 1 --no-presses --json --min-timeout 0` at
 * commit 85a45aa on the 2-core machine (on an idle machine CPU time is the wall time); the rows the
 * engine has changed since (hex over odd primes, tori over prime powers, the launcher of the
 * executable) were measured again at commit c704dc7, and the benchmark boards (SIMD row chases,
packing and right-hand sides) once more after commit 1f97560.
 * The first rows are the whole-process benchmark's (bench/wholeProcessBench.ts).
 */
const BENCHMARK_BOARDS: readonly [Shape, number][] = [
  [square(10_000, 'plain', 2), 0.42],
  [square(10_000, 'torus', 2), 0.89],
  [square(10_000, 'hex', 2), 1.05],
  [square(10_000, 'plain', 3), 1.76],
  [square(10_000, 'plain', 6), 2.48],
  [square(10_000, 'torus', 3), 1.02],
  [square(10_000, 'torus', 6), 1.68],
  [square(10_000, 'hex', 3), 1.23],
  [square(10_000, 'hex', 6), 2.07],
];

/** More recorded measurements, of the same kind: dense parts, other primes, other neighbourhoods. */
const OTHER_BOARDS: readonly [Shape, number][] = [
  [square(1000, 'hex', 4), 1.16],
  [square(2000, 'torus', 4), 0.6],
  [square(2000, 'hex', 30), 0.72],
  [square(4000, 'hex', 4), 25.69],
  [square(4000, 'torus', 4), 1.1],
  [square(4000, 'plain', 4), 1.47],
  [square(4000, 'plain', 9), 2.13],
  [square(4000, 'plain', 31), 0.93],
  [square(4000, 'hex', 31), 0.92],
  [square(1000, 'plain', 2, 'knight'), 3.67],
  [square(1000, 'plain', 3, 'knight'), 24.25],
  [square(2000, 'plain', 2, 'knight'), 14.34],
  [square(1000, 'plain', 5, 'moore'), 5.31],
  [square(2000, 'plain', 2, 'moore'), 12.3],
];

function boardName(shape: Shape): string {
  return `${shape.rows}x${shape.columns} ${shape.topology}${typeof shape.neighbourhood === 'string' ? ` ${shape.neighbourhood}` : ''} k=${shape.states}`;
}

describe('solvers/internal: solveTime (the estimate a time limit is weighed against)', () => {
  it('is within a factor of 2 of the recorded whole-process times of the benchmark boards and the others', () => {
    for (const [shape, seconds] of [...BENCHMARK_BOARDS, ...OTHER_BOARDS]) {
      const ratio = solveTimeEstimateMs(shape) / 1000 / seconds;
      assert.ok(ratio >= 0.5 && ratio <= 2, `${boardName(shape)}: estimated ${ratio.toFixed(2)} times the recorded ${seconds} s`);
    }
  });

  it('puts the boards just inside the memory budget far beyond the default limit of 120 s', () => {
    for (const shape of [square(10_000, 'hex', 4), square(5000, 'plain', 2, 'knight'), square(5000, 'plain', 3, 'moore')]) {
      assert.ok(solverMemoryEstimate(shape) <= SOLVER_MEMORY_BUDGET_BYTES, boardName(shape));
      assert.ok(solveTimeEstimateMs(shape) > 120_000, boardName(shape));
    }
  });

  it('grows with the board and with the work of the states', () => {
    assert.ok(solveTimeEstimateMs(square(2000, 'hex', 4)) < solveTimeEstimateMs(square(4000, 'hex', 4)));
    assert.ok(solveTimeEstimateMs(square(4000, 'plain', 2)) < solveTimeEstimateMs(square(4000, 'plain', 3)));
    assert.ok(solveTimeEstimateMs(square(4000, 'plain', 3)) < solveTimeEstimateMs(square(4000, 'plain', 9)));
    assert.ok(solveTimeEstimateMs({ ...square(1000, 'plain', 2), rows: 1 }) > 0);
  });

  it('says the estimate in one sentence', () => {
    assert.equal(describeSolveTime(square(4000, 'hex', 4), 26_000), 'a 4000x4000 hex board with 4 states takes about 26 s to solve');
    assert.equal(describeSolveTime(square(10_000, 'hex', 4), 380_000), 'a 10000x10000 hex board with 4 states takes about 6 min to solve');
  });
});
