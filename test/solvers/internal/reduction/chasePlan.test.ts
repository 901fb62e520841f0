import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { applyPresses, createPuzzle, isSolved } from '../../../../src/core/puzzle';
import { TOPOLOGIES, type Topology } from '../../../../src/domain/topology';
import { buildChasePlan, runChase } from '../../../../src/solvers/internal/reduction/chasePlan';
import { reducedMatrix } from '../../../../src/solvers/internal/reduction/reducedMatrix';

describe('internal solver: chase plan', () => {
  it('chases along the shorter side of plain and hex boards', () => {
    assert.equal(buildChasePlan({ rows: 5, columns: 5, topology: 'plain' }).freeCells.length, 5);
    assert.equal(buildChasePlan({ rows: 3, columns: 10, topology: 'plain' }).freeCells.length, 3);
    assert.equal(buildChasePlan({ rows: 10, columns: 4, topology: 'plain' }).freeCells.length, 4);
    assert.equal(buildChasePlan({ rows: 6, columns: 6, topology: 'hex' }).freeCells.length, 6);
    assert.equal(buildChasePlan({ rows: 4, columns: 9, topology: 'hex' }).freeCells.length, 4);
    assert.equal(buildChasePlan({ rows: 1, columns: 1, topology: 'plain' }).freeCells.length, 1);
  });

  it('needs at most two lines free on a torus', () => {
    assert.equal(buildChasePlan({ rows: 4, columns: 8, topology: 'torus' }).freeCells.length, 8);
    for (const n of [3, 5, 6, 9]) {
      const free = buildChasePlan({ rows: n, columns: n, topology: 'torus' }).freeCells.length;
      assert.ok(free > n && free <= 2 * n, `${n}x${n}: ${free}`);
    }
  });

  it('has as many reduced equations as free presses, and determines every press once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }), fc.constantFrom<Topology>(...TOPOLOGIES), (rows, columns, topology) => {
        const plan = buildChasePlan({ rows, columns, topology });
        assert.equal(plan.reducedEquations.length, plan.freeCells.length);
        const determined = Array.from(plan.variable)
          .filter((v) => v >= 0)
          .sort((a, b) => a - b);
        assert.deepEqual(
          determined,
          Array.from({ length: rows * columns }, (_, i) => i),
        );
      }),
    );
  });

  it('gives zero residuals exactly for patterns that solve the board', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 2, max: 7 }),
        fc.constantFrom<Topology>(...TOPOLOGIES),
        fc.array(fc.nat(), { minLength: 36, maxLength: 36 }),
        (rows, columns, states, topology, randomValues) => {
          const plan = buildChasePlan({ rows, columns, topology });
          const free = plan.freeCells.length;
          const puzzle = createPuzzle({ rows, columns, states, objective: 0, topology }, 1);
          const b = puzzle.grid.map((state) => (states - state) % states);
          const { presses, residuals } = runChase(plan, states, b, randomValues.slice(0, free));
          assert.equal(
            residuals.every((r) => r === 0),
            isSolved(applyPresses(puzzle, presses)),
          );
          // The reduced matrix predicts the residuals: residual(f) = residual(0) - M f.
          const matrix = reducedMatrix(plan, states);
          const base = runChase(plan, states, b, null).residuals;
          const f = randomValues.slice(0, free).map((v) => v % states);
          matrix.forEach((row, i) => {
            const dot = row.reduce((sum, coefficient, j) => sum + coefficient * f[j], 0);
            assert.equal(residuals[i], (((base[i] - dot) % states) + states) % states);
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('solves the board exactly when the reduced matrix times the free presses equals the residuals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 2, max: 36 }),
        fc.constantFrom<Topology>(...TOPOLOGIES),
        fc.array(fc.nat(), { minLength: 49, maxLength: 49 }),
        fc.boolean(),
        (rows, columns, states, topology, randomValues, solvable) => {
          const shape = { rows, columns, states, objective: 0, topology };
          const plan = buildChasePlan(shape);
          const presses = randomValues.map((value) => value % states).slice(0, rows * columns);
          // A board that `presses` solves, or (half the time) a random board.
          const board = solvable
            ? applyPresses(
                createPuzzle(shape, 0),
                presses.map((press) => (states - press) % states),
              )
            : { ...createPuzzle(shape, 0), grid: Uint8Array.from(presses, (press, i) => (press + i) % states) };
          const b = Array.from(board.grid, (state) => (states - state) % states);
          const free = Array.from(plan.freeCells, (cell) => presses[cell]);
          const base = runChase(plan, states, b, null).residuals;
          const matrix = reducedMatrix(plan, states);
          const predicted = matrix.every((row, i) => row.reduce((sum, coefficient, j) => sum + coefficient * free[j], 0) % states === base[i]);
          const chased = runChase(plan, states, b, free).presses;
          assert.equal(predicted, isSolved(applyPresses(board, chased)));
          if (solvable) {
            assert.ok(predicted);
            assert.deepEqual(Array.from(chased), presses);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
